import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { campaigns, leadResults, workflowLeadRuns, workflowNodeRuns, workflowRuns, workflowVersions } from '../../db/schema'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { LeadJobFatal, type LeadRow } from '../lead-jobs/processor'
import { topologicalOrder, validateNodeSettings, type WorkflowNode } from '../../../shared/automation/workflow-nodes'
import { runNode, type NodeContext, type NodeEnd } from './workflow-node-exec'
import type { NodeRunRow } from './workflow-settle'
import { inTransaction } from '../../db/transaction'

export type EngineOptions = {
  /** The first retry of a node waits this long, each further one twice as long. */
  retryBaseMs: number
  /** Aborted when the process is going down: the lead at work is left pending, nothing half-recorded. */
  signal?: AbortSignal
  /** Leads per batch (one job of the queue). */
  batchSize?: number
}

const DEFAULT_BATCH_SIZE = 100
const active = ['queued', 'running'] as const
/** PGlite answers in-process: without a pause now and then a long batch starves the HTTP requests (lead-batch.ts). */
const YIELD_AFTER_MS = 10
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

type RunEnd = { status: 'done' | 'stopped_credits' | 'failed'; error?: string }

async function finishRun(deps: LeadJobDeps, runId: number, end: RunEnd) {
  await deps.db
    .update(workflowRuns)
    .set({ status: end.status, error: end.error ?? null, finishedAt: deps.now() })
    .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, active)))
}

/**
 * One batch of a run: its next pending leads, each through the pinned version's nodes in topological order. Every
 * (lead, node) has its node run, the checkpoint: a finished one is reused, so a resume after a crash repeats only the
 * node that was at work (its charge keyed to the node run, its delivery keyed to it too). A filtered lead skips the
 * rest for free, a failed one fails alone; a charge the balance cannot cover stops the run with the lead pending.
 * Answers 'more' when pending leads remain (the caller queues the next batch).
 */
export async function runWorkflowBatch(deps: LeadJobDeps, runId: number, options: EngineOptions): Promise<'more' | 'ended'> {
  const { db } = deps
  const now = deps.now()
  const [run] = await db
    .update(workflowRuns)
    .set({ status: 'running', startedAt: sql`coalesce(${workflowRuns.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, active)))
    .returning()
  if (!run) return 'ended'
  const [version] = await db.select({ graph: workflowVersions.graph }).from(workflowVersions).where(eq(workflowVersions.id, run.versionId))
  const [list] = await db.select({ type: campaigns.type }).from(campaigns).where(eq(campaigns.id, run.campaignId))
  const order = version ? topologicalOrder(version.graph) : null
  if (!version || !list || !order) {
    await finishRun(deps, runId, { status: 'failed', error: 'The workflow version cannot run.' })
    return 'ended'
  }
  // Settings with their defaults, as the publish check accepted them.
  const nodes: WorkflowNode[] = order.map((id) => {
    const node = version.graph.nodes.find((n) => n.id === id)!
    const checked = validateNodeSettings(node.type, node.data)
    return { ...node, data: checked.ok ? checked.value : node.data }
  })
  const leadRuns = await db
    .select()
    .from(workflowLeadRuns)
    .where(and(eq(workflowLeadRuns.runId, runId), eq(workflowLeadRuns.status, 'pending')))
    .orderBy(asc(workflowLeadRuns.id))
    .limit(options.batchSize ?? DEFAULT_BATCH_SIZE)
  if (!leadRuns.length) {
    await finishRun(deps, runId, { status: 'done' })
    return 'ended'
  }
  const leads = await leadsOf(deps, run, leadRuns.map((l) => l.resultId))
  const checkpoints = await checkpointsOf(deps, leadRuns.map((l) => l.id), nodes)
  const ctx: NodeContext = {
    deps, runId, accountId: run.accountId, campaignId: run.campaignId, listType: list.type, retryBaseMs: options.retryBaseMs,
    signal: options.signal ?? new AbortController().signal, prepared: new Map(),
  }
  let lastYield = Date.now()
  for (const leadRun of leadRuns) {
    if (ctx.signal.aborted) return 'more'
    const lead = leads.get(leadRun.resultId)
    let end: NodeEnd | 'deleted'
    try {
      end = lead ? await runLead(ctx, nodes, leadRun.id, lead, checkpoints) : 'deleted'
    } catch (err) {
      if (!(err instanceof LeadJobFatal)) throw err
      await finishRun(deps, runId, { status: 'failed', error: err.message })
      return 'ended'
    }
    if (end === 'stopped') return 'more'
    if (end === 'credits') {
      await finishRun(deps, runId, { status: 'stopped_credits' })
      return 'ended'
    }
    const status = end === 'done' ? 'done' : end === 'failed' ? 'failed' : 'skipped'
    await inTransaction(db, async (t) => {
      await t.update(workflowLeadRuns).set({ status, updatedAt: deps.now() }).where(and(eq(workflowLeadRuns.id, leadRun.id), eq(workflowLeadRuns.status, 'pending')))
      // The nodes after the one that stopped the lead never run: the log says so.
      if (status !== 'done') await t.update(workflowNodeRuns).set({ status: 'skipped' }).where(and(eq(workflowNodeRuns.leadRunId, leadRun.id), eq(workflowNodeRuns.status, 'pending')))
    })
    if (Date.now() - lastYield > YIELD_AFTER_MS) {
      await yieldToEventLoop()
      lastYield = Date.now()
    }
  }
  return 'more'
}

/** A lead through the nodes: 'done' when every node finished, else the node run's end that stopped it. */
async function runLead(ctx: NodeContext, nodes: WorkflowNode[], leadRunId: number, lead: LeadRow, checkpoints: Map<string, NodeRunRow>): Promise<NodeEnd> {
  for (const node of nodes) {
    const nodeRun = checkpoints.get(`${leadRunId}:${node.id}`)
    if (!nodeRun) throw new Error(`Node run ${leadRunId}:${node.id} is missing.`)
    const end = nodeRun.status === 'pending' ? await runNode(ctx, node, nodeRun, lead) : nodeRun.status
    if (end !== 'done') return end
  }
  return 'done'
}

async function leadsOf(deps: LeadJobDeps, run: { accountId: number; campaignId: number }, ids: number[]): Promise<Map<number, LeadRow>> {
  const rows = await deps.db
    .select()
    .from(leadResults)
    .where(and(sql`${leadResults.id} = any(${`{${ids.join(',')}}`}::int[])`, eq(leadResults.accountId, run.accountId), eq(leadResults.campaignId, run.campaignId)))
  return new Map(rows.map((r) => [r.id, r]))
}

/** Every (lead, node) of the batch gets its node run in one statement; existing ones (a resume) are kept as they are. */
async function checkpointsOf(deps: LeadJobDeps, leadRunIds: number[], nodes: WorkflowNode[]): Promise<Map<string, NodeRunRow>> {
  const pairs = JSON.stringify(leadRunIds.flatMap((id) => nodes.map((n) => ({ l: id, n: n.id }))))
  await deps.db.execute(sql`insert into workflow_node_runs (lead_run_id, node_id)
    select v.l, v.n from jsonb_to_recordset(${pairs}::jsonb) as v(l int, n text)
    on conflict (lead_run_id, node_id) do nothing`)
  const rows = await deps.db.select().from(workflowNodeRuns).where(sql`${workflowNodeRuns.leadRunId} = any(${`{${leadRunIds.join(',')}}`}::int[])`)
  return new Map(rows.map((r) => [`${r.leadRunId}:${r.nodeId}`, r]))
}
