import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { creditBuckets, creditLedger } from '../../src/server/db/schema'
import { creditBalance, ledgerSum, refund, spend } from '../../src/server/modules/credits/credit-ledger'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { addMonthsClamped, planPeriodAt } from '../../src/server/modules/credits/plan-period'
import { createUser } from '../../src/server/modules/users/user-repository'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(() => server?.close())

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

/** A fresh account on the default plan (100 credits a month), registered at `at`. */
async function account(at = new Date()) {
  const user = await createUser(server.db, { email: uniqueEmail('credits'), firstName: 'Cred', lastName: 'It', passwordHash: null }, at)
  return (await homeAccountId(server.db, user!.id))!
}

const entries = (accountId: number) => server.db.select().from(creditLedger).where(eq(creditLedger.accountId, accountId)).orderBy(asc(creditLedger.id))

describe('credit ledger', () => {
  it('shows the plan credits as the balance on GET /api/user-limits, granted once', async () => {
    const user = await server.signedInUser('limits')
    const first = await server.request('GET', '/api/user-limits', { token: user.token })
    const second = await server.request('GET', '/api/user-limits', { token: user.token })
    expect(first.status).toBe(200)
    expect(first.body.credits).toBe(100)
    expect(second.body.credits).toBe(100)
    expect(new Date(first.body.reset_date).getTime()).toBeGreaterThan(Date.now())
  })

  it('charges a key once however often the spend is retried', async () => {
    const id = await account()
    const now = new Date()
    const first = await spend(server.db, { accountId: id, amount: 3, key: 'test:retry:1', reason: 'a contact', now })
    const again = await spend(server.db, { accountId: id, amount: 3, key: 'test:retry:1', reason: 'a contact', now })
    expect(first).toMatchObject({ ok: true, duplicate: false })
    expect(again).toMatchObject({ ok: true, duplicate: true })
    expect(await creditBalance(server.db, id, now)).toBe(97)
    expect((await entries(id)).map((e) => [e.kind, e.amount])).toEqual([['grant', 100], ['spend', -3]])
  })

  it('refuses a spend that would overdraw the wallet and writes nothing for it', async () => {
    const id = await account()
    const now = new Date()
    expect(await spend(server.db, { accountId: id, amount: 99, key: `test:big:${id}`, reason: 'x', now })).toMatchObject({ ok: true })
    expect(await spend(server.db, { accountId: id, amount: 2, key: `test:over:${id}`, reason: 'x', now })).toEqual({ ok: false, reason: 'insufficient' })
    expect(await creditBalance(server.db, id, now)).toBe(1)
    expect(await ledgerSum(server.db, id)).toBe(1)
    // The refused key is free again: nothing was recorded under it.
    expect(await spend(server.db, { accountId: id, amount: 1, key: `test:over:${id}`, reason: 'x', now })).toMatchObject({ ok: true, duplicate: false })
  })

  it(`lets 200 concurrent 1-credit spends against 100 credits take exactly 100 (${driver})`, async () => {
    const id = await account()
    const now = new Date()
    expect(await creditBalance(server.db, id, now)).toBe(100)
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => spend(server.db, { accountId: id, amount: 1, key: `test:race:${id}:${i}`, reason: 'race', now })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(100)
    expect(results.filter((r) => !r.ok)).toHaveLength(100)
    expect(await creditBalance(server.db, id, now)).toBe(0)
    const ledger = await entries(id)
    expect(ledger.filter((e) => e.kind === 'spend')).toHaveLength(100)
    expect(await ledgerSum(server.db, id)).toBe(0)
  })

  it('never double-charges one key spent concurrently', async () => {
    const id = await account()
    const now = new Date()
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(server.db, { accountId: id, amount: 5, key: `test:same:${id}`, reason: 'x', now })))
    expect(results.every((r) => r.ok)).toBe(true)
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1)
    expect(await creditBalance(server.db, id, now)).toBe(95)
  })

  it('takes the bucket that expires first, and splits a spend across buckets when one is short', async () => {
    const id = await account()
    const now = new Date()
    expect(await creditBalance(server.db, id, now)).toBe(100)
    await grantPurchased(server.db, { accountId: id, amount: 50, key: `test:buy:${id}`, now })
    await spend(server.db, { accountId: id, amount: 30, key: `test:a:${id}`, reason: 'x', now })
    const split = await spend(server.db, { accountId: id, amount: 100, key: `test:b:${id}`, reason: 'x', now })
    const buckets = await server.db.select().from(creditBuckets).where(eq(creditBuckets.accountId, id)).orderBy(asc(creditBuckets.id))
    expect(buckets.map((b) => [b.kind, b.balance])).toEqual([['monthly', 0], ['purchased', 20]])
    expect(split).toMatchObject({ ok: true, parts: [{ bucket: buckets[0].id, amount: 70 }, { bucket: buckets[1].id, amount: 30 }] })
    expect(await ledgerSum(server.db, id)).toBe(20)
  })

  it('rolls unspent monthly credits over on the same date next month and expires purchased credits after 12 months', async () => {
    const registered = new Date('2031-01-31T10:00:00Z')
    const id = await account(registered)
    await grantPurchased(server.db, { accountId: id, amount: 10, key: `test:buy12:${id}`, now: registered })
    await spend(server.db, { accountId: id, amount: 40, key: `test:jan:${id}`, reason: 'x', now: registered })
    expect(await creditBalance(server.db, id, registered)).toBe(70)

    const feb = new Date('2031-02-28T10:00:00Z')
    expect(await creditBalance(server.db, id, feb)).toBe(170)
    const kinds = (await entries(id)).map((e) => [e.kind, e.movement, e.amount])
    expect(kinds).toEqual([['grant', 'adjustment', 10], ['grant', 'plan', 100], ['spend', 'adjustment', -40], ['reset', 'reset', -60], ['grant', 'rollover', 60], ['grant', 'plan', 100]])

    const nextYear = new Date('2032-02-01T10:00:00Z')
    expect(await creditBalance(server.db, id, nextYear)).toBe(100)
    const expiry = await server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, id), eq(creditLedger.kind, 'expiry')))
    // January's rolled-over 60 lapsed with March; February's unspent 100 are reset without a rollover, since it
    // would have lapsed long before this read.
    expect(expiry.map((e) => e.amount)).toEqual([-60, -10])
    expect(await ledgerSum(server.db, id)).toBe(100)
  })

  it('refunds a spend once, into the buckets it came from', async () => {
    const id = await account()
    const now = new Date()
    await spend(server.db, { accountId: id, amount: 7, key: `test:r:${id}`, reason: 'x', now })
    expect(await refund(server.db, { accountId: id, spendKey: `test:r:${id}`, key: `test:refund:${id}`, reason: 'provider failed', now })).toBe(7)
    expect(await refund(server.db, { accountId: id, spendKey: `test:r:${id}`, key: `test:refund:${id}`, reason: 'provider failed', now })).toBe(0)
    expect(await creditBalance(server.db, id, now)).toBe(100)
    expect(await ledgerSum(server.db, id)).toBe(100)
  })
})

describe('plan periods', () => {
  it('count from the anchor, clamping to the month end', () => {
    const anchor = new Date('2031-01-31T09:00:00Z')
    expect(addMonthsClamped(anchor, 1).toISOString()).toBe('2031-02-28T09:00:00.000Z')
    expect(addMonthsClamped(anchor, 2).toISOString()).toBe('2031-03-31T09:00:00.000Z')
    expect(addMonthsClamped(new Date('2031-01-29T00:00:00Z'), 13).toISOString()).toBe('2032-02-29T00:00:00.000Z')
    const period = planPeriodAt(anchor, new Date('2031-03-30T00:00:00Z'))
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual(['2031-02-28T09:00:00.000Z', '2031-03-31T09:00:00.000Z'])
  })
})
