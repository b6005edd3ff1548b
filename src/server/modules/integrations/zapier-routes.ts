import { Hono } from 'hono'
import { zapierSubscribeBody } from '../../../shared/integrations/schemas'
import type { AppDeps } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { pathId } from '../../http/route-params'
import { allowApiKey, type ApiKeyEnv } from '../api-keys/require-api-key'
import { subscribeZapier, unsubscribeZapier, ZAPIER_EVENT, zapierSample } from './zapier-hooks'
import { say } from '../../../shared/english-message'

/**
 * Zapier's side of the app, authenticated by one of the user's API keys (`X-API-Key`): the connection test, REST hook
 * subscribe and unsubscribe, and sample data for the trigger.
 */
export function zapierRoutes(deps: AppDeps) {
  const app = new Hono<ApiKeyEnv>()
  const apiKey = allowApiKey(deps)
  app.get('/zapier/me', apiKey, (c) => c.json({ id: c.var.account.id, email: c.var.user.email }))
  app.post('/zapier/hooks', apiKey, reads({ body: zapierSubscribeBody }), async (c) => {
    const body = await readBody(c, zapierSubscribeBody)
    const row = await subscribeZapier(deps, accountIdOf(c.var), c.var.apiKey.id, body.hookUrl.trim(), body.event?.trim() || ZAPIER_EVENT)
    return c.json({ id: row.id, event: row.event, hookUrl: row.targetUrl }, 201)
  })
  app.delete('/zapier/hooks/:id', apiKey, async (c) => {
    await unsubscribeZapier(deps, accountIdOf(c.var), pathId(c))
    return c.json({ message: say('integrations.unsubscribed') })
  })
  app.get('/zapier/hooks/sample', apiKey, async (c) => c.json(await zapierSample(deps, accountIdOf(c.var))))
  return app
}
