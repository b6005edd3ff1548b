import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import {
  adminUsersBulkBody, adminUsersPage, adminUsersQuery, createAdminUserBody, grantCreditsBody, updateAdminUserBody, userHistoryQuery,
} from '../../../shared/admin-users/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { allowFor } from '../../http/allow'
import { refusal } from '../../http/api-error'
import { queryNumber } from '../../http/query-number'
import { readBody, readQuery } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import { auditPage } from '../audit/audit-log'
import { endImpersonation, startImpersonation } from './impersonation'
import { clearExtraRequests, grantUserCredits, resetLimits, restoreUser, softDeleteUser } from './user-actions'
import { runBulk } from './user-bulk'
import { adminUserDetail } from './user-detail'
import { findAdminUsers } from './user-list'
import { createAdminUser, updateAdminUser, type AdminActor } from './user-write'

const HISTORY_PAGE = { default: 50, max: 200 }

const actorOf = (c: Context<AppEnv>): AdminActor => ({ user: c.var.user, impersonator: c.var.impersonator })

/**
 * The request's own key for a grant: the `Idempotency-Key` header when the client sends one (a retry grants nothing
 * more), else a fresh one (every request is its own grant).
 */
function requestKey(c: Context): string {
  const given = c.req.header('idempotency-key')?.trim()
  if (given === undefined || given === '') return randomUUID()
  if (given.length > 200) throw refusal(400, { code: 'error.invalid_data' })
  return `key:${given}`
}

/** The back office's users (docs/api.md, "Admin users"): every route needs the admin module and an admin role. */
export function adminUserRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const admin = allow.module('admin', 'super_admin', 'admin')

  app.get('/users', admin, reads({ query: adminUsersQuery }), async (c) => {
    const query = readQuery(c, adminUsersQuery)
    return c.json(await findAdminUsers(deps.db, query, queryNumber(query.limit, 'limit', adminUsersPage.default, adminUsersPage.max), deps.now()))
  })
  app.post('/users', admin, reads({ body: createAdminUserBody }), async (c) => {
    const body = await readBody(c, createAdminUserBody)
    return c.json({ data: await createAdminUser(deps, actorOf(c), body, requestKey(c)) }, 201)
  })
  app.post('/users/bulk', admin, reads({ body: adminUsersBulkBody }), async (c) => {
    const body = await readBody(c, adminUsersBulkBody)
    return c.json(await runBulk(deps, actorOf(c), body, requestKey(c)))
  })
  app.get('/users/:id', admin, async (c) => c.json({ data: await adminUserDetail(deps, pathId(c)) }))
  app.put('/users/:id', admin, reads({ body: updateAdminUserBody }), async (c) => {
    const id = pathId(c)
    return c.json({ data: await updateAdminUser(deps, actorOf(c), id, await readBody(c, updateAdminUserBody)) })
  })
  app.delete('/users/:id', admin, async (c) => c.json({ data: await softDeleteUser(deps, actorOf(c), pathId(c)) }))
  app.post('/users/:id/restore', admin, async (c) => c.json({ data: await restoreUser(deps, actorOf(c), pathId(c)) }))
  app.post('/users/:id/reset-limits', admin, async (c) => c.json({ data: await resetLimits(deps, actorOf(c), pathId(c)) }))
  app.delete('/users/:id/extra-requests', admin, async (c) => c.json({ data: await clearExtraRequests(deps, actorOf(c), pathId(c)) }))
  app.post('/users/:id/credits', admin, reads({ body: grantCreditsBody }), async (c) => {
    const id = pathId(c)
    const body = await readBody(c, grantCreditsBody)
    return c.json({ data: await grantUserCredits(deps, actorOf(c), id, { ...body, key: requestKey(c) }) }, 201)
  })
  app.get('/users/:id/history', admin, reads({ query: userHistoryQuery }), async (c) => {
    const id = pathId(c)
    const query = readQuery(c, userHistoryQuery)
    const limit = queryNumber(query.limit, 'limit', HISTORY_PAGE.default, HISTORY_PAGE.max)
    return c.json(await auditPage(deps.db, { entity: 'user', entity_id: String(id), cursor: query.cursor }, limit))
  })
  app.post('/users/:id/impersonate', admin, async (c) => c.json(await startImpersonation(deps, c.var.user, c.var.impersonator, pathId(c))))
  // Called with the impersonation token: the user being viewed holds no admin module, so this is a signed-in route.
  app.post('/impersonation/end', allow.sessionOnly, async (c) => c.json(await endImpersonation(deps, { user: c.var.user, sessionId: c.var.sessionId, impersonator: c.var.impersonator })))
  return app
}
