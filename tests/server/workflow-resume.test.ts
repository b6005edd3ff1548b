import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq, inArray, like } from 'drizzle-orm'
import { creditLedger, workflowLeadRuns, workflowNodeRuns, workflowRuns } from '../../src/server/db/schema'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { runWorkflowBatch } from '../../src/server/modules/workflows/workflow-engine'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { fourNodeGraph, workflowFakes } from './workflow-fakes'

/**
 * The engine killed mid-run and resumed: the queue is stopped so the test drives the batches itself, and the fakes
 * abort the engine at a chosen call (the work of the call done, nothing committed: a process that died there).
 */
let server: TestServer
const fakes = workflowFakes()
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', config: { leadJobRetrySeconds: 0 } })
  server.deps.leadJobProcessors['find-emails'] = fakes.enrich
  server.deps.leadJobProcessors['send-webhook'] = fakes.send
  await server.deps.jobs.stop()
})
afterAll(() => server?.close())

it('resumes from the checkpoints: no double charge, no duplicate delivery, no lost lead', async () => {
  const { token, accountId } = await signedInAccount(server, 'wf-resume')
  const listId = await createList(server, token, 'industry')
  const ids = await seedResults(server, accountId, listId, 'industry', ['a', 'crash-enrich', 'b', 'crash-send', 'c'].map((name) => ({ name })))
  const created = await server.request('POST', '/api/workflows', { token, body: { name: 'Resume', campaign_id: listId } })
  const saved = await server.request('PUT', `/api/workflows/${created.body.data.id}`, { token, body: { draft: fourNodeGraph, draft_revision: 1 } })
  await server.request('POST', `/api/workflows/${created.body.data.id}/publish`, { token, body: { draft_revision: saved.body.data.draft_revision } })
  const started = await server.request('POST', `/api/workflows/${created.body.data.id}/runs`, { token, body: {} })
  const runId = started.body.data.id as number

  const deliveries: ('more' | 'ended')[] = []
  for (let i = 0; i < 6 && deliveries.at(-1) !== 'ended'; i++) {
    const controller = new AbortController()
    fakes.hooks.onCrash = () => controller.abort()
    deliveries.push(await runWorkflowBatch(server.deps, runId, { retryBaseMs: 0, signal: controller.signal }))
  }
  // Killed in the enrichment of one lead, then in the delivery of another, then to the end.
  expect(deliveries).toEqual(['more', 'more', 'more', 'ended'])
  const [run] = await server.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId))
  expect(run).toMatchObject({ status: 'done', credits: 5 })
  const leads = await server.db.select().from(workflowLeadRuns).where(eq(workflowLeadRuns.runId, runId)).orderBy(workflowLeadRuns.id)
  expect(leads.map((l) => [l.resultId, l.status])).toEqual(ids.map((id) => [id, 'done']))

  // A killed group is called again (at least once, keyed), never charged again: the enrichment group's debit has one
  // key, and the killed delivery went out again with the same message ids, so the receiver holds one message per lead.
  expect([...fakes.calls.enrich.values()].every((n) => n <= 2)).toBe(true)
  expect(fakes.calls.enrich.get(ids[1])).toBe(2)
  expect(fakes.calls.send.get(ids[3])).toBe(2)
  expect(fakes.received.size).toBe(5)
  expect([...fakes.received.keys()].every((id) => /^msg_\d+_\d+$/.test(id))).toBe(true)
  const charges = await server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, accountId), like(creditLedger.idempotencyKey, 'workflow:%')))
  expect(charges.map((s) => [s.kind, s.amount])).toEqual([['spend', -5]])
  expect(await creditBalance(server.db, accountId, new Date())).toBe(95)
})

it('a group debited, killed before its settlement and resumed in other groups: the old debit goes back once, the net charge is the recorded costs', async () => {
  const { token, accountId } = await signedInAccount(server, 'wf-regroup')
  const listId = await createList(server, token, 'industry')
  const ids = await seedResults(server, accountId, listId, 'industry', ['crash-enrich', 'a', 'b', 'c', 'd'].map((name) => ({ name })))
  const created = await server.request('POST', '/api/workflows', { token, body: { name: 'Regroup', campaign_id: listId } })
  const saved = await server.request('PUT', `/api/workflows/${created.body.data.id}`, { token, body: { draft: fourNodeGraph, draft_revision: 1 } })
  await server.request('POST', `/api/workflows/${created.body.data.id}/publish`, { token, body: { draft_revision: saved.body.data.draft_revision } })
  const started = await server.request('POST', `/api/workflows/${created.body.data.id}/runs`, { token, body: {} })
  const runId = started.body.data.id as number

  // The five leads' enrichment is debited as one group (5 credits), then the process dies in its first call.
  const killed = new AbortController()
  fakes.hooks.onCrash = () => killed.abort()
  expect(await runWorkflowBatch(server.deps, runId, { retryBaseMs: 0, signal: killed.signal, batchSize: 5 })).toBe('more')
  const stale = await server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, accountId), like(creditLedger.idempotencyKey, 'workflow:%')))
  expect(stale.map((s) => [s.kind, s.amount])).toEqual([['spend', -5]])
  const staleKey = stale[0].idempotencyKey

  // The resume takes two leads a batch: other groups, other keys; the first of them refunds the killed group's debit.
  fakes.hooks.onCrash = () => {}
  const deliveries: ('more' | 'ended')[] = []
  while (deliveries.at(-1) !== 'ended' && deliveries.length < 6) deliveries.push(await runWorkflowBatch(server.deps, runId, { retryBaseMs: 0, batchSize: 2 }))
  expect(deliveries).toEqual(['more', 'more', 'more', 'ended'])
  const leads = await server.db.select().from(workflowLeadRuns).where(eq(workflowLeadRuns.runId, runId)).orderBy(workflowLeadRuns.id)
  expect(leads.map((l) => [l.resultId, l.status])).toEqual(ids.map((id) => [id, 'done']))

  const [run] = await server.db.select().from(workflowRuns).where(eq(workflowRuns.id, runId))
  const recorded = (await server.db.select().from(workflowNodeRuns).where(inArray(workflowNodeRuns.leadRunId, leads.map((l) => l.id)))).reduce((sum, n) => sum + n.cost, 0)
  expect(recorded).toBe(5)
  expect(run).toMatchObject({ status: 'done', credits: recorded })
  const entries = await server.db.select().from(creditLedger).where(and(eq(creditLedger.accountId, accountId), like(creditLedger.idempotencyKey, 'workflow:%')))
  expect(-entries.reduce((sum, e) => sum + e.amount, 0)).toBe(recorded)
  // Met again by the second and third groups, the killed debit was refunded once (a keyed refund).
  expect(entries.filter((e) => e.kind === 'refund').map((e) => [e.idempotencyKey, e.amount])).toEqual([[`${staleKey}:refund`, 5]])
  expect(await creditBalance(server.db, accountId, new Date())).toBe(100 - recorded)
})
