import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { creditLedger, localPaymentIntents, walletAccounts, walletCards, walletPayments } from '../../src/server/db/schema'
import { creditBalance, spend } from '../../src/server/modules/credits/credit-ledger'
import { paymentKey } from '../../src/server/modules/wallet/payments'
import { runQueuedPayment, unworkedPayments } from '../../src/server/modules/wallet/payment-worker'
import { customerFor } from '../../src/server/modules/wallet/wallet-account'
import type { PaymentProvider } from '../../src/server/providers/payments/types'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(() => server?.close())

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const expYear = new Date().getUTCFullYear() + 3

/** A signed-in account with a default card (validated: 100 plan + 10 credits) and, unless told, auto top-up on. */
async function topUpUser(number = '4242424242424242', autoTopUp = true) {
  const user = await server.signedInUser('topup')
  const me = await server.request('GET', '/api/me', { token: user.token })
  const card = await server.request('POST', '/api/wallet/cards', { token: user.token, body: { number, exp_month: 12, exp_year: expYear, cvc: '123' } })
  expect(card.status).toBe(201)
  if (autoTopUp) expect((await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: true } })).status).toBe(200)
  return { ...user, id: me.body.account.id as number }
}
const autoTopUps = (accountId: number) =>
  server.db.select().from(walletPayments).where(and(eq(walletPayments.accountId, accountId), eq(walletPayments.kind, 'auto_top_up'))).orderBy(walletPayments.id)
let keys = 0
const spendNow = (accountId: number, amount: number) => spend(server.db, { accountId, amount, key: `test:topup:${accountId}:${++keys}`, reason: 'test', now: server.clock.now() })

/** Waits (polling the database, no fixed sleep) until the account's auto top-ups satisfy `done`. */
async function waitForTopUps(accountId: number, done: (rows: Awaited<ReturnType<typeof autoTopUps>>) => boolean) {
  for (let i = 0; i < 400; i++) {
    const rows = await autoTopUps(accountId)
    if (done(rows)) return rows
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Auto top-ups of ${accountId} never settled: ${JSON.stringify(await autoTopUps(accountId))}`)
}
const settled = (count: number) => (rows: { status: string }[]) => rows.length >= count && rows.every((r) => r.status === 'succeeded' || r.status === 'failed')

describe(`auto top-up (${driver})`, () => {
  it('is configured with a threshold of at most 10 and needs a default card', async () => {
    const user = await server.signedInUser('topup-settings')
    const tooHigh = await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: true, threshold: 11 } })
    expect(tooHigh).toMatchObject({ status: 422, body: { message: 'Auto top-up only charges at 10 credits or fewer.', errors: { threshold: ['Auto top-up only charges at 10 credits or fewer.'] } } })
    expect((await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: {} })).body.errors).toEqual({ enabled: ['Field is required'] })
    const noCard = await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: true } })
    expect(noCard).toMatchObject({ status: 422, body: { message: 'Please add a default credit card!' } })
    await server.request('POST', '/api/wallet/cards', { token: user.token, body: { number: '4242424242424242', exp_month: 12, exp_year: expYear, cvc: '123' } })
    const on = await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: true, threshold: 5 } })
    expect(on.body).toEqual({ message: 'Auto top-up is on.', auto_top_up: { enabled: true, threshold: 5, credits: 100, amount_cents: 1000, paused_reason: null } })
    const off = await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: false } })
    expect(off.body).toMatchObject({ message: 'Auto top-up is off.', auto_top_up: { enabled: false, threshold: 5 } })
  })

  it('adds 100 credits once a spend leaves 10 or fewer, while the spend itself never waits for the charge', async () => {
    const user = await topUpUser()
    const real = server.deps.payments
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.deps.payments = { ...real, charge: async (request) => (await held, real.charge(request)) } satisfies PaymentProvider
    try {
      expect(await spendNow(user.id, 95)).toMatchObject({ ok: true })
      expect(await autoTopUps(user.id)).toEqual([])
      // 15 - 5 leaves 10: the spend returns (its transaction committed the claim) while the charge is still held.
      expect(await spendNow(user.id, 5)).toMatchObject({ ok: true })
      const [claim] = await waitForTopUps(user.id, (rows) => rows.length === 1)
      expect(['claimed', 'pending']).toContain(claim.status)
      expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(10)
    } finally {
      release()
      server.deps.payments = real
    }
    const [done] = await waitForTopUps(user.id, settled(1))
    expect(done).toMatchObject({ status: 'succeeded', credits: 100, amountCents: 1000, cardLast4: '4242' })
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(110)
    const history = await server.request('GET', '/api/wallet/payments', { token: user.token })
    expect(history.body.data[0]).toMatchObject({ kind: 'auto_top_up', status: 'succeeded', credits: 100 })
  })

  it(`makes exactly one charge when 20 concurrent spends cross the threshold (${driver})`, async () => {
    const user = await topUpUser()
    expect(await spendNow(user.id, 85)).toMatchObject({ ok: true })
    const results = await Promise.all(Array.from({ length: 20 }, () => spendNow(user.id, 1)))
    expect(results.every((r) => r.ok)).toBe(true)
    const rows = await waitForTopUps(user.id, settled(1))
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('succeeded')
    const customer = await customerFor(server.deps, { id: user.id, email: user.email, firstName: '', lastName: '', lastReset: null, createdAt: new Date() })
    const charges = await server.db.select().from(localPaymentIntents).where(and(eq(localPaymentIntents.customer, customer), eq(localPaymentIntents.amount, 1000)))
    expect(charges).toHaveLength(1)
    const grants = await server.db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, paymentKey(rows[0].id)))
    expect(grants).toHaveLength(1)
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(5 + 100)
  })

  it('tops up at once when switched on with the balance already at or below the threshold, and after a refused spend', async () => {
    const user = await topUpUser('4242424242424242', false)
    expect(await spendNow(user.id, 104)).toMatchObject({ ok: true })
    await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: true } })
    await waitForTopUps(user.id, settled(1))
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(106)
    await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: false } })
    expect(await spendNow(user.id, 100)).toMatchObject({ ok: true })
    // Back on without the switch's own check: 6 left, a spend of 20 is refused, and the low balance it met claims.
    await server.db.update(walletAccounts).set({ autoTopUp: true }).where(eq(walletAccounts.accountId, user.id))
    expect(await spendNow(user.id, 20)).toEqual({ ok: false, reason: 'insufficient' })
    await waitForTopUps(user.id, settled(2))
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(106)
  })

  it('pauses after a failed top-up (recorded as failed) until it is switched on again', async () => {
    // Validated with $1, then declined for insufficient funds.
    const user = await topUpUser('4000000000009995')
    await spendNow(user.id, 100)
    const [failed] = await waitForTopUps(user.id, settled(1))
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' })
    const summary = (await server.request('GET', '/api/wallet', { token: user.token })).body
    expect(summary.auto_top_up).toMatchObject({ enabled: true, paused_reason: 'insufficient_funds' })
    await spendNow(user.id, 1)
    expect(await autoTopUps(user.id)).toHaveLength(1)
    await server.request('PUT', '/api/wallet/auto-top-up', { token: user.token, body: { enabled: true } })
    const rows = await waitForTopUps(user.id, settled(2))
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed'])
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(9)
  })

  it('finishes a payment whose charge was cut short by a crash, replaying the charge instead of making a second one', async () => {
    const user = await topUpUser('4242424242424242', false)
    const [card] = await server.db.select().from(walletCards).where(eq(walletCards.accountId, user.id))
    const past = new Date(server.clock.now().getTime() - 10 * 60_000)
    const [payment] = await server.db
      .insert(walletPayments)
      .values({ accountId: user.id, kind: 'purchase', status: 'pending', credits: 100, amountCents: 1000, provider: 'local', cardId: card.id, cardBrand: card.brand, cardLast4: card.last4, lockedUntil: past, createdAt: past })
      .returning()
    const customer = await customerFor(server.deps, { id: user.id, email: user.email, firstName: '', lastName: '', lastReset: null, createdAt: new Date() })
    // The charge reached the provider; its answer was lost with the process.
    const first = await server.deps.payments.charge({ customer, card: card.providerRef, amountCents: 1000, currency: 'usd', idempotencyKey: paymentKey(payment.id), description: 'x', metadata: { wallet_payment_id: String(payment.id), account_id: String(user.id) } })
    expect(first.status).toBe('succeeded')
    expect(await unworkedPayments(server.deps)).toContain(payment.id)
    await Promise.all([runQueuedPayment(server.deps, payment.id), runQueuedPayment(server.deps, payment.id)])
    await runQueuedPayment(server.deps, payment.id)
    const [after] = await server.db.select().from(walletPayments).where(eq(walletPayments.id, payment.id))
    expect(after.status).toBe('succeeded')
    expect(await server.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, paymentKey(payment.id)))).toHaveLength(1)
    expect(await creditBalance(server.db, user.id, server.clock.now())).toBe(210)
    expect(await unworkedPayments(server.deps)).not.toContain(payment.id)
  })
})
