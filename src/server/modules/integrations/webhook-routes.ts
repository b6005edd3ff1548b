import { Hono, type Context } from 'hono'
import { webhookConnectionBody, webhookUpdateBody } from '../../../shared/integrations/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { refusal } from '../../http/api-error'
import { readBody } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { createWebhook, deleteWebhook, listWebhooks, presentWebhook, revealWebhookSecrets, testWebhook, updateWebhook, webhookRow } from './webhook-connections'
import { say } from '../../../shared/english-message'

/** /api/integrations/webhooks: the account's custom webhook endpoints (name, url, secret, events). */
export function webhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const account = (c: Context<AppEnv>) => accountIdOf(c.var)

  app.get('/integrations/webhooks', allow.signedIn, async (c) => c.json({ data: await listWebhooks(deps, account(c)) }))
  app.post('/integrations/webhooks', allow.signedIn, reads({ body: webhookConnectionBody }), async (c) => {
    const body = await readBody(c, webhookConnectionBody)
    return c.json({ message: say('integrations.webhook_created'), ...(await createWebhook(deps, account(c), body)) }, 201)
  })
  app.get('/integrations/webhooks/:id', allow.signedIn, async (c) => c.json(presentWebhook(await webhookRow(deps, account(c), pathId(c)), deps.secretBox)))
  app.put('/integrations/webhooks/:id', allow.signedIn, reads({ body: webhookUpdateBody }), async (c) => {
    const id = pathId(c)
    const body = await readBody(c, webhookUpdateBody)
    return c.json({ message: say('integrations.webhook_saved'), webhook: await updateWebhook(deps, account(c), id, body) })
  })
  app.delete('/integrations/webhooks/:id', allow.signedIn, async (c) => {
    await deleteWebhook(deps, account(c), pathId(c))
    return c.json({ message: say('integrations.webhook_deleted') })
  })
  app.post('/integrations/webhooks/:id/reveal', allow.signedIn, async (c) => c.json(await revealWebhookSecrets(deps, account(c), pathId(c))))
  app.post('/integrations/webhooks/:id/test', allow.signedIn, async (c) => {
    const outcome = await testWebhook(deps, account(c), pathId(c))
    if (outcome.ok) return c.json({ message: say('integrations.webhook_test_delivered', { status: outcome.status }), ...outcome })
    throw refusal(502, { code: 'integrations.webhook_test_failed', params: { reason: outcome.reason } }, outcome)
  })
  return app
}
