import Stripe from 'stripe'
import { stripeClient, verifiedStripeEvent } from './stripe-client'
import type { StripeConnectSettings } from './stripe-connect-config'
import { ProviderUnavailable, WebhookRejected } from './types'

/** A verified Connect event: `account` names the connected account (the reseller) it happened on. */
export type ConnectEvent = { id: string; type: string; account: string | null; object: Record<string, unknown> }

export type ConnectCheckout = {
  priceId: string
  email: string
  trialDays: number
  billingAddress: boolean
  phoneRequired: boolean
  taxCollection: boolean
  successUrl: string
  cancelUrl: string
  metadata: Record<string, string>
}

/** A Stripe refusal of the request itself (not a network failure): the connected account is gone, the id is unknown. */
export class ConnectRefused extends Error {}

/**
 * The platform's calls on its resellers' connected Stripe accounts (direct charges: the reseller is the merchant of
 * record), through the official SDK: every call carries `Stripe-Account` as a request option, writes carry an
 * Idempotency-Key, the SDK pins the API version. The OAuth token exchange is a plain form POST to Connect's host,
 * which the SDK would always send to connect.stripe.com.
 */
export function createStripeConnect(settings: StripeConnectSettings) {
  const stripe = stripeClient(settings.secretKey, settings.apiBase)

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripePermissionError) throw new ConnectRefused(err.message)
      if (err instanceof Stripe.errors.StripeError) throw new ProviderUnavailable(err.message)
      throw err
    }
  }
  const on = (account: string, idempotencyKey?: string) => ({ stripeAccount: account, ...(idempotencyKey ? { idempotencyKey } : {}) })

  const oauthPost = async (path: string, fields: Record<string, string>) => {
    let res: Response
    try {
      res = await fetch(`${settings.connectBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${settings.secretKey}` },
        body: new URLSearchParams({ client_secret: settings.secretKey, ...fields }).toString(),
        signal: AbortSignal.timeout(20_000),
      })
    } catch (err) {
      throw new ProviderUnavailable(err instanceof Error ? err.message : 'Stripe Connect could not be reached.')
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (res.status >= 500) throw new ProviderUnavailable(`Stripe Connect answered ${res.status}.`)
    if (!res.ok) throw new ConnectRefused(String(body.error_description ?? body.error ?? res.status))
    return body
  }

  return {
    authorizeUrl(state: string, redirectUri: string) {
      const query = new URLSearchParams({ response_type: 'code', client_id: settings.clientId, scope: 'read_write', state, redirect_uri: redirectUri })
      return `${settings.connectBase}/oauth/authorize?${query}`
    },
    async exchangeCode(code: string): Promise<{ accountId: string }> {
      const body = await oauthPost('/oauth/token', { grant_type: 'authorization_code', code })
      const accountId = body.stripe_user_id
      if (typeof accountId !== 'string' || !/^acct_[A-Za-z0-9]{1,64}$/.test(accountId)) throw new ConnectRefused('Stripe answered without a connected account.')
      return { accountId }
    },
    async deauthorize(accountId: string) {
      await oauthPost('/oauth/deauthorize', { client_id: settings.clientId, stripe_user_id: accountId }).catch((err) => {
        // Already disconnected at Stripe: the connection is gone either way.
        if (!(err instanceof ConnectRefused)) throw err
      })
    },
    async createProduct(account: string, input: { name: string; description: string; key: string }) {
      const product = await call(() => stripe.products.create({ name: input.name, ...(input.description ? { description: input.description } : {}) }, on(account, input.key)))
      return product.id
    },
    async createPrice(account: string, input: { product: string; unitAmount: number; currency: string; interval: 'month' | 'year' | null; key: string }) {
      const price = await call(() =>
        stripe.prices.create(
          { product: input.product, unit_amount: input.unitAmount, currency: input.currency, ...(input.interval ? { recurring: { interval: input.interval } } : {}) },
          on(account, input.key),
        ),
      )
      return price.id
    },
    async createCheckout(account: string, input: ConnectCheckout): Promise<{ url: string }> {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: input.priceId, quantity: 1 }],
            customer_email: input.email,
            ...(input.trialDays > 0 ? { subscription_data: { trial_period_days: input.trialDays, metadata: input.metadata } } : { subscription_data: { metadata: input.metadata } }),
            billing_address_collection: input.billingAddress ? 'required' : 'auto',
            phone_number_collection: { enabled: input.phoneRequired },
            automatic_tax: { enabled: input.taxCollection },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
          },
          on(account),
        ),
      )
      if (!session.url) throw new ProviderUnavailable('Stripe answered a Checkout session without a URL.')
      return { url: session.url }
    },
    async setCancelAtPeriodEnd(account: string, subscription: string, cancel: boolean) {
      await call(() => stripe.subscriptions.update(subscription, { cancel_at_period_end: cancel }, on(account)))
    },
    async cancelNow(account: string, subscription: string) {
      await call(() => stripe.subscriptions.cancel(subscription, {}, on(account)))
    },
    /** Refunds the subscription's last paid invoice: its payment (invoice_payments, API 2025-03-31 and later), then a refund of that PaymentIntent. */
    async refundLast(account: string, subscription: string, key: string): Promise<{ amountCents: number } | null> {
      const sub = await call(() => stripe.subscriptions.retrieve(subscription, {}, on(account)))
      const invoice = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice?.id
      if (!invoice) return null
      const payments = await call(() => stripe.invoicePayments.list({ invoice, expand: ['data.payment.payment_intent'] }, on(account)))
      const paid = payments.data.find((p) => p.status === 'paid' && p.payment.payment_intent)
      const intent = paid?.payment.payment_intent
      const intentId = typeof intent === 'string' ? intent : intent?.id
      if (!intentId) return null
      const refund = await call(() => stripe.refunds.create({ payment_intent: intentId }, on(account, key)))
      return { amountCents: refund.amount }
    },
    async portalUrl(account: string, customer: string, returnUrl: string) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }, on(account)))
      return session.url
    },
    /** Verifies a Connect delivery (`Stripe-Signature: t=...,v1=...`, 300 s either way) and reads its head. */
    readWebhook(rawBody: string, signature: string | undefined, now: Date): ConnectEvent | null {
      if (!settings.webhookSecret) throw new WebhookRejected('No Connect webhook secret is configured (STRIPE_CONNECT_WEBHOOK_SECRET).')
      const event = verifiedStripeEvent(stripe, rawBody, signature, settings.webhookSecret, now)
      return readConnectEvent(event)
    },
  }
}

const stripeId = /^[A-Za-z0-9_]{1,255}$/

/** The head of a verified event, or null when it has not the shape Stripe sends (answered 200 and ignored). */
function readConnectEvent(value: unknown): ConnectEvent | null {
  if (typeof value !== 'object' || value === null) return null
  const event = value as Record<string, unknown>
  const data = event.data as Record<string, unknown> | undefined
  const object = data?.object
  if (typeof event.id !== 'string' || !stripeId.test(event.id) || typeof event.type !== 'string' || !/^[a-z0-9_.]{1,200}$/.test(event.type)) return null
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return null
  const account = typeof event.account === 'string' && stripeId.test(event.account) ? event.account : null
  return { id: event.id, type: event.type, account, object: object as Record<string, unknown> }
}
