import { defineJobKind } from '../../jobs/job-kind'

/**
 * New leads landed in a list: start the runs of the published workflows on it whose trigger is `new_leads`. The
 * queue keeps one waiting per list (identical data), so the pages of a search that land within its delay share one.
 */
export const workflowNewLeadsJob = defineJobKind<{ campaignId: number }>({
  name: 'workflow-new-leads',
  subject: (data) => `workflow-new-leads:${data.campaignId}`,
  policy: { retryLimit: 5, retryDelayMs: 5_000, concurrency: { pglite: 1, postgres: 2 }, timeoutMs: 2 * 60_000 },
})
