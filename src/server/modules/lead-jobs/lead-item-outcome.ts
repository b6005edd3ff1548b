import { and, eq, sql } from 'drizzle-orm'
import type { LeadJobDeps } from './lead-job-deps'
import { leadJobItems, leadJobs } from '../../db/schema'
import { spend } from '../credits/credit-ledger'
import type { LedgerSource } from '../credits/ledger-lock'
import { leadJobMovement } from '../../../shared/wallet/ledger'
import { applyLeadPatches } from './lead-patches'
import type { AnyLeadJobProcessor, ChargeResult, LeadJobRow, LeadOutcome } from './processor'
import { inTransaction } from '../../db/transaction'

/** The idempotency key of a lead's charge: one per job and lead, however often its batch is delivered. */
export const leadChargeKey = (jobId: number, resultId: number) => `leadjob:${jobId}:${resultId}`

/** A charge's line in the wallet's history: enrichment, AI writing or delivery, linked to the job. */
export const leadJobSource = (job: { id: number; kind: string }): LedgerSource => ({ movement: leadJobMovement(job.kind), type: 'lead_job', id: job.id })

/** Attempt n (1-based) of a retryable failure waits base x 2^(n-1) before the next one. */
export const retryDelayMs = (attempt: number, baseMs: number) => baseMs * 2 ** Math.max(0, attempt - 1)

export class OutOfCredits extends Error {}
export class NoLongerCurrent extends Error {}

export type ItemContext = { deps: LeadJobDeps; job: LeadJobRow; processor: AnyLeadJobProcessor; listType: string; batch: number }
export type PendingItem = { resultId: number; attempts: number }

/** A lead's own subquery, for onReleased. */
const oneResult = (resultId: number) => sql`(select ${resultId}::int)`

/**
 * Settles one item (chargeWith, and the leads of a group the balance could not cover as a whole). A final outcome
 * (done, skipped, failed for good) is recorded in ONE transaction with the lead's patch, record, effect, its charge
 * and the job's counters, and only if the item is still pending (a conditional UPDATE):
 * a second delivery of the same batch finds it settled and changes nothing ('duplicate'). A charge the balance
 * cannot cover rolls everything back and answers 'out-of-credits'; the lead stays pending. So does a lead whose job
 * was cancelled, or redelivered to a newer batch, while it was at work ('stopped'): nothing is recorded after a cancel.
 */
export async function settleItem(ctx: ItemContext, item: PendingItem, outcome: LeadOutcome, retryBaseMs: number): Promise<ChargeResult> {
  const { deps, job, processor } = ctx
  const now = deps.now()
  const maxAttempts = processor.maxAttempts ?? 3
  if (outcome.status === 'failed' && outcome.retryable && item.attempts + 1 < maxAttempts) {
    const retryAt = new Date(now.getTime() + retryDelayMs(item.attempts + 1, retryBaseMs))
    await deps.db
      .update(leadJobItems)
      .set({ attempts: sql`${leadJobItems.attempts} + 1`, error: outcome.reason, retryAt, updatedAt: now })
      .where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.resultId, item.resultId), eq(leadJobItems.status, 'pending')))
    return 'ok'
  }
  const reason = outcome.status === 'done' ? null : outcome.reason
  try {
    return await inTransaction(deps.db, async (t) => {
      const [settled] = await t
        .update(leadJobItems)
        .set({ status: outcome.status, attempts: sql`${leadJobItems.attempts} + 1`, error: reason, retryAt: null, updatedAt: now })
        .where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.resultId, item.resultId), eq(leadJobItems.status, 'pending')))
        .returning({ resultId: leadJobItems.resultId })
      if (!settled) return 'duplicate' as const
      if (outcome.status !== 'failed' && outcome.patch) await applyLeadPatches(t, job.accountId, [{ resultId: item.resultId, patch: outcome.patch }])
      if (outcome.status !== 'failed' && outcome.record !== undefined) {
        if (!processor.recordAll) throw new Error(`The ${job.kind} processor returned a record but has no recordAll.`)
        await processor.recordAll(t, job, [{ resultId: item.resultId, record: outcome.record }])
      }
      const reported = outcome.effect ? await outcome.effect(t) : undefined
      let cost = outcome.status === 'done' ? (reported?.cost ?? outcome.cost ?? 0) : 0
      if (!Number.isInteger(cost) || cost < 0) throw new Error(`A ${job.kind} lead cost must be a whole number of credits, got ${cost}.`)
      if (cost > 0) {
        const paid = await spend(t, { accountId: job.accountId, amount: cost, key: leadChargeKey(job.id, item.resultId), reason: `${job.kind} (${ctx.listType})`, source: leadJobSource(job), now })
        if (!paid.ok) throw new OutOfCredits()
        if (paid.duplicate) cost = 0
        else await t.update(leadJobItems).set({ charged: cost }).where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.resultId, item.resultId)))
      }
      if (outcome.status === 'failed' && processor.onReleased) await processor.onReleased(t, job, oneResult(item.resultId))
      const counter = { done: leadJobs.succeeded, skipped: leadJobs.skipped, failed: leadJobs.failed }[outcome.status]
      const key = { done: 'succeeded', skipped: 'skipped', failed: 'failed' }[outcome.status]
      const [current] = await t
        .update(leadJobs)
        .set({ processed: sql`${leadJobs.processed} + 1`, [key]: sql`${counter} + 1`, charged: sql`${leadJobs.charged} + ${cost}`, heartbeatAt: now })
        .where(and(eq(leadJobs.id, job.id), eq(leadJobs.status, 'running'), eq(leadJobs.batch, ctx.batch)))
        .returning({ id: leadJobs.id })
      if (!current) throw new NoLongerCurrent()
      return 'ok' as const
    })
  } catch (err) {
    if (err instanceof OutOfCredits) return 'out-of-credits'
    if (err instanceof NoLongerCurrent) return 'stopped'
    throw err
  }
}
