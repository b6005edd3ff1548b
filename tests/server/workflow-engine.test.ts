import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, like } from 'drizzle-orm'
import { creditLedger, leadResults, mailOutbox, workflowLeadRuns, workflowRuns } from '../../src/server/db/schema'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance, ledgerSum, spend } from '../../src/server/modules/credits/credit-ledger'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { fourNodeGraph, workflowFakes } from './workflow-fakes'

let server: TestServer
const fakes = workflowFakes()
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', config: { leadJobRetrySeconds: 0 } })
  server.deps.leadJobProcessors['find-emails'] = fakes.enrich
  server.deps.leadJobProcessors['send-webhook'] = fakes.send
})
afterAll(() => server?.close())

async function publishedWorkflow(label: string, leadNames: string[]) {
  const user = await signedInAccount(server, label)
  const listId = await createList(server, user.token, 'industry')
  const ids = await seedResults(server, user.accountId, listId, 'industry', leadNames.map((name) => ({ name })))
  const created = await server.request('POST', '/api/workflows', { token: user.token, body: { name: 'Engine', campaign_id: listId } })
  const saved = await server.request('PUT', `/api/workflows/${created.body.data.id}`, { token: user.token, body: { draft: fourNodeGraph, draft_revision: 1 } })
  const published = await server.request('POST', `/api/workflows/${created.body.data.id}/publish`, { token: user.token, body: { draft_revision: saved.body.data.draft_revision } })
  expect(published.status).toBe(200)
  return { ...user, listId, ids, workflowId: created.body.data.id as number }
}

async function runToEnd(token: string, workflowId: number) {
  const started = await server.request('POST', `/api/workflows/${workflowId}/runs`, { token, body: {} })
  expect(started.status).toBe(201)
  return waitForRun(started.body.data.id as number)
}

async function waitForRun(runId: number) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const [run] = await server.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId))
    if (run.status !== 'queued' && run.status !== 'running') return run
    if (Date.now() > deadline) throw new Error(`Workflow run ${runId} still ${run.status}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
const chargesOf = (accountId: number) => server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, accountId), like(creditLedger.idempotencyKey, 'workflow:%')))
const leadStatuses = async (runId: number) => (await server.db.select().from(workflowLeadRuns).where(eq(workflowLeadRuns.runId, runId)).orderBy(workflowLeadRuns.id)).map((l) => l.status)

describe('the workflow engine', () => {
  it('runs each lead through the nodes: filtered leads skip free, a permanent failure fails that lead only', async () => {
    const { token, accountId, workflowId, ids } = await publishedWorkflow('wf-engine', ['one', 'skip-me', 'broken-1', 'miss-1', 'two'])
    const run = await runToEnd(token, workflowId)
    expect(run).toMatchObject({ status: 'done', total: 5, credits: 2 })
    expect(await leadStatuses(run.id)).toEqual(['done', 'skipped', 'failed', 'done', 'done'])
    // Filtered leads never reached the paid node; the miss and the failure were debited, then refunded.
    expect(fakes.calls.enrich.has(ids[1])).toBe(false)
    // The four leads that reached the paid node were debited as one group, then charged what they really cost.
    const charges = await chargesOf(accountId)
    expect(charges.map((c) => [c.kind, c.amount])).toEqual([['spend', -4], ['refund', 4], ['spend', -2]])
    expect(await creditBalance(server.db, accountId, new Date())).toBe(98)
    expect(await ledgerSum(server.db, accountId)).toBe(98)
    const [enriched] = await server.db.select().from(leadResults).where(eq(leadResults.id, ids[0]))
    expect(enriched.email).toBe(`${ids[0]}@example.com`)

    const runs = await server.request('GET', `/api/workflows/${workflowId}/runs`, { token })
    expect(runs.body.data[0]).toMatchObject({ id: run.id, version: 1, status: 'done', leads: { total: 5, done: 3, failed: 1, skipped: 1 }, credits: 2 })
    const log = await server.request('GET', `/api/workflows/${workflowId}/runs/${run.id}/log`, { token })
    expect(log.status).toBe(200)
    const of = (leadId: number) => log.body.data.filter((e: { lead_id: number }) => e.lead_id === leadId).map((e: { node_id: string; status: string }) => `${e.node_id}:${e.status}`)
    expect(of(ids[0])).toEqual(['t:done', 'f:done', 'e:done', 'w:done'])
    expect(of(ids[1])).toEqual(['t:done', 'f:skipped', 'e:skipped', 'w:skipped'])
    // A miss is free and the lead goes on: it is still delivered.
    expect(of(ids[3])).toEqual(['t:done', 'f:done', 'e:skipped', 'w:done'])
    expect(log.body.data.find((e: { lead_id: number; node_id: string }) => e.lead_id === ids[2] && e.node_id === 'e')).toMatchObject({ status: 'failed', message: 'The provider answered 400.', attempts: 1, cost: 0, lead_name: 'broken-1' })
    expect(log.body.data.find((e: { lead_id: number; node_id: string }) => e.lead_id === ids[1] && e.node_id === 'f').message).toBe('Filtered out.')
  })

  it('retries 429: 429, 429, 200 is three attempts and one debit', async () => {
    const { token, accountId, workflowId, ids } = await publishedWorkflow('wf-retry', ['rate-1'])
    const run = await runToEnd(token, workflowId)
    expect(run).toMatchObject({ status: 'done', credits: 1 })
    expect(fakes.calls.enrich.get(ids[0])).toBe(3)
    const log = await server.request('GET', `/api/workflows/${workflowId}/runs/${run.id}/log`, { token })
    expect(log.body.data.find((e: { node_id: string }) => e.node_id === 'e')).toMatchObject({ status: 'done', attempts: 3, cost: 1 })
    const charges = await chargesOf(accountId)
    expect(charges.map((c) => [c.kind, c.amount])).toEqual([['spend', -1]])
  })

  it('stops when the credits run out: 3 credits for 10 leads process 3, the rest wait', async () => {
    const { token, accountId, workflowId } = await publishedWorkflow('wf-credits', Array.from({ length: 10 }, (_, i) => `lead-${i}`))
    await spend(server.db, { accountId, amount: (await creditBalance(server.db, accountId, new Date())) - 3, key: `test:wf-credits:${accountId}`, reason: 'test' })
    const run = await runToEnd(token, workflowId)
    expect(run).toMatchObject({ status: 'stopped_credits', credits: 3 })
    const statuses = await leadStatuses(run.id)
    expect(statuses.filter((s) => s === 'done')).toHaveLength(3)
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(7)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(0)
    expect(await ledgerSum(server.db, accountId)).toBe(0)
  })

  it('tells the owner once when a run stops for credits, and resumes it without charging a node run twice', async () => {
    const { token, accountId, email, workflowId, ids } = await publishedWorkflow('wf-resume-credits', Array.from({ length: 10 }, (_, i) => `lead-${i}`))
    await spend(server.db, { accountId, amount: (await creditBalance(server.db, accountId, new Date())) - 4, key: `test:wf-resume-credits:${accountId}`, reason: 'test' })
    const stopped = await runToEnd(token, workflowId)
    expect(stopped).toMatchObject({ status: 'stopped_credits', credits: 4 })
    const notices = () => server.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Workflow %')))
    // The notice is sent just after the stop is recorded: wait for it rather than read it at the stop.
    await expect.poll(async () => (await notices()).map((m) => m.subject)).toEqual(['Workflow "Engine" stopped: out of credits'])
    const path = `/api/workflows/${workflowId}/runs/${stopped.id}/resume`

    // Resumed with no credits: it stops again at once, nothing charged, one more notice for the new stop.
    expect((await server.request('POST', path, { token })).status).toBe(200)
    expect(await waitForRun(stopped.id)).toMatchObject({ status: 'stopped_credits', credits: 4 })
    await expect.poll(async () => (await notices()).length).toBe(2)

    await grantPurchased(server.db, { accountId, amount: 100, key: `test:wf-resume-credits:grant:${accountId}`, now: new Date() })
    const resumed = await server.request('POST', path, { token })
    expect(resumed.status).toBe(200)
    expect(resumed.body.data).toMatchObject({ id: stopped.id, status: 'queued' })
    expect(await waitForRun(stopped.id)).toMatchObject({ status: 'done', credits: 10, finishedAt: expect.any(Date) })
    expect(await leadStatuses(stopped.id)).toEqual(Array(10).fill('done'))
    // Each lead's enrichment paid once: spends net of refunds come to one credit per lead.
    const charges = await chargesOf(accountId)
    expect(new Set(charges.map((c) => c.idempotencyKey)).size).toBe(charges.length)
    expect(-charges.reduce((sum, c) => sum + c.amount, 0)).toBe(10)
    expect(await creditBalance(server.db, accountId, new Date())).toBe(94)
    expect(await ledgerSum(server.db, accountId)).toBe(94)
    // One enrichment call per lead: the four done before the stop were not called again.
    expect(ids.map((id) => fakes.calls.enrich.get(id))).toEqual(Array(10).fill(1))

    // Only a run stopped for credits resumes; another account's run is not found.
    const again = await server.request('POST', path, { token })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('automation.workflow_run_not_resumable')
    const stranger = await signedInAccount(server, 'wf-resume-stranger')
    expect((await server.request('POST', path, { token: stranger.token })).status).toBe(404)
  })
})
