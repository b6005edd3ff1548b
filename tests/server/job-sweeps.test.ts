import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { object, optional, string } from 'superstruct'
import { campaignSearches, jobQueue, leadJobItems, leadJobs, trainingCrawls } from '../../src/server/db/schema'
import { recoverTrainingCrawls } from '../../src/server/modules/ai-training/crawl-runner'
import { leadBatchJob } from '../../src/server/modules/lead-jobs/lead-batch-job'
import { recoverLeadJobs } from '../../src/server/modules/lead-jobs/lead-job-runner'
import { defineLeadJobProcessor, type LeadOutcome } from '../../src/server/modules/lead-jobs/processor'
import { recoverSearches } from '../../src/server/modules/search/search-runner'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { deferred, waitUntil } from './wait'

/**
 * Lead jobs of a processor of this file's own (under the 'ai-write' kind): two leads a batch, so a job is a chain of
 * batch jobs; a lead of a job tagged `hold` waits for `release` (it keeps its batch, and a worker, busy).
 */
let release = deferred()
const processor = defineLeadJobProcessor({
  kind: 'ai-write',
  params: object({ tag: optional(string()) }),
  listTypes: ['industry'],
  maxCostPerLead: () => 0,
  batchSize: 2,
  async process(run): Promise<LeadOutcome> {
    if ((run.params as { tag?: string }).tag === 'hold') await release.promise
    return { status: 'done', cost: 0 }
  },
})

let server: TestServer
beforeAll(async () => {
  // Sweeps every second, counting a heartbeat older than a second as stale: the sweep is at work throughout the run.
  server = await startTestServer({ mail: 'outbox', config: { searchStaleSeconds: 1, leadJobRetrySeconds: 0 } })
  server.deps.leadJobProcessors['ai-write'] = processor
})
afterAll(() => server?.close())

const farFuture = () => new Date(server.clock.now().getTime() + 60 * 60_000)
const active = (ids: number[]) => server.db.select().from(leadJobs).where(and(inArray(leadJobs.id, ids), inArray(leadJobs.status, ['queued', 'running'])))

/** The queue's rows for each batch of each job: kind lead-batch, keyed `<jobId>/<batch>`. */
async function batchJobs(jobIds: number[]) {
  const rows = await server.db.select({ data: jobQueue.data, state: jobQueue.state }).from(jobQueue).where(eq(jobQueue.kind, 'lead-batch'))
  const counts = new Map<string, number>()
  for (const row of rows) {
    const { jobId, batch } = row.data as { jobId: number; batch: number }
    if (jobIds.includes(jobId)) counts.set(`${jobId}/${batch}`, (counts.get(`${jobId}/${batch}`) ?? 0) + 1)
  }
  return counts
}

async function startJob(token: string, listId: number, tag?: string) {
  const res = await server.request('POST', '/api/lead-jobs', { token, body: { kind: 'ai-write', campaign_id: listId, scope: 'all', params: tag ? { tag } : {} } })
  if (res.status !== 202) throw new Error(`lead job: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.job.id as number
}

describe('stale sweeps and the queue', () => {
  it('leaves work that waits in line alone, and leaves exactly one batch job per batch after the run', async () => {
    release = deferred()
    const slots = leadBatchJob.policy.concurrency[server.database.driver]
    const jobs: number[] = []
    // Jobs that hold every lead-batch worker, then jobs of other accounts that can only wait in line behind them.
    for (let i = 0; i < slots + 4; i++) {
      const user = await signedInAccount(server, `sweep${i}`)
      const listId = await createList(server, user.token, 'industry')
      await seedResults(server, user.accountId, listId, 'industry', Array.from({ length: 6 }, (_, n) => ({ name: `Lead ${n}` })))
      jobs.push(await startJob(user.token, listId, i < slots ? 'hold' : undefined))
    }
    await waitUntil(async () => (await server.db.select().from(leadJobs).where(and(inArray(leadJobs.id, jobs), eq(leadJobs.status, 'running')))).length === slots, 'the held jobs to run')
    const waiting = (await active(jobs)).filter((job) => job.status === 'queued')
    expect(waiting).toHaveLength(4)

    // However old their heartbeats look, the sweep finds every job's batch in the queue: running, or waiting its turn.
    expect(await recoverLeadJobs(server.deps, farFuture())).toBe(0)
    expect([...(await batchJobs(jobs)).values()]).toEqual(Array(jobs.length).fill(1))

    release.resolve()
    await waitUntil(async () => (await active(jobs)).length === 0, 'every job to end')
    const ended = await server.db.select().from(leadJobs).where(inArray(leadJobs.id, jobs))
    expect(ended.map((job) => [job.status, job.processed])).toEqual(jobs.map(() => ['done', 6]))
    // Three batches of two leads per job, each queued and run once, the background sweep running every second meanwhile.
    const counts = await batchJobs(jobs)
    expect([...counts.keys()].sort()).toEqual(jobs.flatMap((id) => [0, 1, 2].map((batch) => `${id}/${batch}`)).sort())
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
  })

  it('takes up a job whose batch the queue no longer holds, once', async () => {
    const user = await signedInAccount(server, 'lost')
    const listId = await createList(server, user.token, 'industry')
    const ids = await seedResults(server, user.accountId, listId, 'industry', [{ name: 'a' }, { name: 'b' }, { name: 'c' }])
    // Recorded by a process that died before it could queue the first batch.
    const [job] = await server.db
      .insert(leadJobs)
      .values({ accountId: user.accountId, campaignId: listId, kind: 'ai-write', scope: { scope: 'all' }, status: 'queued', total: 3, heartbeatAt: new Date(Date.now() - 60 * 60_000) })
      .returning()
    await server.db.insert(leadJobItems).values(ids.map((resultId) => ({ jobId: job.id, resultId })))
    // The background sweep may get there first: between them, exactly one takes it up.
    const here = await recoverLeadJobs(server.deps, farFuture())
    await waitUntil(async () => (await active([job.id])).length === 0, 'the job to end')
    expect(here).toBeLessThanOrEqual(1)
    expect(await batchJobs([job.id])).toEqual(new Map([[`${job.id}/0`, 1], [`${job.id}/1`, 1]]))
  })

  it('leaves a batch whose worker died to the lease reaper, which runs it again without a second job', async () => {
    const user = await signedInAccount(server, 'crashed')
    const listId = await createList(server, user.token, 'industry')
    const ids = await seedResults(server, user.accountId, listId, 'industry', [{ name: 'a' }, { name: 'b' }])
    const stale = new Date(Date.now() - 60 * 60_000)
    const [job] = await server.db
      .insert(leadJobs)
      .values({ accountId: user.accountId, campaignId: listId, kind: 'ai-write', scope: { scope: 'all' }, status: 'running', total: 2, heartbeatAt: stale, startedAt: stale })
      .returning()
    await server.db.insert(leadJobItems).values(ids.map((resultId) => ({ jobId: job.id, resultId })))
    // Its batch was at work in a process that crashed: the lease holds for a moment more, then lapses.
    await server.db.insert(jobQueue).values({
      kind: 'lead-batch',
      data: { jobId: job.id, batch: 0 },
      subject: `lead-job:${job.id}`,
      accountId: user.accountId,
      turn: 0,
      state: 'running',
      attempts: 1,
      maxAttempts: 4,
      lockedBy: 'crashed-process',
      lockedUntil: sql`now() + interval '2 seconds'`,
    })
    expect(await recoverLeadJobs(server.deps, farFuture())).toBe(0)
    await waitUntil(async () => (await active([job.id])).length === 0, 'the job to end')
    expect(await batchJobs([job.id])).toEqual(new Map([[`${job.id}/0`, 1]]))
    const [batch] = await server.db.select().from(jobQueue).where(eq(jobQueue.subject, `lead-job:${job.id}`))
    expect(batch).toMatchObject({ state: 'done', attempts: 2 })
  })

  it('searches and training crawls: a run whose job is in line is left alone, one whose job is gone is taken up', async () => {
    const user = await signedInAccount(server, 'kinds')
    const listId = await createList(server, user.token, 'industry')
    const stale = new Date(Date.now() - 60 * 60_000)
    const [run] = await server.db
      .insert(campaignSearches)
      .values({ accountId: user.accountId, campaignId: listId, type: 'industry', provider: 'demo', params: { category: 'dentist', location: { country: 'US' }, limit: 1 }, status: 'running', target: 1, heartbeatAt: stale })
      .returning()
    const [crawl] = await server.db
      .insert(trainingCrawls)
      .values({ accountId: user.accountId, kind: 'link', website: 'http://127.0.0.1:9/', maxPages: 1, status: 'pending', heartbeatAt: stale })
      .returning()
    // Both held by a live process of their own (leases an hour long): not lost, however stale their heartbeats.
    const held = { accountId: user.accountId, turn: 0, state: 'running' as const, attempts: 1, maxAttempts: 4, lockedBy: 'live-process', lockedUntil: sql`now() + interval '1 hour'` }
    const rows = await server.db
      .insert(jobQueue)
      .values([
        { ...held, kind: 'search-page', data: { searchId: run.id, page: 0 }, subject: `search:${run.id}` },
        { ...held, kind: 'training-crawl', data: { crawlId: crawl.id }, subject: `training-crawl:${crawl.id}` },
      ])
      .returning({ id: jobQueue.id })
    expect(await recoverSearches(server.deps, farFuture())).toBe(0)
    expect(await recoverTrainingCrawls(server.deps, farFuture())).toBe(0)

    // The live process gives the jobs up without a trace (as if they were lost): now the sweeps take them up.
    await server.db.delete(jobQueue).where(inArray(jobQueue.id, rows.map((r) => r.id)))
    const taken = (await recoverSearches(server.deps, farFuture())) + (await recoverTrainingCrawls(server.deps, farFuture()))
    await waitUntil(async () => {
      const [s] = await server.db.select().from(campaignSearches).where(eq(campaignSearches.id, run.id))
      const [c] = await server.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
      return s.status === 'done' && c.status !== 'pending'
    }, 'the search and the crawl to end')
    expect(taken).toBeLessThanOrEqual(2)
    const queued = await server.db.select({ kind: jobQueue.kind }).from(jobQueue).where(inArray(jobQueue.subject, [`search:${run.id}`, `training-crawl:${crawl.id}`]))
    expect(queued.map((q) => q.kind).sort()).toEqual(['search-page', 'training-crawl'])
  })
})
