import { defineServerModule, worksJob } from '../../server-module'
import { periodResetJob, runPeriodReset, startPeriodResetSweep } from './period-reset-job'
import { accountRoutes } from './routes'

/** The signed-in user's own account: profile, password, e-mail change, limits and their monthly reset, terms. */
export const accountModule = defineServerModule({
  id: 'account',
  routes: [{ mount: '/api', routes: accountRoutes }],
  jobs: [worksJob(periodResetJob, (deps, job) => runPeriodReset(deps, job.data.accountId))],
  start: (deps) => startPeriodResetSweep(deps),
})
