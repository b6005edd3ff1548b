import { and, eq, inArray } from 'drizzle-orm'
import { say } from '../../../shared/english-message'
import { autopilotRuns, autopilots, leadJobs } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { accountAndOwner } from '../accounts/own-account'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { redeliverLeadJob } from '../lead-jobs/lead-job-service'
import { resumeStoppedSearch } from '../search/search-runner'
import type { AutopilotRunRow } from './autopilot-repository'
import { sendRunStep } from './autopilot-jobs'

/**
 * The run's search or one of its lead jobs stopped because the credits ran out: the run stops, and its autopilot
 * pauses itself. The pause is a conditional UPDATE, so however many runs of it meet the empty balance at once, one
 * of them moves it and that one sends the owner the one notification.
 */
export async function stopForCredits(deps: LeadJobDeps, run: Pick<AutopilotRunRow, 'id' | 'autopilotId' | 'accountId'>): Promise<void> {
  const paused = await inTransaction(deps.db, async (t) => {
    await t
      .update(autopilotRuns)
      .set({ status: 'stopped_credits', error: say('autopilots.run_out_of_credits') })
      .where(and(eq(autopilotRuns.id, run.id), inArray(autopilotRuns.status, ['queued', 'running'])))
    const [row] = await t
      .update(autopilots)
      .set({ status: 'paused_no_credits', updatedAt: deps.now() })
      .where(and(eq(autopilots.id, run.autopilotId), inArray(autopilots.status, ['active', 'paused', 'finished'])))
      .returning({ name: autopilots.name })
    return row
  })
  if (!paused) return
  const people = await accountAndOwner(deps.db, run.accountId)
  if (!people) return
  try {
    await deps.mail.send({
      to: people.owner.email,
      subject: say('autopilots.out_of_credits_subject', { name: paused.name }),
      text: say('autopilots.out_of_credits_body', { name: paused.name }),
    })
  } catch (err) {
    console.error(`The out-of-credits notice of autopilot ${run.autopilotId} could not be sent:`, (err as Error).message)
  }
}

/**
 * Puts the autopilot's unfinished runs back to work after a resume: a search or lead job that stopped for credits
 * resumes where it stopped (their charges are keyed per run and lead, so nothing done is charged again) and every
 * run that is not finished gets its next step queued.
 */
export async function continueRuns(deps: LeadJobDeps, autopilotId: number): Promise<void> {
  const runs = await deps.db
    .update(autopilotRuns)
    .set({ status: 'running', error: null })
    .where(and(eq(autopilotRuns.autopilotId, autopilotId), eq(autopilotRuns.status, 'stopped_credits')))
    .returning()
  for (const run of runs) {
    if (run.stage === 'search' && run.searchId !== null) await resumeStoppedSearch(deps, run.searchId)
    for (const step of run.steps) {
      if (step.job_id === null) continue
      const [job] = await deps.db.select().from(leadJobs).where(eq(leadJobs.id, step.job_id))
      if (job?.status === 'stopped' && job.stopReason === 'credits') await redeliverLeadJob(deps, job, undefined)
    }
  }
  const open = await deps.db
    .select({ id: autopilotRuns.id, accountId: autopilotRuns.accountId })
    .from(autopilotRuns)
    .where(and(eq(autopilotRuns.autopilotId, autopilotId), inArray(autopilotRuns.status, ['queued', 'running'])))
  for (const run of open) await sendRunStep(deps, run)
}
