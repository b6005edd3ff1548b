import { and, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { leadResults } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { spend } from '../credits/credit-ledger'
import { retryDelayMs } from '../lead-jobs/lead-item-outcome'
import { LeadJobFatal, type AnyLeadJobProcessor, type LeadEffect, type LeadJobRow, type LeadOutcome, type LeadRow } from '../lead-jobs/processor'
import { filterConditions } from '../results/result-conditions'
import { processorCall } from './workflow-node-kinds'
import { nodeChargeKey, settleNodeRun, type NodeRunRow, type SettleContext, type Settled } from './workflow-settle'
import type { WorkflowNode } from '../../../shared/automation/workflow-nodes'
import { resultFilter } from '../../../shared/leads/filters'
import type { LeadType } from '../../../shared/leads/types'
import { leadJobMovement } from '../../../shared/wallet/ledger'
import { englishMessage } from '../../../shared/english-message'
import { validate } from '../../../shared/validate'
import { create } from 'superstruct'

/** Tries of a node for one lead: the first and two retries, for 429, 5xx and timeouts only. */
export const NODE_MAX_ATTEMPTS = 3

export type NodeContext = SettleContext & {
  campaignId: number
  retryBaseMs: number
  signal: AbortSignal
  /** What each processor node's `prepare` answered, once per batch. */
  prepared: Map<string, { value: unknown }>
}
/** A node's end for its lead; 'stopped': the process is going down mid-call, nothing was recorded. */
export type NodeEnd = Settled | 'stopped'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The lead job the processors are written against, standing for one node of the run (`id` keys their messages). */
export function jobFor(ctx: NodeContext, kind: string, params: Record<string, unknown>, id: number): LeadJobRow {
  const now = ctx.deps.now()
  return {
    id, accountId: ctx.accountId, campaignId: ctx.campaignId, kind, params, scope: { scope: 'workflow', run: ctx.runId }, provider: null,
    status: 'running', total: 1, processed: 0, succeeded: 0, skipped: 0, failed: 0, charged: 0, stopReason: null, error: null, batch: 0,
    createdAt: now, startedAt: now, finishedAt: null, heartbeatAt: now,
  }
}

/** Runs one node for one lead and records it; the node run is pending (a finished one is reused by the caller). */
export async function runNode(ctx: NodeContext, node: WorkflowNode, nodeRun: NodeRunRow, lead: LeadRow): Promise<NodeEnd> {
  const settle = (outcome: LeadOutcome) => settleNodeRun(ctx, nodeRun, lead.id, outcome, { debited: 0, attempts: nodeRun.attempts + 1 })
  switch (node.type) {
    case 'trigger':
      return settle({ status: 'done' })
    case 'filters':
      return settle(await filterOutcome(ctx, node, lead))
    case 'custom_labels':
      return settle({ status: 'done', effect: (tx) => labelLead(tx, ctx.accountId, lead.id, (node.data.label_ids as number[]) ?? []) })
    default:
      return runProcessorNode(ctx, node, nodeRun, lead)
  }
}

/** The list's filter operators, on this lead as it is now (after the nodes before this one). */
async function filterOutcome(ctx: NodeContext, node: WorkflowNode, lead: LeadRow): Promise<LeadOutcome> {
  const items = (node.data.conditions as unknown[]) ?? []
  try {
    const conditions = items.map((item) => filterConditions(ctx.listType as LeadType, create({ custom_search: [item] }, resultFilter)))
    const combined = node.data.match === 'any' ? or(...conditions) : and(...conditions)
    const [hit] = await ctx.deps.db.select({ id: leadResults.id }).from(leadResults).where(and(eq(leadResults.id, lead.id), combined))
    return hit ? { status: 'done' } : { status: 'skipped', reason: 'Filtered out.' }
  } catch (err) {
    if (err instanceof ApiError) return { status: 'failed', reason: err.body.message, retryable: false }
    throw err
  }
}

async function labelLead(tx: Database, accountId: number, resultId: number, labelIds: number[]) {
  if (!labelIds.length) return
  // Only the account's own labels: a label deleted since publishing is left out.
  await tx.execute(sql`insert into result_labels (result_id, label_id)
    select ${resultId}, l.id from custom_labels l where l.account_id = ${accountId} and l.id in (${sql.join(labelIds.map((id) => sql`${id}`), sql`, `)})
    on conflict do nothing`)
}

async function runProcessorNode(ctx: NodeContext, node: WorkflowNode, nodeRun: NodeRunRow, lead: LeadRow): Promise<NodeEnd> {
  const call = processorCall(node)
  const processor = call ? (ctx.deps.leadJobProcessors[call.kind] as AnyLeadJobProcessor | undefined) : undefined
  const refuse = (reason: string) => settleNodeRun(ctx, nodeRun, lead.id, { status: 'failed', reason, retryable: false }, { debited: 0, attempts: nodeRun.attempts + 1 })
  if (!call || !processor) return refuse('This step is not available on this server.')
  if (!processor.listTypes.includes(ctx.listType as LeadType)) return refuse(englishMessage({ code: 'lead_jobs.not_for_type', params: { kind: call.kind, list_type: ctx.listType } }))
  const checked = validate(processor.params, call.params)
  if (!checked.ok) return refuse('The step\'s settings are not valid.')
  const params = checked.value as Record<string, unknown>
  const base = jobFor(ctx, call.kind, params, ctx.runId)
  const runBase = { deps: ctx.deps, job: base, params, listType: ctx.listType as LeadType, now: ctx.deps.now, signal: ctx.signal }
  let prepared = ctx.prepared.get(node.id)
  if (!prepared) {
    prepared = { value: processor.prepare ? await processor.prepare(runBase) : undefined }
    ctx.prepared.set(node.id, prepared)
  }
  const debit = processor.maxCostPerLead(ctx.listType as LeadType, params)
  if (debit > 0) {
    const paid = await spend(ctx.deps.db, { accountId: ctx.accountId, amount: debit, key: nodeChargeKey(nodeRun.id), reason: `workflow ${call.kind} (${ctx.listType})`, source: { movement: leadJobMovement(call.kind) }, now: ctx.deps.now() })
    if (!paid.ok) return 'credits'
  }
  const job = jobFor(ctx, call.kind, params, nodeRun.id)
  const settleCall = (attempts: number) => ({ processor, job, debited: debit, attempts })
  let attempts = nodeRun.attempts
  let early: Settled | null = null
  const run = {
    ...runBase,
    job,
    chargeWith: async (cost: number, effect?: LeadEffect) => {
      early = await settleNodeRun(ctx, nodeRun, lead.id, { status: 'done', cost, effect }, settleCall(attempts))
      return early === 'credits' ? ('out-of-credits' as const) : ('ok' as const)
    },
  }
  for (;;) {
    attempts++
    let outcome: LeadOutcome
    try {
      if (processor.prepareLeads) await processor.prepareLeads(runBase, [lead], prepared.value)
      outcome = await processor.process(run, lead, prepared.value)
    } catch (err) {
      if (err instanceof LeadJobFatal) throw err
      if (ctx.signal.aborted) return 'stopped'
      console.error(`Workflow run ${ctx.runId}, node ${node.id}, result ${lead.id}:`, err)
      outcome = { status: 'failed', reason: 'An unexpected error occurred.', retryable: true }
    }
    // Going down mid-call: record nothing; the resume calls again (the charge's key makes it free the second time).
    if (ctx.signal.aborted) return 'stopped'
    if (early) return early
    if (outcome.status === 'failed' && outcome.retryable && attempts < NODE_MAX_ATTEMPTS) {
      await sleep(retryDelayMs(attempts, ctx.retryBaseMs))
      continue
    }
    return settleNodeRun(ctx, nodeRun, lead.id, outcome, settleCall(attempts))
  }
}
