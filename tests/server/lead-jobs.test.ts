import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { eq, like, sql } from 'drizzle-orm'
import { integer, object, optional, refine, string } from 'superstruct'
import { reject } from '../../src/shared/validate'
import { creditLedger, leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { runLeadBatch } from '../../src/server/modules/lead-jobs/lead-batch'
import { jobLedger } from './lead-job-ledger'
import { defineLeadJobProcessor, LeadJobFatal, type LeadOutcome } from '../../src/server/modules/lead-jobs/processor'
import { recoverLeadJobs } from '../../src/server/modules/lead-jobs/lead-job-runner'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { queryRows } from '../../src/server/modules/credits/credit-rows'
import { creditBalance, ledgerSum, spend } from '../../src/server/modules/credits/credit-ledger'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { followEvents } from './spawned-server'

/**
 * The machinery with a processor of its own (under the 'ai-write' kind, replaced for this file only): a lead named
 * "miss" is skipped, "broken" fails for good, "flaky" fails once then works, "gate" waits for the test, "fatal"
 * fails the whole job; every other lead costs `cost` credits and gets `fields.processed`.
 */
const defaults = { cost: 1, flakyFailures: 1, brokenHeals: false, gate: null as Promise<void> | null, prepareFails: false }
const behaviour = { ...defaults }
afterEach(() => void Object.assign(behaviour, defaults))
const seen = new Map<number, number>()
const testProcessor = defineLeadJobProcessor({
  kind: 'ai-write',
  params: object({ tag: optional(string()), n: optional(refine(integer(), 'max', (v) => v <= 5 || reject('validation.max', { max: 5 }))) }),
  listTypes: ['industry', 'company', 'people', 'single', 'influencer'],
  maxCostPerLead: () => behaviour.cost,
  provider: () => 'test',
  async prepare() {
    if (behaviour.prepareFails) throw new LeadJobFatal('Selected list doesn\'t have webhook, please setup before continue.')
  },
  async process(run, lead): Promise<LeadOutcome> {
    const tries = (seen.get(lead.id) ?? 0) + 1
    seen.set(lead.id, tries)
    const name = lead.name ?? ''
    if (name.startsWith('gate') && behaviour.gate) await behaviour.gate
    if (name.startsWith('miss')) return { status: 'skipped', reason: 'Nothing found.' }
    if (name.startsWith('broken') && !behaviour.brokenHeals) return { status: 'failed', reason: 'The CRM answered 400.', retryable: false }
    if (name.startsWith('flaky') && tries <= behaviour.flakyFailures) return { status: 'failed', reason: 'The CRM answered 503.', retryable: true }
    if (name.startsWith('fatal')) throw new LeadJobFatal('The CRM connection was revoked.')
    const tag = (run.params as { tag?: string }).tag ?? 'x'
    return {
      status: 'done',
      cost: behaviour.cost,
      effect: async (tx) => {
        await tx.update(leadResults).set({ fields: sql`${leadResults.fields} || ${JSON.stringify({ processed: tag })}::jsonb` }).where(eq(leadResults.id, lead.id))
      },
    }
  },
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', config: { leadJobRetrySeconds: 0 } })
  server.deps.leadJobProcessors['ai-write'] = testProcessor
})
afterAll(() => server?.close())

async function account(label = 'jobs') {
  const user = await signedInAccount(server, label)
  const listId = await createList(server, user.token, 'industry')
  return { ...user, listId }
}

const names = (...list: string[]) => list.map((name) => ({ name }))
const start = (token: string, body: Record<string, unknown>) => server.request('POST', '/api/lead-jobs', { token, body: { kind: 'ai-write', ...body } })

async function waitForEnd(jobId: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [job] = await server.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
    if (job.status !== 'queued' && job.status !== 'running') return job
    if (Date.now() > deadline) throw new Error(`Lead job ${jobId} still ${job.status} (${job.processed} of ${job.total})`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
const chargesOf = (jobId: number) => server.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `leadjob:${jobId}:%`))
const itemsOf = (jobId: number) => server.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId)).orderBy(leadJobItems.resultId)

describe('creating a lead job', () => {
  it('takes the whole list, a filter or a selection, and fixes the set of leads at creation', async () => {
    const { token, accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', names('Alpha', 'Beta', 'Gamma', 'Delta'))
    const all = await start(token, { campaign_id: listId, scope: 'all' })
    expect(all.status).toBe(202)
    expect(all.body.job).toMatchObject({ campaign_id: listId, kind: 'ai-write', provider: 'test', total: 4, scope: { scope: 'all' } })
    expect(all.body.message).toBe('AI writing started for 4 leads.')
    const filtered = await start(token, { campaign_id: listId, scope: 'filter', filter: { search: 'a', search_type: 'start' } })
    expect(filtered.body.job.total).toBe(1)
    const selection = await start(token, { campaign_id: listId, scope: 'selection', ids: [ids[1], ids[3], ids[3]] })
    expect(selection.body.job.total).toBe(2)
    await seedResults(server, accountId, listId, 'industry', names('Epsilon'))
    const done = await waitForEnd(all.body.job.id)
    expect(done).toMatchObject({ status: 'done', total: 4, processed: 4, succeeded: 4 })
    expect((await itemsOf(all.body.job.id)).map((i) => i.resultId)).toEqual(ids)
  })

  it('answers 404 for another account\'s list, job or result, exactly like a missing one', async () => {
    const mine = await account('mine')
    const theirs = await account('theirs')
    const [theirResult] = await seedResults(server, theirs.accountId, theirs.listId, 'industry', names('Theirs'))
    const [myResult] = await seedResults(server, mine.accountId, mine.listId, 'industry', names('Mine'))
    expect((await start(mine.token, { campaign_id: theirs.listId, scope: 'all' })).status).toBe(404)
    expect((await start(mine.token, { campaign_id: 999_999, scope: 'all' })).status).toBe(404)
    expect((await start(mine.token, { campaign_id: mine.listId, scope: 'selection', ids: [myResult, theirResult] })).status).toBe(404)
    expect((await server.request('POST', '/api/lead-jobs/estimate', { token: mine.token, body: { kind: 'ai-write', campaign_id: theirs.listId, scope: 'all' } })).status).toBe(404)
    const job = (await start(theirs.token, { campaign_id: theirs.listId, scope: 'all' })).body.job
    for (const [method, path] of [['GET', ''], ['GET', '/failures'], ['GET', '/events'], ['POST', '/redeliver'], ['POST', '/cancel']] as const) {
      const res = await server.request(method, `/api/lead-jobs/${job.id}${path}`, { token: mine.token, body: method === 'POST' ? {} : undefined })
      expect(res.status, path).toBe(404)
      expect(res.body).toEqual({ message: 'Not found.', code: 'error.not_found', params: {} })
    }
    expect((await server.request('GET', `/api/lead-jobs?campaign_id=${theirs.listId}`, { token: mine.token })).status).toBe(404)
    expect((await server.request('GET', '/api/lead-jobs/abc', { token: mine.token })).status).toBe(404)
    expect((await server.request('GET', '/api/lead-jobs', {})).status).toBe(401)
  })

  it('refuses a bad kind, scope or params with the validation messages, writing nothing', async () => {
    const { token, accountId, listId } = await account()
    await seedResults(server, accountId, listId, 'industry', names('One'))
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(leadJobs)
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ campaign_id: listId, kind: 'teleport', scope: 'all' }, { kind: ['Type is not valid'] }],
      [{ kind: 'ai-write', scope: 'all' }, { campaign_id: ['Field is required'] }],
      [{ campaign_id: listId, kind: 'ai-write' }, { scope: ['Field is required'] }],
      [{ campaign_id: listId, kind: 'ai-write', scope: 'everything' }, { scope: ['Type is not valid'] }],
      [{ campaign_id: listId, kind: 'ai-write', scope: 'selection', ids: [] }, { ids: ['Field is required'] }],
      [{ campaign_id: listId, kind: 'ai-write', scope: 'filter', filter: { withEmail: 7 } }, { 'filter.withEmail': ['Type is not valid'] }],
      [{ campaign_id: listId, kind: 'ai-write', scope: 'all', params: { n: 9 } }, { 'params.n': ['Field must be max 5'] }],
      [{ campaign_id: listId, kind: 'ai-write', scope: 'all', params: { n: 'many' } }, { 'params.n': ['Type is not valid'] }],
      [{ campaign_id: listId, kind: 'ai-write', scope: 'filter', filter: { search: 'nobody' } }, { scope: ['No results found'] }],
    ]
    for (const [body, errors] of cases) {
      const res = await server.request('POST', '/api/lead-jobs', { token, body })
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors)
      expect(Object.keys(res.body.field_codes), JSON.stringify(body)).toEqual(Object.keys(errors))
    }
    // A kind that does not apply to the list's type (the processor takes no intent lists).
    const intentList = await createList(server, token, 'intent')
    await seedResults(server, accountId, intentList, 'intent', names('Intent'))
    const wrongType = await start(token, { campaign_id: intentList, scope: 'all' })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body).toMatchObject({ message: 'AI writing is not offered for intent lists.', code: 'lead_jobs.not_for_type', params: { kind: 'ai-write', list_type: 'intent' }, errors: { kind: ['Type is not valid'] } })
    // A kind without a processor on this server is refused the same way as an unknown one.
    const processors = server.deps.leadJobProcessors
    const saved = processors['send-crm']
    delete processors['send-crm']
    expect((await server.request('POST', '/api/lead-jobs', { token, body: { campaign_id: listId, kind: 'send-crm', scope: 'all' } })).body.errors).toEqual({ kind: ['Type is not valid'] })
    if (saved) processors['send-crm'] = saved
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(leadJobs)
    expect(after[0].n).toBe(before[0].n)
  })

  it('estimates the leads, the most it can cost and the balance before a bulk run', async () => {
    const { token, accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', names('A', 'B', 'C'))
    behaviour.cost = 2
    const all = await server.request('POST', '/api/lead-jobs/estimate', { token, body: { kind: 'ai-write', campaign_id: listId, scope: 'all' } })
    expect(all.body).toEqual({ leads: 3, max_credits: 6, balance: 100 })
    const some = await server.request('POST', '/api/lead-jobs/estimate', { token, body: { kind: 'ai-write', campaign_id: listId, scope: 'selection', ids: [ids[0]] } })
    expect(some.body).toEqual({ leads: 1, max_credits: 2, balance: 100 })
    behaviour.cost = 1
  })
})

describe('running a lead job', () => {
  it('counts every lead once and charges per result, never on a miss', async () => {
    const { token, accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', names('one', 'miss-1', 'two', 'broken-1', 'three'))
    const job = (await start(token, { campaign_id: listId, scope: 'all', params: { tag: 'hello' } })).body.job
    const done = await waitForEnd(job.id)
    expect(done).toMatchObject({ status: 'done', total: 5, processed: 5, succeeded: 3, skipped: 1, failed: 1, charged: 3, stopReason: null })
    const ledger = await jobLedger(server.db, job.id)
    expect(ledger.spent).toBe(3)
    expect(ledger.items.filter((i) => i.charged === 1).map((i) => i.resultId).sort()).toEqual([ids[0], ids[2], ids[4]].sort())
    expect(await creditBalance(server.db, accountId, new Date())).toBe(97)
    expect(await ledgerSum(server.db, accountId)).toBe(97)
    const rows = await server.db.select().from(leadResults).where(eq(leadResults.campaignId, listId)).orderBy(leadResults.id)
    expect(rows.map((r) => r.fields.processed ?? null)).toEqual(['hello', null, 'hello', null, 'hello'])
    const items = await itemsOf(job.id)
    expect(items.map((i) => [i.status, i.charged, i.error])).toEqual([
      ['done', 1, null], ['skipped', 0, 'Nothing found.'], ['done', 1, null], ['failed', 0, 'The CRM answered 400.'], ['done', 1, null],
    ])
    const fetched = await server.request('GET', `/api/lead-jobs/${job.id}`, { token })
    expect(fetched.body).toMatchObject({ id: job.id, status: 'done', processed: 5, succeeded: 3, skipped: 1, failed: 1, charged: 3 })
  })

  it('retries a retryable failure with backoff, then succeeds without charging twice', async () => {
    const { token, accountId, listId } = await account()
    const [flaky] = await seedResults(server, accountId, listId, 'industry', names('flaky-1'))
    behaviour.flakyFailures = 2
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    const done = await waitForEnd(job.id)
    expect(done).toMatchObject({ status: 'done', succeeded: 1, failed: 0, charged: 1 })
    const [item] = await itemsOf(job.id)
    expect(item).toMatchObject({ resultId: flaky, status: 'done', attempts: 3 })
    expect(seen.get(flaky)).toBe(3)
    behaviour.flakyFailures = 1
  })

  it('lists failures with the lead name and reason, and redelivers the chosen ones', async () => {
    const { token, accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', names('broken-a', 'fine', 'broken-b'))
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    await waitForEnd(job.id)
    const failures = await server.request('GET', `/api/lead-jobs/${job.id}/failures`, { token })
    expect(failures.body).toMatchObject({ total: 2, page: 1, limit: 50 })
    expect(failures.body.data.map((f: any) => [f.result_id, f.name, f.reason, f.attempts])).toEqual([
      [ids[0], 'broken-a', 'The CRM answered 400.', 1], [ids[2], 'broken-b', 'The CRM answered 400.', 1],
    ])
    expect((await server.request('GET', `/api/lead-jobs/${job.id}/failures?page=0`, { token })).status).toBe(422)
    // Ids that are not leads of the job are a 404 and change nothing.
    const [other] = await seedResults(server, accountId, listId, 'industry', names('later'))
    expect((await server.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token, body: { result_ids: [ids[0], other] } })).status).toBe(404)
    expect((await server.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token, body: { result_ids: [0] } })).body.errors).toEqual({ 'result_ids.0': ['Type is not valid'] })

    behaviour.brokenHeals = true
    const again = await server.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token, body: { result_ids: [ids[0]] } })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ message: '1 lead was queued again.', redelivered: 1, job: { status: 'queued', processed: 2, failed: 1 } })
    const done = await waitForEnd(job.id)
    expect(done).toMatchObject({ status: 'done', processed: 3, succeeded: 2, failed: 1, charged: 2 })
    const rest = await server.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token, body: {} })
    expect(rest.body.redelivered).toBe(1)
    expect(await waitForEnd(job.id)).toMatchObject({ status: 'done', processed: 3, succeeded: 3, failed: 0, charged: 3 })
    const none = await server.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token, body: {} })
    expect(none.body).toMatchObject({ message: 'Nothing to redeliver.', redelivered: 0, job: { status: 'done' } })
    behaviour.brokenHeals = false
    expect((await jobLedger(server.db, job.id)).spent).toBe(3)
  })

  it('stops when the credits run out, keeps what it did, and resumes on redelivery without charging twice', async () => {
    const { token, accountId, listId } = await account()
    await seedResults(server, accountId, listId, 'industry', names('a', 'b', 'c', 'd', 'e'))
    behaviour.cost = 40
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    const stopped = await waitForEnd(job.id)
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'credits', processed: 2, succeeded: 2, charged: 80 })
    expect((await itemsOf(job.id)).filter((i) => i.status === 'pending')).toHaveLength(3)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(20)

    await grantPurchased(server.db, { accountId, amount: 200, key: `test:jobs:buy:${accountId}`, now: new Date() })
    const resumed = await server.request('POST', `/api/lead-jobs/${job.id}/redeliver`, { token, body: {} })
    expect(resumed.body).toMatchObject({ redelivered: 0, job: { status: 'queued', stop_reason: null } })
    expect(await waitForEnd(job.id)).toMatchObject({ status: 'done', processed: 5, succeeded: 5, charged: 200 })
    // The first two were paid one by one when the group could not be (so the job stopped at the first unpaid lead).
    expect((await chargesOf(job.id)).map((c) => c.amount)).toEqual(expect.arrayContaining([-40, -40]))
    expect((await jobLedger(server.db, job.id)).spent).toBe(200)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(100)
    expect(await ledgerSum(server.db, accountId)).toBe(100)
    behaviour.cost = 1
  })

  it('fails the whole job with the processor\'s message when it cannot work at all', async () => {
    const { token, accountId, listId } = await account()
    await seedResults(server, accountId, listId, 'industry', names('a', 'fatal', 'b'))
    behaviour.prepareFails = true
    const first = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    expect(await waitForEnd(first.id)).toMatchObject({ status: 'failed', stopReason: 'error', error: "Selected list doesn't have webhook, please setup before continue.", processed: 0 })
    behaviour.prepareFails = false
    const second = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    expect(await waitForEnd(second.id)).toMatchObject({ status: 'failed', error: 'The CRM connection was revoked.', processed: 1, charged: 1 })
  })

  it('cancels a running job: nothing is recorded after the cancel, not even the lead at work; a second cancel is a 422', async () => {
    const { token, accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', names('gate', 'after-1', 'after-2'))
    let open!: () => void
    behaviour.gate = new Promise<void>((resolve) => (open = resolve))
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    const deadline = Date.now() + 10_000
    while ((await server.db.select().from(leadJobs).where(eq(leadJobs.id, job.id)))[0].status !== 'running' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    const cancelled = await server.request('POST', `/api/lead-jobs/${job.id}/cancel`, { token })
    expect(cancelled.body).toMatchObject({ message: 'The job was cancelled.', job: { status: 'cancelled', stop_reason: 'cancelled' } })
    open()
    behaviour.gate = null
    const again = await server.request('POST', `/api/lead-jobs/${job.id}/cancel`, { token })
    expect(again.status).toBe(422)
    expect(again.body.message).toBe('This job has already ended.')
    // Wait until the batch has finished with the gated lead: its outcome is not recorded, the others never start.
    const until = Date.now() + 10_000
    const batchDone = sql`select 1 from job_queue where kind = 'lead-batch' and subject = ${`lead-job:${job.id}`} and state = 'done'`
    while (!(await queryRows(server.db, batchDone)).length && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    expect(seen.get(ids[0])).toBe(1)
    expect((await itemsOf(job.id)).map((i) => i.status)).toEqual(['pending', 'pending', 'pending'])
    const [final] = await server.db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
    expect(final).toMatchObject({ status: 'cancelled', processed: 0, charged: 0 })
    expect(await chargesOf(job.id)).toHaveLength(0)
  })
})

describe('idempotent batches and restarts', () => {
  it('a duplicate or stale batch does nothing, and a re-run after a crash charges nothing twice', async () => {
    const { token, accountId, listId } = await account()
    await seedResults(server, accountId, listId, 'industry', names('a', 'b', 'c'))
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    const done = await waitForEnd(job.id)
    expect(done).toMatchObject({ status: 'done', processed: 3, charged: 3 })
    const options = { retryBaseMs: 0 }
    // A stale batch index, and the finished job's own batch delivered again: nothing moves.
    await runLeadBatch(server.deps, job.id, done.batch + 5, options)
    await runLeadBatch(server.deps, job.id, done.batch, options)
    // As if the process died after settling every lead but before ending the job: the resumed batch finds them settled.
    await server.db.update(leadJobs).set({ status: 'running', finishedAt: null }).where(eq(leadJobs.id, job.id))
    await runLeadBatch(server.deps, job.id, done.batch, options)
    const [after] = await server.db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
    expect(after).toMatchObject({ status: 'done', processed: 3, succeeded: 3, charged: 3 })
    expect((await jobLedger(server.db, job.id)).spent).toBe(3)
    expect(await ledgerSum(server.db, accountId)).toBe(97)
  })

  it('resumes a job whose heartbeat went stale where it left off', async () => {
    const { accountId, listId } = await account()
    const ids = await seedResults(server, accountId, listId, 'industry', names('a', 'b', 'c', 'd'))
    // A job that settled its first lead in a process that then died: no job is left for it in the queue.
    const [job] = await server.db
      .insert(leadJobs)
      .values({ accountId, campaignId: listId, kind: 'ai-write', scope: { scope: 'all' }, status: 'running', total: 4, processed: 1, succeeded: 1, charged: 1, batch: 2, heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .returning()
    await server.db.insert(leadJobItems).values(ids.map((resultId, i) => ({ jobId: job.id, resultId, status: i === 0 ? ('done' as const) : ('pending' as const), charged: i === 0 ? 1 : 0 })))
    await spend(server.db, { accountId, amount: 1, key: `leadjob:${job.id}:${ids[0]}`, reason: 'ai-write (industry): 1 lead' })
    expect(await recoverLeadJobs(server.deps, new Date(Date.now() - 60_000))).toBe(1)
    expect(await recoverLeadJobs(server.deps, new Date(Date.now() - 60_000))).toBe(0)
    expect(await waitForEnd(job.id)).toMatchObject({ status: 'done', processed: 4, succeeded: 4, charged: 4 })
    const ledger = await jobLedger(server.db, job.id)
    expect(ledger.spent).toBe(4)
    expect(ledger.items.filter((i) => i.charged === 1).map((i) => i.resultId).sort()).toEqual([...ids].sort())
  })
})

describe('following a job', () => {
  it('lists the active jobs of a list (what the progress bars load after a reload)', async () => {
    const { token, accountId, listId } = await account()
    await seedResults(server, accountId, listId, 'industry', names('gate', 'b'))
    let open!: () => void
    behaviour.gate = new Promise<void>((resolve) => (open = resolve))
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    const active = await server.request('GET', `/api/lead-jobs?campaign_id=${listId}&active=1`, { token })
    expect(active.body.data.map((j: any) => [j.id, j.status])).toEqual([[job.id, expect.stringMatching(/queued|running/)]])
    open()
    behaviour.gate = null
    await waitForEnd(job.id)
    expect((await server.request('GET', `/api/lead-jobs?campaign_id=${listId}&active=1`, { token })).body.data).toEqual([])
    const all = await server.request('GET', `/api/lead-jobs?campaign_id=${listId}`, { token })
    expect(all.body.data.map((j: any) => [j.id, j.status])).toEqual([[job.id, 'done']])
    expect((await server.request('GET', '/api/lead-jobs?campaign_id=x', { token })).body.errors).toEqual({ campaign_id: ['Field must be an integer'] })
  })

  it('streams progress as server-sent events and ends with the final state', async () => {
    const { token, accountId, listId } = await account()
    await seedResults(server, accountId, listId, 'industry', names('gate', 'b', 'c'))
    let open!: () => void
    behaviour.gate = new Promise<void>((resolve) => (open = resolve))
    const job = (await start(token, { campaign_id: listId, scope: 'all' })).body.job
    const events: { event: string; data: any }[] = []
    // The gate opens once the stream has sent its first snapshot, so the stream sees the job move.
    await followEvents<any>(server.url, `/api/lead-jobs/${job.id}/events`, token, (data, event) => {
      if (events.length === 0) {
        open()
        behaviour.gate = null
      }
      events.push({ event, data })
      return false
    })
    expect(events[0]).toMatchObject({ event: 'progress', data: { id: job.id, total: 3 } })
    expect(events.at(-1)).toMatchObject({ event: 'end', data: { status: 'done', processed: 3, succeeded: 3 } })
    const processed = events.map((e) => e.data.processed)
    expect(processed).toEqual([...processed].sort((a, b) => a - b))
  })
})

