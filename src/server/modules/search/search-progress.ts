import { and, desc, eq, sql } from 'drizzle-orm'
import type { ListState } from '../../../shared/leads/types'
import type { Database } from '../../db/client'
import { campaigns, campaignSearches, leadResults } from '../../db/schema'
import type { ResumeState } from '../search/search-page'

type SearchRun = typeof campaignSearches.$inferSelect

/** The latest search run of a list, as the progress bar and the "why it stopped" line need it. */
export type SearchRunProgress = {
  id: number
  status: SearchRun['status']
  provider: string
  found: number
  charged: number
  target: number | null
  /** How many results the provider says the query has, once its first page is in. */
  provider_total: number | null
  stop_reason: string | null
  message: string
  started_at: string | null
  finished_at: string | null
}

export type ListProgress = { campaign_id: number; state: ListState; total: number; search: SearchRunProgress | null }

/** What a user reads under the progress bar: where the run is, or why it ended. */
export function runMessage(run: Pick<SearchRun, 'status' | 'found' | 'target' | 'stopReason'>): string {
  const results = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`
  switch (run.status) {
    case 'queued':
      return 'Search queued.'
    case 'running':
      return run.target != null ? `Searching: ${run.found} of ${run.target} found.` : `Searching: ${results(run.found)} found.`
    case 'done':
      return `Search complete: ${results(run.found)} added.`
    case 'stopped':
      if (run.stopReason === 'credits')
        return `Out of credits: the search stopped after ${results(run.found)}. The results found are kept; add credits and search again to continue.`
      return `The search was stopped after ${results(run.found)}.`
    case 'failed':
      return `The search failed after ${results(run.found)}: the lead provider did not answer. The results found are kept.`
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

function present(run: SearchRun): SearchRunProgress {
  return {
    id: run.id,
    status: run.status,
    provider: run.provider,
    found: run.found,
    charged: run.charged,
    target: run.target,
    provider_total: (run.resumeState as ResumeState | null)?.total ?? null,
    stop_reason: run.stopReason,
    message: runMessage(run),
    started_at: iso(run.startedAt),
    finished_at: iso(run.finishedAt),
  }
}

/** The account's list with its latest run; null when the list is not the account's (the caller answers 404). */
export async function listProgress(db: Database, accountId: number, listId: number): Promise<ListProgress | null> {
  const [list] = await db
    .select({ id: campaigns.id, isArchived: campaigns.isArchived })
    .from(campaigns)
    .where(and(eq(campaigns.id, listId), eq(campaigns.accountId, accountId)))
  if (!list) return null
  const [run] = await db.select().from(campaignSearches).where(eq(campaignSearches.campaignId, list.id)).orderBy(desc(campaignSearches.id)).limit(1)
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(leadResults).where(eq(leadResults.campaignId, list.id))
  const atWork = run != null && (run.status === 'queued' || run.status === 'running')
  return {
    campaign_id: list.id,
    state: list.isArchived ? 'Archived' : atWork ? 'Incomplete' : 'Active',
    total,
    search: run ? present(run) : null,
  }
}
