import { and, inArray, lt, not, sql } from 'drizzle-orm'
import type { LeadJobDeps } from './lead-job-deps'
import { leadJobs } from '../../db/schema'
import { jobInLine } from '../../jobs/job-store'
import { leadBatchJob } from './lead-batch-job'

/**
 * Queues the current batch of every unfinished job whose heartbeat is older than `staleBefore` and that has no batch
 * in the queue (its batch job failed for good, or was never sent because the process died in between). A job whose
 * batch waits in line or is at work is left alone however old its heartbeat; a batch whose worker died is put back by
 * the queue's lease reaper. Claiming is a conditional UPDATE of the heartbeat, so two processes sweeping at once
 * re-queue a job once; a duplicate batch would be harmless anyway (see runLeadBatch).
 */
export async function recoverLeadJobs(deps: Pick<LeadJobDeps, 'db' | 'jobs' | 'now'>, staleBefore: Date): Promise<number> {
  const claimed = await deps.db
    .update(leadJobs)
    .set({ heartbeatAt: deps.now() })
    .where(
      and(
        inArray(leadJobs.status, ['queued', 'running']),
        lt(sql`coalesce(${leadJobs.heartbeatAt}, ${leadJobs.createdAt})`, staleBefore.toISOString()),
        not(jobInLine(leadBatchJob, sql`'lead-job:' || ${leadJobs.id}`)),
      ),
    )
    .returning({ id: leadJobs.id, accountId: leadJobs.accountId, batch: leadJobs.batch })
  for (const job of claimed) await deps.jobs.send(leadBatchJob, { jobId: job.id, batch: job.batch }, { accountId: job.accountId })
  return claimed.length
}
