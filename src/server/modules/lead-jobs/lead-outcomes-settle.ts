import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { spend } from '../credits/credit-ledger'
import { leadChargeKey, leadJobSource, NoLongerCurrent, OutOfCredits, retryDelayMs, settleItem, type ItemContext, type PendingItem } from './lead-item-outcome'
import { applyLeadPatches } from './lead-patches'
import type { LeadOutcome, LeadRecord } from './processor'
import { inTransaction } from '../../db/transaction'

export type SettleEntry = { item: PendingItem; outcome: LeadOutcome }
export type SettleResult = 'ok' | 'out-of-credits' | 'stopped'

const idArray = (ids: number[]) => sql`(select unnest(${`{${ids.join(',')}}`}::int[]))`
/** Rows as ONE jsonb parameter, read back with jsonb_to_recordset: a group of 1,000 leads is a handful of parameters. */
const jsonRows = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`

const declaredCost = (outcome: LeadOutcome) => (outcome.status === 'done' ? (outcome.cost ?? 0) : 0)
function checkedCost(kind: string, cost: number) {
  if (!Number.isInteger(cost) || cost < 0) throw new Error(`A ${kind} lead cost must be a whole number of credits, got ${cost}.`)
  return cost
}

/**
 * Settles the outcomes of several leads in ONE transaction (the batch runner flushes every 1,000 leads or every
 * second), with a fixed number of set-based statements whatever the group's size: one conditional UPDATE moves the
 * pending items to their final status with their charge (a second delivery of the batch finds them settled and
 * changes nothing), one UPDATE applies the leads' patches, one call of the processor's `recordAll` writes their
 * records; only `effect` closures cost a statement per lead. The credits of the leads that returned data are spent
 * as ONE ledger entry under the key of the first charged lead (`leadjob:<jobId>:<resultId>`: that lead is done for
 * good, so no other settlement can ever produce the key, and a rolled-back one leaves it free). Retryable failures
 * are scheduled in the same transaction. Cancelled or superseded meanwhile: nothing is recorded ('stopped'). When
 * the balance cannot cover the sum, nothing is recorded ('out-of-credits'): the caller then settles lead by lead, so
 * the job stops exactly at the first lead it cannot pay.
 */
export async function settleOutcomes(ctx: ItemContext, entries: SettleEntry[], retryBaseMs: number): Promise<SettleResult> {
  const { deps, job, processor } = ctx
  const now = deps.now()
  const at = now.toISOString()
  const maxAttempts = processor.maxAttempts ?? 3
  const retries = entries.filter((e) => e.outcome.status === 'failed' && e.outcome.retryable && e.item.attempts + 1 < maxAttempts)
  const finals = entries.filter((e) => !retries.includes(e))
  try {
    return await inTransaction(deps.db, async (t) => {
      if (retries.length) {
        const rows = retries.map(({ item, outcome }) => ({
          result_id: item.resultId,
          error: (outcome as { reason: string }).reason,
          retry_at: new Date(now.getTime() + retryDelayMs(item.attempts + 1, retryBaseMs)).toISOString(),
        }))
        await t.execute(sql`update lead_job_items i set attempts = i.attempts + 1, error = v.error, retry_at = v.retry_at, updated_at = ${at}::timestamptz
          from jsonb_to_recordset(${jsonRows(rows)}) as v(result_id int, error text, retry_at timestamptz)
          where i.job_id = ${job.id} and i.result_id = v.result_id and i.status = 'pending'`)
      }
      const counts = { done: 0, skipped: 0, failed: 0 }
      let total = 0
      let chargedLeads = 0
      let firstCharged: number | null = null
      if (finals.length) {
        // The declared cost is recorded with the status; an effect that reports another one corrects it below.
        const rows = finals.map(({ item, outcome }) => ({
          result_id: item.resultId,
          status: outcome.status,
          error: outcome.status === 'done' ? null : outcome.reason,
          charged: checkedCost(job.kind, declaredCost(outcome)),
        }))
        const settled = (await t.execute(sql`update lead_job_items i set status = v.status, attempts = i.attempts + 1, error = v.error, charged = v.charged,
            retry_at = null, updated_at = ${at}::timestamptz
          from jsonb_to_recordset(${jsonRows(rows)}) as v(result_id int, status text, error text, charged int)
          where i.job_id = ${job.id} and i.result_id = v.result_id and i.status = 'pending'
          returning i.result_id`)) as unknown as { rows: { result_id: number }[] }
        const mine = new Set(settled.rows.map((r) => Number(r.result_id)))
        const settledHere = finals.filter(({ item }) => mine.has(item.resultId))
        const patches = settledHere.flatMap(({ item, outcome }) => (outcome.status !== 'failed' && outcome.patch ? [{ resultId: item.resultId, patch: outcome.patch }] : []))
        await applyLeadPatches(t, job.accountId, patches)
        const records = settledHere.flatMap(({ item, outcome }) => (outcome.status !== 'failed' && outcome.record !== undefined ? [{ resultId: item.resultId, record: outcome.record }] : []))
        if (records.length) await recordAllOf(ctx)(t, job, records)
        const corrected: { result_id: number; charged: number }[] = []
        const failed: number[] = []
        for (const { item, outcome } of settledHere) {
          const reported = outcome.effect ? await outcome.effect(t) : undefined
          let cost = declaredCost(outcome)
          if (outcome.status === 'done' && reported?.cost !== undefined && reported.cost !== cost) {
            cost = checkedCost(job.kind, reported.cost)
            corrected.push({ result_id: item.resultId, charged: cost })
          }
          counts[outcome.status]++
          if (outcome.status === 'failed') failed.push(item.resultId)
          if (cost > 0) {
            firstCharged ??= item.resultId
            chargedLeads++
            total += cost
          }
        }
        if (corrected.length) {
          await t.execute(sql`update lead_job_items i set charged = v.charged from jsonb_to_recordset(${jsonRows(corrected)}) as v(result_id int, charged int)
            where i.job_id = ${job.id} and i.result_id = v.result_id`)
        }
        if (failed.length && processor.onReleased) await processor.onReleased(t, job, idArray(failed))
      }
      if (total > 0) {
        const n = chargedLeads
        const paid = await spend(t, { accountId: job.accountId, amount: total, key: leadChargeKey(job.id, firstCharged!), reason: `${job.kind} (${ctx.listType}): ${n} ${n === 1 ? 'lead' : 'leads'}`, source: leadJobSource(job), now })
        if (!paid.ok) throw new OutOfCredits()
        if (paid.duplicate) throw new Error(`Lead job ${job.id}: charge key of result ${firstCharged} already used; nothing was recorded.`)
      }
      const processed = counts.done + counts.skipped + counts.failed
      const current = (await t.execute(sql`update lead_jobs set processed = processed + ${processed}, succeeded = succeeded + ${counts.done}, skipped = skipped + ${counts.skipped},
          failed = failed + ${counts.failed}, charged = charged + ${total}, heartbeat_at = ${at}::timestamptz
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

/** The processor's writer of records; a record without one is a mistake in the processor. */
export function recordAllOf(ctx: ItemContext): (tx: Database, job: ItemContext['job'], records: LeadRecord<unknown>[]) => Promise<void> {
  const { processor, job } = ctx
  if (!processor.recordAll) throw new Error(`The ${job.kind} processor returned a record but has no recordAll.`)
  return processor.recordAll
}

/** Outcomes are settled together once this many are waiting, or this long after the last settlement. */
const FLUSH_SIZE = 1000
const FLUSH_MS = 1_000

/**
 * Collects a batch's outcomes and settles them in groups (settleOutcomes): few transactions for a fast provider, and
 * progress at least every second for a slow one. A due group is settled in the background while the batch goes on
 * working (on PostgreSQL the database writes one group while the next is being worked on); settlements run one after
 * the other in the order of their leads, and at most one more group waits behind the one at work. When a group
 * cannot be paid as a whole, its leads are settled one by one (settleItem, each under its own key) so the job stops
 * exactly at the first lead it cannot pay; the groups after it are then not settled at all.
 */
export function outcomeBuffer(ctx: ItemContext, retryBaseMs: number) {
  let waiting: SettleEntry[] = []
  /** When the last settlement began, or the first outcome came. */
  let since: number | null = null
  /** The last settlement started (each waits for the one before it), and whether it is still at work. */
  let last: Promise<SettleResult> | null = null
  let busy = false
  /** How the batch must stop once a settlement said so, or what a settlement threw. */
  let ended: SettleResult | null = null
  let failure: { error: unknown } | null = null

  async function settleGroup(group: SettleEntry[]): Promise<SettleResult> {
    const result = await settleOutcomes(ctx, group, retryBaseMs)
    if (result !== 'out-of-credits') return result
    for (const entry of group) {
      const one = await settleItem(ctx, entry.item, entry.outcome, retryBaseMs)
      if (one === 'out-of-credits' || one === 'stopped') return one
    }
    return 'ok'
  }
  function start() {
    const group = waiting
    waiting = []
    since = performance.now()
    const previous = last
    const current: Promise<SettleResult> = (async () => {
      const before = previous ? await previous : 'ok'
      return before === 'ok' ? settleGroup(group) : before
    })()
    last = current
    busy = true
    current.then(
      (result) => {
        if (result !== 'ok') ended ??= result
      },
      (error) => {
        failure ??= { error }
      },
    ).finally(() => {
      if (last === current) busy = false
    })
  }
  /** What stops the batch, if anything has yet (a settlement's error is thrown). */
  function outcome(): SettleResult | null {
    if (failure) throw failure.error
    return ended
  }
  return {
    /** Settles everything waiting, after the settlements at work, and answers how the batch's settlements went. */
    async flush(): Promise<SettleResult> {
      if (waiting.length && !outcome()) start()
      if (last) await last.catch(() => undefined)
      return outcome() ?? 'ok'
    },
    /** Adds an outcome, starts settling the group when it is due, and answers what stops the batch (null: nothing yet). */
    async add(entry: SettleEntry): Promise<SettleResult | null> {
      const stop = outcome()
      if (stop) return stop
      waiting.push(entry)
      since ??= performance.now()
      if (waiting.length < FLUSH_SIZE && performance.now() - since < FLUSH_MS) return null
      if (busy) {
        // One group at work and one waiting: the batch waits for the one at work before going on.
        if (waiting.length < FLUSH_SIZE) return null
        await last!.catch(() => undefined)
        const after = outcome()
        if (after) return after
      }
      start()
      return null
    },
    /** Waits for the settlements at work (a batch never returns with one still writing); errors are the caller's to see. */
    async idle(): Promise<void> {
      if (last) await last.catch(() => undefined)
    },
  }
}
