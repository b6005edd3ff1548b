import { and, eq, sql } from 'drizzle-orm'
import { workflowNodeRuns, workflowRuns } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { refund, spend } from '../credits/credit-ledger'
import { applyLeadPatches } from '../lead-jobs/lead-patches'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import type { AnyLeadJobProcessor, LeadJobRow, LeadOutcome } from '../lead-jobs/processor'
import { leadJobMovement } from '../../../shared/wallet/ledger'
import { queryRows } from '../credits/credit-rows'
import { debitRefundKey, refundStaleDebits } from './workflow-debit'

export type NodeRunRow = typeof workflowNodeRuns.$inferSelect
/** What a settled node means for its lead: go on, stop free (filtered, a miss), stop failed; or the run must stop. */
export type Settled = 'done' | 'skipped' | 'failed' | 'credits'

/** The charge of a node run: debited before the provider call under this key, so a resume never pays twice. */
export const nodeChargeKey = (nodeRunId: number) => `workflow:${nodeRunId}`

class OutOfCredits extends Error {}

export type SettleContext = { deps: LeadJobDeps; runId: number; accountId: number; listType: string }
export type SettleCall = { processor?: AnyLeadJobProcessor; job?: LeadJobRow; debited: number; attempts: number }

/**
 * Records a node run's outcome once, in ONE transaction with the lead's patch, record and effect and the charge:
 * only if the node run is still pending (a second delivery finds it settled and changes nothing). The charge was
 * debited before the call (`debited`); a miss or a failure refunds it, a done whose real cost differs (fewer
 * employees found) is refunded and charged its real cost under a key of its own.
 */
export async function settleNodeRun(ctx: SettleContext, nodeRun: NodeRunRow, resultId: number, outcome: LeadOutcome, call: SettleCall): Promise<Settled> {
  const { deps } = ctx
  const now = deps.now()
  const reason = outcome.status === 'done' ? null : outcome.reason
  try {
    return await inTransaction(deps.db, async (t) => {
      const [row] = await t
        .update(workflowNodeRuns)
        .set({ status: outcome.status, attempts: call.attempts, message: reason, finishedAt: now })
        .where(and(eq(workflowNodeRuns.id, nodeRun.id), eq(workflowNodeRuns.status, 'pending')))
        .returning({ id: workflowNodeRuns.id, debitKey: workflowNodeRuns.debitKey })
      if (!row) {
        const [prior] = await t.select({ status: workflowNodeRuns.status }).from(workflowNodeRuns).where(eq(workflowNodeRuns.id, nodeRun.id))
        return (prior?.status === 'pending' ? 'failed' : prior?.status ?? 'failed') as Settled
      }
      if (outcome.status !== 'failed' && outcome.patch) await applyLeadPatches(t, ctx.accountId, [{ resultId, patch: outcome.patch }])
      if (outcome.status !== 'failed' && outcome.record !== undefined && call.processor?.recordAll && call.job) {
        await call.processor.recordAll(t, call.job, [{ resultId, record: outcome.record }])
      }
      const reported = outcome.effect ? await outcome.effect(t) : undefined
      const cost = outcome.status === 'done' ? (reported?.cost ?? outcome.cost ?? 0) : 0
      if (!Number.isInteger(cost) || cost < 0) throw new Error(`A node cost must be a whole number of credits, got ${cost}.`)
      const key = nodeChargeKey(nodeRun.id)
      // An older debit the node run still carries (its group crashed before settling) goes back in any case.
      await refundStaleDebits(t, ctx.accountId, [row.debitKey], call.debited > 0 ? key : null, now)
      const keepsDebit = call.debited > 0 && row.debitKey === key
      if (cost !== call.debited || !keepsDebit) {
        if (call.debited > 0) await refund(t, { accountId: ctx.accountId, spendKey: key, key: debitRefundKey(key), reason: outcome.status === 'done' ? 'Workflow step: real cost' : 'Workflow step: nothing returned', now })
        if (cost > 0) {
          const kind = call.job?.kind ?? 'workflow'
          const paid = await spend(t, { accountId: ctx.accountId, amount: cost, key: `${key}:final`, reason: `workflow ${kind} (${ctx.listType})`, source: { movement: leadJobMovement(kind) }, now })
          if (!paid.ok) throw new OutOfCredits()
        }
      }
      if (cost > 0) {
        await t.update(workflowNodeRuns).set({ cost }).where(eq(workflowNodeRuns.id, nodeRun.id))
        await t.update(workflowRuns).set({ credits: sql`${workflowRuns.credits} + ${cost}` }).where(eq(workflowRuns.id, ctx.runId))
      }
      return outcome.status
    })
  } catch (err) {
    if (err instanceof OutOfCredits) return 'credits'
    throw err
  }
}

export type GroupItem = { nodeRun: NodeRunRow; resultId: number; outcome: LeadOutcome; attempts: number }

/**
 * Records the outcomes of one node for a group of leads in ONE transaction, as settleNodeRun does for one: only the
 * node runs still pending are claimed (one statement), then their patches (one statement), records, effects and the
 * charge. The group was debited `debited` credits under `key` before the calls; when the real total differs (misses,
 * failures), or the debit no longer covers exactly this group (a regrouped resume re-keyed some node runs), the debit
 * is refunded and the total charged under `<key>:final`. Older debits the claimed node runs still carry are refunded
 * (keyed, so once). Answers each claimed node run's end.
 */
export async function settleNodeGroup(ctx: SettleContext, items: GroupItem[], call: { processor?: AnyLeadJobProcessor; job?: LeadJobRow; debited: number; key: string }): Promise<Map<number, Settled> | 'credits'> {
  const { deps } = ctx
  const now = deps.now()
  if (!items.length) return new Map()
  try {
    return await inTransaction(deps.db, async (t) => {
      const rows = JSON.stringify(items.map((i) => ({ id: i.nodeRun.id, s: i.outcome.status, a: i.attempts, m: i.outcome.status === 'done' ? null : i.outcome.reason })))
      const claimed = await queryRows<{ id: number; debit_key: string | null }>(t, sql`update workflow_node_runs n set status = v.s, attempts = v.a, message = v.m, finished_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${rows}::jsonb) as v(id int, s text, a int, m text)
        where n.id = v.id and n.status = 'pending' returning n.id, n.debit_key`)
      const mine = new Set(claimed.map((r) => Number(r.id)))
      const settled = items.filter((i) => mine.has(i.nodeRun.id))
      const kept = settled.filter((i) => i.outcome.status !== 'failed')
      await applyLeadPatches(t, ctx.accountId, kept.flatMap((i) => (i.outcome.status !== 'failed' && i.outcome.patch ? [{ resultId: i.resultId, patch: i.outcome.patch }] : [])))
      const records = kept.flatMap((i) => (i.outcome.status !== 'failed' && i.outcome.record !== undefined ? [{ resultId: i.resultId, record: i.outcome.record }] : []))
      if (records.length && call.processor?.recordAll && call.job) await call.processor.recordAll(t, call.job, records)
      let total = 0
      const costs: { id: number; c: number }[] = []
      for (const item of settled) {
        const reported = item.outcome.effect ? await item.outcome.effect(t) : undefined
        const cost = item.outcome.status === 'done' ? (reported?.cost ?? item.outcome.cost ?? 0) : 0
        if (!Number.isInteger(cost) || cost < 0) throw new Error(`A node cost must be a whole number of credits, got ${cost}.`)
        if (cost > 0) costs.push({ id: item.nodeRun.id, c: cost })
        total += cost
      }
      // The group's costs in one statement, not one round trip per lead.
      if (costs.length) {
        await t.execute(sql`update workflow_node_runs n set cost = v.c from jsonb_to_recordset(${JSON.stringify(costs)}::jsonb) as v(id int, c int) where n.id = v.id`)
      }
      // The debit is kept only when it still covers exactly this group: every node run claimed here and still
      // carrying its key (a regrouped resume re-keys them and refunds it), and the real total is what it took.
      const ownKey = call.debited > 0 ? call.key : null
      await refundStaleDebits(t, ctx.accountId, claimed.map((r) => r.debit_key), ownKey, now)
      const keepsDebit = ownKey !== null && settled.length === items.length && claimed.every((r) => r.debit_key === ownKey)
      if (total !== call.debited || !keepsDebit) {
        if (call.debited > 0) await refund(t, { accountId: ctx.accountId, spendKey: call.key, key: debitRefundKey(call.key), reason: 'Workflow step: real cost', now })
        if (total > 0) {
          const kind = call.job?.kind ?? 'workflow'
          const paid = await spend(t, { accountId: ctx.accountId, amount: total, key: `${call.key}:final`, reason: `workflow ${kind} (${ctx.listType})`, source: { movement: leadJobMovement(kind) }, now })
          if (!paid.ok) throw new OutOfCredits()
        }
      }
      if (total > 0) await t.update(workflowRuns).set({ credits: sql`${workflowRuns.credits} + ${total}` }).where(eq(workflowRuns.id, ctx.runId))
      return new Map(settled.map((i) => [i.nodeRun.id, i.outcome.status as Settled]))
    })
  } catch (err) {
    if (err instanceof OutOfCredits) return 'credits'
    throw err
  }
}
