import { startStaleSweep } from '../../jobs/stale-sweep'
import { defineServerModule, worksJob } from '../../server-module'
import { estimateRoutes } from './estimate-routes'
import { progressRoutes } from './progress-routes'
import { searchPageJob } from './search-jobs'
import { runSearchPage } from './search-page'
import { recoverSearches } from './search-runner'
import { searchOptionRoutes } from './search-option-routes'

/**
 * Searches: a provider run into a list, page by page as jobs, with its progress stream; and what a new search's form
 * picks from (places, categories) and what it will cost. Lists start searches (search-runner.ts).
 */
export const searchModule = defineServerModule({
  id: 'search',
  routes: [
    { mount: '/api', routes: searchOptionRoutes },
    { mount: '/api', routes: progressRoutes },
    { mount: '/api', routes: estimateRoutes },
  ],
  jobs: [worksJob(searchPageJob, (deps, job) => runSearchPage(deps, job.data.searchId, job.data.page, job.lastAttempt))],
  // Resumes runs whose job was lost.
  start: (deps, context) => startStaleSweep('searches', (staleBefore) => recoverSearches(deps, staleBefore), { ...context, now: deps.now }),
})
