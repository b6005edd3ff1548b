import { Hono } from 'hono'
import { gptSettingsBody } from '../../../shared/integrations/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { allowFor } from '../../http/allow'
import { deleteGptSettings, gptSettingsOf, saveGptSettings } from './gpt-settings'
import { say } from '../../../shared/english-message'

/** GET, PUT, DELETE /api/integrations/gpt: the account's OpenAI-compatible endpoint (the key never comes back). */
export function gptRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.get('/integrations/gpt', allow.signedIn, async (c) => c.json({ settings: await gptSettingsOf(deps, accountIdOf(c.var)) }))
  app.put('/integrations/gpt', allow.signedIn, reads({ body: gptSettingsBody }), async (c) => {
    const body = await readBody(c, gptSettingsBody)
    return c.json({ message: say('integrations.gpt_saved'), settings: await saveGptSettings(deps, accountIdOf(c.var), body) })
  })
  app.delete('/integrations/gpt', allow.signedIn, async (c) => {
    await deleteGptSettings(deps, accountIdOf(c.var))
    return c.json({ message: say('integrations.gpt_removed'), settings: null })
  })
  return app
}
