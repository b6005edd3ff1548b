import { Hono, type Context } from 'hono'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accountIdOf } from '../../../db/tenant-scope'
import { refusal } from '../../../http/api-error'
import { allowFor } from '../../../http/allow'
import { readBody, readQuery } from '../../../http/read-body'
import { reads } from '../../../http/route-policy'
import { verifyIpn } from '../../../providers/payments/paykickstart'
import { WebhookRejected } from '../../../providers/payments/types'
import { billingSettingsBody, payKickStartQuery, stripeCallbackBody } from '../../../../shared/whitelabel/billing-schemas'
import { billingSettingsOf, connectOf, disconnectStripe, finishStripeConnect, presentBillingSettings, startStripeConnect, updateBillingSettings } from './billing-settings'
import { applyPayKickStartIpn } from './paykickstart-events'
import { applyStripeConnectEvent } from './stripe-connect-events'
import { isRowId } from '../../../../shared/validate'

export const STRIPE_CONNECT_WEBHOOK_PATH = '/api/webhooks/stripe-connect'
export const PAYKICKSTART_IPN_PATH = '/api/webhooks/paykickstart'

/** The reseller's payment provider: which one sells, the Stripe connection, the PayKickStart secrets (docs/api.md). */
export function billingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')
  const present = (row: Awaited<ReturnType<typeof billingSettingsOf>>) => presentBillingSettings(deps, row)
  const me = (c: Context<AppEnv>) => accountIdOf(c.var)

  app.get('/wl/billing', reseller, async (c) => c.json(present(await billingSettingsOf(deps.db, me(c)))))
  app.put('/wl/billing', reseller, reads({ body: billingSettingsBody }), async (c) => {
    const body = await readBody(c, billingSettingsBody)
    return c.json(present(await updateBillingSettings(deps, me(c), body)))
  })
  app.post('/wl/stripe/connect', reseller, async (c) => c.json(await startStripeConnect(deps, me(c))))
  app.post('/wl/stripe/callback', reseller, reads({ body: stripeCallbackBody }), async (c) => {
    const body = await readBody(c, stripeCallbackBody)
    return c.json(present(await finishStripeConnect(deps, me(c), { code: body.code.trim(), state: body.state.trim() })))
  })
  app.delete('/wl/stripe', reseller, async (c) => c.json(present(await disconnectStripe(deps, me(c)))))
  return app
}

/**
 * Public: the providers call them, authenticated by their signatures over the raw bytes (the front door leaves these
 * bodies alone). A bad signature is a 400; a verified event is a 200 whether it was applied, applied before, or is one
 * we do not act on, so the provider stops retrying it.
 */
export function billingWebhookRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const anyone = allowFor(deps).anyone

  app.post(STRIPE_CONNECT_WEBHOOK_PATH.slice('/api'.length), anyone, async (c) => {
    const raw = await c.req.text()
    let event
    try {
      event = connectOf(deps).readWebhook(raw, c.req.header('stripe-signature'), deps.now())
    } catch (err) {
      if (err instanceof WebhookRejected || err instanceof SyntaxError) throw refusal(400, { code: 'whitelabel.webhook_signature' })
      throw err
    }
    if (!event) return c.json({ received: true, result: 'ignored' })
    return c.json({ received: true, result: await applyStripeConnectEvent(deps, event) })
  })

  app.post(PAYKICKSTART_IPN_PATH.slice('/api'.length), anyone, reads({ query: payKickStartQuery }), async (c) => {
    const query = readQuery(c, payKickStartQuery)
    const resellerId = Number(query.account)
    const settings = isRowId(resellerId) ? await billingSettingsOf(deps.db, resellerId) : null
    const secret = settings?.paykickstartSecretSealed ? deps.secretBox.open(settings.paykickstartSecretSealed) : null
    const fields = [...new URLSearchParams(await c.req.text()).entries()]
    if (!secret || !verifyIpn(fields, secret)) throw refusal(400, { code: 'whitelabel.webhook_signature' })
    const packageId = query.package != null ? Number(query.package) : null
    const result = await applyPayKickStartIpn(deps, resellerId, packageId != null && isRowId(packageId) ? packageId : null, fields)
    return c.json({ received: true, result })
  })
  return app
}
