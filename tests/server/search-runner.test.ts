import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, getTableColumns, like, sql } from 'drizzle-orm'
import { campaigns, campaignSearches, creditLedger, jobQueue, leadResults } from '../../src/server/db/schema'
import { runSearchPage, type SearchRunDeps } from '../../src/server/modules/search/search-page'
import { queryRows } from '../../src/server/modules/credits/credit-rows'
import { leadProviders } from '../../src/server/providers/leads'
import { recoverSearches, startSearch } from '../../src/server/modules/search/search-runner'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { createUser } from '../../src/server/modules/users/user-repository'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import type { LeadType } from '../../src/shared/leads/types'
import { pagedLeadProviders, type PagedProviderOptions } from './fakes/paged-lead-provider'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

const provider: PagedProviderOptions = { total: 60, pageSize: 10 }
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', leadProviders: pagedLeadProviders(provider) })
})
afterAll(() => server?.close())

async function accountWithList(type: LeadType = 'industry') {
  const user = await createUser(server.db, { email: uniqueEmail('runner'), firstName: 'Run', lastName: 'Ner', passwordHash: null }, new Date())
  const accountId = (await homeAccountId(server.db, user!.id))!
  const [list] = await server.db.insert(campaigns).values({ accountId, name: 'Dentists', type }).returning()
  return { accountId, campaignId: list.id }
}

async function waitForEnd(searchId: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [run] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId))
    if (run.status !== 'queued' && run.status !== 'running') return run
    if (Date.now() > deadline) throw new Error(`Search ${searchId} still ${run.status} (found ${run.found})`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const chargesOf = (searchId: number) => server.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `search:${searchId}:%`))
const resultsOf = (campaignId: number) => server.db.select().from(leadResults).where(eq(leadResults.campaignId, campaignId))

describe('search runner', () => {
  it('runs a search page by page to its target, charging each result with contact data once', async () => {
    Object.assign(provider, { total: 60, pageSize: 10, bareEvery: 5 })
    const { accountId, campaignId } = await accountWithList('industry')
    const { searchId } = await startSearch(server.deps, { accountId, listId: campaignId, type: 'industry', params: { category: 'Dentist', location: { country: 'US' }, limit: 45 } })

    const run = await waitForEnd(searchId)
    expect(run).toMatchObject({ status: 'done', found: 45, stopReason: null })
    const rows = await resultsOf(campaignId)
    expect(rows).toHaveLength(45)
    // Leads 5, 10, ..., 45 carry no contact data: stored, not charged.
    expect(rows.filter((r) => r.email === null)).toHaveLength(9)
    const charges = await chargesOf(searchId)
    expect(charges).toHaveLength(36)
    expect(run.charged).toBe(36)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(100 - 36)
    expect(await ledgerSum(server.db, accountId)).toBe(100 - 36)
  })

  it('stops cleanly when the credits run out, keeping what it found and saying why', async () => {
    Object.assign(provider, { total: 200, pageSize: 25, bareEvery: undefined })
    const { accountId, campaignId } = await accountWithList('people')
    const { searchId } = await startSearch(server.deps, { accountId, listId: campaignId, type: 'people', params: { location: { country: 'US' }, limit: 200 } })

    const run = await waitForEnd(searchId)
    // People cost 3 credits a contact: 100 credits buy 33 results.
    expect(run).toMatchObject({ status: 'stopped', stopReason: 'credits', found: 33, charged: 99 })
    expect(await resultsOf(campaignId)).toHaveLength(33)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(1)
    expect(await ledgerSum(server.db, accountId)).toBe(1)
  })

  it('processes a page again without storing or charging anything twice', async () => {
    Object.assign(provider, { total: 30, pageSize: 10, bareEvery: undefined })
    const { accountId, campaignId } = await accountWithList('company')
    const { searchId } = await startSearch(server.deps, { accountId, listId: campaignId, type: 'company', params: { location: { country: 'US' }, limit: 30 } })
    await waitForEnd(searchId)

    // As if the job of page 1 was delivered again after the process died before recording its progress.
    await server.db.update(campaignSearches).set({ status: 'running', resumeState: { page: '1', pages: 1, total: 30 } }).where(eq(campaignSearches.id, searchId))
    await runSearchPage(server.deps, searchId, 1, false)
    await runSearchPage(server.deps, searchId, 1, false)
    await runSearchPage(server.deps, searchId, 2, false)

    const [run] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId))
    expect(run).toMatchObject({ status: 'done', found: 30, charged: 30 })
    expect(await resultsOf(campaignId)).toHaveLength(30)
    expect(await chargesOf(searchId)).toHaveLength(30)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(70)
  })

  it('stops at its target when one page is delivered twice at once', async () => {
    Object.assign(provider, { total: 30, pageSize: 10, bareEvery: undefined })
    const { accountId, campaignId } = await accountWithList('company')
    // A run whose first page job was redelivered while the first delivery still ran: both process page 0 at once.
    const [run] = await server.db
      .insert(campaignSearches)
      .values({ accountId, campaignId, type: 'company', provider: 'test-paged', params: { location: { country: 'US' } }, status: 'queued', target: 5 })
      .returning()
    const quiet = { ...server.deps, jobs: { ...server.deps.jobs, send: async () => null } }
    await Promise.all([runSearchPage(quiet, run.id, 0, false), runSearchPage(quiet, run.id, 0, false)])

    const [ended] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, run.id))
    expect(ended).toMatchObject({ status: 'done', found: 5, charged: 5 })
    expect(await resultsOf(campaignId)).toHaveLength(5)
    expect(await chargesOf(run.id)).toHaveLength(5)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(95)
  })

  it('adds a second search to a list without storing or charging the leads it already has', async () => {
    Object.assign(provider, { total: 20, pageSize: 10, bareEvery: undefined })
    const { accountId, campaignId } = await accountWithList('industry')
    const params = { category: 'Dentist', location: { country: 'US' }, limit: 10 }
    await waitForEnd((await startSearch(server.deps, { accountId, listId: campaignId, type: 'industry', params })).searchId)
    const second = await waitForEnd((await startSearch(server.deps, { accountId, listId: campaignId, type: 'industry', params: { ...params, limit: 20 } })).searchId)
    expect(second).toMatchObject({ status: 'done', found: 10, charged: 10 })
    expect(await resultsOf(campaignId)).toHaveLength(20)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(80)
  })

  it('retries a failing provider page, and marks the run failed after the last attempt', async () => {
    Object.assign(provider, { total: 10, pageSize: 10, failures: 2 })
    const { accountId, campaignId } = await accountWithList('intent')
    const [run] = await server.db
      .insert(campaignSearches)
      .values({ accountId, campaignId, type: 'intent', provider: 'test-paged', params: { topics: ['crm'] }, status: 'queued', target: 10 })
      .returning()
    await expect(runSearchPage(server.deps, run.id, 0, false)).rejects.toThrow('provider unavailable')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runSearchPage(server.deps, run.id, 0, true)
    expect(logged).toHaveBeenCalledWith(`Search ${run.id} failed on page 0:`, expect.any(Error))
    logged.mockRestore()
    const [failed] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, run.id))
    expect(failed).toMatchObject({ status: 'failed', stopReason: 'error', found: 0 })
    provider.failures = 0
  })

  it('resumes a run whose heartbeat went stale where it left off', async () => {
    Object.assign(provider, { total: 40, pageSize: 10, bareEvery: undefined })
    const { accountId, campaignId } = await accountWithList('single')
    await grantPurchased(server.db, { accountId, amount: 50, key: `test:runner:buy:${accountId}`, now: new Date() })
    // A run that processed its first two pages in a process that then died: no job is left for it.
    const [run] = await server.db
      .insert(campaignSearches)
      .values({ accountId, campaignId, type: 'single', provider: 'test-paged', params: { domain: 'example.com' }, status: 'running', target: 40, heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .returning()
    await runSearchPage({ ...server.deps, jobs: { ...server.deps.jobs, send: async () => null } }, run.id, 0, false)
    const before = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, run.id))
    expect(before[0]).toMatchObject({ status: 'running', found: 10 })
    await server.db.update(campaignSearches).set({ heartbeatAt: new Date(Date.now() - 10 * 60_000) }).where(eq(campaignSearches.id, run.id))

    expect(await recoverSearches(server.deps, new Date(Date.now() - 60_000))).toBe(1)
    const done = await waitForEnd(run.id)
    expect(done).toMatchObject({ status: 'done', found: 40, charged: 40 })
    const charges = await chargesOf(run.id)
    expect(new Set(charges.map((c) => c.idempotencyKey)).size).toBe(40)
    const [{ n }] = await server.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger).where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.kind, 'spend')))
    expect(n).toBe(40)
  })
})

describe('search pages in the job queue', () => {
  it('hands a failed page back to the queue for a retry with backoff instead of failing the run', async () => {
    Object.assign(provider, { total: 10, pageSize: 10, failures: 1 })
    const { accountId, campaignId } = await accountWithList('industry')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { searchId } = await startSearch(server.deps, { accountId, listId: campaignId, type: 'industry', params: { category: 'Dentist', location: { country: 'US' }, limit: 10 } })
    const deadline = Date.now() + 10_000
    let job: (typeof jobQueue.$inferSelect & { waitMs: number }) | undefined
    while (!job && Date.now() < deadline) {
      ;[job] = await server.db
        .select({ ...getTableColumns(jobQueue), waitMs: sql<number>`(extract(epoch from ${jobQueue.runAfter} - now()) * 1000)::float8` })
        .from(jobQueue)
        .where(and(eq(jobQueue.kind, 'search-page'), eq(jobQueue.subject, `search:${searchId}`), eq(jobQueue.state, 'queued'), eq(jobQueue.attempts, 1)))
      if (!job) await new Promise((r) => setTimeout(r, 100))
    }
    logged.mockRestore()
    // The first retry waits the kind's 5 s; the run itself is untouched and carries on once it is due.
    expect(job).toMatchObject({ state: 'queued', attempts: 1, maxAttempts: 4, lastError: 'provider unavailable', accountId })
    expect(job!.waitMs).toBeGreaterThan(1_000)
    const [run] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId))
    expect(run.status).toBe('running')
    expect(run.found).toBe(0)
  })
})

describe('search runner on the demo provider', () => {
  it('stores a local search of the demo data and charges only the results with contact data', async () => {
    const { accountId, campaignId } = await accountWithList('industry')
    const [run] = await server.db
      .insert(campaignSearches)
      .values({ accountId, campaignId, type: 'industry', provider: 'demo', params: { category: 'dentist', location: { country: 'US', state: 'CA', city: 'San Diego', nearby: false }, limit: 60 }, status: 'queued', target: 60 })
      .returning()
    // Pages run inline, one after the other, as the queue would run them.
    const pages: number[] = []
    const deps: SearchRunDeps = { ...server.deps, leadProviders: leadProviders(), jobs: { ...server.deps.jobs, send: async (_kind, data) => (pages.push((data as { page: number }).page), null) } }
    await runSearchPage(deps, run.id, 0, false)
    while (pages.length) await runSearchPage(deps, run.id, pages.shift()!, false)

    const [done] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, run.id))
    const rows = await resultsOf(campaignId)
    const withContact = rows.filter((r) => r.email || r.phone || r.potentialEmails.length > 0)
    expect(done).toMatchObject({ status: 'done', found: rows.length, charged: withContact.length })
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(60)
    expect(rows.every((r) => r.type === 'industry' && r.name)).toBe(true)
    expect(await chargesOf(run.id)).toHaveLength(withContact.length)
  })
})

describe('GET /api/campaigns/{id}/events', () => {
  it('streams the progress of a finished search and ends; another account gets a 404', async () => {
    Object.assign(provider, { total: 5, pageSize: 5, failures: 0, bareEvery: undefined })
    const owner = await server.signedInUser('events')
    const [me] = await queryRows<{ id: number }>(server.db, sql`SELECT m.account_id AS id FROM account_members m JOIN users u ON u.id = m.user_id WHERE u.email = ${owner.email} AND m.role = 'owner'`)
    const [list] = await server.db.insert(campaigns).values({ accountId: me.id, name: 'Events', type: 'company' }).returning()
    await waitForEnd((await startSearch(server.deps, { accountId: me.id, listId: list.id, type: 'company', params: { location: { country: 'US' }, limit: 5 } })).searchId)

    const res = await fetch(`${server.url}/api/campaigns/${list.id}/events`, { headers: { authorization: `Bearer ${owner.token}` } })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const text = await res.text()
    expect(text).toMatch(/^event: progress$/m)
    expect(text).toMatch(/^event: end$/m)
    const last = JSON.parse(text.trim().split('\n').filter((l) => l.startsWith('data: ')).pop()!.slice(6))
    expect(last).toMatchObject({ campaign_id: list.id, state: 'Active', total: 5, search: { status: 'done', found: 5, charged: 5, message: 'Search complete: 5 results added.' } })

    const stranger = await server.signedInUser('stranger')
    expect((await server.request('GET', `/api/campaigns/${list.id}/events`, { token: stranger.token })).status).toBe(404)
    expect((await server.request('GET', `/api/campaigns/${list.id}/events`)).status).toBe(401)
  })
})
