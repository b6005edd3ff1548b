import { and, eq, inArray, sql } from 'drizzle-orm'
import { searchResultCost } from '../../../shared/leads/costs'
import type { LeadType } from '../../../shared/leads/types'
import type { AppDeps } from '../../app-deps'
import type { Database } from '../../db/client'
import { campaigns, campaignSearches, leadResults } from '../../db/schema'
import type { Lead, LeadSearchProvider } from '../../providers/leads/types'
import { accountAndOwner } from '../accounts/own-account'
import { spend } from '../credits/credit-ledger'
import { searchPageJob } from './search-jobs'
import { inTransaction } from '../../db/transaction'
import { newLeadsLanded } from '../workflows/workflow-triggers'

export type SearchRunDeps = Pick<AppDeps, 'db' | 'jobs' | 'leadProviders' | 'now' | 'secretBox'>
type SearchRun = typeof campaignSearches.$inferSelect

/** Where a run stands between pages: the provider's token for the next page and how many pages are done. */
export type ResumeState = { page: string | null; pages: number; total: number | null }
const startState: ResumeState = { page: null, pages: 0, total: null }

/** "No credits will be consumed if contact data or e-mail data is not returned." */
function isChargeable(lead: Lead) {
  return Boolean(lead.email) || lead.potential_emails.length > 0 || Boolean(lead.phone)
}

/** The idempotency key of a result's charge: one charge per run and lead, however often the page is processed. */
export const chargeKey = (searchId: number, leadKey: string) => `search:${searchId}:${leadKey}`

class OutOfCredits extends Error {}

/**
 * Processes page `pageIndex` of a run. Safe to run twice, even at once: every lead is inserted with
 * ON CONFLICT DO NOTHING and charged in the same transaction under its own key, the run's counters only move
 * when a row is really inserted, and only the job that advances the resume state (a conditional UPDATE) queues
 * the next page. A job whose page is no longer the run's current page is a stale duplicate and does nothing.
 */
export async function runSearchPage(deps: SearchRunDeps, searchId: number, pageIndex: number, lastAttempt: boolean): Promise<void> {
  const { db } = deps
  const [run] = await db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId))
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return
  const resume = (run.resumeState as ResumeState | null) ?? startState
  if (resume.pages !== pageIndex) return

  const now = deps.now()
  await db
    .update(campaignSearches)
    .set({ status: 'running', startedAt: run.startedAt ?? now, heartbeatAt: now })
    .where(and(eq(campaignSearches.id, run.id), inArray(campaignSearches.status, ['queued', 'running'])))

  let page
  try {
    const provider = deps.leadProviders[run.type] as LeadSearchProvider<LeadType>
    page = await provider.search(run.params as never, resume.page, { googleApiKey: await googleApiKeyOf(deps, run.accountId) })
  } catch (err) {
    if (!lastAttempt) throw err
    console.error(`Search ${run.id} failed on page ${pageIndex}:`, err)
    return finishRun(db, run, 'failed', 'error', deps.now())
  }

  let found = run.found
  // The page's saved leads start the list's workflows triggered by new leads (the trigger finds which leads are new).
  const landed = () => (found > run.found ? newLeadsLanded(deps, { accountId: run.accountId, campaignId: run.campaignId }) : Promise.resolve())
  for (const [i, lead] of page.leads.entries()) {
    if (run.target != null && found >= run.target) break
    // A shutdown leaves the rest of the page to the job that resumes the run after the restart.
    if (deps.jobs.stopping) return landed()
    const outcome = await storeLead(deps, run, lead, found + 1)
    if (outcome === 'out-of-credits') {
      await landed()
      return finishRun(db, run, 'stopped', 'credits', deps.now())
    }
    if (outcome === 'full') {
      // Another delivery of this page reached the target: the run is done.
      found = run.target ?? found
      break
    }
    if (outcome === 'stored') found++
    if (i % 10 === 9) await heartbeat(db, run.id, deps.now())
    await yieldToEventLoop()
  }
  await landed()

  const finished = page.next === null || (run.target != null && found >= run.target)
  if (finished) return finishRun(db, run, 'done', null, deps.now())
  const next: ResumeState = { page: page.next, pages: pageIndex + 1, total: page.total }
  const advanced = await db
    .update(campaignSearches)
    .set({ resumeState: next, heartbeatAt: deps.now() })
    .where(and(eq(campaignSearches.id, run.id), eq(campaignSearches.status, 'running'), sql`coalesce((${campaignSearches.resumeState}->>'pages')::int, 0) = ${pageIndex}`))
    .returning({ id: campaignSearches.id })
  if (advanced.length) await deps.jobs.send(searchPageJob, { searchId: run.id, page: next.pages }, { accountId: run.accountId })
}

/**
 * Inserts one result and charges for it, atomically: a result is never stored unpaid nor paid twice. The run's row is
 * locked first and its count read again, so two deliveries of one page at once (a job redelivered after its process
 * died) never store past the run's target: each one's own count misses the other's leads, the row's does not.
 */
async function storeLead(deps: SearchRunDeps, run: SearchRun, lead: Lead, position: number): Promise<'stored' | 'duplicate' | 'out-of-credits' | 'full'> {
  const cost = isChargeable(lead) ? searchResultCost[run.type] : 0
  const now = deps.now()
  try {
    return await inTransaction(deps.db, async (t) => {
      if (run.target != null) {
        const [current] = await t.select({ found: campaignSearches.found }).from(campaignSearches).where(eq(campaignSearches.id, run.id)).for('update')
        if (current && current.found >= run.target) return 'full' as const
      }
      const [row] = await t
        .insert(leadResults)
        .values({
          accountId: run.accountId,
          campaignId: run.campaignId,
          type: run.type,
          position,
          key: lead.key,
          name: lead.name,
          email: lead.email,
          emailState: lead.email_state,
          potentialEmails: lead.potential_emails,
          phone: lead.phone,
          website: lead.website,
          linkedinUrl: lead.linkedin_url,
          city: lead.city,
          state: lead.state,
          country: lead.country,
          fields: lead.fields,
        })
        .onConflictDoNothing({ target: [leadResults.campaignId, leadResults.key] })
        .returning({ id: leadResults.id })
      if (!row) return 'duplicate' as const
      let charged = 0
      if (cost > 0) {
        const result = await spend(t, { accountId: run.accountId, amount: cost, key: chargeKey(run.id, lead.key), reason: `Search result (${run.type})`, source: { movement: 'search', type: 'search', id: run.id }, now })
        if (!result.ok) throw new OutOfCredits()
        if (!result.duplicate) charged = cost
      }
      await t
        .update(campaignSearches)
        .set({ found: sql`${campaignSearches.found} + 1`, charged: sql`${campaignSearches.charged} + ${charged}`, heartbeatAt: now })
        .where(eq(campaignSearches.id, run.id))
      return 'stored' as const
    })
  } catch (err) {
    if (err instanceof OutOfCredits) return 'out-of-credits'
    throw err
  }
}

/**
 * PGlite answers in-process, so a run's chain of queries can resolve entirely in microtasks and never let the event
 * loop read a socket: without this pause a long search starves every HTTP request, its own progress stream included.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

async function heartbeat(db: Database, searchId: number, now: Date) {
  await db.update(campaignSearches).set({ heartbeatAt: now }).where(eq(campaignSearches.id, searchId))
}

/** Ends a run once (only from queued or running) and touches its list, whose state follows its runs. */
async function finishRun(db: Database, run: Pick<SearchRun, 'id' | 'campaignId'>, status: 'done' | 'stopped' | 'failed', stopReason: string | null, now: Date) {
  const ended = await db
    .update(campaignSearches)
    .set({ status, stopReason, finishedAt: now, heartbeatAt: now })
    .where(and(eq(campaignSearches.id, run.id), inArray(campaignSearches.status, ['queued', 'running'])))
    .returning({ id: campaignSearches.id })
  if (ended.length) await db.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.id, run.campaignId))
}

/** The Google API key of the person who answers for the account (its owner, or its parent's for a child account). */
async function googleApiKeyOf(deps: SearchRunDeps, accountId: number) {
  const key = (await accountAndOwner(deps.db, accountId))?.owner.googleApiKey
  return key ? deps.secretBox.open(key) : null
}
