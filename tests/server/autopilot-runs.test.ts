import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { object } from 'superstruct'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { autopilots, autopilotUsage, campaignSearches, creditLedger, leadJobItems, leadJobs, leadResults, mailOutbox } from '../../src/server/db/schema'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance, spend } from '../../src/server/modules/credits/credit-ledger'
import { searchResultCost } from '../../src/shared/leads/costs'
import { defineLeadJobProcessor } from '../../src/server/modules/lead-jobs/processor'
import { tickAutopilots } from '../../src/server/modules/autopilots/autopilot-tick'
import { startTestServer, type TestServer } from './harness'
import { pagedLeadProviders, type PagedProviderOptions } from './fakes/paged-lead-provider'
import { autopilotAccount, industrySearch, runsOf, waitForRuns } from './autopilot-helpers'

const provider: PagedProviderOptions = { total: 200, pageSize: 50 }
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', leadProviders: pagedLeadProviders(provider) })
})
afterAll(() => server?.close())

const runNow = (token: string, id: number) => server.request('POST', `/api/autopilots/${id}/run-now`, { token })
const rowOf = async (id: number) => (await server.db.select().from(autopilots).where(eq(autopilots.id, id)))[0]
const listRows = (listId: number) => server.db.select().from(leadResults).where(eq(leadResults.campaignId, listId))

describe('the cap per period', () => {
  it('with 100 a month: 80, then at most 20, then none', async () => {
    const a = await autopilotAccount(server, 'cap')
    await grantPurchased(server.db, { accountId: a.accountId, amount: 500, key: `test:cap:${a.accountId}`, now: server.clock.now() })
    const { id } = (await a.create({ repeat: 'monthly', max_results_per_period: 100, search: { ...industrySearch, limit: 80 } })).body.data
    await runNow(a.token, id)
    expect((await waitForRuns(server, id, 1))[0].counts).toMatchObject({ added: 80 })

    await server.request('PUT', `/api/autopilots/${id}`, { token: a.token, body: { search: { ...industrySearch, limit: 100 } } })
    await runNow(a.token, id)
    const second = (await waitForRuns(server, id, 2))[1]
    expect(second).toMatchObject({ status: 'done', reserved: 20 })
    expect(second.counts).toMatchObject({ added: 20 })

    await runNow(a.token, id)
    const third = (await waitForRuns(server, id, 3))[2]
    expect(third).toMatchObject({ status: 'done', searchId: null })
    expect(third.counts).toMatchObject({ added: 0 })
    expect(await listRows(a.listId)).toHaveLength(100)
    const [usage] = await server.db.select().from(autopilotUsage).where(eq(autopilotUsage.autopilotId, id))
    expect(usage.used).toBe(100)
  })
})

describe('out of credits', () => {
  it('two racing runs with credits for 3 leads: 3 stored, one notification, the balance never below 0; resume finishes without charging twice', async () => {
    const a = await autopilotAccount(server, 'broke')
    const cost = searchResultCost.industry
    const balance = await creditBalance(server.db, a.accountId, server.clock.now())
    await spend(server.db, { accountId: a.accountId, amount: balance - 3 * cost, key: `test:drain:${a.accountId}`, reason: 'test', now: server.clock.now() })
    const { id } = (await a.create({ name: 'Broke', search: { ...industrySearch, limit: 10 } })).body.data
    await runNow(a.token, id)
    await new Promise((r) => setTimeout(r, 5))
    await runNow(a.token, id)
    const runs = await waitForRuns(server, id, 2)
    expect(runs.map((r) => r.status)).toEqual(['stopped_credits', 'stopped_credits'])
    expect((await rowOf(id)).status).toBe('paused_no_credits')
    expect(await listRows(a.listId)).toHaveLength(3)
    expect(await creditBalance(server.db, a.accountId, server.clock.now())).toBe(0)
    const mails = await server.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, a.email.toLowerCase()), like(mailOutbox.subject, 'Autopilot "Broke"%')))
    expect(mails).toHaveLength(1)
    const detail = await server.request('GET', `/api/autopilots/${id}`, { token: a.token })
    expect(detail.body.data).toMatchObject({ status: 'paused_no_credits', next_run_at: null, last_run: { status: 'stopped_credits' } })

    // A tick while it is paused starts nothing.
    server.clock.advance(2 * 24 * 60 * 60_000)
    await tickAutopilots(server.deps)
    expect(await runsOf(server, id)).toHaveLength(2)
    expect(await listRows(a.listId)).toHaveLength(3)

    await grantPurchased(server.db, { accountId: a.accountId, amount: 100, key: `test:topup:${a.accountId}`, now: server.clock.now() })
    const resumed = await server.request('POST', `/api/autopilots/${id}/resume`, { token: a.token })
    expect(resumed.body.data.status).toBe('active')
    const done = await waitForRuns(server, id, 2)
    expect(done.map((r) => r.status)).toEqual(['done', 'done'])
    const rows = await listRows(a.listId)
    // Each search reaches its target of 10 new leads; the list holds every lead once.
    expect(rows).toHaveLength(20)
    const searchIds = done.map((r) => r.searchId!)
    const charges = await server.db.select().from(creditLedger).where(sql`${creditLedger.idempotencyKey} like 'search:%' and split_part(${creditLedger.idempotencyKey}, ':', 2)::int in (${sql.join(searchIds.map((s) => sql`${s}`), sql`, `)})`)
    expect(charges).toHaveLength(20)
    expect(charges.reduce((sum, c) => sum - c.amount, 0)).toBe(20 * cost)
    const searches = await server.db.select().from(campaignSearches).where(inArray(campaignSearches.id, searchIds))
    expect(searches.reduce((sum, s) => sum + s.charged, 0)).toBe(20 * cost)
    expect(done.reduce((sum, r) => sum + r.credits, 0)).toBe(20 * cost)
    expect(await creditBalance(server.db, a.accountId, server.clock.now())).toBe(100 - 17 * cost)
    expect(await server.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Autopilot "Broke"%'))).toHaveLength(1)
    expect((await runsOf(server, id)).length).toBe(2)
  })
})

describe('out of credits in a lead job', () => {
  it('stops the run at the first lead it cannot pay; resume finishes the same job, each lead charged once', async () => {
    const original = server.deps.leadJobProcessors['find-emails']
    // One credit per lead, as an enrichment that always finds something would charge.
    server.deps.leadJobProcessors['find-emails'] = defineLeadJobProcessor({
      kind: 'find-emails',
      params: object({}),
      listTypes: ['industry'],
      maxCostPerLead: () => 1,
      async process() {
        return { status: 'done', cost: 1 }
      },
    })
    try {
      const a = await autopilotAccount(server, 'job-broke')
      const cost = searchResultCost.industry
      const balance = await creditBalance(server.db, a.accountId, server.clock.now())
      await spend(server.db, { accountId: a.accountId, amount: balance - (10 * cost + 3), key: `test:drain:${a.accountId}`, reason: 'test', now: server.clock.now() })
      const { id } = (await a.create({ name: 'Job broke', search: { ...industrySearch, limit: 10 }, enrichment: { enabled: true, kinds: ['find-emails'] } })).body.data
      await runNow(a.token, id)
      const [stopped] = await waitForRuns(server, id, 1)
      expect(stopped).toMatchObject({ status: 'stopped_credits', stage: 'jobs' })
      expect((await rowOf(id)).status).toBe('paused_no_credits')
      const jobId = stopped.steps[0].job_id!
      const [job] = await server.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
      expect(job).toMatchObject({ status: 'stopped', stopReason: 'credits', charged: 3 })
      expect(await creditBalance(server.db, a.accountId, server.clock.now())).toBe(0)

      await grantPurchased(server.db, { accountId: a.accountId, amount: 50, key: `test:job-topup:${a.accountId}`, now: server.clock.now() })
      expect((await server.request('POST', `/api/autopilots/${id}/resume`, { token: a.token })).status).toBe(200)
      const [done] = await waitForRuns(server, id, 1)
      expect(done).toMatchObject({ status: 'done', error: null, credits: 10 * cost + 10 })
      expect(done.counts).toMatchObject({ added: 10, enriched: 10, failed: 0 })
      // The same job went on: no second job, every lead charged once.
      expect(done.steps.map((s) => s.job_id)).toEqual([jobId])
      const items = await server.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))
      expect(items.map((i) => [i.status, i.charged])).toEqual(items.map(() => ['done', 1]))
      const jobCharges = await server.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `leadjob:${jobId}:%`))
      expect(jobCharges.reduce((sum, c) => sum - c.amount, 0)).toBe(10)
      expect(await creditBalance(server.db, a.accountId, server.clock.now())).toBe(50 - 7)
    } finally {
      server.deps.leadJobProcessors['find-emails'] = original
    }
  })
})
