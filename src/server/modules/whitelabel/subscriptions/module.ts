import { and, inArray, lt, not, sql } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import { wlBulkJobs } from '../../../db/schema'
import { jobInLine } from '../../../jobs/job-store'
import { startStaleSweep } from '../../../jobs/stale-sweep'
import { defineServerModule, worksJob } from '../../../server-module'
import { wlBulkJob } from './bulk-jobs'
import { runBulkJob } from './bulk-run'
import { inboundRoutes } from './inbound-routes'
import { anyPeriodDue, sweepPeriods, wlPeriodSweepJob } from './period-sweep'
import { subscriptionRoutes } from './routes'
import { anyTrialReminderDue, sendTrialReminders, wlTrialReminderJob } from './trial-reminders'

/** Every process looks for ended periods and trials about to end this often, and asks for a sweep when one is due. */
const PERIODS_EVERY_MS = 60_000

/** Bulk jobs whose queue job is gone (failed for good, or lost with its process) and whose heartbeat is stale are queued again. */
async function recoverBulkJobs(deps: AppDeps, staleBefore: Date): Promise<number> {
  const lost = await deps.db
    .select({ id: wlBulkJobs.id, accountId: wlBulkJobs.accountId })
    .from(wlBulkJobs)
    .where(and(inArray(wlBulkJobs.status, ['queued', 'running']), lt(wlBulkJobs.heartbeatAt, staleBefore), not(jobInLine(wlBulkJob, sql`'wl-bulk:' || ${wlBulkJobs.id}`))))
  for (const job of lost) await deps.jobs.send(wlBulkJob, { bulkId: job.id }, { accountId: job.accountId })
  return lost.length
}

/**
 * A reseller's subscriptions: the table, single changes, bulk jobs, usage history, the inbound calls of the
 * reseller's own systems, the sweep that ends periods and the one that mails trials about to end (docs/decisions.md,
 * "Reseller subscriptions", "Reseller lifecycle e-mails").
 */
export const whitelabelSubscriptionsModule = defineServerModule({
  id: 'whitelabel-subscriptions',
  routes: [
    { mount: '/api', routes: subscriptionRoutes },
    { mount: '/api', routes: inboundRoutes },
  ],
  jobs: [
    worksJob(wlBulkJob, (deps, job) => runBulkJob(deps, job.data.bulkId)),
    worksJob(wlPeriodSweepJob, async (deps) => void (await sweepPeriods(deps))),
    worksJob(wlTrialReminderJob, async (deps) => void (await sendTrialReminders(deps))),
  ],
  async start(deps, context) {
    const askForSweep = async () => {
      try {
        if (await anyPeriodDue(deps.db, deps.now())) await deps.jobs.send(wlPeriodSweepJob, {})
        if (await anyTrialReminderDue(deps.db, deps.now())) await deps.jobs.send(wlTrialReminderJob, {})
      } catch (err) {
        console.error('Queueing the subscription sweeps failed:', (err as Error).message)
      }
    }
    await askForSweep()
    const timer = setInterval(() => void askForSweep(), PERIODS_EVERY_MS)
    timer.unref()
    const stopSweep = await startStaleSweep('reseller bulk jobs', (staleBefore) => recoverBulkJobs(deps, staleBefore), { ...context, now: deps.now })
    return () => {
      clearInterval(timer)
      stopSweep()
    }
  },
})
