import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { campaigns, leadResults, workflowLeadRuns, workflowNodeRuns, workflowRuns, workflowVersions } from '../../db/schema'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { LeadJobFatal, type LeadRow } from '../lead-jobs/processor'
import { topologicalOrder, validateNodeSettings, type WorkflowNode } from '../../../shared/automation/workflow-nodes'
import { jobFor, type NodeContext } from './workflow-node-exec'
import { processorCall } from './workflow-node-kinds'
import { validate } from '../../../shared/validate'
import type { LeadType } from '../../../shared/leads/types'
import { runNodeGroup, type GroupLead } from './workflow-group'
import type { NodeRunRow } from './workflow-settle'
import { inTransaction } from '../../db/transaction'
import { stopRunForCredits } from './workflow-credits'

export type EngineOptions = {
  /** The first retry of a node waits this long, each further one twice as long. */
  retryBaseMs: number
  /** Aborted when the process is going down: the lead at work is left pending, nothing half-recorded. */
  signal?: AbortSignal
  /** Leads per batch (one job of the queue). */
  batchSize?: number
}

/** Leads per batch at most; the graph's slowest step takes fewer (a model writes ten, a CRM takes 25), as its lead job would. */
const MAX_BATCH_SIZE = 250
const active = ['queued', 'running'] as const
/** PGlite answers in-process: without a pause now and then a long batch starves the HTTP requests (lead-batch.ts). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

type RunEnd = { status: 'done' | 'failed'; error?: string }

export async function finishRun(deps: Pick<LeadJobDeps, 'db' | 'now'>, runId: number, end: RunEnd) {
  await deps.db
    .update(workflowRuns)
    .set({ status: end.status, error: end.error ?? null, finishedAt: deps.now() })
    .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, active)))
}

/**
 * One batch of a run: its next pending leads, each through the pinned version's nodes in topological order, run node
 * by node over the batch (runNodeGroup settles each node's group in one transaction). Every (lead, node) has its node
 * run, the checkpoint: a finished one is reused, so a resume after a crash repeats only the group that was at work (its
 * debit keyed, its deliveries keyed by node run). A filtered lead skips the rest for free, a failed one fails alone; a
 * charge the balance cannot cover stops the run with the unpaid leads pending. Answers 'more' when pending leads may
 * remain (the caller queues the next batch).
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
  const ctx: NodeContext = {
    deps, runId, accountId: run.accountId, campaignId: run.campaignId, listType: list.type, retryBaseMs: options.retryBaseMs,
    signal: options.signal ?? new AbortController().signal, prepared: new Map(),
  }
  let size: number
  try {
    size = options.batchSize ?? (await batchSizeFor(ctx, nodes))
  } catch (err) {
    if (!(err instanceof LeadJobFatal)) throw err
    await finishRun(deps, runId, { status: 'failed', error: err.message })
    return 'ended'
  }
  const leadRuns = await db
    .select()
    .from(workflowLeadRuns)
    .where(and(eq(workflowLeadRuns.runId, runId), eq(workflowLeadRuns.status, 'pending')))
    .orderBy(asc(workflowLeadRuns.id))
    .limit(size)
  if (!leadRuns.length) {
    await finishRun(deps, runId, { status: 'done' })
    return 'ended'
  }
  const leads = await leadsOf(deps, run, leadRuns.map((l) => l.resultId))
  const checkpoints = await checkpointsOf(deps, leadRuns.map((l) => l.id), nodes)
  // Node by node over the batch's leads (each lead still in order through the graph): a group per node.
  const going = new Map(leadRuns.map((l) => [l.id, l]))
  const ended = new Map<number, 'done' | 'skipped' | 'failed'>()
  let outOfCredits = false
  for (const l of leadRuns) if (!leads.has(l.resultId)) (going.delete(l.id), ended.set(l.id, 'skipped'))
  try {
    for (const node of nodes) {
      if (!going.size) break
      const fresh = node.type === 'trigger' || node.type === 'filters' || node.type === 'custom_labels' ? leads : await leadsOf(deps, run, [...going.values()].map((l) => l.resultId))
      const group: GroupLead[] = []
      for (const leadRun of going.values()) {
        const nodeRun = checkpoints.get(`${leadRun.id}:${node.id}`)!
        const lead = fresh.get(leadRun.resultId)
        if (!lead) (going.delete(leadRun.id), ended.set(leadRun.id, 'skipped'))
        else if (nodeRun.status === 'pending') group.push({ leadRunId: leadRun.id, nodeRun, lead })
        else follow(node, leadRun.id, nodeRun.status, going, ended)
      }
      if (!group.length) continue
      const ends = await runNodeGroup(ctx, node, group)
      if (ends === 'stopped') return 'more'
      for (const [leadRunId, end] of ends) {
        if (end === 'credits') outOfCredits = true
        if (end === 'credits' || end === 'stopped') going.delete(leadRunId)
        else follow(node, leadRunId, end, going, ended)
      }
      await yieldToEventLoop()
    }
  } catch (err) {
    if (!(err instanceof LeadJobFatal)) throw err
    await finishRun(deps, runId, { status: 'failed', error: err.message })
    return 'ended'
  }
  for (const leadRunId of going.keys()) ended.set(leadRunId, 'done')
  await recordLeadEnds(deps, ended)
  if (outOfCredits) {
    await stopRunForCredits(deps, runId)
    return 'ended'
  }
  return 'more'
}

/** The batch size the graph's processors allow (their lead jobs' batch sizes), each prepared once for the batch. */
async function batchSizeFor(ctx: NodeContext, nodes: WorkflowNode[]): Promise<number> {
  let size = MAX_BATCH_SIZE
  for (const node of nodes) {
    const call = processorCall(node)
    const processor = call ? ctx.deps.leadJobProcessors[call.kind] : undefined
    if (!call || !processor || !processor.batchSize) continue
    const checked = validate(processor.params, call.params)
    if (!checked.ok || !processor.listTypes.includes(ctx.listType as LeadType)) continue
    const job = jobFor(ctx, call.kind, checked.value as Record<string, unknown>, ctx.runId)
    let prepared: unknown
    if (typeof processor.batchSize === 'function') {
      prepared = processor.prepare ? await processor.prepare({ deps: ctx.deps, job, params: checked.value, listType: ctx.listType as LeadType, now: ctx.deps.now, signal: ctx.signal }) : undefined
      ctx.prepared.set(node.id, { value: prepared })
    }
    size = Math.min(size, typeof processor.batchSize === 'function' ? processor.batchSize(ctx.deps, job, prepared) : processor.batchSize)
  }
  return Math.max(1, size)
}

/**
 * What a node's end means for its lead: a miss of a lookup step (no e-mail found, a text already written) is free and
 * the lead goes on; a filter's skip and a failure end it.
 */
function follow(node: WorkflowNode, leadRunId: number, end: 'done' | 'skipped' | 'failed', going: Map<number, unknown>, ended: Map<number, 'done' | 'skipped' | 'failed'>) {
  if (end === 'done' || (end === 'skipped' && node.type !== 'filters')) return
  going.delete(leadRunId)
  ended.set(leadRunId, end)
}

/** The batch's finished leads in one transaction; the nodes after the one that stopped a lead are logged skipped. */
async function recordLeadEnds(deps: LeadJobDeps, ended: Map<number, 'done' | 'skipped' | 'failed'>) {
  if (!ended.size) return
  const rows = JSON.stringify([...ended].map(([id, s]) => ({ id, s })))
  await inTransaction(deps.db, async (t) => {
    await t.execute(sql`update workflow_lead_runs l set status = v.s, updated_at = now() from jsonb_to_recordset(${rows}::jsonb) as v(id int, s text) where l.id = v.id and l.status = 'pending'`)
    await t.execute(sql`update workflow_node_runs n set status = 'skipped' from jsonb_to_recordset(${rows}::jsonb) as v(id int, s text)
      where n.lead_run_id = v.id and v.s <> 'done' and n.status = 'pending'`)
  })
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
  const triggers = `{${nodes.filter((n) => n.type === 'trigger').map((n) => JSON.stringify(n.id)).join(',')}}`
  // The trigger has nothing to do for a lead: its node run is born done (one statement for the batch, no transaction each).
  await deps.db.execute(sql`insert into workflow_node_runs (lead_run_id, node_id, status, attempts, finished_at)
    select v.l, v.n, case when t then 'done' else 'pending' end, case when t then 1 else 0 end, case when t then now() end
    from jsonb_to_recordset(${pairs}::jsonb) as v(l int, n text), lateral (select v.n = any(${triggers}::text[]) as t) as kind
    on conflict (lead_run_id, node_id) do nothing`)
  const rows = await deps.db.select().from(workflowNodeRuns).where(sql`${workflowNodeRuns.leadRunId} = any(${`{${leadRunIds.join(',')}}`}::int[])`)
  return new Map(rows.map((r) => [`${r.leadRunId}:${r.nodeId}`, r]))
}
