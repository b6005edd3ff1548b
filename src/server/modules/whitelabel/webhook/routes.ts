import { Hono } from 'hono'
import { and, desc, eq, lt, max } from 'drizzle-orm'
import { deliveriesQuery, webhookBody } from '../../../../shared/whitelabel/services'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { wlSubscriptionEvents, wlWebhookDeliveries } from '../../../db/schema'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { refusal } from '../../../http/api-error'
import { allowFor } from '../../../http/allow'
import { readBody, readQuery } from '../../../http/read-body'
import { pathId } from '../../../http/route-params'
import { reads } from '../../../http/route-policy'
import { eventPayload, logDelivery, postEvent } from './webhook-delivery'
import { presentDelivery, presentWebhookSettings, saveWebhookSettings, webhookSettingsRow } from './webhook-settings'

const PAGE = 50

/** The reseller's subscription webhook (docs/api.md, "White-label: webhook"): settings, delivery log, redelivery. */
export function webhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')

  app.get('/wl/webhook', reseller, async (c) => c.json({ data: presentWebhookSettings(await webhookSettingsRow(deps.db, accountIdOf(c.var)), deps.secretBox) }))

  app.put('/wl/webhook', reseller, reads({ body: webhookBody }), async (c) => {
    const body = await readBody(c, webhookBody)
    const accountId = accountIdOf(c.var)
    const [latest] = await deps.db.select({ id: max(wlSubscriptionEvents.id) }).from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.accountId, accountId))
    const { row, secret } = await saveWebhookSettings(deps, accountId, body, Number(latest?.id ?? 0))
    return c.json({ message: say('whitelabel.webhook_saved'), data: presentWebhookSettings(row, deps.secretBox), ...(secret ? { signing_secret: secret } : {}) })
  })

  app.get('/wl/webhook/deliveries', reseller, reads({ query: deliveriesQuery }), async (c) => {
    const { before } = readQuery(c, deliveriesQuery)
    const scope = forAccount(deps.db, accountIdOf(c.var))
    const rows = await deps.db
      .select()
      .from(wlWebhookDeliveries)
      .where(scope.where('wlWebhookDeliveries', before ? lt(wlWebhookDeliveries.id, Number(before)) : undefined))
      .orderBy(desc(wlWebhookDeliveries.id))
      .limit(PAGE + 1)
    const page = rows.slice(0, PAGE)
    return c.json({ data: page.map(presentDelivery), next_before: rows.length > PAGE ? page[page.length - 1].id : null })
  })

  app.post('/wl/webhook/deliveries/:id/redeliver', reseller, async (c) => {
    const accountId = accountIdOf(c.var)
    const scope = forAccount(deps.db, accountId)
    const [delivery] = await deps.db.select().from(wlWebhookDeliveries).where(scope.where('wlWebhookDeliveries', eq(wlWebhookDeliveries.id, pathId(c))))
    if (!delivery) throw refusal(404, { code: 'whitelabel.delivery_not_found' })
    const settings = await webhookSettingsRow(deps.db, accountId)
    if (!settings) throw refusal(409, { code: 'whitelabel.webhook_missing' })
    const [event] = await deps.db.select().from(wlSubscriptionEvents).where(and(eq(wlSubscriptionEvents.accountId, accountId), eq(wlSubscriptionEvents.id, delivery.eventId)))
    if (!event) throw refusal(404, { code: 'whitelabel.delivery_not_found' })
    const outcome = await postEvent(deps, { url: settings.url, secret: deps.secretBox.open(settings.signingSecretSealed) ?? '' }, event, await eventPayload(deps.db, event))
    const row = await logDelivery(deps.db, accountId, event, settings.url, outcome, 'redelivery')
    const message = outcome.ok ? say('whitelabel.webhook_redelivered') : say('whitelabel.webhook_redelivery_failed', { reason: outcome.reason ?? '' })
    return c.json({ message, data: presentDelivery(row) })
  })

  return app
}
