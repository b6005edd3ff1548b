import { and, eq, inArray, lt, not, sql } from 'drizzle-orm'
import { searchParams } from '../../../shared/leads/search'
import type { LeadType } from '../../../shared/leads/types'
import { nestFieldErrors, validate } from '../../../shared/validate'
import type { Database } from '../../db/client'
import { campaignSearches } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { jobInLine } from '../../jobs/job-store'
import { validationFailed } from '../../http/api-error'
import { prepareSearchStart, takeSearch } from '../account/search-allowance'
import type { ResumeState, SearchRunDeps } from './search-page'
import { searchPageJob } from './search-jobs'

export type StartSearchRequest = {
  accountId: number
  listId: number
  type: LeadType
  params: Record<string, unknown>
  /** Runs in the transaction that records the run: a caller that must remember the run (an autopilot) writes it there, so no run is started unrecorded. */
  recorded?: (tx: Database, searchId: number) => Promise<void>
}

/** The search parameters of a list type, validated; errors are keyed under `search.` like the body they came in. */
export function validSearch(type: LeadType, search: unknown): Record<string, unknown> {
  const result = validate(searchParams[type] as never, search ?? {})
  if (!result.ok) throw validationFailed(nestFieldErrors('search', result.errors))
  return result.value as Record<string, unknown>
}

/**
 * Records a search run into a list (queued) and queues its first page. The caller has checked that the list is
 * the account's and validated `params` against the type's search schema; `params.limit` is the run's target.
 * The search counts against the account's plan period in the transaction that records it: a refusal (licence
 * ended, 403; searches of the period used up, 429) writes nothing.
 */
export async function startSearch(deps: SearchRunDeps, request: StartSearchRequest): Promise<{ searchId: number }> {
  const limit = typeof request.params.limit === 'number' ? request.params.limit : null
  const now = deps.now()
  const period = await prepareSearchStart(deps.db, request.accountId, now)
  const run = await inTransaction(deps.db, async (t) => {
    await takeSearch(t, request.accountId, period, now)
    const [row] = await t
      .insert(campaignSearches)
      .values({
        accountId: request.accountId,
        campaignId: request.listId,
        type: request.type,
        params: request.params,
        provider: deps.leadProviders[request.type].id,
        status: 'queued',
        target: limit,
        heartbeatAt: now,
      })
      .returning({ id: campaignSearches.id })
    await request.recorded?.(t, row.id)
    return row
  })
  await deps.jobs.send(searchPageJob, { searchId: run.id, page: 0 }, { accountId: request.accountId })
  return { searchId: run.id }
}

/**
 * Queues the current page of every unfinished run whose heartbeat is older than `staleBefore` and that has no job in
 * the queue: its job was lost (failed for good, or never sent because the process died right after recording the
 * run). A run that waits in line, or whose page is at work, is left alone however old its heartbeat; a page whose
 * worker died is put back by the queue's lease reaper. Claiming is a conditional UPDATE of the heartbeat, so two
 * processes sweeping at once re-queue a run once; a duplicate page job would be harmless anyway (see runSearchPage).
 */
export async function recoverSearches(deps: SearchRunDeps, staleBefore: Date): Promise<number> {
  const claimed = await deps.db
    .update(campaignSearches)
    .set({ heartbeatAt: deps.now() })
    .where(
      and(
        inArray(campaignSearches.status, ['queued', 'running']),
        lt(sql`coalesce(${campaignSearches.heartbeatAt}, ${campaignSearches.createdAt})`, staleBefore.toISOString()),
        not(jobInLine(searchPageJob, sql`'search:' || ${campaignSearches.id}`)),
      ),
    )
    .returning({ id: campaignSearches.id, accountId: campaignSearches.accountId, resumeState: campaignSearches.resumeState })
  for (const run of claimed) {
    const page = (run.resumeState as ResumeState | null)?.pages ?? 0
    await deps.jobs.send(searchPageJob, { searchId: run.id, page }, { accountId: run.accountId })
  }
  return claimed.length
}

/**
 * Puts a run that stopped because the credits ran out back in line at the page it stopped on. The results it found
 * stay and are not charged again: that page is read again, its stored leads are duplicates (no insert, no charge) and
 * every new lead's charge is keyed by the run and the lead. Only a run still stopped for credits moves (a conditional
 * UPDATE), so two resumes at once queue it once. False when the run was not stopped for credits.
 */
export async function resumeStoppedSearch(deps: SearchRunDeps, searchId: number): Promise<boolean> {
  const [run] = await deps.db
    .update(campaignSearches)
    .set({ status: 'queued', stopReason: null, finishedAt: null, heartbeatAt: deps.now() })
    .where(and(eq(campaignSearches.id, searchId), eq(campaignSearches.status, 'stopped'), eq(campaignSearches.stopReason, 'credits')))
    .returning({ id: campaignSearches.id, accountId: campaignSearches.accountId, resumeState: campaignSearches.resumeState })
  if (!run) return false
  const page = (run.resumeState as ResumeState | null)?.pages ?? 0
  await deps.jobs.send(searchPageJob, { searchId: run.id, page }, { accountId: run.accountId })
  return true
}
