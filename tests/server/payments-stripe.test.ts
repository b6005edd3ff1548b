import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { creditLedger, walletPayments } from '../../src/server/db/schema'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { paymentKey } from '../../src/server/modules/wallet/payments'
import { runQueuedPayment } from '../../src/server/modules/wallet/payment-worker'
import { defaultCreditPacks } from '../../src/shared/wallet/pricing'
import { startFakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type FakeStripe } from './fakes/fake-stripe'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe()
  server = await startTestServer({
    mail: 'outbox',
    config: {
      payments: {
        provider: 'stripe',
        stripe: { secretKey: STRIPE_SECRET_KEY, publishableKey: 'pk_test_fake', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: stripe.url },
        packs: [...defaultCreditPacks],
      },
    },
  })
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

async function stripeUser() {
  const user = await server.signedInUser('stripe')
  const me = await server.request('GET', '/api/me', { token: user.token })
  return { ...user, id: me.body.account.id as number }
}
/** The browser's part: a SetupIntent from us, confirmed by Stripe.js (the fake's Elements), handed back. */
async function addCard(token: string, number: string) {
  const setup = await server.request('POST', '/api/wallet/cards/setup', { token })
  expect(setup.body.client_secret).toMatch(/^seti_\w+_secret_\w+$/)
  const setupIntentId = setup.body.client_secret.split('_secret_')[0]
  stripe.confirmSetup(setupIntentId, number)
  return server.request('POST', '/api/wallet/cards', { token, body: { setup_intent_id: setupIntentId } })
}
const buy = (token: string, credits: number, request_id?: string) => server.request('POST', '/api/wallet/purchases', { token, body: { credits, ...(request_id ? { request_id } : {}) } })
const balance = (accountId: number) => creditBalance(server.db, accountId, server.clock.now())
const webhook = (delivery: { payload: string; signature: string }) =>
  server.request('POST', '/api/webhooks/stripe', { raw: delivery.payload, headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature } })
const grantsOf = (paymentId: number) => server.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, paymentKey(paymentId)))

describe(`Stripe payments against a fake Stripe (${driver})`, () => {
  it('collects cards through a SetupIntent, sets the default at Stripe and validates with a keyed, off-session PaymentIntent', async () => {
    const user = await stripeUser()
    expect((await server.request('GET', '/api/wallet', { token: user.token })).body.provider).toEqual({ id: 'stripe', test_mode: true, publishable_key: 'pk_test_fake' })
    const res = await addCard(user.token, '4242424242424242')
    expect(res).toMatchObject({ status: 201, body: { card: { brand: 'visa', last4: '4242', is_default: true }, validation: { status: 'succeeded', amount_cents: 100 }, balance: 110 } })

    const customers = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers')
    expect(customers).toHaveLength(1)
    expect(customers[0]).toMatchObject({ idempotencyKey: `customer:${user.id}`, params: { email: user.email, metadata: { account_id: String(user.id) } } })
    const [charge] = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && (r.params.metadata as Record<string, string>).account_id === String(user.id))
    expect(charge.idempotencyKey).toBe(paymentKey(res.body.validation.id))
    expect(charge.params).toMatchObject({ amount: '100', currency: 'usd', off_session: 'true', confirm: 'true', metadata: { wallet_payment_id: String(res.body.validation.id) } })
    const defaults = stripe.requests.filter((r) => r.path.startsWith('/v1/customers/') && r.method === 'POST')
    expect(defaults.at(-1)?.params).toMatchObject({ invoice_settings: { default_payment_method: expect.stringMatching(/^pm_/) } })

    const other = await stripeUser()
    // Another account cannot save this account's confirmed SetupIntent.
    const customerId = [...stripe.objects.values()].find((o) => o.object === 'customer' && (o.metadata as Record<string, string>).account_id === String(user.id))!.id
    const ownSetup = [...stripe.objects.values()].find((o) => o.object === 'setup_intent' && o.customer === customerId)!
    const foreign = await server.request('POST', '/api/wallet/cards', { token: other.token, body: { setup_intent_id: ownSetup.id } })
    expect(foreign).toMatchObject({ status: 402, body: { code: 'wallet.card_setup_incomplete' } })
    expect((await server.request('POST', '/api/wallet/cards', { token: other.token, body: { setup_intent_id: 'pm_123' } })).body.errors).toEqual({ setup_intent_id: ['Type is not valid'] })
  })

  it('maps declines, requires_action and authentication_required onto failed transactions and cards to reconnect', async () => {
    const user = await stripeUser()
    const declined = await addCard(user.token, '4000000000000002')
    expect(declined).toMatchObject({ status: 402, body: { code: 'wallet.card_declined', message: 'Your card was declined.', validation: { status: 'failed' } } })
    expect(stripe.requests.some((r) => r.path.endsWith('/detach'))).toBe(true)
    expect((await server.request('GET', '/api/wallet', { token: user.token })).body.cards).toEqual([])

    const card = (await addCard(user.token, '4242424242424242')).body.card
    stripe.nextIntentFails('card_declined', 'Your card has insufficient funds.', 'insufficient_funds')
    expect(await buy(user.token, 100)).toMatchObject({ status: 402, body: { code: 'wallet.insufficient_funds', payment: { status: 'failed' } } })
    stripe.nextIntentEndsAs('requires_action')
    expect(await buy(user.token, 100)).toMatchObject({ status: 402, body: { code: 'wallet.card_reconnect', message: 'The card must be reconnected for security reasons.' } })
    expect((await server.request('GET', '/api/wallet', { token: user.token })).body.cards[0]).toMatchObject({ id: card.id, needs_reconnect: true })

    const setup = await server.request('POST', '/api/wallet/cards/setup', { token: user.token })
    const seti = setup.body.client_secret.split('_secret_')[0]
    stripe.confirmSetup(seti, '4242424242424242')
    const reconnected = await server.request('POST', `/api/wallet/cards/${card.id}/reconnect`, { token: user.token, body: { setup_intent_id: seti } })
    expect(reconnected).toMatchObject({ status: 200, body: { card: { id: card.id, needs_reconnect: false } } })
    stripe.nextIntentFails('authentication_required', 'Your card was declined. This transaction requires authentication.', 'authentication_required')
    expect(await buy(user.token, 100)).toMatchObject({ status: 402, body: { code: 'wallet.card_reconnect' } })
    expect(await balance(user.id)).toBe(110)
  })

  it('buys credits with the default card; a lost answer is retried under the same Idempotency-Key, which Stripe replays', async () => {
    const user = await stripeUser()
    await addCard(user.token, '4242424242424242')
    expect(await buy(user.token, 100)).toMatchObject({ status: 200, body: { message: 'Payment succeeded!', balance: 210 } })

    stripe.failNext(1)
    const cut = await buy(user.token, 500, 'checkout-lost-answer-1')
    expect(cut).toMatchObject({ status: 503, body: { code: 'wallet.provider_unavailable', payment: { status: 'pending' } } })
    // Held for a retry a little later: asking again at once answers "processing", charging nothing.
    expect((await buy(user.token, 500, 'checkout-lost-answer-1')).status).toBe(202)
    server.clock.advance(31_000)
    expect(await buy(user.token, 500, 'checkout-lost-answer-1')).toMatchObject({ status: 200, body: { balance: 710 } })
    await runQueuedPayment(server.deps, cut.body.payment.id)

    const sent = stripe.requests.filter((r) => r.idempotencyKey === paymentKey(cut.body.payment.id))
    expect(sent.map((r) => r.replayed)).toEqual([false, false])
    const intents = stripe.paymentIntents().filter((pi) => (pi.metadata as Record<string, string>).wallet_payment_id === String(cut.body.payment.id))
    expect(intents).toHaveLength(1)
    // The same key again is a replay of the first answer (Idempotent-Replayed), not a second PaymentIntent.
    const [row] = await server.db.select().from(walletPayments).where(eq(walletPayments.id, cut.body.payment.id))
    const pm = intents[0].payment_method as string
    const replay = await server.deps.payments.charge({ customer: intents[0].customer as string, card: pm, amountCents: 4500, currency: 'usd', idempotencyKey: paymentKey(row.id), description: '500 credits (purchased credits)', metadata: { wallet_payment_id: String(row.id), account_id: String(user.id) } })
    expect(replay).toEqual({ status: 'succeeded', paymentRef: intents[0].id })
    expect(stripe.requests.filter((r) => r.idempotencyKey === paymentKey(row.id)).at(-1)?.replayed).toBe(true)
    expect(await grantsOf(row.id)).toHaveLength(1)
  })

  it('credits a processing payment when its signed webhook arrives, once however often it is delivered', async () => {
    const user = await stripeUser()
    await addCard(user.token, '4242424242424242')
    stripe.nextIntentEndsAs('processing')
    const res = await buy(user.token, 100)
    expect(res).toMatchObject({ status: 202, body: { message: 'Your payment is processing.', payment: { status: 'processing' }, balance: 110 } })
    const intent = stripe.paymentIntents().find((pi) => (pi.metadata as Record<string, string>).wallet_payment_id === String(res.body.payment.id))!
    const delivery = stripe.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }, { at: server.clock.now() })
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(delivery)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.map((a) => a.body.result).sort()).toEqual(['applied', ...Array(9).fill('duplicate')])
    expect(await balance(user.id)).toBe(210)
    expect(await grantsOf(res.body.payment.id)).toHaveLength(1)
    // Another event about the same success (a resend, a new event id) finds the payment settled.
    expect((await webhook(stripe.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }, { at: server.clock.now() }))).body.result).toBe('applied')
    expect(await balance(user.id)).toBe(210)
    const polled = await server.request('GET', `/api/wallet/payments/${res.body.payment.id}`, { token: user.token })
    expect(polled.status).toBe(200)
    expect(polled.body).toEqual({ message: 'Payment succeeded!', payment: expect.objectContaining({ status: 'succeeded' }), balance: 210 })
    const other = await stripeUser()
    expect((await server.request('GET', `/api/wallet/payments/${res.body.payment.id}`, { token: other.token })).status).toBe(404)
  })

  it('never credits twice between the synchronous answer and the webhook, and records a failed payment from its webhook', async () => {
    const user = await stripeUser()
    await addCard(user.token, '4242424242424242')
    const paid = await buy(user.token, 100)
    const intent = stripe.paymentIntents().find((pi) => (pi.metadata as Record<string, string>).wallet_payment_id === String(paid.body.payment.id))!
    expect((await webhook(stripe.signedEvent('payment_intent.succeeded', intent, { at: server.clock.now() }))).status).toBe(200)
    expect(await balance(user.id)).toBe(210)

    stripe.nextIntentEndsAs('processing')
    const pending = await buy(user.token, 500)
    const slow = stripe.paymentIntents().find((pi) => (pi.metadata as Record<string, string>).wallet_payment_id === String(pending.body.payment.id))!
    const failure = { ...slow, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.' } }
    expect((await webhook(stripe.signedEvent('payment_intent.payment_failed', failure, { at: server.clock.now() }))).body.result).toBe('applied')
    const history = (await server.request('GET', '/api/wallet/payments', { token: user.token })).body.data
    expect(history[0]).toMatchObject({ id: pending.body.payment.id, status: 'failed', failure_code: 'card_declined', failure_message: 'Your card was declined.' })
    expect(await balance(user.id)).toBe(210)
    expect((await webhook(stripe.signedEvent('customer.created', { id: 'cus_x', object: 'customer' }, { at: server.clock.now() }))).body.result).toBe('ignored')
  })

  it('refuses webhooks with a bad signature, a stale or future timestamp, a changed body or no signature', async () => {
    const user = await stripeUser()
    await addCard(user.token, '4242424242424242')
    stripe.nextIntentEndsAs('processing')
    const res = await buy(user.token, 100)
    const intent = stripe.paymentIntents().find((pi) => (pi.metadata as Record<string, string>).wallet_payment_id === String(res.body.payment.id))!
    const now = server.clock.now()
    const succeeded = { ...intent, status: 'succeeded' }
    const refusals = [
      stripe.signedEvent('payment_intent.succeeded', succeeded, { at: now, secret: 'whsec_wrong' }),
      stripe.signedEvent('payment_intent.succeeded', succeeded, { at: new Date(now.getTime() - 400_000) }),
      stripe.signedEvent('payment_intent.succeeded', succeeded, { at: new Date(now.getTime() + 400_000) }),
      { ...stripe.signedEvent('payment_intent.succeeded', succeeded, { at: now }), payload: JSON.stringify({ tampered: true }) },
      { ...stripe.signedEvent('payment_intent.succeeded', succeeded, { at: now }), signature: '' },
    ]
    for (const delivery of refusals) {
      const answer = await webhook(delivery)
      expect(answer).toMatchObject({ status: 400, body: { message: 'The webhook signature could not be verified.' } })
    }
    expect(await balance(user.id)).toBe(110)
    // Within the 300 s tolerance it is accepted.
    expect((await webhook(stripe.signedEvent('payment_intent.succeeded', succeeded, { at: new Date(server.clock.now().getTime() - 200_000) }))).status).toBe(200)
    expect(await balance(user.id)).toBe(210)
  })
})
