import { and, eq, lt, not, sql } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import type { Database } from '../../db/client'
import { trainingCrawls, trainingSources } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { defineJobKind } from '../../jobs/job-kind'
import { jobInLine } from '../../jobs/job-store'
import type { CrawlLimits } from '../../providers/leads/website-crawl/site-crawler'
import { crawlForTraining, emptyCrawlReason, type TrainingCrawlPage } from '../../providers/ai-training/training-crawler'
import { storePages } from './training-store'

const STOP_CHECK_MS = 200

/**
 * A website crawl or single-link fetch for AI training; does nothing unless the crawl is still pending. A crawl is one
 * job (up to 200 pages within its 3-minute budget), so the timeout leaves room for that. Three at once per process:
 * a crawl waits on the network, and one slow site must not hold up every other account's crawl.
 */
export const trainingCrawlJob = defineJobKind<{ crawlId: number }>({
  name: 'training-crawl',
  subject: (data) => `training-crawl:${data.crawlId}`,
  policy: { retryLimit: 2, retryDelayMs: 10_000, concurrency: { pglite: 3, postgres: 3 }, timeoutMs: 10 * 60_000 },
})

export type CrawlRunDeps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'now'>
export type CrawlRow = typeof trainingCrawls.$inferSelect

/** Crawls an account may have pending at once: each holds a worker for up to a few minutes. */
export const MAX_PENDING_CRAWLS = 3

/**
 * The account's pending crawl of this site, if any (posting the same site twice watches one job), else a new one;
 * null when the account already has MAX_PENDING_CRAWLS pending.
 */
export async function startOrJoinCrawl(deps: CrawlRunDeps, request: { accountId: number; kind: 'website' | 'link'; website: string; maxPages: number }): Promise<CrawlRow | null> {
  const pending = await forAccount(deps.db, request.accountId).select('trainingCrawls', eq(trainingCrawls.status, 'pending'))
  const same = pending.find((c) => c.kind === request.kind && c.website === request.website && c.maxPages === request.maxPages)
  if (same) return same
  if (pending.length >= MAX_PENDING_CRAWLS) return null
  return startTrainingCrawl(deps, request)
}

/**
 * Records a crawl (pending) and queues its job. The caller has validated and normalised the URL; the address itself
 * is checked by the guarded client when the job fetches it.
 */
export async function startTrainingCrawl(deps: CrawlRunDeps, request: { accountId: number; kind: 'website' | 'link'; website: string; maxPages: number }): Promise<CrawlRow> {
  const [row] = await deps.db
    .insert(trainingCrawls)
    .values({ accountId: request.accountId, kind: request.kind, website: request.website, maxPages: request.maxPages, status: 'pending', heartbeatAt: deps.now() })
    .returning()
  await deps.jobs.send(trainingCrawlJob, { crawlId: row.id }, { accountId: row.accountId })
  return row
}

/** Pages stored in one go once that many are waiting; fewer wait at most STORE_WAIT_MS. */
const STORE_BATCH = 16
const STORE_WAIT_MS = 50
/** Pages a crawl may read ahead of the store; past this it waits for the store to catch up. */
const STORE_BACKLOG = 64

/**
 * Stores a crawl's pages as they are read, in batches: once STORE_BATCH pages are waiting, or STORE_WAIT_MS after the
 * first of fewer, all waiting pages go in one store (two statements however many pages: PGlite's cost is mostly per
 * statement, and page by page in transactions of five statements the store cost several times the crawl itself).
 * The crawl goes on meanwhile, and the status poll (every 2 s) sees pages arrive while it runs. A failed store fails
 * the crawl at its next page (or at its end).
 */
function crawlPageStore(db: Database, crawl: CrawlRow, now: () => Date) {
  let waiting: TrainingCrawlPage[] = []
  let storing: Promise<void> | null = null
  let timer: NodeJS.Timeout | null = null
  let flushing = false
  let failure: { error: unknown } | null = null

  const storeWaiting = async () => {
    const batch = waiting
    waiting = []
    try {
      await storePages(db, crawl.accountId, batch.map((page) => ({ kind: crawl.kind, url: page.url, title: page.title, content: page.text, truncated: page.truncated })), now(), crawl.id)
      // PGlite answers in-process: let HTTP requests (the client's status polls) in between stores.
      await new Promise<void>((resolve) => setImmediate(resolve))
    } catch (error) {
      failure = { error }
    }
    storing = null
    schedule()
  }
  /** Starts a store when a batch is full, the first waiting page has waited long enough, or the crawl has ended. */
  function schedule(due = false) {
    if (storing || failure || waiting.length === 0) return
    if (due || flushing || waiting.length >= STORE_BATCH) {
      if (timer) clearTimeout(timer)
      timer = null
      storing = storeWaiting()
    } else {
      timer ??= setTimeout(() => {
        timer = null
        schedule(true)
      }, STORE_WAIT_MS)
    }
  }
  const check = () => {
    if (failure) throw failure.error
  }
  return {
    async add(page: TrainingCrawlPage) {
      check()
      waiting.push(page)
      schedule()
      if (waiting.length >= STORE_BACKLOG) await storing
      check()
    },
    /** Every page added is stored (or the store failed: thrown). */
    async flush() {
      flushing = true
      schedule()
      while (storing) await storing
      check()
    },
  }
}

async function finishCrawl(db: Database, crawlId: number, status: 'done' | 'failed', error: string | null, now: Date) {
  await db
    .update(trainingCrawls)
    .set({ status, error, finishedAt: now, heartbeatAt: now, pages: sql`(select count(*)::int from ${trainingSources} where ${trainingSources.crawlId} = ${crawlId})` })
    .where(and(eq(trainingCrawls.id, crawlId), eq(trainingCrawls.status, 'pending')))
}

/**
 * Runs one crawl to its end. Safe to run twice, even at once: pages are stored under their URL (an upsert), the
 * page count is recounted, and only a pending crawl is finished. A shutdown stops the crawl between pages and leaves
 * it pending; the runner resumes it after the restart (from the start page: pages already stored are refreshed).
 */
export async function runTrainingCrawl(deps: CrawlRunDeps, crawlId: number, options: { lastAttempt: boolean; limits?: Partial<CrawlLimits> }): Promise<void> {
  const { db } = deps
  const [crawl] = await db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawlId))
  if (!crawl || crawl.status !== 'pending') return
  await db.update(trainingCrawls).set({ startedAt: crawl.startedAt ?? deps.now(), heartbeatAt: deps.now() }).where(eq(trainingCrawls.id, crawl.id))

  const stop = new AbortController()
  // A shutdown stops the crawl at once (a page may hang up to its time limit), leaving it pending for the restart.
  const watch = setInterval(() => deps.jobs.stopping && stop.abort(), STOP_CHECK_MS)
  const store = crawlPageStore(db, crawl, deps.now)
  try {
    const outcome = await crawlForTraining({
      start: crawl.website,
      policy: deps.config.outbound,
      maxPages: crawl.maxPages,
      limits: options.limits,
      signal: stop.signal,
      onPage: async (page) => {
        if (!stop.signal.aborted) await store.add(page)
      },
    })
    await store.flush()
    if (stop.signal.aborted || deps.jobs.stopping) return
    const [{ pages }] = await db.select({ pages: sql<number>`count(*)::int` }).from(trainingSources).where(eq(trainingSources.crawlId, crawl.id))
    await finishCrawl(db, crawl.id, 'done', Number(pages) === 0 ? emptyCrawlReason(outcome, crawl.website) : null, deps.now())
  } catch (err) {
    if (deps.jobs.stopping) return
    if (!options.lastAttempt) throw err
    console.error(`Training crawl ${crawl.id} failed:`, err)
    await finishCrawl(db, crawl.id, 'failed', 'The crawl failed. Please try again later.', deps.now())
  } finally {
    clearInterval(watch)
    // Nothing is written after the job has returned (a shutdown closes the database next).
    await store.flush().catch(() => undefined)
  }
}

/**
 * Re-queues every pending crawl whose heartbeat is older than `staleBefore` and that has no job in the queue (its job
 * failed for good, or was never sent because the process died in between); a crawl that waits in line or is at work
 * is left alone. Claiming is a conditional UPDATE of the heartbeat, so two processes sweeping at once re-queue a
 * crawl once.
 */
export async function recoverTrainingCrawls(deps: CrawlRunDeps, staleBefore: Date): Promise<number> {
  const claimed = await deps.db
    .update(trainingCrawls)
    .set({ heartbeatAt: deps.now() })
    .where(
      and(
        eq(trainingCrawls.status, 'pending'),
        lt(sql`coalesce(${trainingCrawls.heartbeatAt}, ${trainingCrawls.createdAt})`, staleBefore.toISOString()),
        not(jobInLine(trainingCrawlJob, sql`'training-crawl:' || ${trainingCrawls.id}`)),
      ),
    )
    .returning({ id: trainingCrawls.id, accountId: trainingCrawls.accountId })
  for (const crawl of claimed) await deps.jobs.send(trainingCrawlJob, { crawlId: crawl.id }, { accountId: crawl.accountId })
  return claimed.length
}
