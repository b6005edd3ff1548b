import type { OutboundPolicy } from '../../http/guarded-fetch'
import { crawl, defaultCrawlLimits, type CrawlLimits, type CrawlOutcome } from '../leads/website-crawl/site-crawler'
import type { TrainingPageText } from './page-text'
import { readTrainingPageOffThread } from './page-text-pool'

export type TrainingCrawlPage = TrainingPageText & { url: string }

/**
 * Limits of a training crawl: more pages than a lead-search crawl (a business's whole site, not its team page), a
 * longer overall budget, the same per-page byte and time limits. Pages are fetched four at a time, eight while the
 * site answers within a few milliseconds, one at a time when robots.txt asks for a crawl delay.
 */
export const trainingCrawlLimits: CrawlLimits = { ...defaultCrawlLimits, maxPages: 50, totalTimeMs: 180_000 }
export const TRAINING_CRAWL_CONCURRENCY = 4
export const TRAINING_CRAWL_FAST_CONCURRENCY = 8

export type TrainingCrawlRequest = {
  start: string
  policy: OutboundPolicy
  /** 1 for a single link: the page itself, no links followed. */
  maxPages: number
  limits?: Partial<CrawlLimits>
  signal?: AbortSignal
  /** Each page as it is read; the crawl waits for it (a training crawl stores the page here). */
  onPage?(page: TrainingCrawlPage): Promise<void>
}

/** Crawls a business's site (or fetches one link) for its readable text, through the shared crawler core. */
export function crawlForTraining(request: TrainingCrawlRequest): Promise<CrawlOutcome<TrainingPageText>> {
  return crawl<TrainingPageText>({
    start: request.start,
    policy: request.policy,
    limits: { ...trainingCrawlLimits, ...request.limits, maxPages: request.maxPages },
    signal: request.signal,
    concurrency: TRAINING_CRAWL_CONCURRENCY,
    fastConcurrency: TRAINING_CRAWL_FAST_CONCURRENCY,
    read: async (page) => {
      const text = await readTrainingPageOffThread(page.bytes, page.url)
      return { ...text, truncated: text.truncated || page.truncated }
    },
    onPage: request.onPage,
  })
}

/** Why a crawl that stored no page stored nothing, in words for the user. */
export function emptyCrawlReason(outcome: CrawlOutcome<TrainingPageText>, start: string): string {
  const host = new URL(start).host
  if (outcome.refusedRedirects.length > 0) return `${host} redirects to another site (${new URL(outcome.refusedRedirects[0]).host}), which was not followed.`
  if (outcome.disallowed.length > 0) return `robots.txt of ${host} does not allow crawling it.`
  if (outcome.errors.length > 0) return `${host} could not be crawled: ${outcome.errors[0].replace(/^\S+: /, '')}.`
  return `${host} has no page with readable text.`
}
