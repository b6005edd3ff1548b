import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { object, optional, string } from 'superstruct'
import type { SearchParams } from '../../src/shared/leads/search'
import { campaigns, campaignSearches, leadJobs } from '../../src/server/db/schema'
import { defineLeadJobProcessor, type LeadOutcome } from '../../src/server/modules/lead-jobs/processor'
import { startSearch } from '../../src/server/modules/search/search-runner'
import { searchPageJob } from '../../src/server/modules/search/search-jobs'
import { leadProviders } from '../../src/server/providers/leads'
import type { LeadProviders } from '../../src/server/providers/leads/types'
import { startTestServer, type TestServer } from './harness'
import { createList, seedMany, seedResults, signedInAccount } from './lead-seed'
import { deferred, waitUntil } from './wait'

/** The demo provider, with local searches for `dentist` held until `searchGate` opens, and every call recorded in order. */
const demo = leadProviders()
let searchGate = deferred()
const searchCalls: string[] = []
const providers: LeadProviders = {
  ...demo,
  industry: {
    ...demo.industry,
    async search(params: SearchParams['industry'], page, ctx) {
      searchCalls.push(params.category)
      if (params.category === 'dentist') await searchGate.promise
      return demo.industry.search(params, page, ctx)
    },
  },
}

/** Lead jobs (under the 'ai-write' kind): a job tagged `hold` waits at its first lead until `leadGate` opens. */
let leadGate = deferred()
const processor = defineLeadJobProcessor({
  kind: 'ai-write',
  params: object({ tag: optional(string()) }),
  listTypes: ['industry'],
  maxCostPerLead: () => 0,
  async process(run): Promise<LeadOutcome> {
    if ((run.params as { tag?: string }).tag === 'hold') await leadGate.promise
    return { status: 'done', cost: 0 }
  },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', leadProviders: providers })
  server.deps.leadJobProcessors['ai-write'] = processor
})
afterAll(() => server?.close())

async function leadJob(token: string, listId: number, tag?: string) {
  const res = await server.request('POST', '/api/lead-jobs', { token, body: { kind: 'ai-write', campaign_id: listId, scope: 'all', params: tag ? { tag } : {} } })
  if (res.status !== 202) throw new Error(`lead job: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.job.id as number
}
const jobRow = async (id: number) => (await server.db.select().from(leadJobs).where(eq(leadJobs.id, id)))[0]

describe('sharing the workers between accounts', () => {
  it("finishes account B's one-lead job while account A's 10,000-lead job is at work", async () => {
    leadGate = deferred()
    const a = await signedInAccount(server, 'big')
    const aList = await createList(server, a.token, 'industry')
    await seedMany(server, a.accountId, aList, 'industry', 10_000)
    const big = await leadJob(a.token, aList, 'hold')
    await waitUntil(async () => (await jobRow(big)).status === 'running', "A's job to start")

    const b = await signedInAccount(server, 'small')
    const bList = await createList(server, b.token, 'industry')
    await seedResults(server, b.accountId, bList, 'industry', [{ name: 'The one lead' }])
    const small = await leadJob(b.token, bList)
    await waitUntil(async () => (await jobRow(small)).status === 'done', "B's job to end")
    expect(await jobRow(small)).toMatchObject({ status: 'done', processed: 1 })
    expect(await jobRow(big)).toMatchObject({ status: 'running', processed: 0 })

    const cancelled = await server.request('POST', `/api/lead-jobs/${big}/cancel`, { token: a.token })
    expect(cancelled.body.job).toMatchObject({ status: 'cancelled' })
    leadGate.resolve()
  })

  it("starts account B's one-result search before the backlog of thirty searches account A queued first", async () => {
    searchGate = deferred()
    searchCalls.length = 0
    const a = await signedInAccount(server, 'many')
    const searchesOfA: number[] = []
    for (let i = 0; i < 30; i++) {
      const [list] = await server.db.insert(campaigns).values({ accountId: a.accountId, name: `Dentists ${i}`, type: 'industry' }).returning()
      searchesOfA.push((await startSearch(server.deps, { accountId: a.accountId, listId: list.id, type: 'industry', params: { category: 'dentist', location: { country: 'US' }, limit: 1 } })).searchId)
    }
    // A's first pages hold every search worker; the rest of A's thirty wait in line.
    const slots = searchPageJob.policy.concurrency[server.database.driver]
    await waitUntil(() => searchCalls.length === slots, "A's first pages to start")

    const b = await signedInAccount(server, 'one')
    const [bList] = await server.db.insert(campaigns).values({ accountId: b.accountId, name: 'Florists', type: 'industry' }).returning()
    const { searchId } = await startSearch(server.deps, { accountId: b.accountId, listId: bList.id, type: 'industry', params: { category: 'florist', location: { country: 'US' }, limit: 1 } })
    searchGate.resolve()
    await waitUntil(async () => (await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId)))[0].status === 'done', "B's search to end")
    await waitUntil(async () => (await server.db.select().from(campaignSearches).where(inArray(campaignSearches.id, searchesOfA))).every((r) => r.status === 'done'), "A's searches to end")

    // B's page went in at the turn being served when it was queued, so it is claimed in the first round after the gate
    // opens (not after all 30 of A's). The round's claims run at once, so B's call may follow the others of its round.
    const position = searchCalls.indexOf('florist')
    expect(searchCalls.filter((c) => c === 'dentist')).toHaveLength(30)
    expect(position).toBeGreaterThanOrEqual(slots)
    expect(position).toBeLessThan(2 * slots)
  })
})
