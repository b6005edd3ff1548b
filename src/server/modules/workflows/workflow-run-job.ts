import { defineJobKind } from '../../jobs/job-kind'

/**
 * A batch of a workflow run's pending leads. Several deliveries of one run are harmless (every node run is a
 * checkpoint settled by a conditional UPDATE, every charge keyed to its node run); a run whose process died is
 * delivered again when its lease lapses.
 */
export const workflowBatchJob = defineJobKind<{ runId: number }>({
  name: 'workflow-batch',
  subject: (data) => `workflow-run:${data.runId}`,
  policy: { retryLimit: 5, retryDelayMs: 5_000, concurrency: { pglite: 1, postgres: 4 }, timeoutMs: 5 * 60_000 },
})
