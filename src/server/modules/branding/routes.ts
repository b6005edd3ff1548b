import { Hono } from 'hono'
import { siteSettingsBody } from '../../../shared/schemas/auth'
import type { AppDeps, AppEnv } from '../../app-deps'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { readBody } from '../../http/read-body'
import { siteSettingsFor } from './site-settings'

/** POST /api/site-settings: public, the login page needs the look before anyone signs in. */
export function brandingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.post('/site-settings', allow.anyone, reads({ body: siteSettingsBody }), async (c) => c.json(await siteSettingsFor(deps.db, (await readBody(c, siteSettingsBody)).domain)))
  return app
}
