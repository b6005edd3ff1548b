import { afterAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { campaigns, workflowLeadRuns, workflowNodeRuns, workflowRuns, workflowVersions, workflows } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { crashCount, crashWorld } from './crash-harness'
import { createWorkflow } from '../../src/server/modules/workflows/workflow-store'
import type { WorkflowGraph } from '../../src/shared/automation/workflow-nodes'
import { postJson } from './spawned-server'

const world = crashWorld('workflow-crash')
const USER = { email: 'workflow-crash@example.com', password: 'crash-pass', firstName: 'Work', lastName: 'Flow' }
/**
 * PostgreSQL restarts in a second or two: many leads, many kills. PGlite replays its log after each kill (tens of
 * seconds on a loaded machine): two kills into a run of 100 leads, the second into the run the first left, within
 * `npm test`'s budget. CRASH_KILLS and CRASH_LEADS (a multiple of ten) raise them.
 */
const LEADS = crashCount('CRASH_LEADS', { postgres: 1_000, pglite: 100 })
const KILLS = crashCount('CRASH_KILLS', { postgres: 10, pglite: 2 })
const CREDITS = 100_000

afterAll(() => world.dispose())

const pos = { x: 0, y: 0 }
/** trigger -> filter (has a website) -> find e-mails (the demo provider, paid) -> the list's webhook. */
const graph: WorkflowGraph = {
  nodes: [
    { id: 't', type: 'trigger', data: { event: 'manual' }, position: pos },
    { id: 'f', type: 'filters', data: { match: 'all', conditions: [{ field: 'website', operator: 'not empty', value: null }] }, position: pos },
    { id: 'e', type: 'enrichment', data: { kind: 'find-emails' }, position: pos },
    { id: 'w', type: 'connection', data: { target: 'webhook' }, position: pos },
  ],
  edges: [
    { id: 't-f', source: 't', target: 'f' },
    { id: 'f-e', source: 'f', target: 'e' },
    { id: 'e-w', source: 'e', target: 'w' },
  ],
}

const rowsOf = async <T,>(result: unknown) => (result as { rows: T[] }).rows

/** The run's status, or null when the server did not answer this time (it is busy; the caller asks again). */
async function runStatus(url: string, token: string, workflowId: number): Promise<string | null> {
  try {
    const res = await fetch(`${url}/api/workflows/${workflowId}/runs`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(20_000) })
    return ((await res.json()) as { data: { status: string }[] }).data[0]?.status ?? null
  } catch {
    return null
  }
}

describe('a workflow run through worker crashes', () => {
  it(`${LEADS} leads with the server killed (SIGKILL) ${KILLS} times at random points: no node run charged twice, one webhook message per lead, every lead finished`, { timeout: 900_000 }, async () => {
    const { hook, setup, accountId, startBalance } = await world.setUp(USER, CREDITS)
    const [list] = await setup.db.insert(campaigns).values({ accountId, name: 'Crash list', type: 'people', webhook: hook }).returning()
    // Every tenth lead has no website: the filter skips it, free.
    await setup.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state, fields)
      select ${accountId}, ${list.id}, 'people', g, 'crash-' || g, 'Person' || g || ' Example', case when g % 10 = 0 then null else 'https://company' || g || '.example' end,
        'DE', 'no_email_found', jsonb_build_object('position', 'Dentist', 'company', 'Practice ' || g)
      from generate_series(1, ${LEADS}) as g`)
    const workflow = await createWorkflow(setup.db, forAccount(setup.db, accountId), { name: 'Crash', description: '', campaignId: list.id, graph }, new Date())
    await setup.db.insert(workflowVersions).values({ workflowId: workflow.id, version: 1, published: true, graph, publishedAt: new Date() })
    await setup.db.update(workflows).set({ publishedVersion: 1 }).where(eq(workflows.id, workflow.id))
    await setup.close()

    const started = await world.boot(USER)
    const token = started.token
    expect((await postJson(started.url, `/api/workflows/${workflow.id}/runs`, {}, token)).status).toBe(201)
    const url = await world.killAtRandom(KILLS)
    let status: string | null = null
    await world.waitUntil(
      300_000,
      async () => {
        status = await runStatus(url, token, workflow.id)
        return status !== null && status !== 'queued' && status !== 'running'
      },
      () => `Run unfinished: ${status}`,
    )
    const { code, check } = await world.stopAndOpen()
    expect(code).toBe(0)
    try {
      const runs = await check.db.select().from(workflowRuns)
      expect(runs.map((r) => [r.status, r.error, r.total])).toEqual([['done', null, LEADS]])
      // No lost lead: each lead finished, passed through or filtered out, and no node of it is left pending.
      const leads = await check.db.select().from(workflowLeadRuns).where(eq(workflowLeadRuns.runId, runs[0].id))
      expect(leads).toHaveLength(LEADS)
      expect(leads.filter((l) => l.status === 'done')).toHaveLength(LEADS - LEADS / 10)
      expect(leads.filter((l) => l.status === 'skipped')).toHaveLength(LEADS / 10)
      const nodeRuns = await check.db.select().from(workflowNodeRuns)
      expect(nodeRuns).toHaveLength(LEADS * graph.nodes.length)
      expect(nodeRuns.filter((n) => n.status === 'pending')).toEqual([])

      // No node run charged twice: what the ledger kept under the workflow's keys (debits net of their refunds) is
      // exactly the costs the node runs recorded, and no key was used twice.
      const duplicatedKeys = await rowsOf(await check.db.execute(sql`select idempotency_key from credit_ledger group by idempotency_key having count(*) > 1`))
      expect(duplicatedKeys).toEqual([])
      const [{ net }] = await rowsOf<{ net: number | string }>(await check.db.execute(sql`select coalesce(sum(amount), 0) as net from credit_ledger where account_id = ${accountId} and idempotency_key like 'workflow:%'`))
      const recorded = nodeRuns.reduce((sum, n) => sum + n.cost, 0)
      expect(recorded).toBeGreaterThan(0)
      expect(-Number(net)).toBe(recorded)
      expect(runs[0].credits).toBe(recorded)
      const balance = await creditBalance(check.db, accountId, new Date())
      expect(balance).toBe(startBalance - recorded)
      expect(await ledgerSum(check.db, accountId)).toBe(balance)

      // Each lead that got through reached the webhook under one message id (a repeat after a kill carries the same id).
      const delivered = nodeRuns.filter((n) => n.nodeId === 'w' && n.status === 'done')
      const resultOf = new Map(leads.map((l) => [l.id, l.resultId]))
      expect(delivered).toHaveLength(LEADS - LEADS / 10)
      expect([...new Set(world.received)].sort()).toEqual(delivered.map((n) => `msg_${n.id}_${resultOf.get(n.leadRunId)}`).sort())
    } finally {
      await check.close()
    }
  })
})
