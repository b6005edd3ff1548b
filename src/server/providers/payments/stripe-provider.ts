import Stripe from 'stripe'
import { stripeClient, verifiedStripeEvent } from './stripe-client'
import { walletMessages } from '../../../shared/wallet/messages'
import type { StripeSettings } from './payments-config'
import { readStripeEvent, walletPaymentIdOf } from './stripe-event'
import { stripeFailure, type StripeErrorFields } from './stripe-failures'
import { CardError, ProviderUnavailable, WebhookRejected, type ChargeOutcome, type PaymentEvent, type PaymentProvider, type SavedCard } from './types'

/**
 * Stripe through its official SDK (form-encoded requests, Idempotency-Key, the API version it pins, retries of
 * network failures with the same key). `STRIPE_API_BASE` points it at another host speaking Stripe's API: the
 * tests' fake server, or stripe-mock.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings.secretKey, settings.apiBase)

  /** Network failures, Stripe's 5xx and rate limits leave the outcome unknown: the caller retries with the same key. */
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (err) {
      if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError || err instanceof Stripe.errors.StripeRateLimitError) {
        throw new ProviderUnavailable(err.message)
      }
      if (err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError) {
        throw new ProviderUnavailable(`Stripe refused the API key: ${err.message}`)
      }
      throw err
    }
  }

  const savedCard = (method: Stripe.PaymentMethod): SavedCard => {
    if (!method.card) throw new CardError('card_setup_incomplete', walletMessages.card_setup_incomplete)
    return { ref: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
  }

  /** The card of a SetupIntent the browser confirmed, if it belongs to this customer and succeeded. */
  const cardOfSetup = async (customer: string, setupIntentId: string): Promise<SavedCard> => {
    const intent = await call(() => stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] })).catch((err) => {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new CardError('card_setup_incomplete', walletMessages.card_setup_incomplete)
      throw err
    })
    const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
    if (owner !== customer || intent.status !== 'succeeded' || !intent.payment_method) {
      throw new CardError('card_setup_incomplete', walletMessages.card_setup_incomplete)
    }
    const method = typeof intent.payment_method === 'string' ? await call(() => stripe.paymentMethods.retrieve(intent.payment_method as string)) : intent.payment_method
    return savedCard(method)
  }

  return {
    id: 'stripe',
    testMode: /^(sk|rk)_test_/.test(settings.secretKey),
    publishableKey: settings.publishableKey ?? null,
    async ensureCustomer(account, existing) {
      if (existing) return existing
      const customer = await call(() =>
        stripe.customers.create({ email: account.email, name: account.name || undefined, metadata: { account_id: String(account.id) } }, { idempotencyKey: `customer:${account.id}` }),
      )
      return customer.id
    },
    async startCardSetup(customer) {
      const intent = await call(() => stripe.setupIntents.create({ customer, usage: 'off_session', allowed_payment_method_types: ['card'] }))
      if (!intent.client_secret) throw new ProviderUnavailable('Stripe answered a SetupIntent without a client secret.')
      return { clientSecret: intent.client_secret }
    },
    async saveCard(customer, input) {
      if (input.kind !== 'stripe') throw new CardError('card_setup_incomplete', walletMessages.card_setup_incomplete)
      return cardOfSetup(customer, input.setupIntentId)
    },
    async reauthenticateCard(customer, card, input) {
      if (input.kind !== 'stripe') throw new CardError('card_setup_incomplete', walletMessages.card_setup_incomplete)
      const fresh = await cardOfSetup(customer, input.setupIntentId)
      // Elements collects the card anew, so reconnecting usually yields a new PaymentMethod: the old one goes.
      if (fresh.ref !== card) await this.removeCard(customer, card)
      return fresh
    },
    async setDefaultCard(customer, card) {
      await call(() => stripe.customers.update(customer, { invoice_settings: { default_payment_method: card } }))
    },
    async removeCard(_customer, card) {
      await call(() => stripe.paymentMethods.detach(card)).catch((err) => {
        // Already detached (or deleted at Stripe): the card is gone either way.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return
        throw err
      })
    },
    async charge(request): Promise<ChargeOutcome> {
      try {
        const intent = await call(() =>
          stripe.paymentIntents.create(
            {
              amount: request.amountCents,
              currency: request.currency,
              customer: request.customer,
              payment_method: request.card,
              off_session: true,
              confirm: true,
              description: request.description,
              metadata: request.metadata,
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        )
        return outcomeOfIntent(intent)
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', paymentRef: err.payment_intent?.id ?? null, ...stripeFailure(err) }
        }
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') {
          return { status: 'failed', paymentRef: null, code: 'card_reconnect', message: walletMessages.card_reconnect }
        }
        throw err
      }
    },
    async openPortal(customer, returnUrl) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }))
      return { url: session.url }
    },
    readWebhook(rawBody, signature, now): PaymentEvent | null {
      if (!settings.webhookSecret) throw new WebhookRejected('No webhook secret is configured (STRIPE_WEBHOOK_SECRET).')
      const event = verifiedStripeEvent(stripe, rawBody, signature, settings.webhookSecret, now)
      return readEvent(event)
    },
  }
}

function outcomeOfIntent(intent: { id: string; status?: string; last_payment_error?: StripeErrorFields | null }): ChargeOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentRef: intent.id }
  if (intent.status === 'requires_action') return { status: 'failed', paymentRef: intent.id, code: 'card_reconnect', message: walletMessages.card_reconnect }
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    return { status: 'failed', paymentRef: intent.id, ...stripeFailure(intent.last_payment_error ?? { code: 'card_declined' }) }
  }
  return { status: 'processing', paymentRef: intent.id }
}

const paymentEventOutcomes: Record<string, 'succeeded' | 'processing' | 'failed'> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.requires_action': 'failed',
  'payment_intent.canceled': 'failed',
}

/** The event as the wallet reads it; null for a verified event without the shape it needs (stripe-event.ts). */
function readEvent(verified: unknown): PaymentEvent | null {
  const outcomeOf = (type: string) => (Object.hasOwn(paymentEventOutcomes, type) ? paymentEventOutcomes[type] : undefined)
  const event = readStripeEvent(verified, (type) => outcomeOf(type) !== undefined)
  if (!event) return null
  const outcome = outcomeOf(event.type)
  if (!outcome || !event.intent) return { id: event.id, type: event.type }
  const intent = event.intent
  const payment: NonNullable<PaymentEvent['payment']> = { ref: intent.id, walletPaymentId: walletPaymentIdOf(intent), outcome }
  if (outcome === 'failed') {
    const settled = outcomeOfIntent(intent)
    payment.failure = settled.status === 'failed' ? { code: settled.code, message: settled.message, ...(settled.declineCode ? { declineCode: settled.declineCode } : {}) } : stripeFailure({ code: 'card_declined' })
  }
  return { id: event.id, type: event.type, payment }
}
