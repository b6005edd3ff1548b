import { Hono } from 'hono'
import { normaliseWebsite } from '../../../shared/ai/business-profile'
import { CRAWL_DEFAULT_PAGES, crawlStatusQuery, crawlWebsiteBody, singleLinkBody, type CrawlJob, type CrawlStatusAnswer } from '../../../shared/ai/training'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { notFound, refusal } from '../../http/api-error'
import { readBody, readQuery } from '../../http/read-body'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { startOrJoinCrawl, type CrawlRow } from './crawl-runner'
import { presentLink } from './training-present'
import { listSources } from './training-store'
import { say } from '../../../shared/english-message'

/** "acme.com" names the crawl of https://acme.com/; a fragment names the same page. */
function sameAddress(given: string, stored: string): boolean {
  const normalised = normaliseWebsite(given)
  if (!normalised) return false
  const url = new URL(normalised)
  url.hash = ''
  return url.href === stored
}

/** A crawl started or joined; a 429 when the account already has as many pending as it may. */
function started(row: CrawlRow | null): CrawlRow {
  if (!row) throw refusal(429, { code: 'training.too_many_crawls' })
  return row
}

const jobOf = (row: CrawlRow): CrawlJob => ({ jobId: row.id, status: row.status, website: row.website, kind: row.kind })

/** Links a status answer carries at most: the whole crawl (its page limit is 200). */
const STATUS_LINKS = 200

/**
 * POST api/business-details/website and single-link start a crawl job (202 with the job); GET check-crawled-status
 * answers its state and the pages stored so far, which the client polls every 2 s while it is pending.
 */
export function crawlRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps

  app.post('/business-details/website', allow.module('ai_suggest'), reads({ body: crawlWebsiteBody }), async (c) => {
    const body = await readBody(c, crawlWebsiteBody)
    const website = normaliseWebsite(body.website)!
    const row = started(await startOrJoinCrawl(deps, { accountId: accountIdOf(c.var), kind: 'website', website, maxPages: body.max_pages ?? CRAWL_DEFAULT_PAGES }))
    return c.json({ message: say('training.crawl_started'), ...jobOf(row) }, 202)
  })

  app.post('/business-details/single-link', allow.module('ai_suggest'), reads({ body: singleLinkBody }), async (c) => {
    const body = await readBody(c, singleLinkBody)
    const url = new URL(body.url.trim())
    url.hash = ''
    const row = started(await startOrJoinCrawl(deps, { accountId: accountIdOf(c.var), kind: 'link', website: url.href, maxPages: 1 }))
    return c.json({ message: say('training.link_started'), ...jobOf(row) }, 202)
  })

  app.get('/business-details/check-crawled-status', allow.module('ai_suggest'), reads({ query: crawlStatusQuery }), async (c) => {
    const query = readQuery(c, crawlStatusQuery)
    const accountId = accountIdOf(c.var)
    const row = await forAccount(db, accountId).one('trainingCrawls', Number(query.job_id))
    // The website, when given, must be the crawl's: a status asked under another site's name is not this job.
    const website = query.website?.trim()
    if (!row || (website && !sameAddress(website, row.website))) throw notFound()
    const { rows } = await listSources(db, accountId, { kinds: ['website', 'link'], crawlId: row.id, page: 1, pageSize: STATUS_LINKS })
    const linksData = rows.map(presentLink)
    const answer: CrawlStatusAnswer = { ...jobOf(row), pages: row.pages, links: linksData.map((l) => l.url), linksData, error: row.error }
    return c.json(answer)
  })

  return app
}
