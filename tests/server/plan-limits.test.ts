import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, count, eq } from 'drizzle-orm'
import { accounts, accountUsage, campaigns, campaignSearches, creditBuckets, creditLedger, plans } from '../../src/server/db/schema'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { creditBalance, ledgerSum, spend } from '../../src/server/modules/credits/credit-ledger'
import { accountsDueForReset, resetPlanPeriod } from '../../src/server/modules/credits/plan-reset'
import { periodResetJob } from '../../src/server/modules/account/period-reset-job'
import { startSearch } from '../../src/server/modules/search/search-runner'
import { createUser } from '../../src/server/modules/users/user-repository'
import { pagedLeadProviders } from './fakes/paged-lead-provider'
import { startTestServer, uniqueEmail, type TestServer } from './harness'
import { waitUntil } from './wait'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', leadProviders: pagedLeadProviders({ total: 1, pageSize: 1 }) })
})
afterAll(() => server?.close())

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const search = { category: 'Dentist', location: { country: 'US' }, limit: 1 }
let planCounter = 0

/** A plan of `credits` a month allowing `leadsLimit` searches per period. */
async function planWith(leadsLimit: number | null, credits = 100) {
  const [plan] = await server.db.insert(plans).values({ name: `Limited ${++planCounter} ${Date.now()}`, credits, leadsLimit }).returning()
  return plan.id
}

/** An account registered at `at` on a plan of `leadsLimit` searches, with one list to search into. */
async function limitedAccount(leadsLimit: number | null, at = new Date()) {
  const user = await createUser(server.db, { email: uniqueEmail('limits'), firstName: 'Lim', lastName: 'It', passwordHash: null }, at)
  const accountId = (await homeAccountId(server.db, user!.id))!
  await server.db.update(accounts).set({ planId: await planWith(leadsLimit) }).where(eq(accounts.id, accountId))
  const [list] = await server.db.insert(campaigns).values({ accountId, name: 'Dentists', type: 'industry' }).returning()
  return { accountId, listId: list.id }
}

/** A signed-in user whose account is on a plan of `leadsLimit` searches. */
async function limitedUser(leadsLimit: number | null) {
  const user = await server.signedInUser('limits')
  const me = await server.request('GET', '/api/me', { token: user.token })
  const accountId = me.body.account.id as number
  await server.db.update(accounts).set({ planId: await planWith(leadsLimit) }).where(eq(accounts.id, accountId))
  const list = await server.request('POST', '/api/campaigns', { token: user.token, body: { name: 'Dentists', type: 'industry' } })
  return { ...user, accountId, listId: list.body.id as number }
}

const startAt = (at: Date, accountId: number, listId: number) =>
  startSearch({ ...server.deps, now: () => at }, { accountId, listId, type: 'industry', params: search })
const searchesOf = async (accountId: number) => Number((await server.db.select({ n: count() }).from(campaignSearches).where(eq(campaignSearches.accountId, accountId)))[0].n)
const usageOf = async (accountId: number) => (await server.db.select().from(accountUsage).where(eq(accountUsage.accountId, accountId)))[0]
const entries = (accountId: number) => server.db.select().from(creditLedger).where(eq(creditLedger.accountId, accountId)).orderBy(asc(creditLedger.id))

describe(`limits that hold (${driver})`, () => {
  it('counts each search started in the period and refuses the one over the leads limit with its code, writing nothing', async () => {
    const user = await limitedUser(2)
    const before = await server.request('GET', '/api/user-limits', { token: user.token })
    expect(before.body).toMatchObject({ searches_used: 0, searches_limit: 2, additional_queries: 0 })

    for (let i = 0; i < 2; i++) {
      expect((await server.request('POST', `/api/campaigns/${user.listId}/search`, { token: user.token, body: { search } })).status).toBe(202)
    }
    const used = await server.request('GET', '/api/user-limits', { token: user.token })
    expect(used.body).toMatchObject({ searches_used: 2, searches_limit: 2, reset_date: before.body.reset_date })

    const refused = await server.request('POST', `/api/campaigns/${user.listId}/search`, { token: user.token, body: { search } })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'account.search_limit_reached', params: { count: 2, date: before.body.reset_date }, searches_limit: 2, reset_date: before.body.reset_date })
    const resetDay = new Date(before.body.reset_date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    expect(refused.body.message).toBe(`You have used all 2 searches of this period. Your searches reset on ${resetDay}.`)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await searchesOf(user.accountId)).toBe(2)

    // A new list with a search is refused the same way, and leaves no list behind.
    const lists = await server.db.select({ n: count() }).from(campaigns).where(eq(campaigns.accountId, user.accountId))
    const withList = await server.request('POST', '/api/campaigns', { token: user.token, body: { name: 'More', type: 'industry', search } })
    expect(withList).toMatchObject({ status: 429, body: { code: 'account.search_limit_reached' } })
    expect(await server.db.select({ n: count() }).from(campaigns).where(eq(campaigns.accountId, user.accountId))).toEqual(lists)
    expect((await usageOf(user.accountId)).searchesUsed).toBe(2)
  })

  it('lets the additional query count extend the limit, every period', async () => {
    const user = await limitedUser(1)
    await server.db.update(accounts).set({ additionalQueryCount: 2 }).where(eq(accounts.id, user.accountId))
    for (let i = 0; i < 3; i++) {
      expect((await server.request('POST', `/api/campaigns/${user.listId}/search`, { token: user.token, body: { search } })).status).toBe(202)
    }
    expect((await server.request('POST', `/api/campaigns/${user.listId}/search`, { token: user.token, body: { search } })).body).toMatchObject({ params: { count: 3 } })
    expect((await server.request('GET', '/api/user-limits', { token: user.token })).body).toMatchObject({ searches_used: 3, searches_limit: 3, additional_queries: 2 })
  })

  it('counts nothing against a plan without a leads limit', async () => {
    const user = await limitedUser(null)
    expect((await server.request('POST', `/api/campaigns/${user.listId}/search`, { token: user.token, body: { search } })).status).toBe(202)
    expect((await server.request('GET', '/api/user-limits', { token: user.token })).body).toMatchObject({ searches_used: 1, searches_limit: null })
  })

  it('lets exactly the searches left through when starts race at the limit', async () => {
    const pair = await limitedAccount(1)
    const now = new Date()
    const two = await Promise.allSettled([startAt(now, pair.accountId, pair.listId), startAt(now, pair.accountId, pair.listId)])
    expect(two.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(two.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 429, body: { code: 'account.search_limit_reached' } } })

    const many = await limitedAccount(5)
    const burst = await Promise.allSettled(Array.from({ length: 12 }, () => startAt(now, many.accountId, many.listId)))
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(await searchesOf(many.accountId)).toBe(5)
    expect((await usageOf(many.accountId)).searchesUsed).toBe(5)
  })

  it('refuses searches and spending once the licence time has passed', async () => {
    const user = await limitedUser(null)
    const ended = new Date('2026-11-01T12:00:00Z')
    await server.db.update(accounts).set({ licenseTime: ended }).where(eq(accounts.id, user.accountId))
    const refused = await server.request('POST', `/api/campaigns/${user.listId}/search`, { token: user.token, body: { search } })
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'account.licence_ended', message: 'Your licence ended on November 1, 2026.', params: { date: ended.toISOString() }, license_time: ended.toISOString() },
    })
    expect(await searchesOf(user.accountId)).toBe(0)
    const balance = await creditBalance(server.db, user.accountId, new Date())
    expect(await spend(server.db, { accountId: user.accountId, amount: 1, key: `test:licence:${user.accountId}`, reason: 'x' })).toEqual({ ok: false, reason: 'licence_ended' })
    expect(await creditBalance(server.db, user.accountId, new Date())).toBe(balance)
    expect((await server.request('GET', '/api/user-limits', { token: user.token })).body).toMatchObject({ license_time: ended.toISOString(), searches_used: 0 })
  })
})

describe(`the monthly reset (${driver})`, () => {
  it('resets the searches on the same date next month, from 31 January to 28 February and 29 February in a leap year', async () => {
    for (const [registered, resetAt, after] of [
      ['2031-01-31T10:00:00Z', '2031-02-28T10:00:00.000Z', '2031-03-31T10:00:00.000Z'],
      ['2032-01-31T10:00:00Z', '2032-02-29T10:00:00.000Z', '2032-03-31T10:00:00.000Z'],
    ]) {
      const { accountId, listId } = await limitedAccount(2, new Date(registered))
      const feb10 = new Date(`${registered.slice(0, 4)}-02-10T00:00:00Z`)
      await startAt(feb10, accountId, listId)
      await startAt(feb10, accountId, listId)
      await expect(startAt(feb10, accountId, listId)).rejects.toMatchObject({ status: 429, body: { params: { date: resetAt }, reset_date: resetAt } })
      await expect(startAt(new Date(new Date(resetAt).getTime() - 1), accountId, listId)).rejects.toMatchObject({ status: 429 })

      await startAt(new Date(resetAt), accountId, listId)
      expect(await usageOf(accountId)).toMatchObject({ searchesUsed: 1, periodStart: new Date(resetAt), periodEnd: new Date(after) })
    }
  })

  it('resets once per period however often the job, a lazy read or a redelivery after a restart runs it', async () => {
    const registered = new Date('2031-01-31T10:00:00Z')
    const { accountId } = await limitedAccount(2, registered)
    const march = new Date('2031-03-05T00:00:00Z')
    expect(await resetPlanPeriod(server.db, accountId, registered)).toMatchObject({ reset: true })
    expect(await accountsDueForReset(server.db, march, 10_000)).toContain(accountId)

    const first = await resetPlanPeriod(server.db, accountId, march)
    expect(first).toMatchObject({ reset: true, searchesUsed: 0, period: { start: new Date('2031-02-28T10:00:00Z'), end: new Date('2031-03-31T10:00:00Z') } })
    const written = await entries(accountId)
    // The same period again: a second sweep, a lazy read, the job redelivered after a restart.
    expect(await resetPlanPeriod(server.db, accountId, march)).toMatchObject({ reset: false })
    expect(await resetPlanPeriod(server.db, accountId, new Date('2031-03-30T00:00:00Z'))).toMatchObject({ reset: false })
    expect(await entries(accountId)).toEqual(written)
    expect(await accountsDueForReset(server.db, march, 10_000)).not.toContain(accountId)
  })

  it('resets an account whose period ended through the jobs of the reset sweep', async () => {
    const user = await limitedUser(3)
    const anchor = new Date(server.clock.now().getTime() - 40 * 24 * 3600_000)
    await server.db.update(accounts).set({ lastReset: anchor }).where(eq(accounts.id, user.accountId))
    await resetPlanPeriod(server.db, user.accountId, new Date(anchor.getTime() + 1000))
    await server.db.update(accountUsage).set({ searchesUsed: 3 }).where(eq(accountUsage.accountId, user.accountId))

    expect(await accountsDueForReset(server.db, server.clock.now(), 10_000)).toContain(user.accountId)
    await server.deps.jobs.send(periodResetJob, { accountId: user.accountId }, { accountId: user.accountId })
    // The job moves the usage row first and writes the credits' rollover after it: wait for the job's last write.
    const rolledOver = () => server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, user.accountId), eq(creditLedger.movement, 'rollover')))
    await waitUntil(async () => (await usageOf(user.accountId)).searchesUsed === 0 && (await rolledOver()).length > 0, 'the reset job')
    expect((await rolledOver()).map((r) => r.amount)).toEqual([100])
    expect((await server.request('GET', '/api/user-limits', { token: user.token })).body).toMatchObject({ searches_used: 0, searches_limit: 3 })
  })

  it('rolls unspent monthly credits over until the end of the next period, then expires them', async () => {
    const registered = new Date('2031-01-31T10:00:00Z')
    const { accountId } = await limitedAccount(null, registered)
    await spend(server.db, { accountId, amount: 40, key: `test:jan:${accountId}`, reason: 'x', now: registered })

    const feb = new Date('2031-02-28T10:00:00Z')
    expect(await creditBalance(server.db, accountId, feb)).toBe(160)
    expect((await entries(accountId)).map((e) => [e.movement, e.amount, e.balanceAfter])).toEqual([
      ['plan', 100, 100], ['adjustment', -40, 60], ['reset', -60, 0], ['rollover', 60, 60], ['plan', 100, 160],
    ])
    const [rollover] = await server.db.select().from(creditBuckets).where(and(eq(creditBuckets.accountId, accountId), eq(creditBuckets.kind, 'rollover')))
    expect(rollover).toMatchObject({ granted: 60, balance: 60, expiresAt: new Date('2031-03-31T10:00:00Z') })

    // The rolled-over credits go first: they expire no later than the month's own.
    const paid = await spend(server.db, { accountId, amount: 55, key: `test:feb:${accountId}`, reason: 'x', now: new Date('2031-03-01T00:00:00Z') })
    expect(paid).toMatchObject({ ok: true, parts: [{ bucket: rollover.id, amount: 55 }] })

    // A period on: the 5 rolled-over credits left expire, February's unspent 100 roll over in turn.
    const march = new Date('2031-03-31T10:00:00Z')
    expect(await creditBalance(server.db, accountId, march)).toBe(200)
    expect((await entries(accountId)).slice(-4).map((e) => [e.movement, e.amount])).toEqual([['expiry', -5], ['reset', -100], ['rollover', 100], ['plan', 100]])
    expect(await ledgerSum(server.db, accountId)).toBe(200)
  })

  it('lists the rollover and its expiry among the wallet transactions', async () => {
    const user = await limitedUser(null)
    const anchor = new Date(server.clock.now().getTime() - 40 * 24 * 3600_000)
    await server.db.update(accounts).set({ lastReset: anchor }).where(eq(accounts.id, user.accountId))
    const firstPeriod = new Date(anchor.getTime() + 1000)
    await creditBalance(server.db, user.accountId, firstPeriod)
    await spend(server.db, { accountId: user.accountId, amount: 30, key: `test:w:${user.accountId}`, reason: 'x', now: firstPeriod })
    const history = await server.request('GET', '/api/wallet/transactions?kind=rollover,reset', { token: user.token })
    expect(history.status).toBe(200)
    expect(history.body.data.map((m: { kind: string; credits: number }) => [m.kind, m.credits])).toEqual([['rollover', 70], ['reset', -70]])
    const wallet = await server.request('GET', '/api/wallet', { token: user.token })
    expect(wallet.body.balance).toMatchObject({ rollover: 70 })
    expect(wallet.body.balance.buckets[0]).toMatchObject({ kind: 'rollover', credits: 70, expires_at: wallet.body.balance.next_reset_date })
  })
})
