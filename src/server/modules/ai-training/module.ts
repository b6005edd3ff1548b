import { startStaleSweep } from '../../jobs/stale-sweep'
import { defineServerModule, worksJob } from '../../server-module'
import { recoverTrainingCrawls, runTrainingCrawl, trainingCrawlJob } from './crawl-runner'
import { crawlRoutes } from './crawl-routes'
import { TRAINING_FILES_PATH, trainingFileRoutes } from './file-routes'
import { businessProfileRoutes } from './profile-routes'
import { trainingRoutes } from './training-routes'

/** The business profile and the AI training data: links and crawls, texts, questions and answers, files. */
export const aiTrainingModule = defineServerModule({
  id: 'ai-training',
  routes: [
    { mount: '/api', routes: businessProfileRoutes },
    { mount: '/api', routes: crawlRoutes },
    { mount: '/api', routes: trainingRoutes },
    { mount: '/api', routes: trainingFileRoutes },
  ],
  ownBodies: [{ path: TRAINING_FILES_PATH, kind: 'multipart' }],
  jobs: [worksJob(trainingCrawlJob, (deps, job) => runTrainingCrawl(deps, job.data.crawlId, { lastAttempt: job.lastAttempt }))],
  // Resumes crawls whose job was lost.
  start: (deps, context) => startStaleSweep('training crawls', (staleBefore) => recoverTrainingCrawls(deps, staleBefore), { ...context, now: deps.now }),
})
