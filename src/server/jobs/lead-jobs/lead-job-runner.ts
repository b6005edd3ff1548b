import { and, inArray, lt, sql } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import { leadJobs } from '../../db/schema'
import { runLeadBatch, type LeadBatchOptions } from './lead-batch'

/**
 * Queues the current batch of every unfinished job whose heartbeat is older than `staleBefore` (its process died or
 * its pg-boss job was lost). Claiming is a conditional UPDATE of the heartbeat, so two processes sweeping at once
 * re-queue a job once; a duplicate batch would be harmless anyway (see runLeadBatch).
 */
export async function recoverLeadJobs(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>, staleBefore: Date): Promise<number> {
  const claimed = await deps.db
    .update(leadJobs)
    .set({ heartbeatAt: deps.now() })
    .where(and(inArray(leadJobs.status, ['queued', 'running']), lt(sql`coalesce(${leadJobs.heartbeatAt}, ${leadJobs.createdAt})`, staleBefore.toISOString())))
    .returning({ id: leadJobs.id, batch: leadJobs.batch })
  for (const job of claimed) await deps.jobs.send('lead-batch', { jobId: job.id, batch: job.batch })
  return claimed.length
}

export type LeadJobRunnerOptions = LeadBatchOptions & {
  /** A job whose heartbeat is older than this is taken to be orphaned and is resumed. */
  staleAfterMs: number
  /** PGlite (one owning process): every unfinished job is an orphan at start. PostgreSQL: only stale ones. */
  resumeAllOnStart: boolean
}

/** Starts the lead-batch worker, resumes interrupted jobs, and keeps sweeping for stale ones. Returns a stopper. */
export async function startLeadJobRunner(deps: AppDeps, options: LeadJobRunnerOptions): Promise<() => void> {
  await deps.jobs.work('lead-batch', async (job) => runLeadBatch(deps, job.data.jobId, job.data.batch, options))
  const sweep = (staleBefore: Date) => recoverLeadJobs(deps, staleBefore).catch((err) => console.error('Resuming lead jobs failed:', err))
  await sweep(options.resumeAllOnStart ? new Date(deps.now().getTime() + 1) : new Date(deps.now().getTime() - options.staleAfterMs))
  const timer = setInterval(() => void sweep(new Date(deps.now().getTime() - options.staleAfterMs)), Math.max(1_000, options.staleAfterMs / 2))
  timer.unref()
  return () => clearInterval(timer)
}
