import { debitNodeRuns } from './workflow-debit'
import { retryDelayMs } from '../lead-jobs/lead-item-outcome'
import { LeadJobFatal, type AnyLeadJobProcessor, type LeadEffect, type LeadJobRow, type LeadOutcome, type LeadRow } from '../lead-jobs/processor'
import { processorCall } from './workflow-node-kinds'
import { nodeChargeKey, settleNodeRun, type NodeRunRow, type SettleContext, type Settled } from './workflow-settle'
import type { WorkflowNode } from '../../../shared/automation/workflow-nodes'
import type { LeadType } from '../../../shared/leads/types'
import { leadJobMovement } from '../../../shared/wallet/ledger'
import { englishMessage } from '../../../shared/english-message'
import { validate } from '../../../shared/validate'

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

/**
 * One paid node for one lead, debited on its own under `workflow:<node run id>` before the call: the group's fallback
 * when the balance cannot cover the group, so a run stops exactly at the first lead it cannot pay.
 */
export async function runProcessorNode(ctx: NodeContext, node: WorkflowNode, nodeRun: NodeRunRow, lead: LeadRow): Promise<NodeEnd> {
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
    const paid = await debitNodeRuns(ctx.deps.db, [nodeRun.id], { accountId: ctx.accountId, amount: debit, key: nodeChargeKey(nodeRun.id), reason: `workflow ${call.kind} (${ctx.listType})`, source: { movement: leadJobMovement(call.kind) }, now: ctx.deps.now() })
    if (!paid) return 'credits'
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
