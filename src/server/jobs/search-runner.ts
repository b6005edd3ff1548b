import { and, inArray, lt, sql } from 'drizzle-orm'
import type { LeadType } from '../../shared/leads/types'
import { campaignSearches } from '../db/schema'
import { runSearchPage, type ResumeState, type SearchRunDeps } from './search-page'

export type StartSearchRequest = { accountId: number; campaignId: number; type: LeadType; params: Record<string, unknown> }

/**
 * Records a search run into a list (queued) and queues its first page. The caller has checked that the list is
 * the account's and validated `params` against the type's search schema; `params.limit` is the run's target.
 */
export async function startSearch(deps: SearchRunDeps, request: StartSearchRequest): Promise<{ searchId: number }> {
  const limit = typeof request.params.limit === 'number' ? request.params.limit : null
  const [run] = await deps.db
    .insert(campaignSearches)
    .values({
      accountId: request.accountId,
      campaignId: request.campaignId,
      type: request.type,
      params: request.params,
      provider: deps.leadProviders[request.type].id,
      status: 'queued',
      target: limit,
      heartbeatAt: deps.now(),
    })
    .returning({ id: campaignSearches.id })
  await deps.jobs.send('search-page', { searchId: run.id, page: 0 })
  return { searchId: run.id }
}

/**
 * Queues the current page of every unfinished run whose heartbeat is older than `staleBefore` (its process died or
 * its job was lost). Claiming is a conditional UPDATE of the heartbeat, so two processes sweeping at once re-queue
 * a run once; a duplicate page job would be harmless anyway (see runSearchPage).
 */
export async function recoverSearches(deps: SearchRunDeps, staleBefore: Date): Promise<number> {
  const claimed = await deps.db
    .update(campaignSearches)
    .set({ heartbeatAt: deps.now() })
    .where(
      and(
        inArray(campaignSearches.status, ['queued', 'running']),
        lt(sql`coalesce(${campaignSearches.heartbeatAt}, ${campaignSearches.createdAt})`, staleBefore.toISOString()),
      ),
    )
    .returning({ id: campaignSearches.id, resumeState: campaignSearches.resumeState })
  for (const run of claimed) {
    const page = (run.resumeState as ResumeState | null)?.pages ?? 0
    await deps.jobs.send('search-page', { searchId: run.id, page })
  }
  return claimed.length
}

export type SearchRunnerOptions = {
  /** A run whose heartbeat is older than this is taken to be orphaned and is resumed. */
  staleAfterMs: number
  /**
   * PGlite is owned by one process (the data-directory lock), so at start every unfinished run is an orphan of the
   * previous process and resumes at once; on PostgreSQL other live processes may own runs, so only stale ones do.
   */
  resumeAllOnStart: boolean
}

/** Starts the search-page worker, resumes interrupted runs, and keeps sweeping for stale ones. Returns a stopper. */
export async function startSearchRunner(deps: SearchRunDeps, options: SearchRunnerOptions): Promise<() => void> {
  await deps.jobs.work('search-page', async (job) => {
    const lastAttempt = job.retryCount >= job.retryLimit
    await runSearchPage(deps, job.data.searchId, job.data.page, lastAttempt)
  })
  const sweep = (staleBefore: Date) => recoverSearches(deps, staleBefore).catch((err) => console.error('Resuming searches failed:', err))
  await sweep(options.resumeAllOnStart ? new Date(deps.now().getTime() + 1) : new Date(deps.now().getTime() - options.staleAfterMs))
  const timer = setInterval(() => void sweep(new Date(deps.now().getTime() - options.staleAfterMs)), Math.max(1_000, options.staleAfterMs / 2))
  timer.unref()
  return () => clearInterval(timer)
}
