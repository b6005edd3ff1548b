import { and, eq, inArray } from 'drizzle-orm'
import { say } from '../../../shared/english-message'
import { workflowRuns, workflows } from '../../db/schema'
import { refusal } from '../../http/api-error'
import { accountAndOwner } from '../accounts/own-account'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { workflowBatchJob } from './workflow-run-job'
import type { WorkflowRunRow } from './workflow-store'

/**
 * A charge the balance could not cover stopped the run: it ends `stopped_credits` with its unpaid leads pending. The
 * stop is a conditional UPDATE, so however many deliveries of the run meet the empty balance, one moves it and that
 * one sends the owner the one notification of this stop.
 */
export async function stopRunForCredits(deps: Pick<LeadJobDeps, 'db' | 'now' | 'mail'>, runId: number): Promise<void> {
  const [stopped] = await deps.db
    .update(workflowRuns)
    .set({ status: 'stopped_credits', error: null, finishedAt: deps.now() })
    .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, ['queued', 'running'])))
    .returning({ accountId: workflowRuns.accountId, workflowId: workflowRuns.workflowId })
  if (!stopped) return
  const [workflow] = await deps.db.select({ name: workflows.name }).from(workflows).where(eq(workflows.id, stopped.workflowId))
  const people = await accountAndOwner(deps.db, stopped.accountId)
  if (!workflow || !people) return
  try {
    await deps.mail.send({
      to: people.owner.email,
      subject: say('automation.workflow_out_of_credits_subject', { name: workflow.name }),
      text: say('automation.workflow_out_of_credits_body', { name: workflow.name }),
    })
  } catch (err) {
    console.error(`The out-of-credits notice of workflow run ${runId} could not be sent:`, (err as Error).message)
  }
}

/**
 * Puts a run stopped for credits back to work: its pending leads go on from their checkpoints (a node run that
 * finished is reused, a charge is keyed to its node run, so nothing done is charged again). Only a run stopped for
 * credits can resume (409 otherwise); a second resume at the same time finds it queued and is refused.
 */
export async function resumeWorkflowRun(deps: LeadJobDeps, run: Pick<WorkflowRunRow, 'id' | 'accountId'>): Promise<WorkflowRunRow> {
  const [resumed] = await deps.db
    .update(workflowRuns)
    .set({ status: 'queued', error: null, finishedAt: null })
    .where(and(eq(workflowRuns.id, run.id), eq(workflowRuns.status, 'stopped_credits')))
    .returning()
  if (!resumed) throw refusal(409, { code: 'automation.workflow_run_not_resumable' })
  await deps.jobs.send(workflowBatchJob, { runId: run.id }, { accountId: run.accountId })
  return resumed
}
