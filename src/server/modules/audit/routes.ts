import { Hono } from 'hono'
import { auditQuery } from '../../../shared/admin/audit'
import type { AppDeps, AppEnv } from '../../app-deps'
import { allowFor } from '../../http/allow'
import { queryNumber } from '../../http/query-number'
import { readQuery } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { auditPage } from './audit-log'

const PAGE = { default: 50, max: 200 }

/** The audit log, read by the back office; there is no route that changes or removes an entry. */
export function auditRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.get('/audit', allow.module('admin', 'super_admin', 'admin'), reads({ query: auditQuery }), async (c) => {
    const query = readQuery(c, auditQuery)
    return c.json(await auditPage(deps.db, query, queryNumber(query.limit, 'limit', PAGE.default, PAGE.max)))
  })
  return app
}
