import { Hono } from 'hono'
import { readQuery } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { findQuery } from '../../../shared/find/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { allowFor } from '../../http/allow'
import { actingModules } from '../accounts/acting-account'
import { findEntities } from './find-entities'

/** GET /api/find?q=: the account's lists, searches and leads for the palette (docs/api.md). */
export function findRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.get('/find', allow.signedIn, reads({ query: findQuery }), async (c) => {
    const query = readQuery(c, findQuery)
    const canSeeLeads = (await actingModules(deps.db, c.var.user.id, c.var.account)).some((m) => m.slug === 'leads')
    return c.json(await findEntities(deps.db, forAccount(deps.db, accountIdOf(c.var)), query.q, canSeeLeads))
  })
  return app
}
