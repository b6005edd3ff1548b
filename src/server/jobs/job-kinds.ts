import type PgBoss from 'pg-boss'

/** What each kind of job carries. Jobs carry ids, never state: the state lives in its table and is re-read. */
export type JobData = {
  /** Page `page` (0-based) of a search run; the provider's page token is read from the run's resume state. */
  'search-page': { searchId: number; page: number }
  /** Batch `batch` of a lead job (enrichment, CRM or webhook delivery, AI writing); stale unless it is the job's current batch. */
  'lead-batch': { jobId: number; batch: number }
  /** A website crawl or single-link fetch for AI training; does nothing unless the crawl is still pending. */
  'training-crawl': { crawlId: number }
  /** Charge a claimed (auto top-up) or abandoned pending wallet payment; does nothing unless it can lease the payment. */
  'wallet-payment': { paymentId: number }
}
export type JobKind = keyof JobData

/**
 * One queue per kind, with its retry policy written out. Jobs stay short (one provider page), well under the
 * expiry: pg-boss fails an active job after `expireInSeconds` and retries it, which is safe since every effect of
 * a job is keyed, but it should be the exception.
 */
export const jobKinds: Record<JobKind, Omit<PgBoss.Queue, 'name'>> = {
  'search-page': { policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60, retentionMinutes: 24 * 60 },
  'lead-batch': { policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60, retentionMinutes: 24 * 60 },
  // A crawl is one job (up to 200 pages within its 3-minute budget): the expiry leaves room for that.
  'training-crawl': { policy: 'standard', retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 10 * 60, retentionMinutes: 24 * 60 },
  'wallet-payment': { policy: 'standard', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60, retentionMinutes: 24 * 60 },
}
