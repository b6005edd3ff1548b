import { Hono } from 'hono'
import { findQuery } from '../../../shared/find/schemas'
import { validate } from '../../../shared/validate'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { allowFor } from '../../http/allow'
import { validationFailed } from '../../http/api-error'
import { actingModules } from '../accounts/acting-account'
import { findEntities } from './find-entities'

/** GET /api/find?q=: the account's lists, searches and leads for the palette (docs/api.md). */
export function findRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.get('/find', allow.signedIn, async (c) => {
    const query = validate(findQuery, c.req.query())
    if (!query.ok) throw validationFailed(query.errors)
    const canSeeLeads = (await actingModules(deps.db, c.var.user.id, c.var.account)).some((m) => m.slug === 'leads')
    return c.json(await findEntities(deps.db, forAccount(deps.db, accountIdOf(c.var)), query.value.q, canSeeLeads))
  })
  return app
}
