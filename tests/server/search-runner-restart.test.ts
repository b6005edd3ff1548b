import { afterAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { campaignSearches, creditLedger, leadResults } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { chargeKey } from '../../src/server/modules/search/search-page'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { createUser } from '../../src/server/modules/users/user-repository'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { hashPassword } from '../../src/server/security/passwords'
import { throwawayPostgres } from './harness'
import { followEvents, postJson, serverHome } from './spawned-server'

const home = serverHome('restart')
const USER = { email: 'restart@example.com', password: 'restart-pass' }
const LIMIT = 400
let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null

afterAll(async () => {
  home.dispose()
  await postgres?.drop()
})

/**
 * `npm start`'s server on PGlite in the test's data directory, or on a throwaway database of the PostgreSQL of
 * DATABASE_URL (CI's second run). There a restarted process cannot know that the runs marked running are orphans
 * (another live process could own them), so it resumes them once their heartbeat is stale: a short
 * SEARCH_STALE_SECONDS keeps the test quick, and makes a live page be re-queued now and then, which the runner must
 * survive without double charges too.
 */
const startServer = () => home.start({ databaseUrl: postgres?.url, env: { SEARCH_STALE_SECONDS: '2' } })

type Progress = { state: string; total: number; search: { id: number; status: string; found: number; charged: number } | null }

const followProgress = (url: string, token: string, campaignId: number, stop: (p: Progress, event: string) => boolean) =>
  followEvents<Progress>(url, `/api/campaigns/${campaignId}/events`, token, stop)

describe('a search interrupted by a server crash', () => {
  it('resumes after the restart and finishes with exactly one charge per charged result', { timeout: 180_000 }, async () => {
    // An account with enough credits for the whole search, written before any server owns the directory.
    postgres = await throwawayPostgres()
    const location = { pgliteDir: home.pgliteDir, databaseUrl: postgres?.url }
    const setup = await openDatabase(location)
    await seedDatabase(setup.db, {})
    const user = await createUser(setup.db, { email: USER.email, firstName: 'Re', lastName: 'Start', passwordHash: await hashPassword(USER.password), emailVerifiedAt: new Date() }, new Date())
    const accountId = (await homeAccountId(setup.db, user!.id))!
    await grantPurchased(setup.db, { accountId, amount: 5000, key: 'test:restart:credits', now: new Date() })
    await setup.close()

    const first = startServer()
    const url1 = await first.url()
    const token = (await postJson(url1, '/auth/login', USER)).body.authorisation.token as string
    const created = await postJson(url1, '/api/campaigns', { name: 'Dentists in the US', type: 'industry', search: { category: 'dentist', location: { country: 'US' }, limit: LIMIT } }, token)
    expect(created.status).toBe(201)
    const campaignId = created.body.id as number

    const midway = await followProgress(url1, token, campaignId, (p) => (p.search?.found ?? 0) >= 100).catch((err) => {
      throw new Error(`${err}; server output:\n${first.output()}`)
    })
    first.child.kill('SIGKILL')
    await first.exited
    expect(midway.search).toMatchObject({ status: 'running' })
    expect(midway.search!.found).toBeLessThan(LIMIT)

    const second = startServer()
    const url2 = await second.url()
    const final = await followProgress(url2, token, campaignId, (_p, event) => event === 'end').catch((err) => {
      throw new Error(`${err}; server output:\n${second.output()}`)
    })
    expect(final).toMatchObject({ state: 'Active', total: LIMIT, search: { status: 'done', found: LIMIT } })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const check = await openDatabase(location)
    try {
      const searchId = final.search!.id
      const results = await check.db.select().from(leadResults).where(eq(leadResults.campaignId, campaignId))
      const charges = await check.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `search:${searchId}:%`))
      const [run] = await check.db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId))
      const chargeable = results.filter((r) => r.email || r.phone || r.potentialEmails.length > 0)
      expect(results).toHaveLength(LIMIT)
      expect(charges.map((c) => c.idempotencyKey).sort()).toEqual(chargeable.map((r) => chargeKey(searchId, r.key)).sort())
      expect(charges.every((c) => c.amount === -1)).toBe(true)
      expect(run.charged).toBe(chargeable.length)
      const balance = await creditBalance(check.db, accountId, new Date())
      expect(balance).toBe(100 + 5000 - chargeable.length)
      expect(await ledgerSum(check.db, accountId)).toBe(balance)
    } finally {
      await check.close()
    }
  })
})
