import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { LeadType } from '../../../shared/leads/types'
import type { AppDeps } from '../../app-deps'
import type { Database } from '../../db/client'
import { campaigns, leadJobItems, leadJobs, leadResults } from '../../db/schema'
import { settleItem, type ItemContext } from './lead-item-outcome'
import { outcomeBuffer } from './lead-outcomes-settle'
import { LeadJobFatal, type AnyLeadJobProcessor, type ChargeResult, type LeadJobRow, type LeadJobRun, type LeadOutcome } from './processor'

export type LeadBatchOptions = {
  /** The first retry of a lead waits this long, each further one twice as long. */
  retryBaseMs: number
}

const DEFAULT_BATCH_SIZE = 100
const active = ['queued', 'running'] as const
/** Leads between two pauses for the event loop (see yieldToEventLoop). */
const YIELD_EVERY = 5
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
  deps: Pick<AppDeps, 'db' | 'now'>,
  job: LeadJobRow,
  processor: AnyLeadJobProcessor | undefined,
  end: { status: 'done' | 'stopped' | 'failed' | 'cancelled'; stopReason?: string | null; error?: string | null; batch?: number },
): Promise<LeadJobRow | null> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database
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
 * event loop read a socket: without this pause a long job starves every HTTP request, its own progress included.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Processes batch `batch` of a lead job: up to `batchSize` pending leads that are due, in result order. Safe to run
 * twice, even at once: each lead is settled by a conditional UPDATE in its own transaction with its effect and
 * charge (settleItem), and only the delivery that advances the job's batch index (a conditional UPDATE) queues the
 * next batch. A delivery for a batch that is not the job's current one is stale and does nothing.
 */
export async function runLeadBatch(deps: AppDeps, jobId: number, batch: number, options: LeadBatchOptions): Promise<void> {
  const { db } = deps
  const [job] = await db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
  if (!job || !active.includes(job.status as (typeof active)[number]) || job.batch !== batch) return
  const processor = deps.leadJobProcessors[job.kind as keyof typeof deps.leadJobProcessors]
  if (!processor) {
    await finishLeadJob(deps, job, undefined, { status: 'failed', stopReason: 'error', error: 'This kind of job is not available on this server.' })
    return
  }
  const now = deps.now()
  const [started] = await db
    .update(leadJobs)
    .set({ status: 'running', startedAt: job.startedAt ?? now, heartbeatAt: now })
    .where(and(eq(leadJobs.id, job.id), inArray(leadJobs.status, active), eq(leadJobs.batch, batch)))
    .returning()
  if (!started) return
  const [list] = await db.select({ type: campaigns.type }).from(campaigns).where(eq(campaigns.id, job.campaignId))
  if (!list) return

  const controller = new AbortController()
  const run: LeadJobRun<unknown> = { deps, job: started, params: started.params, listType: list.type as LeadType, now: deps.now, signal: controller.signal }
  const stopWatch = watchForStop(deps, job.id, batch, controller)
  try {
    let prepared: unknown
    try {
      prepared = processor.prepare ? await processor.prepare(run) : undefined
    } catch (err) {
      if (!(err instanceof LeadJobFatal)) throw err
      await finishLeadJob(deps, started, processor, { status: 'failed', stopReason: 'error', error: err.message, batch })
      return
    }

    const items = await db
      .select({ resultId: leadJobItems.resultId, attempts: leadJobItems.attempts })
      .from(leadJobItems)
      .where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.status, 'pending'), or(isNull(leadJobItems.retryAt), lte(leadJobItems.retryAt, now))))
      .orderBy(asc(leadJobItems.resultId))
      .limit(typeof processor.batchSize === 'function' ? processor.batchSize(deps) : (processor.batchSize ?? DEFAULT_BATCH_SIZE))
    const leads = items.length
      ? await db
          .select()
          .from(leadResults)
          .where(and(eq(leadResults.accountId, job.accountId), eq(leadResults.campaignId, job.campaignId), inArray(leadResults.id, items.map((i) => i.resultId))))
      : []
    const leadById = new Map(leads.map((l) => [l.id, l]))
    const ctx: ItemContext = { deps, job: started, processor, listType: list.type, batch }
    const outcomes = outcomeBuffer(ctx, options.retryBaseMs)
    /** Settles what is waiting, then ends the job (or just returns) as the settlement says. */
    const settleAnd = async (end?: Parameters<typeof finishLeadJob>[3]) => {
      const settled = await outcomes.flush()
      if (settled === 'out-of-credits') await finishLeadJob(deps, started, processor, { status: 'stopped', stopReason: 'credits', batch })
      else if (settled === 'ok' && end) await finishLeadJob(deps, started, processor, end)
      return settled
    }

    for (const [i, item] of items.entries()) {
      // A shutdown or a cancel: what was done is settled; the rest is left to the delivery that resumes the job.
      if (deps.jobs.stopping || controller.signal.aborted) return void (await settleAnd())
      const lead = leadById.get(item.resultId)
      let charged: ChargeResult | null = null
      let outcome: LeadOutcome
      if (!lead) outcome = { status: 'skipped', reason: 'The lead was deleted.' }
      else {
        const leadRun = { ...run, chargeWith: async (cost: number, effect?: LeadOutcome['effect']) => (charged = await settleItem(ctx, item, { status: 'done', cost, effect }, options.retryBaseMs)) }
        try {
          outcome = await processor.process(leadRun, lead, prepared)
        } catch (err) {
          if (err instanceof LeadJobFatal) return void (await settleAnd({ status: 'failed', stopReason: 'error', error: err.message, batch }))
          if (controller.signal.aborted) return void (await settleAnd())
          console.error(`Lead job ${job.id} (${job.kind}), result ${item.resultId}:`, err)
          outcome = { status: 'failed', reason: 'An unexpected error occurred.', retryable: true }
        }
      }
      if (charged === 'out-of-credits') return void (await settleAnd({ status: 'stopped', stopReason: 'credits', batch }))
      if (charged === 'stopped') return
      const settled = charged ? null : await outcomes.add({ item, outcome })
      if (settled === 'out-of-credits') return void (await finishLeadJob(deps, started, processor, { status: 'stopped', stopReason: 'credits', batch }))
      if (settled === 'stopped') return
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop()
    }
    const last = await settleAnd()
    if (last !== 'ok') return
    await advanceOrFinish(deps, started, processor, batch)
  } finally {
    clearInterval(stopWatch)
  }
}

/**
 * Beats the job's heart while the batch works (a slow provider must not make it look orphaned to the stale sweep),
 * and aborts the run's signal when the server shuts down, or when the job is cancelled or handed to a newer batch,
 * so a provider call in flight (which gets the signal) ends instead of holding the worker.
 */
function watchForStop(deps: AppDeps, jobId: number, batch: number, controller: AbortController) {
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
async function advanceOrFinish(deps: AppDeps, job: LeadJobRow, processor: AnyLeadJobProcessor, batch: number) {
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
  await deps.jobs.send('lead-batch', { jobId: job.id, batch: batch + 1 }, waitMs > 0 ? { startAfter: Math.ceil(waitMs / 1000) } : {})
}
