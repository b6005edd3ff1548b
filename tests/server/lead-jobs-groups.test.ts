import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, like, sql } from 'drizzle-orm'
import { object } from 'superstruct'
import { creditLedger, leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { runLeadBatch } from '../../src/server/modules/lead-jobs/lead-batch'
import { defineLeadJobProcessor } from '../../src/server/modules/lead-jobs/processor'
import { startTestServer, type TestServer } from './harness'
import { jobLedger } from './lead-job-ledger'
import { createList, seedResults, signedInAccount } from './lead-seed'

/**
 * Leads worked on several at once and their records written a group at a time (under the 'ai-write' kind, replaced
 * for this file only). Each lead waits a few turns of the event loop, later leads of a run of four fewer, so they
 * finish out of order; "miss" leads are skipped (with a record all the same); every other lead costs a credit. The
 * records go to `fields.note`, and `fields.notes` counts how often a lead's record was written.
 */
const CONCURRENCY = 4
const state = { inFlight: 0, maxInFlight: 0, recordCalls: [] as number[][], failRecordOnce: false }
afterEach(() => Object.assign(state, { inFlight: 0, maxInFlight: 0, recordCalls: [], failRecordOnce: false }))

const groupProcessor = defineLeadJobProcessor<Record<string, never>, undefined, { note: string }>({
  kind: 'ai-write',
  params: object({}),
  listTypes: ['industry'],
  maxCostPerLead: () => 1,
  concurrency: CONCURRENCY,
  async process(_run, lead) {
    state.inFlight++
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    for (let turn = 0; turn < CONCURRENCY - (lead.position % CONCURRENCY); turn++) await new Promise((resolve) => setImmediate(resolve))
    state.inFlight--
    if (lead.name?.startsWith('miss')) return { status: 'skipped', reason: 'Nothing found.', record: { note: 'looked' } }
    return { status: 'done', cost: 1, record: { note: `sent ${lead.name}` } }
  },
  async recordAll(tx, job, records) {
    state.recordCalls.push(records.map((r) => r.resultId))
    if (state.failRecordOnce) {
      state.failRecordOnce = false
      throw new Error('The database went away.')
    }
    const rows = JSON.stringify(records.map((r) => ({ id: r.resultId, note: r.record.note })))
    await tx.execute(sql`update lead_results r set fields = r.fields || jsonb_build_object('note', v.note, 'notes', coalesce((r.fields->>'notes')::int, 0) + 1)
      from jsonb_to_recordset(${rows}::jsonb) as v(id int, note text) where r.id = v.id and r.account_id = ${job.accountId}`)
  },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', config: { leadJobRetrySeconds: 0 } })
  server.deps.leadJobProcessors['ai-write'] = groupProcessor
})
afterAll(() => server?.close())

const options = { retryBaseMs: 0 }

async function account() {
  const user = await signedInAccount(server, 'groups')
  return { ...user, listId: await createList(server, user.token, 'industry') }
}

async function waitForEnd(jobId: number) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const [job] = await server.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
    if (job.status !== 'queued' && job.status !== 'running') return job
    if (Date.now() > deadline) throw new Error(`Lead job ${jobId} still ${job.status} (${job.processed} of ${job.total})`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** A job over the leads written straight into the tables, so only the test runs its batches (nothing is queued). */
async function jobOver(accountId: number, listId: number, ids: number[]) {
  const [job] = await server.db.insert(leadJobs).values({ accountId, campaignId: listId, kind: 'ai-write', scope: { scope: 'all' }, status: 'queued', total: ids.length, heartbeatAt: new Date() }).returning()
  await server.db.insert(leadJobItems).values(ids.map((resultId) => ({ jobId: job.id, resultId })))
  return job
}

const notes = async (ids: number[]) =>
  (await server.db.select({ id: leadResults.id, fields: leadResults.fields }).from(leadResults).where(inArray(leadResults.id, ids)).orderBy(leadResults.id)).map((r) => [r.fields.note ?? null, r.fields.notes ?? 0])
const charges = (jobId: number) => server.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `leadjob:${jobId}:%`)).orderBy(creditLedger.id)

describe('leads at work at once, records written a group at a time', () => {
  it('works on up to `concurrency` leads at once, settles them in lead order and writes each record once', async () => {
    const { token, accountId, listId } = await account()
    const names = ['a', 'b', 'miss-c', 'd', 'e', 'f', 'g', 'h', 'miss-i', 'j', 'k', 'l']
    const ids = await seedResults(server, accountId, listId, 'industry', names.map((name) => ({ name })))
    const started = await server.request('POST', '/api/lead-jobs', { token, body: { kind: 'ai-write', campaign_id: listId, scope: 'all' } })
    expect(started.status).toBe(202)
    const done = await waitForEnd(started.body.job.id)
    expect(done).toMatchObject({ status: 'done', processed: 12, succeeded: 10, skipped: 2, charged: 10 })
    expect(state.maxInFlight).toBe(CONCURRENCY)
    // Every lead's record, in lead order, in as few calls as there were groups (one, unless a second went by).
    expect(state.recordCalls.flat()).toEqual(ids)
    expect(state.recordCalls.length).toBeLessThanOrEqual(2)
    expect(await notes(ids)).toEqual(names.map((name) => [name.startsWith('miss') ? 'looked' : `sent ${name}`, 1]))
    // Settled in lead order although later leads finished first: the group's charge is keyed by its first lead.
    expect((await charges(done.id))[0].idempotencyKey).toBe(`leadjob:${done.id}:${ids[0]}`)
    expect((await jobLedger(server.db, done.id)).spent).toBe(10)

    // The batch delivered again (as after a crash before the job ended): nothing is worked on or written twice.
    await server.db.update(leadJobs).set({ status: 'running', finishedAt: null }).where(eq(leadJobs.id, done.id))
    const calls = state.recordCalls.length
    await runLeadBatch(server.deps, done.id, done.batch, options)
    expect(state.recordCalls).toHaveLength(calls)
    expect(await notes(ids)).toEqual(names.map((name) => [name.startsWith('miss') ? 'looked' : `sent ${name}`, 1]))
    expect(await waitForEnd(done.id)).toMatchObject({ status: 'done', processed: 12, charged: 10 })
  })

  it('records nothing of a group whose writing fails, and everything once when the batch is delivered again', async () => {
    const { accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', ['a', 'b', 'miss-c', 'd', 'e'].map((name) => ({ name })))
    const job = await jobOver(accountId, listId, ids)
    state.failRecordOnce = true
    await expect(runLeadBatch(server.deps, job.id, 0, options)).rejects.toThrow('The database went away.')
    // The group's transaction rolled back whole: no item settled, no counter moved, no credit spent, no record.
    const [after] = await server.db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
    expect(after).toMatchObject({ status: 'running', processed: 0, succeeded: 0, charged: 0 })
    expect((await server.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, job.id))).map((i) => [i.status, i.attempts, i.charged])).toEqual(ids.map(() => ['pending', 0, 0]))
    expect(await charges(job.id)).toHaveLength(0)
    expect(await notes(ids)).toEqual(ids.map(() => [null, 0]))

    // The queue delivers the batch again: every lead is settled and written once, and charged once.
    await runLeadBatch(server.deps, job.id, 0, options)
    expect(state.recordCalls).toEqual([ids, ids])
    expect(await notes(ids)).toEqual(['a', 'b', 'miss-c', 'd', 'e'].map((name) => [name.startsWith('miss') ? 'looked' : `sent ${name}`, 1]))
    const ledger = await jobLedger(server.db, job.id)
    expect(ledger.job).toMatchObject({ status: 'done', processed: 5, succeeded: 4, skipped: 1, charged: 4 })
    expect(ledger.charges).toHaveLength(1)
  })

  it('a batch out of time takes no more leads (after its first) and hands the rest to the next batch', async () => {
    const { accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', ['a', 'b', 'c'].map((name) => ({ name })))
    const job = await jobOver(accountId, listId, ids)
    await runLeadBatch(server.deps, job.id, 0, { ...options, batchBudgetMs: 0 })
    // This batch settled its first lead only, then queued the next batch, which the queue runs with the usual budget.
    expect(state.recordCalls[0]).toEqual([ids[0]])
    const done = await waitForEnd(job.id)
    expect(done).toMatchObject({ status: 'done', processed: 3, succeeded: 3, charged: 3 })
    expect(done.batch).toBeGreaterThanOrEqual(1)
    expect(state.recordCalls.flat()).toEqual(ids)
    expect(await notes(ids)).toEqual(['a', 'b', 'c'].map((name) => [`sent ${name}`, 1]))
  })
})
