import robotsParser from 'robots-parser'
import { guardedFetch, OutboundRefused, type OutboundPolicy } from '../../../http/guarded-fetch'
import { extractPage, type PageFacts } from './page-extract'

export const CRAWLER_USER_AGENT = 'LeadConsoleBot'

export type CrawlLimits = { maxPages: number; maxBytesPerPage: number; totalTimeMs: number; requestTimeoutMs: number; maxCrawlDelayMs: number }
export const defaultCrawlLimits: CrawlLimits = { maxPages: 15, maxBytesPerPage: 1024 * 1024, totalTimeMs: 20_000, requestTimeoutMs: 8_000, maxCrawlDelayMs: 2_000 }

export type CrawlResult = {
  origin: string
  pages: (PageFacts & { url: string })[]
  /** Pages robots.txt kept us from. */
  disallowed: string[]
  /** Redirects to another site that were not followed. */
  refusedRedirects: string[]
  errors: string[]
}

/** Team, about and contact pages first: that is where people and addresses are. */
const PRIORITY = /(team|about|people|staff|leadership|management|contact|impressum|imprint|kontakt|ueber-uns|uber-uns|equipe|quienes|who-we-are)/i
const SKIP = /\.(pdf|jpe?g|png|gif|svg|webp|zip|mp4|mp3|css|js|xml|ico|woff2?)$/i

const siteHost = (url: URL) => url.host.replace(/^www\./, '').toLowerCase()
export const sameSite = (a: URL, b: URL) => siteHost(a) === siteHost(b) && (b.protocol === 'http:' || b.protocol === 'https:')

async function loadRobots(origin: URL, fetchPolicy: OutboundPolicy, signal: AbortSignal) {
  const robotsUrl = new URL('/robots.txt', origin).href
  try {
    const res = await guardedFetch(robotsUrl, { signal, onTooLarge: 'truncate', followRedirect: (from, to) => sameSite(from, to) }, { ...fetchPolicy, maxBytes: 512 * 1024 })
    // RFC 9309: no robots.txt (4xx) allows everything; a server error disallows everything.
    if (res.status >= 500) return robotsParser(robotsUrl, 'User-agent: *\nDisallow: /')
    return robotsParser(robotsUrl, res.status === 200 ? res.text() : '')
  } catch {
    return robotsParser(robotsUrl, '')
  }
}

/** Crawls one site through the guarded client: robots.txt obeyed, same-site links only, page, byte and time limits. */
export async function crawlSite(start: string, policy: OutboundPolicy, limits: CrawlLimits = defaultCrawlLimits, outerSignal?: AbortSignal, defaultCountry?: string): Promise<CrawlResult> {
  const startUrl = new URL(start)
  const deadline = AbortSignal.timeout(limits.totalTimeMs)
  const signal = outerSignal ? AbortSignal.any([outerSignal, deadline]) : deadline
  const fetchPolicy: OutboundPolicy = { ...policy, userAgent: `${CRAWLER_USER_AGENT}/1.0`, timeoutMs: limits.requestTimeoutMs, maxBytes: limits.maxBytesPerPage }
  const robots = await loadRobots(startUrl, fetchPolicy, signal)
  const delayMs = Math.min(limits.maxCrawlDelayMs, (robots.getCrawlDelay(CRAWLER_USER_AGENT) ?? 0) * 1000)
  const result: CrawlResult = { origin: startUrl.origin, pages: [], disallowed: [], refusedRedirects: [], errors: [] }
  const seen = new Set<string>()
  const queue: string[] = [startUrl.href]
  seen.add(startUrl.href)

  while (queue.length > 0 && result.pages.length < limits.maxPages && !signal.aborted) {
    const url = queue.shift()!
    if (robots.isAllowed(url, CRAWLER_USER_AGENT) === false) {
      result.disallowed.push(url)
      continue
    }
    if (delayMs > 0 && result.pages.length > 0) await new Promise((r) => setTimeout(r, delayMs))
    try {
      const res = await guardedFetch(url, {
        signal,
        onTooLarge: 'truncate',
        headers: { accept: 'text/html,application/xhtml+xml' },
        followRedirect: (from, to) => {
          if (!sameSite(startUrl, to)) result.refusedRedirects.push(to.href)
          return sameSite(startUrl, to) && robots.isAllowed(to.href, CRAWLER_USER_AGENT) !== false
        },
      }, fetchPolicy)
      if (res.status !== 200 || !/html/i.test(String(res.headers['content-type'] ?? 'text/html'))) continue
      const facts = extractPage(res.text(), res.url, defaultCountry)
      result.pages.push({ url: res.url, ...facts })
      const fresh = facts.links.filter((link) => !seen.has(link) && !SKIP.test(new URL(link).pathname) && sameSite(startUrl, new URL(link)))
      for (const link of fresh) seen.add(link)
      queue.push(...fresh.filter((l) => PRIORITY.test(l)))
      queue.sort((a, b) => Number(PRIORITY.test(b)) - Number(PRIORITY.test(a)))
      queue.push(...fresh.filter((l) => !PRIORITY.test(l)))
    } catch (err) {
      if (err instanceof OutboundRefused && err.code === 'redirect_refused') continue
      result.errors.push(`${url}: ${(err as Error).message}`)
    }
  }
  return result
}
