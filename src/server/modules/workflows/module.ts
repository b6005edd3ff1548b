import { defineServerModule, worksJob } from '../../server-module'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { finishRun, runWorkflowBatch } from './workflow-engine'
import { workflowBatchJob } from './workflow-run-job'
import { workflowRunRoutes } from './workflow-run-routes'
import { workflowRoutes } from './workflow-routes'
import { workflowNewLeadsJob } from './workflow-trigger-job'
import { fireNewLeads } from './workflow-triggers'

/** Workflows: versions (one draft, published ones frozen), the publish check, and the engine on the job queue. */
export const workflowsModule = defineServerModule<LeadJobDeps>({
  id: 'workflows',
  routes: [
    { mount: '/api', routes: workflowRoutes },
    { mount: '/api', routes: workflowRunRoutes },
  ],
  jobs: [
    worksJob(workflowBatchJob, async (deps: LeadJobDeps, job) => {
      try {
        const more = await runWorkflowBatch(deps, job.data.runId, { retryBaseMs: deps.config.leadJobRetrySeconds * 1000 })
        if (more === 'more') await deps.jobs.send(workflowBatchJob, job.data, { accountId: job.accountId })
      } catch (err) {
        // No delivery follows the last one: the run ends failed rather than running forever (its finished leads stay).
        if (job.lastAttempt) await finishRun(deps, job.data.runId, { status: 'failed', error: 'An unexpected error occurred.' })
        throw err
      }
    }),
    worksJob(workflowNewLeadsJob, async (deps: LeadJobDeps, job) => {
      await fireNewLeads(deps, job.data.campaignId)
    }),
  ],
})
