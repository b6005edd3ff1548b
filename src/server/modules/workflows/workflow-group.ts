import { and, inArray, or, sql } from 'drizzle-orm'
import { leadResults } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { refund } from '../credits/credit-ledger'
import { debitNodeRuns, debitRefundKey } from './workflow-debit'
import { retryDelayMs } from '../lead-jobs/lead-item-outcome'
import { LeadJobFatal, type AnyLeadJobProcessor, type LeadOutcome, type LeadRow } from '../lead-jobs/processor'
import { filterConditions } from '../results/result-conditions'
import { processorCall } from './workflow-node-kinds'
import { jobFor, NODE_MAX_ATTEMPTS, runProcessorNode, type NodeContext, type NodeEnd } from './workflow-node-exec'
import { settleNodeGroup, type GroupItem, type NodeRunRow } from './workflow-settle'
import type { WorkflowNode } from '../../../shared/automation/workflow-nodes'
import { resultFilter } from '../../../shared/leads/filters'
import type { LeadType } from '../../../shared/leads/types'
import { leadJobMovement } from '../../../shared/wallet/ledger'
import { englishMessage } from '../../../shared/english-message'
import { validate } from '../../../shared/validate'
import { create } from 'superstruct'

/** A lead of the batch at one node: its node run is pending. */
export type GroupLead = { leadRunId: number; nodeRun: NodeRunRow; lead: LeadRow }
/** Each lead's end at this node, or 'stopped' (going down mid-call: nothing of the group was recorded). */
export type GroupEnd = Map<number, NodeEnd> | 'stopped'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One node for the batch's leads that reached it, settled as a group in one transaction (the lead jobs' grouping):
 * a filter is one query for the group, labels one insert, a processor node one debit, its calls, one settlement.
 * The checkpoints stay per lead and node; a crash before the settlement repeats the group's calls (at least once,
 * keyed), never its charge. A group the balance cannot cover as a whole runs lead by lead (each debited on its own),
 * so the run stops exactly at the first lead it cannot pay.
 */
export async function runNodeGroup(ctx: NodeContext, node: WorkflowNode, group: GroupLead[]): Promise<GroupEnd> {
  if (node.type === 'filters') return settleAll(ctx, group, await filterOutcomes(ctx, node, group), { debited: 0 })
  if (node.type === 'custom_labels') {
    const ids = (node.data.label_ids as number[]) ?? []
    const effect = (resultId: number) => async (tx: Parameters<NonNullable<Extract<LeadOutcome, { status: 'done' }>['effect']>>[0]) => {
      if (ids.length) await tx.execute(sql`insert into result_labels (result_id, label_id) select ${resultId}, l.id from custom_labels l where l.account_id = ${ctx.accountId} and l.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) on conflict do nothing`)
    }
    return settleAll(ctx, group, new Map(group.map((g) => [g.nodeRun.id, { status: 'done', effect: effect(g.lead.id) } as LeadOutcome])), { debited: 0 })
  }
  if (node.type === 'trigger') return settleAll(ctx, group, new Map(group.map((g) => [g.nodeRun.id, { status: 'done' } as LeadOutcome])), { debited: 0 })
  return processorGroup(ctx, node, group)
}

async function settleAll(ctx: NodeContext, group: GroupLead[], outcomes: Map<number, LeadOutcome>, call: { debited: number; key?: string; processor?: AnyLeadJobProcessor; attempts?: Map<number, number> }, job?: ReturnType<typeof jobFor>): Promise<GroupEnd> {
  const items: GroupItem[] = group.map((g) => ({ nodeRun: g.nodeRun, resultId: g.lead.id, outcome: outcomes.get(g.nodeRun.id)!, attempts: call.attempts?.get(g.nodeRun.id) ?? g.nodeRun.attempts + 1 }))
  const settled = await settleNodeGroup(ctx, items, { processor: call.processor, job, debited: call.debited, key: call.key ?? '' })
  if (settled === 'credits') return new Map(group.map((g) => [g.leadRunId, 'credits' as const]))
  // A node run another delivery settled meanwhile: its lead is picked up again by the next batch.
  return new Map(group.map((g) => [g.leadRunId, settled.get(g.nodeRun.id) ?? ('stopped' as const)]))
}

/** The list's filter operators on the group's leads as they are now, in one query. */
async function filterOutcomes(ctx: NodeContext, node: WorkflowNode, group: GroupLead[]): Promise<Map<number, LeadOutcome>> {
  try {
    const conditions = ((node.data.conditions as unknown[]) ?? []).map((item) => filterConditions(ctx.listType as LeadType, create({ custom_search: [item] }, resultFilter)))
    const combined = node.data.match === 'any' ? or(...conditions) : and(...conditions)
    const hits = await ctx.deps.db.select({ id: leadResults.id }).from(leadResults).where(and(inArray(leadResults.id, group.map((g) => g.lead.id)), combined))
    const passed = new Set(hits.map((h) => h.id))
    return new Map(group.map((g) => [g.nodeRun.id, passed.has(g.lead.id) ? { status: 'done' } : { status: 'skipped', reason: 'Filtered out.' }]))
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    return new Map(group.map((g) => [g.nodeRun.id, { status: 'failed', reason: err.body.message, retryable: false }]))
  }
}

async function processorGroup(ctx: NodeContext, node: WorkflowNode, group: GroupLead[]): Promise<GroupEnd> {
  const call = processorCall(node)
  const processor = call ? (ctx.deps.leadJobProcessors[call.kind] as AnyLeadJobProcessor | undefined) : undefined
  const refuse = (reason: string) => settleAll(ctx, group, new Map(group.map((g) => [g.nodeRun.id, { status: 'failed', reason, retryable: false } as LeadOutcome])), { debited: 0 })
  if (!call || !processor) return refuse('This step is not available on this server.')
  if (!processor.listTypes.includes(ctx.listType as LeadType)) return refuse(englishMessage({ code: 'lead_jobs.not_for_type', params: { kind: call.kind, list_type: ctx.listType } }))
  const checked = validate(processor.params, call.params)
  if (!checked.ok) return refuse('The step\'s settings are not valid.')
  const params = checked.value as Record<string, unknown>
  const job = jobFor(ctx, call.kind, params, ctx.runId)
  const runBase = { deps: ctx.deps, job, params, listType: ctx.listType as LeadType, now: ctx.deps.now, signal: ctx.signal }
  // Prepared before the debit: a step that cannot start (no webhook on the list) fails the run without spending.
  let prepared = ctx.prepared.get(node.id)
  if (!prepared) {
    prepared = { value: processor.prepare ? await processor.prepare(runBase) : undefined }
    ctx.prepared.set(node.id, prepared)
  }
  const leads = group.map((g) => g.lead)
  if (processor.prepareLeads) await processor.prepareLeads(runBase, leads, prepared.value)
  const debit = processor.maxCostPerLead(ctx.listType as LeadType, params) * group.length
  const key = `workflow:${group[0].nodeRun.id}:x${group.length}`
  if (debit > 0) {
    const paid = await debitNodeRuns(ctx.deps.db, group.map((g) => g.nodeRun.id), { accountId: ctx.accountId, amount: debit, key, reason: `workflow ${call.kind} (${ctx.listType})`, source: { movement: leadJobMovement(call.kind) }, now: ctx.deps.now() })
    if (!paid) return oneByOne(ctx, node, group)
  }
  const outcomes = new Map<number, LeadOutcome>()
  const attempts = new Map<number, number>()
  const work = async (g: GroupLead) => {
    const run = { ...runBase, job: jobFor(ctx, call.kind, params, g.nodeRun.id), chargeWith: async () => 'stopped' as const }
    for (let attempt = g.nodeRun.attempts + 1; ; attempt++) {
      let outcome: LeadOutcome
      try {
        outcome = await processor.process(run, g.lead, prepared!.value)
      } catch (err) {
        if (err instanceof LeadJobFatal || ctx.signal.aborted) throw err
        console.error(`Workflow run ${ctx.runId}, node ${node.id}, result ${g.lead.id}:`, err)
        outcome = { status: 'failed', reason: 'An unexpected error occurred.', retryable: true }
      }
      if (ctx.signal.aborted) return
      attempts.set(g.nodeRun.id, attempt)
      if (outcome.status === 'failed' && outcome.retryable && attempt < NODE_MAX_ATTEMPTS) {
        await sleep(retryDelayMs(attempt, ctx.retryBaseMs))
        continue
      }
      outcomes.set(g.nodeRun.id, outcome)
      return
    }
  }
  const width = Math.max(1, processor.concurrency ?? 1)
  let next = 0
  await Promise.all(Array.from({ length: Math.min(width, group.length) }, async () => {
    while (next < group.length && !ctx.signal.aborted) await work(group[next++])
  })).catch(async (err) => {
    if (ctx.signal.aborted) return
    // A fatal error ends the run: the group's debit goes back, nothing of it was settled.
    if (debit > 0) await refund(ctx.deps.db, { accountId: ctx.accountId, spendKey: key, key: debitRefundKey(key), reason: 'Workflow step: the run failed', now: ctx.deps.now() })
    throw err
  })
  if (ctx.signal.aborted) return 'stopped'
  return settleAll(ctx, group, outcomes, { debited: debit, key, processor, attempts }, job)
}

/** The group lead by lead, each node run debited on its own: the balance runs out exactly at one lead. */
async function oneByOne(ctx: NodeContext, node: WorkflowNode, group: GroupLead[]): Promise<GroupEnd> {
  const ends = new Map<number, NodeEnd>()
  for (const g of group) {
    const end = await runProcessorNode(ctx, node, g.nodeRun, g.lead)
    if (end === 'stopped') return 'stopped'
    ends.set(g.leadRunId, end)
    if (end === 'credits') {
      for (const rest of group) if (!ends.has(rest.leadRunId)) ends.set(rest.leadRunId, 'credits')
      break
    }
  }
  return ends
}
