import { defineJobKind } from '../../jobs/job-kind'

/**
 * Batch `batch` of a lead job (enrichment, CRM or webhook delivery, AI writing); stale unless it is the job's current
 * batch. A batch stops taking leads after a minute, well within the timeout. Two at once on PGlite, so one account's
 * long batch never holds up another account's job (lead jobs run a batch at a time, so a job holds one slot).
 */
export const leadBatchJob = defineJobKind<{ jobId: number; batch: number }>({
  name: 'lead-batch',
  subject: (data) => `lead-job:${data.jobId}`,
  policy: { retryLimit: 3, retryDelayMs: 5_000, concurrency: { pglite: 2, postgres: 4 }, timeoutMs: 5 * 60_000 },
})
