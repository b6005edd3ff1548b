import http from 'node:http'
import https from 'node:https'
import robotsParser from 'robots-parser'
import { guardedFetch, OutboundRefused, type GuardedRequest, type OutboundPolicy } from '../../../http/guarded-fetch'
import { extractPage, type PageFacts } from './page-extract'

/**
 * The one website crawler of the product, shared by lead search (people and contacts of a domain) and AI training
 * (the text of a business's site): every request through the guarded client, robots.txt obeyed, same-site links
 * only, page, byte and time limits. What a page is read for is the caller's `read`.
 */
export const CRAWLER_USER_AGENT = 'LeadConsoleBot'

export type CrawlLimits = { maxPages: number; maxBytesPerPage: number; totalTimeMs: number; requestTimeoutMs: number; maxCrawlDelayMs: number }
export const defaultCrawlLimits: CrawlLimits = { maxPages: 15, maxBytesPerPage: 1024 * 1024, totalTimeMs: 20_000, requestTimeoutMs: 8_000, maxCrawlDelayMs: 2_000 }

/**
 * A fetched HTML page: its final URL (after same-site redirects), its HTML (decoded on first read), its bytes (a
 * reader that hands them elsewhere may take them), and whether the byte limit cut it.
 */
export type FetchedPage = { url: string; readonly html: string; bytes: Buffer; truncated: boolean }

export type CrawlPlan<P extends { links: string[] }> = {
  start: string
  policy: OutboundPolicy
  limits: CrawlLimits
  signal?: AbortSignal
  /** What to keep of a page, with its links (absolute); only same-site http(s) links are followed. */
  read(page: FetchedPage): P | Promise<P>
  /** Pages to fetch before the others (lead search: team, about, contact). */
  prioritise?(url: string): boolean
  /** Pages fetched at once; 1 whenever robots.txt asks for a crawl delay. Default 1. */
  concurrency?: number
  /**
   * Pages fetched at once while the site answers within FAST_ANSWER_MS (on a moving average): a site that fast has
   * room, and the crawl spends less waiting. Default: `concurrency`.
   */
  fastConcurrency?: number
  /** Each page as soon as it is read (a training crawl stores it here); a throw stops the crawl and is rethrown. */
  onPage?(page: P & { url: string }): Promise<void> | void
}

export type CrawlOutcome<P> = {
  origin: string
  pages: (P & { url: string })[]
  /** Pages robots.txt kept us from. */
  disallowed: string[]
  /** Redirects to another site that were not followed. */
  refusedRedirects: string[]
  errors: string[]
}

export type CrawlResult = CrawlOutcome<PageFacts>

/** Team, about and contact pages first: that is where people and addresses are. */
const PRIORITY = /(team|about|people|staff|leadership|management|contact|impressum|imprint|kontakt|ueber-uns|uber-uns|equipe|quienes|who-we-are)/i
const SKIP = /\.(pdf|jpe?g|png|gif|svg|webp|zip|mp4|mp3|css|js|xml|ico|woff2?)$/i

/** Connections a crawl keeps open to the site at most (its concurrency is capped by it). */
const MAX_CONNECTIONS = 8
/** A site whose answers take less than this (a moving average over the crawl) is fetched at `fastConcurrency`. */
export const FAST_ANSWER_MS = 10

const siteHost = (url: URL) => url.host.replace(/^www\./, '').toLowerCase()
export const sameSite = (a: URL, b: URL) => siteHost(a) === siteHost(b) && (b.protocol === 'http:' || b.protocol === 'https:')

export async function loadRobots(origin: URL, fetchPolicy: OutboundPolicy, signal: AbortSignal, agents?: GuardedRequest['agents']) {
  const robotsUrl = new URL('/robots.txt', origin).href
  try {
    const res = await guardedFetch(robotsUrl, { signal, agents, onTooLarge: 'truncate', followRedirect: (from, to) => sameSite(from, to) }, { ...fetchPolicy, maxBytes: 512 * 1024 })
    // RFC 9309: no robots.txt (4xx) allows everything; a server error disallows everything.
    if (res.status >= 500) return robotsParser(robotsUrl, 'User-agent: *\nDisallow: /')
    return robotsParser(robotsUrl, res.status === 200 ? res.text() : '')
  } catch {
    return robotsParser(robotsUrl, '')
  }
}

/** The fetch policy of a crawl: the caller's address rules with the crawler's agent and per-page limits. */
export const crawlFetchPolicy = (policy: OutboundPolicy, limits: CrawlLimits): OutboundPolicy => ({
  ...policy,
  userAgent: `${CRAWLER_USER_AGENT}/1.0`,
  timeoutMs: limits.requestTimeoutMs,
  maxBytes: limits.maxBytesPerPage,
})

const isFollowable = (start: URL, link: string) => {
  try {
    const url = new URL(link)
    return !SKIP.test(url.pathname) && sameSite(start, url)
  } catch {
    return false
  }
}

/**
 * Crawls one site breadth first (prioritised pages ahead). At most `maxPages` pages are kept: a page counts once
 * it is fetched and read, and no more fetches are started than could still be kept.
 */
export async function crawl<P extends { links: string[] }>(plan: CrawlPlan<P>): Promise<CrawlOutcome<P>> {
  const { limits } = plan
  const startUrl = new URL(plan.start)
  const deadline = AbortSignal.timeout(limits.totalTimeMs)
  const signal = plan.signal ? AbortSignal.any([plan.signal, deadline]) : deadline
  const fetchPolicy = crawlFetchPolicy(plan.policy, limits)
  // One site, many pages: kept-alive connections (the guarded client still checks every request's address and pins
  // each new socket to it), closed when the crawl ends.
  const agents = { http: new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS }), https: new https.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS }) }
  try {
    return await crawlWith(plan, startUrl, signal, fetchPolicy, agents)
  } finally {
    agents.http.destroy()
    agents.https.destroy()
  }
}

async function crawlWith<P extends { links: string[] }>(plan: CrawlPlan<P>, startUrl: URL, signal: AbortSignal, fetchPolicy: OutboundPolicy, agents: NonNullable<GuardedRequest['agents']>): Promise<CrawlOutcome<P>> {
  const { limits } = plan
  const robots = await loadRobots(startUrl, fetchPolicy, signal, agents)
  const delayMs = Math.min(limits.maxCrawlDelayMs, (robots.getCrawlDelay(CRAWLER_USER_AGENT) ?? 0) * 1000)
  const concurrency = delayMs > 0 ? 1 : Math.min(MAX_CONNECTIONS, Math.max(1, plan.concurrency ?? 1))
  const fastConcurrency = delayMs > 0 ? 1 : Math.min(MAX_CONNECTIONS, Math.max(concurrency, plan.fastConcurrency ?? concurrency))
  // The site's answer time, a moving average (unknown before the first page: the crawl starts at `concurrency`).
  let answerMs = Number.POSITIVE_INFINITY
  const allowed = () => (answerMs < FAST_ANSWER_MS ? fastConcurrency : concurrency)
  const prioritise = plan.prioritise ?? (() => false)
  const result: CrawlOutcome<P> = { origin: startUrl.origin, pages: [], disallowed: [], refusedRedirects: [], errors: [] }
  const seen = new Set<string>([startUrl.href])
  // Links to fetch, first in first out: prioritised ones (in the order found) ahead of all the others.
  const ahead: string[] = []
  const behind: string[] = [startUrl.href]
  const inFlight = new Set<Promise<void>>()
  let failure: unknown = null
  let fetched = 0

  async function visit(url: string) {
    if (delayMs > 0 && fetched++ > 0) await new Promise((r) => setTimeout(r, delayMs))
    try {
      const began = performance.now()
      const res = await guardedFetch(url, {
        signal,
        agents,
        onTooLarge: 'truncate',
        headers: { accept: 'text/html,application/xhtml+xml' },
        followRedirect: (_from, to) => {
          if (!sameSite(startUrl, to)) result.refusedRedirects.push(to.href)
          return sameSite(startUrl, to) && robots.isAllowed(to.href, CRAWLER_USER_AGENT) !== false
        },
      }, fetchPolicy)
      const took = performance.now() - began
      answerMs = answerMs === Number.POSITIVE_INFINITY ? took : answerMs * 0.7 + took * 0.3
      if (res.status !== 200 || !/html/i.test(String(res.headers['content-type'] ?? 'text/html'))) return
      if (result.pages.length >= limits.maxPages) return
      let html: string | undefined
      const page = { ...(await plan.read({ url: res.url, get html() { return (html ??= res.text()) }, bytes: res.body, truncated: res.truncated })), url: res.url }
      result.pages.push(page)
      seen.add(res.url)
      const fresh = [...new Set(page.links)].filter((link) => !seen.has(link) && isFollowable(startUrl, link))
      for (const link of fresh) seen.add(link)
      for (const link of fresh) (prioritise(link) ? ahead : behind).push(link)
      await plan.onPage?.(page)
    } catch (err) {
      if (err instanceof OutboundRefused) {
        if (err.code !== 'redirect_refused') result.errors.push(`${url}: ${err.message}`)
      } else failure ??= err
    }
  }

  while (!signal.aborted && failure === null) {
    while (ahead.length + behind.length > 0 && inFlight.size < allowed() && result.pages.length + inFlight.size < limits.maxPages && !signal.aborted) {
      const url = (ahead.length > 0 ? ahead.shift() : behind.shift())!
      if (robots.isAllowed(url, CRAWLER_USER_AGENT) === false) {
        result.disallowed.push(url)
        continue
      }
      const task: Promise<void> = visit(url).finally(() => inFlight.delete(task))
      inFlight.add(task)
    }
    if (inFlight.size === 0) break
    await Promise.race(inFlight)
  }
  await Promise.allSettled(inFlight)
  if (failure !== null) throw failure
  return result
}

/** Lead search's crawl: people, contacts and links of each page, team and contact pages first, one page at a time. */
export function crawlSite(start: string, policy: OutboundPolicy, limits: CrawlLimits = defaultCrawlLimits, outerSignal?: AbortSignal, defaultCountry?: string): Promise<CrawlResult> {
  return crawl<PageFacts>({
    start,
    policy,
    limits,
    signal: outerSignal,
    prioritise: (url) => PRIORITY.test(url),
    read: (page) => extractPage(page.html, page.url, defaultCountry),
  })
}
