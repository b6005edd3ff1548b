import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AutopilotRunStep } from '../../../shared/automation/autopilot'
import { periodKey } from '../../../shared/automation/autopilot-schedule'
import type { LeadType } from '../../../shared/leads/types'
import { autopilotRuns, autopilots, autopilotUsage, campaignSearches, leadJobs, leadResults } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/api-error'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { createLeadJob } from '../lead-jobs/lead-job-service'
import { startSearch } from '../search/search-runner'
import { say } from '../../../shared/english-message'
import { sendRunStep } from './autopilot-jobs'
import { highestResultId, type AutopilotRow, type AutopilotRunRow } from './autopilot-repository'
import { planSteps, summarise } from './autopilot-steps'
import { stopForCredits } from './autopilot-credits'

/** A run waiting on its search or a lead job looks again after this long. */
const WAIT_MS = 1_000

/** Another delivery of this step got there first: the transaction is rolled back and nothing is started twice. */
class AlreadyDone extends Error {}

/**
 * One step of a run (the autopilot-run job): the search, then each planned lead job over the run's new leads, then
 * the summary. Each step records what it started in the transaction that starts it (the search run, the lead job),
 * so a crash anywhere leaves either nothing started or the started thing recorded, and a second delivery moves on
 * from what is recorded. A run of an autopilot paused for credits starts nothing new (work under way is followed to
 * its end) and stops for credits too: resuming continues it.
 */
export async function advanceRun(deps: LeadJobDeps, runId: number): Promise<void> {
  const [run] = await deps.db.select().from(autopilotRuns).where(eq(autopilotRuns.id, runId))
  if (!run || run.status === 'done' || run.status === 'failed' || run.status === 'stopped_credits') return
  const [autopilot] = await deps.db.select().from(autopilots).where(eq(autopilots.id, run.autopilotId))
  if (!autopilot) return
  const now = deps.now()
  if (run.status === 'queued') {
    await deps.db.update(autopilotRuns).set({ status: 'running', startedAt: now }).where(and(eq(autopilotRuns.id, run.id), eq(autopilotRuns.status, 'queued')))
  }
  if (autopilot.campaignId === null) return finishRun(deps, run, 'failed', say('autopilots.run_search_failed'))
  if (run.searchId === null) return startRunSearch(deps, run, autopilot)
  if (run.stage === 'search') return settleSearch(deps, run, autopilot)
  return advanceSteps(deps, run, autopilot)
}

/** Takes the run's share of the period's cap (row-locked, so two runs of one period never pass it together). */
async function reserve(tx: LeadJobDeps['db'], autopilot: AutopilotRow, key: string, wanted: number): Promise<number> {
  if (autopilot.maxResultsPerPeriod === null) return wanted
  await tx.insert(autopilotUsage).values({ autopilotId: autopilot.id, periodKey: key, used: 0 }).onConflictDoNothing()
  const [usage] = await tx.select().from(autopilotUsage).where(and(eq(autopilotUsage.autopilotId, autopilot.id), eq(autopilotUsage.periodKey, key))).for('update')
  const take = Math.max(0, Math.min(wanted, autopilot.maxResultsPerPeriod - usage.used))
  await tx.update(autopilotUsage).set({ used: usage.used + take }).where(and(eq(autopilotUsage.autopilotId, autopilot.id), eq(autopilotUsage.periodKey, key)))
  return take
}

async function startRunSearch(deps: LeadJobDeps, run: AutopilotRunRow, autopilot: AutopilotRow): Promise<void> {
  if (autopilot.status === 'paused_no_credits') return stopForCredits(deps, run)
  const listId = autopilot.campaignId!
  const list = await forAccount(deps.db, run.accountId).one('campaigns', listId)
  if (!list) return finishRun(deps, run, 'failed', say('autopilots.run_search_failed'))
  const wanted = typeof autopilot.search.limit === 'number' ? autopilot.search.limit : 100
  const key = periodKey(autopilot.repeat, run.slotAt, autopilot.timezone)
  const fromId = await highestResultId(deps.db, listId)
  try {
    await startSearch(deps, {
      accountId: run.accountId,
      listId,
      type: list.type as LeadType,
      params: { ...autopilot.search, limit: Math.max(1, wanted) },
      // The cap's share, the list's watermark and the search's id are written with the search: all or nothing.
      recorded: async (tx, searchId) => {
        const take = await reserve(tx, autopilot, key, wanted)
        const [marked] = await tx
          .update(autopilotRuns)
          .set({ searchId, periodKey: key, reserved: take, resultsFromId: fromId })
          .where(and(eq(autopilotRuns.id, run.id), sql`${autopilotRuns.searchId} is null`))
          .returning({ id: autopilotRuns.id })
        if (!marked) throw new AlreadyDone()
        if (take === 0) throw new CapReached()
        await tx.update(campaignSearches).set({ target: take, params: { ...autopilot.search, limit: take } }).where(eq(campaignSearches.id, searchId))
      },
    })
  } catch (err) {
    if (err instanceof AlreadyDone) return
    if (err instanceof CapReached) return capReached(deps, run, key)
    if (err instanceof ApiError) return finishRun(deps, run, 'failed', err.body.message)
    throw err
  }
  await sendRunStep(deps, run, WAIT_MS)
}

class CapReached extends Error {}

/** The period's cap is used up: the run records that it added nothing (no search is started). */
async function capReached(deps: LeadJobDeps, run: AutopilotRunRow, key: string): Promise<void> {
  await deps.db.update(autopilotRuns).set({ periodKey: key, reserved: 0, stage: 'jobs' }).where(eq(autopilotRuns.id, run.id))
  await finishRun(deps, run, 'done', null)
}

/** Once the search has ended: records what it added, gives back the unused cap and plans the lead jobs. */
async function settleSearch(deps: LeadJobDeps, run: AutopilotRunRow, autopilot: AutopilotRow): Promise<void> {
  const [search] = await deps.db.select().from(campaignSearches).where(eq(campaignSearches.id, run.searchId!))
  if (!search) return finishRun(deps, run, 'failed', say('autopilots.run_search_failed'))
  if (search.status === 'queued' || search.status === 'running') return void (await sendRunStep(deps, run, WAIT_MS))
  if (search.status === 'stopped' && search.stopReason === 'credits') return stopForCredits(deps, run)
  if (search.status === 'failed') return finishRun(deps, run, 'failed', say('autopilots.run_search_failed'))
  const [{ added }] = await deps.db
    .select({ added: sql<number>`count(*)::int` })
    .from(leadResults)
    .where(and(eq(leadResults.campaignId, search.campaignId), gt(leadResults.id, run.resultsFromId ?? 0)))
  const steps = await planSteps(deps, autopilot)
  await inTransaction(deps.db, async (t) => {
    const [moved] = await t
      .update(autopilotRuns)
      .set({ stage: 'jobs', steps, counts: { ...run.counts, found: search.found, added: Number(added) } })
      .where(and(eq(autopilotRuns.id, run.id), eq(autopilotRuns.stage, 'search')))
      .returning({ id: autopilotRuns.id })
    const unused = (run.reserved ?? 0) - Number(added)
    if (moved && autopilot.maxResultsPerPeriod !== null && run.periodKey && unused > 0) {
      await t
        .update(autopilotUsage)
        .set({ used: sql`greatest(0, ${autopilotUsage.used} - ${unused})` })
        .where(and(eq(autopilotUsage.autopilotId, autopilot.id), eq(autopilotUsage.periodKey, run.periodKey)))
    }
  })
  await sendRunStep(deps, run)
}

/** Starts the first lead job not yet started, waits for a running one, and sums up once all have ended. */
async function advanceSteps(deps: LeadJobDeps, run: AutopilotRunRow, autopilot: AutopilotRow): Promise<void> {
  const jobIds = run.steps.map((s) => s.job_id).filter((id): id is number => id !== null)
  const jobs = jobIds.length ? await deps.db.select().from(leadJobs).where(inArray(leadJobs.id, jobIds)) : []
  const byId = new Map(jobs.map((j) => [j.id, j]))
  for (const [index, step] of run.steps.entries()) {
    if (step.error) continue
    if (step.job_id === null) return startStep(deps, run, autopilot, index, step)
    const job = byId.get(step.job_id)
    if (!job) continue
    if (job.status === 'queued' || job.status === 'running') return void (await sendRunStep(deps, run, WAIT_MS))
    if (job.status === 'stopped' && job.stopReason === 'credits') return stopForCredits(deps, run)
  }
  const [search] = await deps.db.select({ charged: campaignSearches.charged }).from(campaignSearches).where(eq(campaignSearches.id, run.searchId!))
  const summary = summarise(run, jobs, search?.charged ?? 0)
  await deps.db.update(autopilotRuns).set({ counts: summary.counts, credits: summary.credits }).where(eq(autopilotRuns.id, run.id))
  await finishRun(deps, run, summary.error ? 'failed' : 'done', summary.error)
}

async function startStep(deps: LeadJobDeps, run: AutopilotRunRow, autopilot: AutopilotRow, index: number, step: AutopilotRunStep): Promise<void> {
  if (autopilot.status === 'paused_no_credits') return stopForCredits(deps, run)
  const fresh = await deps.db
    .select({ id: leadResults.id })
    .from(leadResults)
    .where(and(eq(leadResults.campaignId, autopilot.campaignId!), gt(leadResults.id, run.resultsFromId ?? 0)))
    .orderBy(leadResults.id)
  const recordStep = (tx: LeadJobDeps['db'], patch: Partial<AutopilotRunStep>) =>
    tx
      .update(autopilotRuns)
      .set({ steps: sql`jsonb_set(${autopilotRuns.steps}, ${`{${index}}`}::text[], (${autopilotRuns.steps} -> ${index}::int) || ${JSON.stringify(patch)}::jsonb)` })
      .where(and(eq(autopilotRuns.id, run.id), sql`${autopilotRuns.steps} -> ${index}::int ->> 'job_id' is null`, sql`not (${autopilotRuns.steps} -> ${index}::int ? 'error')`))
      .returning({ id: autopilotRuns.id })
  if (!fresh.length) {
    await recordStep(deps.db, { error: say('error.no_results') })
    return void (await sendRunStep(deps, run))
  }
  try {
    await createLeadJob(deps, forAccount(deps.db, run.accountId), {
      campaignId: autopilot.campaignId!,
      kind: step.kind as never,
      scope: { scope: 'selection', ids: fresh.map((r) => r.id) },
      params: step.params,
      recorded: async (tx, job) => {
        const [marked] = await recordStep(tx, { job_id: job.id })
        if (!marked) throw new AlreadyDone()
      },
    })
  } catch (err) {
    if (err instanceof AlreadyDone) return
    if (!(err instanceof ApiError)) throw err
    await recordStep(deps.db, { error: err.body.message })
  }
  await sendRunStep(deps, run)
}

/** Ends a run once (only from queued or running). */
export async function finishRun(deps: LeadJobDeps, run: Pick<AutopilotRunRow, 'id'>, status: 'done' | 'failed', error: string | null): Promise<void> {
  await deps.db
    .update(autopilotRuns)
    .set({ status, error, finishedAt: deps.now() })
    .where(and(eq(autopilotRuns.id, run.id), inArray(autopilotRuns.status, ['queued', 'running'])))
}
