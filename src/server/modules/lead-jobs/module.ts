import { enrichmentProviders, readEnrichmentConfig } from '../../providers/enrichment'
import { startStaleSweep } from '../../jobs/stale-sweep'
import { defineServerModule, worksJob } from '../../server-module'
import { runLeadBatch } from './lead-batch'
import { leadBatchJob } from './lead-batch-job'
import type { LeadJobDeps, LeadJobOwnDeps } from './lead-job-deps'
import { recoverLeadJobs } from './lead-job-runner'
import { leadJobProcessors } from './processors'
import { leadJobRoutes } from './routes'

/** Bulk work over a list's results (enrichment, delivery, AI writing) in batches, with progress (README.md). */
export const leadJobsModule = defineServerModule<LeadJobDeps, LeadJobOwnDeps>({
  id: 'lead-jobs',
  // A copy of the table, so a test's own processor stays in its server.
  deps: () => ({ leadJobProcessors: { ...leadJobProcessors }, enrichment: enrichmentProviders(readEnrichmentConfig()) }),
  routes: [{ mount: '/api', routes: leadJobRoutes }],
  jobs: [worksJob(leadBatchJob, (deps, job) => runLeadBatch(deps, job.data.jobId, job.data.batch, { retryBaseMs: deps.config.leadJobRetrySeconds * 1000 }))],
  // Resumes jobs whose batch was lost.
  start: (deps, context) => startStaleSweep('lead jobs', (staleBefore) => recoverLeadJobs(deps, staleBefore), { ...context, now: deps.now }),
})
