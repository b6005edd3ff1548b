import { and, eq, inArray, isNotNull, lte, not, sql } from 'drizzle-orm'
import { autopilotRuns, autopilots } from '../../db/schema'
import { jobInLine } from '../../jobs/job-store'
import { startStaleSweep } from '../../jobs/stale-sweep'
import { defineServerModule, worksJob } from '../../server-module'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { autopilotRunJob, autopilotTickJob, sendRunStep } from './autopilot-jobs'
import { advanceRun } from './autopilot-run'
import { tickAutopilots } from './autopilot-tick'
import { autopilotRoutes } from './routes'

/** Every process looks for due autopilots this often and asks for a tick; the queue holds one waiting tick at most. */
const TICK_EVERY_MS = 20_000

/** Runs whose job the queue no longer holds (failed for good, or never sent) get their next step queued again. */
async function recoverRuns(deps: LeadJobDeps, staleBefore: Date): Promise<number> {
  const lost = await deps.db
    .select({ id: autopilotRuns.id, accountId: autopilotRuns.accountId })
    .from(autopilotRuns)
    .where(
      and(
        inArray(autopilotRuns.status, ['queued', 'running']),
        sql`coalesce(${autopilotRuns.startedAt}, ${autopilotRuns.createdAt}) < ${staleBefore.toISOString()}::timestamptz`,
        sql`(select status from autopilots where autopilots.id = ${autopilotRuns.autopilotId}) <> 'paused_no_credits'`,
        not(jobInLine(autopilotRunJob, sql`'autopilot-run:' || ${autopilotRuns.id}`)),
      ),
    )
  for (const run of lost) await sendRunStep(deps, run)
  return lost.length
}

async function anyDue(deps: LeadJobDeps, now: Date): Promise<boolean> {
  const [due] = await deps.db
    .select({ id: autopilots.id })
    .from(autopilots)
    .where(and(eq(autopilots.status, 'active'), isNotNull(autopilots.nextRunAt), lte(autopilots.nextRunAt, now)))
    .limit(1)
  return Boolean(due)
}

/**
 * Autopilots: scheduled searches into a list with their enrichment, AI texts and delivery, each slot run exactly
 * once (docs/decisions.md, "Autopilot scheduling"). One global tick on the job queue turns due slots into runs; a
 * run is a chain of steps over the search runner and the lead jobs.
 */
export const autopilotsModule = defineServerModule<LeadJobDeps>({
  id: 'autopilots',
  routes: [{ mount: '/api', routes: autopilotRoutes }],
  jobs: [worksJob(autopilotTickJob, async (deps) => void (await tickAutopilots(deps))), worksJob(autopilotRunJob, (deps: LeadJobDeps, job) => advanceRun(deps, job.data.runId))],
  async start(deps, context) {
    // Only when an autopilot is due (one indexed look-up): an idle server writes nothing to the queue.
    const askForTick = async () => {
      try {
        if (await anyDue(deps, deps.now())) await deps.jobs.send(autopilotTickJob, {})
      } catch (err) {
        console.error('Queueing the autopilot tick failed:', (err as Error).message)
      }
    }
    await askForTick()
    const timer = setInterval(() => void askForTick(), TICK_EVERY_MS)
    timer.unref()
    const stopSweep = await startStaleSweep('autopilot runs', (staleBefore) => recoverRuns(deps, staleBefore), { ...context, now: deps.now })
    return () => {
      clearInterval(timer)
      stopSweep()
    }
  },
})
