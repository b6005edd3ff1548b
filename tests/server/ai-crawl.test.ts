import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig, type ServerConfig } from '../../src/server/config'
import { trainingChunks, trainingCrawls, trainingSources } from '../../src/server/db/schema'
import { runTrainingCrawl, startTrainingCrawl } from '../../src/server/modules/ai-training/crawl-runner'
import { createUser } from '../../src/server/modules/users/user-repository'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { startTestServer, throwawayPostgres, type TestServer } from './harness'
import { pagePath, serveGeneratedSite, type GeneratedSite } from './fixtures/sites/generated-site'

let server: TestServer
let token: string
const sites: GeneratedSite[] = []

beforeAll(async () => {
  // Loopback is allowed by this explicit policy only, as e2e does with OUTBOUND_ALLOW and OUTBOUND_ANY_PORT.
  server = await startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' } } })
  token = (await server.signedInUser('crawl')).token
})
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()))
  await server?.close()
})

async function site(options: Parameters<typeof serveGeneratedSite>[0] = {}) {
  const served = await serveGeneratedSite(options)
  sites.push(served)
  return served
}

type Status = { jobId: number; status: string; pages: number; links: string[]; linksData: { id: number; url: string; kind: string; truncated: boolean; tokens: number }[]; error: string | null; website: string }

const status = (jobId: number, as = token) => server.request<Status>('GET', `/api/business-details/check-crawled-status?job_id=${jobId}`, { token: as })

/** Polls the status endpoint (as the client does) until `done` holds. */
async function waitFor(jobId: number, done: (s: Status) => boolean, as = token): Promise<Status> {
  return vi.waitFor(
    async () => {
      const res = await status(jobId, as)
      expect(res.status).toBe(200)
      if (!done(res.body)) throw new Error(`not yet: ${res.body.status}, ${res.body.links.length} links`)
      return res.body
    },
    { timeout: 60_000, interval: 25 },
  )
}
const finished = (jobId: number, as = token) => waitFor(jobId, (s) => s.status !== 'pending', as)

async function crawlWebsite(website: string, body: Record<string, unknown> = {}, as = token) {
  const res = await server.request('POST', '/api/business-details/website', { token: as, body: { website, ...body } })
  expect(res.status).toBe(202)
  expect(res.body).toMatchObject({ status: 'pending', kind: 'website' })
  return res.body.jobId as number
}

const pagesRequested = (s: GeneratedSite) => s.requests.filter((p) => p !== '/robots.txt')

describe('website crawl for AI training', () => {
  it('crawls a 50-page site as a job: every page once, robots.txt obeyed, off-site links never fetched', async () => {
    const partner = await site({ pages: 3 })
    const business = await site({ pages: 50, offsite: partner.origin })
    const jobId = await crawlWebsite(business.origin)
    const done = await finished(jobId)

    expect(done).toMatchObject({ status: 'done', pages: 50, error: null, website: `${business.origin}/` })
    const expected = Array.from({ length: 50 }, (_, i) => new URL(pagePath(i + 1), business.origin).href)
    expect([...done.links].sort()).toEqual([...expected].sort())
    expect(done.linksData.every((l) => l.kind === 'website' && l.tokens > 0)).toBe(true)
    // Each page fetched once; the robots-disallowed staff page never; the partner site not at all.
    expect(business.requests).toContain('/robots.txt')
    expect(pagesRequested(business).length).toBe(50)
    expect(new Set(pagesRequested(business)).size).toBe(50)
    expect(business.requests.filter((p) => p.startsWith('/private'))).toEqual([])
    expect(partner.requests).toEqual([])

    const page2 = await server.request('GET', '/api/business-details/website-links?page=3&pageSize=20', { token })
    expect(page2.body).toMatchObject({ currentPage: 3, pageSize: 20, total: 50 })
    expect(page2.body.data).toHaveLength(10)

    const seven = done.linksData.find((l) => l.url.endsWith('/page-7'))!
    const detail = await server.request('GET', `/api/business-details/website-links/${seven.id}`, { token })
    expect(detail.body.data.title).toBe('Brightwater Dental - Page 7')
    expect(detail.body.data.content).toContain('Token7marker appears only here.')
    expect(detail.body.data.content).toContain('Page 7 of Brightwater Dental')
    // Menus, footers and scripts are not training text.
    expect(detail.body.data.content).not.toMatch(/Footer boilerplate|script text|Staff/)
  })

  it('shows the links as they arrive while the crawl is still pending', async () => {
    const business = await site({ pages: 12, holdAfter: 5 })
    const jobId = await crawlWebsite(business.origin)
    const partial = await waitFor(jobId, (s) => s.links.length >= 5 && s.pages >= 5)
    expect(partial).toMatchObject({ status: 'pending', pages: 5 })
    expect(partial.links).toHaveLength(5)
    business.release()
    const done = await finished(jobId)
    expect(done).toMatchObject({ status: 'done', pages: 12 })
  })

  it('keeps at most max_pages pages and starts no more fetches than it can keep', async () => {
    const business = await site({ pages: 50 })
    const done = await finished(await crawlWebsite(business.origin, { max_pages: 10 }))
    expect(done).toMatchObject({ status: 'done', pages: 10 })
    expect(done.links).toHaveLength(10)
    expect(pagesRequested(business)).toHaveLength(10)
  })

  it('cuts an oversized page at the byte limit and marks it truncated; PDFs linked from pages are not fetched', async () => {
    const business = await site({ pages: 2, bigPageBytes: 3 * 1024 * 1024 })
    const done = await finished(await crawlWebsite(business.origin))
    expect(done.pages).toBe(3)
    const big = done.linksData.find((l) => l.url.endsWith('/big'))!
    expect(big.truncated).toBe(true)
    const detail = await server.request('GET', `/api/business-details/website-links/${big.id}`, { token })
    expect(detail.body.data.content.length).toBeLessThanOrEqual(100_000)
    expect(detail.body.data.content).toContain('Implant aftercare instructions')
    expect(business.requests).not.toContain('/files/price-list.pdf')
  })

  it('stores nothing when robots.txt disallows the site, and says why', async () => {
    const business = await site({ pages: 5, robots: 'User-agent: *\nDisallow: /\n' })
    const done = await finished(await crawlWebsite(business.origin))
    expect(done).toMatchObject({ status: 'done', pages: 0, links: [] })
    expect(done.error).toMatch(/robots\.txt of 127\.0\.0\.1:\d+ does not allow crawling it/)
    expect(business.requests).toEqual(['/robots.txt'])
  })

  it('does not follow a start page that redirects to another site', async () => {
    const elsewhere = await site({ pages: 2 })
    const business = await site({ pages: 2, redirectTo: elsewhere.origin.replace('127.0.0.1', 'localhost') })
    const done = await finished(await crawlWebsite(business.origin))
    expect(done).toMatchObject({ status: 'done', pages: 0, links: [] })
    expect(done.error).toMatch(/redirects to another site \(localhost:\d+\)/)
    expect(elsewhere.requests).toEqual([])
  })

  it('reads a single link without following its links', async () => {
    const business = await site({ pages: 20 })
    const res = await server.request('POST', '/api/business-details/single-link', { token, body: { url: `${business.origin}/page-3#pricing` } })
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ kind: 'link', status: 'pending', website: `${business.origin}/page-3` })
    const done = await finished(res.body.jobId)
    expect(done).toMatchObject({ status: 'done', pages: 1, links: [`${business.origin}/page-3`] })
    expect(done.linksData[0].kind).toBe('link')
    expect(pagesRequested(business)).toEqual(['/page-3'])
  })

  it('refreshes pages on a second crawl of the same site instead of doubling them', async () => {
    const business = await site({ pages: 6 })
    const other = await server.signedInUser('recrawl')
    const first = await finished(await crawlWebsite(business.origin, {}, other.token), other.token)
    const second = await finished(await crawlWebsite(business.origin, {}, other.token), other.token)
    expect(second.pages).toBe(6)
    expect(second.linksData.map((l) => l.id).sort()).toEqual(first.linksData.map((l) => l.id).sort())
    const list = await server.request('GET', '/api/business-details/website-links', { token: other.token })
    expect(list.body.total).toBe(6)
  })

  it('joins the pending crawl of the same site and refuses a fourth pending crawl with a 429', async () => {
    const user = await server.signedInUser('many-crawls')
    const held = await Promise.all([site({ pages: 2, holdAfter: 0 }), site({ pages: 2, holdAfter: 0 }), site({ pages: 2, holdAfter: 0 }), site({ pages: 2, holdAfter: 0 })])
    const first = await crawlWebsite(held[0].origin, {}, user.token)
    expect(await crawlWebsite(held[0].origin, {}, user.token)).toBe(first)
    const second = await crawlWebsite(held[1].origin, {}, user.token)
    const third = await crawlWebsite(held[2].origin, {}, user.token)
    expect(new Set([first, second, third]).size).toBe(3)
    const fourth = await server.request('POST', '/api/business-details/website', { token: user.token, body: { website: held[3].origin } })
    expect(fourth.status).toBe(429)
    expect(fourth.body.message).toBe('Please wait until a running crawl finishes.')
    // Another account is not held back by this one's crawls.
    const other = await server.request('POST', '/api/business-details/website', { token, body: { website: held[3].origin, max_pages: 1 } })
    expect(other.status).toBe(202)
    for (const s of held) s.release()
    for (const jobId of [first, second, third]) expect((await finished(jobId, user.token)).pages).toBe(2)
    expect((await finished(other.body.jobId)).pages).toBe(1)
  })

  it('refuses loopback sites without the explicit outbound policy', async () => {
    const business = await site({ pages: 2 })
    const user = await server.signedInUser('strict')
    const me = await server.request('GET', '/api/me', { token: user.token })
    // A pending crawl run under the production address rules (any port, to reach the address check; no job queued).
    const [crawl] = await server.db.insert(trainingCrawls).values({ accountId: me.body.account.id, kind: 'website', website: `${business.origin}/`, maxPages: 5, heartbeatAt: server.clock.now() }).returning()
    await runTrainingCrawl({ ...server.deps, config: { ...server.deps.config, outbound: { allowedPorts: 'any' } } }, crawl.id, { lastAttempt: true })
    const [row] = await server.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
    expect(row).toMatchObject({ status: 'done', pages: 0 })
    expect(row.error).toMatch(/could not be crawled: Refused 127\.0\.0\.1/)
    expect(business.requests).toEqual([])
    expect(await server.db.select().from(trainingSources).where(eq(trainingSources.crawlId, crawl.id))).toEqual([])
  })

  it('stores each page once with its chunks when the same crawl job runs twice at once (batched stores, counted pages)', async () => {
    const business = await site({ pages: 30, paddingBytes: 3_000 })
    const user = await server.signedInUser('twice')
    const me = await server.request('GET', '/api/me', { token: user.token })
    // Inserted, not queued: the two runs below are the only ones.
    const [crawl] = await server.db.insert(trainingCrawls).values({ accountId: me.body.account.id, kind: 'website', website: `${business.origin}/`, maxPages: 50, heartbeatAt: server.clock.now() }).returning()
    await Promise.all([runTrainingCrawl(server.deps, crawl.id, { lastAttempt: true }), runTrainingCrawl(server.deps, crawl.id, { lastAttempt: true })])
    const [row] = await server.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
    expect(row).toMatchObject({ status: 'done', pages: 30, error: null })
    const stored = await server.db.select().from(trainingSources).where(eq(trainingSources.accountId, me.body.account.id))
    expect(stored).toHaveLength(30)
    expect(new Set(stored.map((s) => s.url)).size).toBe(30)
    expect(stored.every((s) => s.crawlId === crawl.id && s.tokens > 0 && s.url !== null && s.content.includes(`Token${s.url.endsWith('/') ? 1 : s.url.split('-').pop()}marker`))).toBe(true)
    // Every page's chunks once, in order, carrying its title (the full-text index is built from them).
    const chunks = await server.db.select().from(trainingChunks).where(eq(trainingChunks.accountId, me.body.account.id))
    for (const source of stored) {
      const own = chunks.filter((c) => c.sourceId === source.id).sort((a, b) => a.position - b.position)
      expect(own.length).toBeGreaterThan(0)
      expect(own.map((c) => c.position)).toEqual(own.map((_, i) => i))
      expect(own.every((c) => c.title === source.title)).toBe(true)
    }
  })

  it('answers 422 for bad bodies and queries, 404 for another account\'s job or another website, 401 without a token', async () => {
    const bad = async (path: string, body: unknown) => (await server.request('POST', path, { token, body })).body
    expect((await bad('/api/business-details/website', {})).errors).toEqual({ website: ['Field is required'] })
    expect((await bad('/api/business-details/website', { website: 'not a website' })).errors).toEqual({ website: ['Field must be a valid domain or URL.'] })
    expect((await bad('/api/business-details/website', { website: 'javascript:alert(1)' })).errors).toEqual({ website: ['Field must be a valid domain or URL.'] })
    expect((await bad('/api/business-details/website', { website: 'acme.com', max_pages: 0 })).errors).toEqual({ max_pages: ['Field must be min 1'] })
    expect((await bad('/api/business-details/website', { website: 'acme.com', max_pages: 500 })).errors).toEqual({ max_pages: ['Field must be max 200'] })
    expect((await bad('/api/business-details/website', { website: 'acme.com', max_pages: 2.5 })).errors).toEqual({ max_pages: ['Field must be an integer'] })
    expect((await bad('/api/business-details/single-link', { url: 'ftp://acme.com/file' })).errors).toEqual({ url: ['Field must be a valid url'] })
    const missing = await server.request('GET', '/api/business-details/check-crawled-status', { token })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ job_id: ['Field is required'] })
    expect((await server.request('GET', '/api/business-details/check-crawled-status?job_id=abc', { token })).body.errors).toEqual({ job_id: ['Field must be an integer'] })

    const business = await site({ pages: 1 })
    const jobId = await crawlWebsite(business.origin)
    await finished(jobId)
    const stranger = await server.signedInUser('stranger')
    expect((await status(jobId, stranger.token)).status).toBe(404)
    expect((await server.request('GET', `/api/business-details/check-crawled-status?job_id=${jobId}&website=other.example`, { token })).status).toBe(404)
    expect((await server.request('GET', `/api/business-details/check-crawled-status?job_id=${jobId}&website=${encodeURIComponent(business.origin)}`, { token })).status).toBe(200)
    expect((await server.request('GET', '/api/business-details/check-crawled-status?job_id=99999999999', { token })).status).toBe(422)
    expect((await server.request('GET', '/api/business-details/check-crawled-status?job_id=2147483647', { token })).status).toBe(404)
    expect((await server.request('POST', '/api/business-details/website', { body: { website: business.origin } })).status).toBe(401)
  })
})

describe('a crawl survives a restart', () => {
  it('stops with the job queue, stays pending, and finishes after the restart without storing a page twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-console-crawl-restart-'))
    const postgres = await throwawayPostgres()
    let offset = 0
    const now = () => new Date(Date.now() + offset)
    // PGlite on disk resumes every pending crawl at start; PostgreSQL resumes those whose heartbeat is stale.
    const config: ServerConfig = { ...readConfig({}), dataDir, databaseUrl: postgres?.url, searchStaleSeconds: 1, outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' } }
    const business = await site({ pages: 12, holdAfter: 5 })
    try {
      const first = await prepareServer(config, { now })
      const user = await createUser(first.deps.db, { email: 'crawl-restart@example.com', firstName: 'Re', lastName: 'Start', passwordHash: 'x', emailVerifiedAt: now() }, now())
      const accountId = (await homeAccountId(first.deps.db, user!.id))!
      const crawl = await startTrainingCrawl(first.deps, { accountId, kind: 'website', website: `${business.origin}/`, maxPages: 50 })
      await vi.waitFor(async () => {
        const [row] = await first.deps.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
        expect(row.pages).toBe(5)
      }, { timeout: 30_000, interval: 25 })
      await first.close()

      business.release()
      offset += 5_000
      const second = await prepareServer(config, { now })
      try {
        const row = await vi.waitFor(async () => {
          const [r] = await second.deps.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
          expect(r.status).toBe('done')
          return r
        }, { timeout: 30_000, interval: 25 })
        expect(row.pages).toBe(12)
        const stored = await second.deps.db.select({ url: trainingSources.url }).from(trainingSources).where(eq(trainingSources.accountId, accountId))
        expect(stored).toHaveLength(12)
        expect(new Set(stored.map((s) => s.url)).size).toBe(12)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await postgres?.drop()
    }
  })
})
