import { defineJobKind } from '../../jobs/job-kind'

/**
 * Page `page` (0-based) of a search run; the provider's page token is read from the run's resume state. A page is
 * short (one provider call and its leads), so a few run at once; the pool of 10 is shared with the other kinds.
 */
export const searchPageJob = defineJobKind<{ searchId: number; page: number }>({
  name: 'search-page',
  subject: (data) => `search:${data.searchId}`,
  policy: { retryLimit: 3, retryDelayMs: 5_000, concurrency: { pglite: 2, postgres: 4 }, timeoutMs: 5 * 60_000 },
})
