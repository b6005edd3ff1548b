import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { spend } from '../../modules/credits/credit-ledger'
import { leadChargeKey, NoLongerCurrent, OutOfCredits, retryDelayMs, settleItem, type ItemContext, type PendingItem } from './lead-item-outcome'
import { applyLeadPatches } from './lead-patches'
import type { LeadOutcome } from './processor'

export type SettleEntry = { item: PendingItem; outcome: LeadOutcome }
export type SettleResult = 'ok' | 'out-of-credits' | 'stopped'

const idArray = (ids: number[]) => sql`(select unnest(${`{${ids.join(',')}}`}::int[]))`
const values = (rows: SQL[]) => sql.join(rows, sql`, `)

/**
 * Settles the outcomes of several leads in ONE transaction (the batch runner flushes every 250 leads or every second):
 * one conditional UPDATE moves the pending items to their final status (a second delivery of the batch finds them
 * settled and changes nothing), the effects run, and the credits of the leads that returned data are spent as ONE
 * ledger entry under the key of the first charged lead (`leadjob:<jobId>:<resultId>`: that lead is done for good,
 * so no other settlement can ever produce the key, and a rolled-back one leaves it free). Each item keeps its own
 * `charged`. Retryable failures are scheduled in the same transaction. Cancelled or superseded meanwhile: nothing is
 * recorded ('stopped'). When the balance cannot cover the sum, nothing is recorded ('out-of-credits'): the caller
 * then settles lead by lead, so the job stops exactly at the first lead it cannot pay.
 */
export async function settleOutcomes(ctx: ItemContext, entries: SettleEntry[], retryBaseMs: number): Promise<SettleResult> {
  const { deps, job, processor } = ctx
  const now = deps.now()
  const maxAttempts = processor.maxAttempts ?? 3
  const retries = entries.filter((e) => e.outcome.status === 'failed' && e.outcome.retryable && e.item.attempts + 1 < maxAttempts)
  const finals = entries.filter((e) => !retries.includes(e))
  try {
    return await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Database
      if (retries.length) {
        const rows = retries.map(({ item, outcome }) => {
          const at = new Date(now.getTime() + retryDelayMs(item.attempts + 1, retryBaseMs)).toISOString()
          return sql`(${item.resultId}::int, ${(outcome as { reason: string }).reason}::text, ${at}::timestamptz)`
        })
        await t.execute(sql`update lead_job_items i set attempts = i.attempts + 1, error = v.error, retry_at = v.retry_at, updated_at = ${now.toISOString()}::timestamptz
          from (values ${values(rows)}) as v(result_id, error, retry_at)
          where i.job_id = ${job.id} and i.result_id = v.result_id and i.status = 'pending'`)
      }
      const counts = { done: 0, skipped: 0, failed: 0 }
      let total = 0
      const charged: { resultId: number; cost: number }[] = []
      const failed: number[] = []
      if (finals.length) {
        const rows = finals.map(({ item, outcome }) => sql`(${item.resultId}::int, ${outcome.status}::text, ${outcome.status === 'done' ? null : outcome.reason}::text)`)
        const settled = (await t.execute(sql`update lead_job_items i set status = v.status, attempts = i.attempts + 1, error = v.error, retry_at = null, updated_at = ${now.toISOString()}::timestamptz
          from (values ${values(rows)}) as v(result_id, status, error)
          where i.job_id = ${job.id} and i.result_id = v.result_id and i.status = 'pending'
          returning i.result_id`)) as unknown as { rows: { result_id: number }[] }
        const mine = new Set(settled.rows.map((r) => Number(r.result_id)))
        const patches = finals.flatMap(({ item, outcome }) => (mine.has(item.resultId) && outcome.status !== 'failed' && outcome.patch ? [{ resultId: item.resultId, patch: outcome.patch }] : []))
        await applyLeadPatches(t, job.accountId, patches)
        for (const { item, outcome } of finals) {
          if (!mine.has(item.resultId)) continue
          const reported = outcome.effect ? await outcome.effect(t) : undefined
          const cost = outcome.status === 'done' ? (reported?.cost ?? outcome.cost ?? 0) : 0
          if (!Number.isInteger(cost) || cost < 0) throw new Error(`A ${job.kind} lead cost must be a whole number of credits, got ${cost}.`)
          counts[outcome.status]++
          if (outcome.status === 'failed') failed.push(item.resultId)
          if (cost > 0) {
            charged.push({ resultId: item.resultId, cost })
            total += cost
          }
        }
      }
      if (total > 0) {
        const paid = await spend(t, { accountId: job.accountId, amount: total, key: leadChargeKey(job.id, charged[0].resultId), reason: `${job.kind} (${ctx.listType}): ${charged.length} ${charged.length === 1 ? 'lead' : 'leads'}`, now })
        if (!paid.ok) throw new OutOfCredits()
        if (paid.duplicate) throw new Error(`Lead job ${job.id}: charge key of result ${charged[0].resultId} already used; nothing was recorded.`)
        await t.execute(sql`update lead_job_items i set charged = v.cost from (values ${values(charged.map((c) => sql`(${c.resultId}::int, ${c.cost}::int)`))}) as v(result_id, cost)
          where i.job_id = ${job.id} and i.result_id = v.result_id`)
      }
      if (failed.length && processor.onReleased) await processor.onReleased(t, job, idArray(failed))
      const processed = counts.done + counts.skipped + counts.failed
      const current = (await t.execute(sql`update lead_jobs set processed = processed + ${processed}, succeeded = succeeded + ${counts.done}, skipped = skipped + ${counts.skipped},
          failed = failed + ${counts.failed}, charged = charged + ${total}, heartbeat_at = ${now.toISOString()}::timestamptz
        where id = ${job.id} and status = 'running' and batch = ${ctx.batch} returning id`)) as unknown as { rows: unknown[] }
      if (!current.rows.length) throw new NoLongerCurrent()
      return 'ok' as const
    })
  } catch (err) {
    if (err instanceof OutOfCredits) return 'out-of-credits'
    if (err instanceof NoLongerCurrent) return 'stopped'
    throw err
  }
}

/** Outcomes are settled together once this many are waiting, or this long after the last settlement. */
const FLUSH_SIZE = 250
const FLUSH_MS = 1_000

/**
 * Collects a batch's outcomes and settles them in groups (settleOutcomes): few transactions for a fast provider, and
 * progress at least every second for a slow one. When a group cannot be paid as a whole, its leads are settled one
 * by one (settleItem, each under its own key) so the job stops exactly at the first lead it cannot pay.
 */
export function outcomeBuffer(ctx: ItemContext, retryBaseMs: number) {
  let waiting: SettleEntry[] = []
  let since = performance.now()
  async function flush(): Promise<SettleResult> {
    const group = waiting
    waiting = []
    since = performance.now()
    if (!group.length) return 'ok'
    const result = await settleOutcomes(ctx, group, retryBaseMs)
    if (result !== 'out-of-credits') return result
    for (const entry of group) {
      const one = await settleItem(ctx, entry.item, entry.outcome, retryBaseMs)
      if (one === 'out-of-credits' || one === 'stopped') return one
    }
    return 'ok'
  }
  return {
    flush,
    /** Adds an outcome; settles the group when it is due, and answers how that went (null: still waiting). */
    async add(entry: SettleEntry): Promise<SettleResult | null> {
      waiting.push(entry)
      return waiting.length >= FLUSH_SIZE || performance.now() - since >= FLUSH_MS ? flush() : null
    },
  }
}
