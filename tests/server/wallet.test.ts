import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { accountModules, accounts, creditLedger, localPaymentIntents, modules, walletCards, walletPayments } from '../../src/server/db/schema'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { addMonthsClamped } from '../../src/server/modules/credits/plan-period'
import { settlePayment } from '../../src/server/modules/wallet/payments'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(() => server?.close())

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const nextYear = new Date().getUTCFullYear() + 3

async function walletUser(label = 'wallet') {
  const user = await server.signedInUser(label)
  const me = await server.request('GET', '/api/me', { token: user.token })
  return { ...user, id: me.body.account.id as number }
}
const addCard = (token: string, number: string, extra: Record<string, unknown> = {}) =>
  server.request('POST', '/api/wallet/cards', { token, body: { number, exp_month: 12, exp_year: nextYear, cvc: '123', ...extra } })
const buy = (token: string, credits: number, request_id?: string) => server.request('POST', '/api/wallet/purchases', { token, body: { credits, ...(request_id ? { request_id } : {}) } })
const wallet = (token: string) => server.request('GET', '/api/wallet', { token }).then((r) => r.body)
const payments = (accountId: number) => server.db.select().from(walletPayments).where(eq(walletPayments.accountId, accountId)).orderBy(walletPayments.id)

describe(`wallet with the local test provider (${driver})`, () => {
  it('shows the balance by bucket, the test provider and the packs; the total is the user-limits balance', async () => {
    const user = await walletUser()
    const summary = await wallet(user.token)
    const limits = await server.request('GET', '/api/user-limits', { token: user.token })
    expect(summary.provider).toEqual({ id: 'local', test_mode: true, publishable_key: null })
    expect(summary.balance).toMatchObject({ total: 100, monthly: 100, purchased: 0, rollover: 0 })
    expect(summary.balance.total).toBe(limits.body.credits)
    expect(summary.balance.next_reset_date).toBe(limits.body.reset_date)
    expect(summary.packs.map((p: { credits: number }) => p.credits)).toEqual([100, 500, 1000])
    expect(summary).toMatchObject({ cards: [], card_validation: { amount_cents: 100, credits: 10 }, auto_top_up: { enabled: false, threshold: 10, credits: 100 } })
  })

  it('refuses a purchase without a default card, charging nothing', async () => {
    const user = await walletUser()
    const res = await buy(user.token, 100)
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ message: 'Please add a default credit card!', code: 'wallet.no_default_card', errors: { card: ['Please add a default credit card!'] } })
    expect(await payments(user.id)).toEqual([])
  })

  it('adds a card, makes the first one the default and validates it once: $1 charged, 10 credits for 12 months', async () => {
    const user = await walletUser()
    const res = await addCard(user.token, '4242 4242 4242 4242')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ message: 'Your card has been added.', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear, is_default: true, needs_reconnect: false }, balance: 110 })
    expect(res.body.validation).toMatchObject({ kind: 'card_validation', status: 'succeeded', amount_cents: 100, credits: 10, card: { brand: 'visa', last4: '4242' } })

    const [validation] = await payments(user.id)
    // Applying the success again (a webhook, a retried job) credits nothing more.
    expect(await settlePayment(server.db, validation.id, null, server.clock.now())).toBe(false)
    const grants = await server.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, `wallet-payment:${validation.id}`))
    expect(grants.map((g) => [g.kind, g.amount])).toEqual([['grant', 10]])
    const summary = await wallet(user.token)
    expect(summary.balance).toMatchObject({ total: 110, monthly: 100, purchased: 10 })
    const purchased = summary.balance.buckets.find((b: { kind: string }) => b.kind === 'purchased')
    expect(Math.abs(new Date(purchased.expires_at).getTime() - addMonthsClamped(server.clock.now(), 12).getTime())).toBeLessThan(60_000)
    // Only brand, last 4 digits and expiry are kept, by the wallet and by the provider.
    const stored = JSON.stringify(await server.db.select().from(walletCards).where(eq(walletCards.accountId, user.id)))
    expect(stored).not.toContain('4242424242424242')
  })

  it('answers form mistakes with 422 on the field, and a refused card with 402 and nothing saved', async () => {
    const user = await walletUser()
    const empty = await server.request('POST', '/api/wallet/cards', { token: user.token, body: {} })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toMatchObject({ number: ['Field is required'], exp_month: ['Field is required'], exp_year: ['Field is required'], cvc: ['Field is required'] })
    expect((await addCard(user.token, '4242 4242 4242 4241')).body.errors).toEqual({ number: ['Type is not valid'] })
    expect((await addCard(user.token, '4242424242424242', { exp_month: 13 })).body.errors).toEqual({ exp_month: ['Field must be max 12'] })
    const expired = await addCard(user.token, '4242424242424242', { exp_month: 1, exp_year: 2020 })
    expect(expired).toMatchObject({ status: 422, body: { message: 'Your card has expired.', code: 'wallet.expired_card', errors: { exp_year: ['Your card has expired.'] } } })
    const declined = await addCard(user.token, '4000 0000 0000 0002')
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.', code: 'wallet.card_declined' } })
    expect((await wallet(user.token)).cards).toEqual([])
  })

  it('sets the default card and removes cards; foreign and unknown card ids are 404', async () => {
    const user = await walletUser()
    const other = await walletUser('other')
    const first = (await addCard(user.token, '4242424242424242')).body.card
    const second = (await addCard(user.token, '5555 5555 5555 4444')).body.card
    expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false })

    const made = await server.request('POST', `/api/wallet/cards/${second.id}/default`, { token: user.token })
    expect(made).toMatchObject({ status: 200, body: { message: 'This card is now your default card.', card: { id: second.id, is_default: true } } })
    expect((await wallet(user.token)).cards.map((c: { id: number; is_default: boolean }) => [c.id, c.is_default])).toEqual([[first.id, false], [second.id, true]])

    for (const path of [`/api/wallet/cards/${second.id}/default`, `/api/wallet/cards/${second.id}/reconnect`]) {
      expect((await server.request('POST', path, { token: other.token, body: {} })).status).toBe(404)
    }
    expect((await server.request('DELETE', `/api/wallet/cards/${second.id}`, { token: other.token })).status).toBe(404)
    expect((await server.request('DELETE', '/api/wallet/cards/abc', { token: user.token })).status).toBe(404)
    expect((await server.request('DELETE', '/api/wallet/cards/99999999999', { token: user.token })).status).toBe(404)

    expect((await server.request('DELETE', `/api/wallet/cards/${second.id}`, { token: user.token })).body).toEqual({ message: 'The card has been removed.' })
    expect((await wallet(user.token)).cards.map((c: { id: number }) => c.id)).toEqual([first.id])
    // The default card is gone and no other was chosen: buying asks for one.
    expect((await buy(user.token, 100)).body.message).toBe('Please add a default credit card!')
  })

  it('buys a pack into a purchased bucket valid 12 months, listed as a successful transaction', async () => {
    const user = await walletUser()
    await addCard(user.token, '4242424242424242')
    const res = await buy(user.token, 500)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: 'Payment succeeded!', balance: 610, payment: { kind: 'purchase', status: 'succeeded', credits: 500, amount_cents: 4500, currency: 'usd' } })
    const limits = await server.request('GET', '/api/user-limits', { token: user.token })
    expect(limits.body.credits).toBe(610)
    const summary = await wallet(user.token)
    expect(summary.balance).toMatchObject({ total: 610, purchased: 510 })
    const history = await server.request('GET', '/api/wallet/payments', { token: user.token })
    expect(history.body).toMatchObject({ page: 1, per_page: 20, total: 2 })
    expect(history.body.data.map((t: { kind: string; status: string }) => [t.kind, t.status])).toEqual([['purchase', 'succeeded'], ['card_validation', 'succeeded']])
    expect((await server.request('GET', '/api/wallet/payments?page=0', { token: user.token })).status).toBe(422)
    expect((await buy(user.token, 123)).body.errors).toEqual({ credits: ['Type is not valid'] })
  })

  it('answers a retried purchase (same request id) with the first payment, charging once', async () => {
    const user = await walletUser()
    await addCard(user.token, '4242424242424242')
    const [a, b] = await Promise.all([buy(user.token, 100, 'checkout-0001-abcd'), buy(user.token, 100, 'checkout-0001-abcd')])
    const again = await buy(user.token, 100, 'checkout-0001-abcd')
    // The duplicate that arrives while the first is charging is told it is processing; afterwards, that it succeeded.
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining([200]))
    expect([200, 202]).toContain(Math.max(a.status, b.status))
    expect(again.status).toBe(200)
    expect(new Set([a.body.payment.id, b.body.payment.id, again.body.payment.id]).size).toBe(1)
    expect((await payments(user.id)).filter((p) => p.kind === 'purchase')).toHaveLength(1)
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(210)
  })

  it('records a declined payment as a failed transaction and adds no credits', async () => {
    const user = await walletUser()
    // Validated with $1, then declined for insufficient funds (Stripe's 4000000000009995).
    expect((await addCard(user.token, '4000000000009995')).status).toBe(201)
    const res = await buy(user.token, 1000)
    expect(res).toMatchObject({ status: 402, body: { message: 'Your card has insufficient funds.', code: 'wallet.insufficient_funds', balance: 110 } })
    expect(res.body.payment).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds', credits: 1000 })
    const history = (await server.request('GET', '/api/wallet/payments', { token: user.token })).body.data
    expect(history[0]).toMatchObject({ kind: 'purchase', status: 'failed', failure_message: 'Your card has insufficient funds.' })
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(110)
  })

  it('asks to reconnect a card the bank wants authenticated again, and charges it once reconnected', async () => {
    const user = await walletUser()
    const card = (await addCard(user.token, '4000002500003155')).body.card
    const first = await buy(user.token, 100)
    expect(first).toMatchObject({ status: 402, body: { message: 'The card must be reconnected for security reasons.', code: 'wallet.card_reconnect' } })
    expect((await wallet(user.token)).cards[0]).toMatchObject({ id: card.id, needs_reconnect: true })
    const intentsBefore = await server.db.select().from(localPaymentIntents)
    const refused = await buy(user.token, 100)
    expect(refused).toMatchObject({ status: 422, body: { message: 'The card must be reconnected for security reasons.', errors: { card: ['The card must be reconnected for security reasons.'] } } })
    expect(await server.db.select().from(localPaymentIntents)).toHaveLength(intentsBefore.length)

    const wrong = await server.request('POST', `/api/wallet/cards/${card.id}/reconnect`, { token: user.token, body: { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123' } })
    expect(wrong).toMatchObject({ status: 422, body: { errors: { number: ['Your card number is incorrect.'] } } })
    const ok = await server.request('POST', `/api/wallet/cards/${card.id}/reconnect`, { token: user.token, body: { number: '4000002500003155', exp_month: 12, exp_year: nextYear, cvc: '123' } })
    expect(ok).toMatchObject({ status: 200, body: { message: 'Your card has been reconnected.', card: { id: card.id, needs_reconnect: false } } })
    expect(await buy(user.token, 100)).toMatchObject({ status: 200, body: { message: 'Payment succeeded!', balance: 210 } })
  })

  it('shows the next monthly reset on the same date next month, and resets plan credits when it passes', async () => {
    const user = await walletUser()
    const now = server.clock.now()
    const anchor = new Date(now.getTime() - 40 * 24 * 3600_000)
    await server.db.update(accounts).set({ lastReset: anchor }).where(eq(accounts.id, user.id))
    // The previous period's plan grant, left unspent: it is reset and rolls over until the end of this period.
    expect(await creditBalance(server.db, user.id, new Date(anchor.getTime() + 1000))).toBe(100)
    await addCard(user.token, '4242424242424242')
    const summary = await wallet(user.token)
    expect(summary.balance.next_reset_date).toBe(addMonthsClamped(anchor, 2).toISOString())
    expect(summary.balance).toMatchObject({ total: 210, monthly: 100, rollover: 100, purchased: 10 })
    expect(summary.balance.buckets.find((b: { kind: string }) => b.kind === 'rollover')).toEqual({ kind: 'rollover', credits: 100, expires_at: summary.balance.next_reset_date })
    const resets = await server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, user.id), eq(creditLedger.kind, 'reset')))
    expect(resets.map((r) => r.amount)).toEqual([-100])
    const limits = await server.request('GET', '/api/user-limits', { token: user.token })
    expect(limits.body).toMatchObject({ credits: 210, reset_date: summary.balance.next_reset_date })
  })

  it('needs sign-in and the wallet module; the Stripe webhook path is not served with the local provider', async () => {
    expect((await server.request('GET', '/api/wallet')).status).toBe(401)
    const user = await walletUser()
    const [walletModule] = await server.db.select().from(modules).where(eq(modules.slug, 'wallet'))
    await server.db.delete(accountModules).where(and(eq(accountModules.accountId, user.id), eq(accountModules.moduleId, walletModule.id)))
    expect((await server.request('GET', '/api/wallet', { token: user.token })).status).toBe(403)
    expect((await server.request('POST', '/api/webhooks/stripe', { raw: '{}' })).status).toBe(404)
  })
})
