import { setMaxListeners } from 'node:events'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { LeadType } from '../../../shared/leads/types'
import type { LeadJobDeps } from './lead-job-deps'
import { campaigns, leadJobItems, leadJobs, leadResults } from '../../db/schema'
import { leadBatchJob } from './lead-batch-job'
import { settleItem, type ItemContext } from './lead-item-outcome'
import { outcomeBuffer } from './lead-outcomes-settle'
import { orderedWindow } from './lead-window'
import { LeadJobFatal, type AnyLeadJobProcessor, type ChargeResult, type LeadJobRow, type LeadJobRun, type LeadOutcome } from './processor'
import { inTransaction } from '../../db/transaction'

export type LeadBatchOptions = {
  /** The first retry of a lead waits this long, each further one twice as long. */
  retryBaseMs: number
  /** After this long a batch takes no more leads (at least one) and hands the rest to the next batch; default a minute. */
  batchBudgetMs?: number
}

const DEFAULT_BATCH_SIZE = 100
const active = ['queued', 'running'] as const
/** How often a batch at work beats the job's heart and looks whether it should stop (shutdown, cancel). */
const STOP_CHECK_MS = 2_000

/** The job's pending result ids as a parenthesized subquery: `inArray(leadResults.id, pendingOf(id))`. */
export const pendingOf = (jobId: number) => sql`(select ${leadJobItems.resultId} from ${leadJobItems} where ${leadJobItems.jobId} = ${jobId} and ${leadJobItems.status} = 'pending')`

/**
 * Ends a job once (only from queued or running, and, when `batch` is given, only while that batch is the job's
 * current one, so a superseded batch cannot end a job that was redelivered meanwhile). Leads left pending are
 * released in the same transaction (e-mail states stop saying "looking for email").
 */
export async function finishLeadJob(
  deps: Pick<LeadJobDeps, 'db' | 'now'>,
  job: LeadJobRow,
  processor: AnyLeadJobProcessor | undefined,
  end: { status: 'done' | 'stopped' | 'failed' | 'cancelled'; stopReason?: string | null; error?: string | null; batch?: number },
): Promise<LeadJobRow | null> {
  const now = deps.now()
  return inTransaction(deps.db, async (t) => {
    const [ended] = await t
      .update(leadJobs)
      .set({ status: end.status, stopReason: end.stopReason ?? null, error: end.error ?? null, finishedAt: now, heartbeatAt: now })
      .where(and(eq(leadJobs.id, job.id), inArray(leadJobs.status, active), end.batch === undefined ? undefined : eq(leadJobs.batch, end.batch)))
      .returning()
    if (ended && processor?.onReleased) await processor.onReleased(t, ended, pendingOf(job.id))
    return ended ?? null
  })
}

/**
 * PGlite answers in-process, so a batch's chain of queries can resolve entirely in microtasks and never let the
 * event loop read a socket: without a pause now and then a long job starves every HTTP request, its own progress
 * included. A pause costs a turn of the event loop, so it is taken by time, not per lead.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
const YIELD_AFTER_MS = 10
/**
 * A batch stops taking leads after this long and hands the rest to the next batch, so it ends well within the job's
 * 5-minute timeout whatever its size and however slow the provider (a lead at work when the time is up finishes).
 */
const DEFAULT_BATCH_BUDGET_MS = 60_000

type Worked = { outcome: LeadOutcome; charged: ChargeResult | null } | { fatal: string } | { aborted: true }

/**
 * The batch's pending leads that are due, in result order, each with its lead (null: deleted since the job began).
 * Two statements, the items by their index and then the leads by primary key: a join leaves the planner free to scan
 * the whole results table (it did, on PGlite without statistics).
 */
async function batchLeads(deps: LeadJobDeps, job: LeadJobRow, now: Date, size: number) {
  const items = await deps.db
    .select({ resultId: leadJobItems.resultId, attempts: leadJobItems.attempts })
    .from(leadJobItems)
    .where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.status, 'pending'), or(isNull(leadJobItems.retryAt), lte(leadJobItems.retryAt, now))))
    .orderBy(asc(leadJobItems.resultId))
    .limit(size)
  const ids = `{${items.map((i) => i.resultId).join(',')}}`
  const leads = items.length
    ? await deps.db
        .select()
        .from(leadResults)
        .where(and(sql`${leadResults.id} = any(${ids}::int[])`, eq(leadResults.accountId, job.accountId), eq(leadResults.campaignId, job.campaignId)))
    : []
  const byId = new Map(leads.map((l) => [l.id, l]))
  return items.map((item) => ({ ...item, lead: byId.get(item.resultId) ?? null }))
}

/**
 * Processes batch `batch` of a lead job: up to `batchSize` pending leads that are due, in result order, `concurrency`
 * at a time. Safe to run twice, even at once: outcomes are settled in groups by conditional UPDATEs with their
 * effects and charges (outcomeBuffer), and only the delivery that advances the job's batch index (a conditional
 * UPDATE) queues the next batch. A delivery for a batch that is not the job's current one is stale and does nothing.
 */
export async function runLeadBatch(deps: LeadJobDeps, jobId: number, batch: number, options: LeadBatchOptions): Promise<void> {
  const { db } = deps
  const now = deps.now()
  const [started] = await db
    .update(leadJobs)
    .set({ status: 'running', startedAt: sql`coalesce(${leadJobs.startedAt}, ${now.toISOString()}::timestamptz)`, heartbeatAt: now })
    .where(and(eq(leadJobs.id, jobId), inArray(leadJobs.status, active), eq(leadJobs.batch, batch)))
    .returning()
  if (!started) return
  const processor = deps.leadJobProcessors[started.kind as keyof typeof deps.leadJobProcessors]
  if (!processor) {
    await finishLeadJob(deps, started, undefined, { status: 'failed', stopReason: 'error', error: 'This kind of job is not available on this server.' })
    return
  }
  const [list] = await db.select({ type: campaigns.type }).from(campaigns).where(eq(campaigns.id, started.campaignId))
  if (!list) return

  const controller = new AbortController()
  // Every lead at work may listen to the run's signal (a send in flight): that is not a leak.
  setMaxListeners(10 + (processor.concurrency ?? 1), controller.signal)
  const run: LeadJobRun<unknown> = { deps, job: started, params: started.params, listType: list.type as LeadType, now: deps.now, signal: controller.signal }
  const stopWatch = watchForStop(deps, jobId, batch, controller)
  const ctx: ItemContext = { deps, job: started, processor, listType: list.type, batch }
  const outcomes = outcomeBuffer(ctx, options.retryBaseMs)
  /** Settles what is waiting, then ends the job (or just returns) as the settlement says. */
  const settleAnd = async (end?: Parameters<typeof finishLeadJob>[3]) => {
    const settled = await outcomes.flush()
    if (settled === 'out-of-credits') await finishLeadJob(deps, started, processor, { status: 'stopped', stopReason: 'credits', batch })
    else if (settled === 'ok' && end) await finishLeadJob(deps, started, processor, end)
    return settled
  }
  const fail = (message: string) => settleAnd({ status: 'failed', stopReason: 'error', error: message, batch })
  let window: ReturnType<typeof orderedWindow<Worked>> | null = null
  try {
    let prepared: unknown
    let rows: Awaited<ReturnType<typeof batchLeads>>
    try {
      prepared = processor.prepare ? await processor.prepare(run) : undefined
      const size = typeof processor.batchSize === 'function' ? processor.batchSize(deps, started, prepared) : (processor.batchSize ?? DEFAULT_BATCH_SIZE)
      rows = await batchLeads(deps, started, now, size)
      if (processor.prepareLeads) await processor.prepareLeads(run, rows.flatMap((r) => (r.lead ? [r.lead] : [])), prepared)
    } catch (err) {
      if (!(err instanceof LeadJobFatal)) throw err
      await finishLeadJob(deps, started, processor, { status: 'failed', stopReason: 'error', error: err.message, batch })
      return
    }

    const work = async (i: number): Promise<Worked> => {
      const { resultId, attempts, lead } = rows[i]
      if (!lead) return { outcome: { status: 'skipped', reason: 'The lead was deleted.' }, charged: null }
      let charged: ChargeResult | null = null
      const leadRun = { ...run, chargeWith: async (cost: number, effect?: LeadOutcome['effect']) => (charged = await settleItem(ctx, { resultId, attempts }, { status: 'done', cost, effect }, options.retryBaseMs)) }
      try {
        const outcome = await processor.process(leadRun, lead, prepared)
        return { outcome, charged }
      } catch (err) {
        if (err instanceof LeadJobFatal) return { fatal: err.message }
        if (controller.signal.aborted) return { aborted: true }
        console.error(`Lead job ${jobId} (${started.kind}), result ${resultId}:`, err)
        return { outcome: { status: 'failed', reason: 'An unexpected error occurred.', retryable: true }, charged }
      }
    }
    const began = performance.now()
    // A shutdown or a cancel: what was done is settled; the rest is left to the delivery that resumes the job.
    const interrupted = () => deps.jobs.stopping || controller.signal.aborted
    const budget = options.batchBudgetMs ?? DEFAULT_BATCH_BUDGET_MS
    window = orderedWindow(rows.length, Math.max(1, processor.concurrency ?? 1), work, (i) => !interrupted() && (i === 0 || performance.now() - began < budget))
    let lastYield = performance.now()
    for (let i = 0; i < rows.length; i++) {
      if (interrupted()) return void (await settleAnd())
      const worked = await window.take(i)
      if (worked === null) break
      // Stopped while the lead was at work: its outcome (often the abort itself) is dropped, the lead stays pending.
      if (interrupted()) return void (await settleAnd())
      if ('fatal' in worked) return void (await fail(worked.fatal))
      if ('aborted' in worked) return void (await settleAnd())
      const { outcome, charged } = worked
      if (charged === 'out-of-credits') return void (await settleAnd({ status: 'stopped', stopReason: 'credits', batch }))
      if (charged === 'stopped') return
      const settled = charged ? null : await outcomes.add({ item: rows[i], outcome })
      if (settled === 'out-of-credits') return void (await finishLeadJob(deps, started, processor, { status: 'stopped', stopReason: 'credits', batch }))
      if (settled === 'stopped') return
      if (performance.now() - lastYield >= YIELD_AFTER_MS) {
        await yieldToEventLoop()
        lastYield = performance.now()
      }
    }
    if (interrupted()) return void (await settleAnd())
    const last = await settleAnd()
    if (last !== 'ok') return
    await advanceOrFinish(deps, started, processor, batch)
  } finally {
    clearInterval(stopWatch)
    // Nothing of this batch keeps working once it returns (a fatal error or a stop leaves calls in flight, a stop a
    // settlement at work).
    if (window) {
      window.stop()
      if (!controller.signal.aborted) controller.abort()
      await window.idle()
    }
    await outcomes.idle()
  }
}

/**
 * Beats the job's heart while the batch works (a slow provider must not make it look orphaned to the stale sweep),
 * and aborts the run's signal when the server shuts down, or when the job is cancelled or handed to a newer batch,
 * so a provider call in flight (which gets the signal) ends instead of holding the worker.
 */
function watchForStop(deps: LeadJobDeps, jobId: number, batch: number, controller: AbortController) {
  let checking = false
  const timer = setInterval(() => {
    if (deps.jobs.stopping) controller.abort()
    if (checking || controller.signal.aborted) return
    checking = true
    deps.db
      .update(leadJobs)
      .set({ heartbeatAt: deps.now() })
      .where(and(eq(leadJobs.id, jobId), eq(leadJobs.status, 'running'), eq(leadJobs.batch, batch)))
      .returning({ id: leadJobs.id })
      .then((rows) => {
        if (!rows.length) controller.abort()
      })
      .catch(() => undefined)
      .finally(() => (checking = false))
  }, STOP_CHECK_MS)
  timer.unref()
  return timer
}

/** No pending lead left: the job is done. Otherwise the next batch, delayed when every pending lead waits for a retry. */
async function advanceOrFinish(deps: LeadJobDeps, job: LeadJobRow, processor: AnyLeadJobProcessor, batch: number) {
  const now = deps.now()
  const [left] = await deps.db
    .select({
      pending: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${leadJobItems.retryAt} is null or ${leadJobItems.retryAt} <= ${now.toISOString()}::timestamptz))::int`,
      nextRetry: sql<string | null>`min(${leadJobItems.retryAt})`,
    })
    .from(leadJobItems)
    .where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.status, 'pending')))
  if (Number(left.pending) === 0) {
    await finishLeadJob(deps, job, processor, { status: 'done', batch })
    return
  }
  const [advanced] = await deps.db
    .update(leadJobs)
    .set({ batch: batch + 1, heartbeatAt: now })
    .where(and(eq(leadJobs.id, job.id), eq(leadJobs.status, 'running'), eq(leadJobs.batch, batch)))
    .returning({ id: leadJobs.id })
  if (!advanced) return
  const waitMs = Number(left.due) === 0 && left.nextRetry ? new Date(left.nextRetry).getTime() - now.getTime() : 0
  await deps.jobs.send(leadBatchJob, { jobId: job.id, batch: batch + 1 }, { accountId: job.accountId, delayMs: Math.max(0, waitMs) })
}
