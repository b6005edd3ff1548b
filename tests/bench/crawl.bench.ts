/**
 * Website crawl for AI training, in pages per second, against fetching the same pages in a bare loop in the same run:
 *   - bare loop: each page in turn through the guarded client (the only way the product may fetch a user's URL: every
 *     address checked, new sockets pinned to it) with kept-alive connections, nothing parsed;
 *   - training crawler: robots.txt, the same client and connections four pages at a time, text extraction, same-site
 *     link discovery;
 *   - training-crawl job: the crawler plus storing every page, its chunks and their full-text index (PGlite), in
 *     batches while the crawl reads on. Each round crawls the same site again for the same account, so the job
 *     refreshes stored pages (updates, as a re-crawl does) after the first round.
 * The generated pages repeat one padding paragraph, and consecutive equal lines are kept once, so a page's stored
 * text is about 400 characters (one chunk): the job's numbers are its cost per page and statement more than per byte.
 * Two sites, each served by a child process (as a real site is served by another machine): on loopback with no delay
 * (what the crawler's own work costs per page), and with 20 ms before each answer (a near, fast real site).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import https from 'node:https'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { prepareServer, type Prepared } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { trainingCrawls, users } from '../../src/server/db/schema'
import { guardedFetch } from '../../src/server/http/guarded-fetch'
import { runTrainingCrawl } from '../../src/server/modules/ai-training/crawl-runner'
import { crawlForTraining } from '../../src/server/providers/ai-training/training-crawler'
import { pagePath } from '../server/fixtures/sites/generated-site'

const policy = { allow: ['127.0.0.1'], allowedPorts: 'any' as const }
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

async function startSite(pages: number, latencyMs: number): Promise<{ origin: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/crawl-site-process.ts', String(pages), '30000', String(latencyMs)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const origin = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d) => {
      out += d
      const m = out.match(/http:\/\/\S+/)
      if (m) resolve(m[0])
    })
    child.on('exit', (code) => reject(new Error(`the bench site exited with ${code}`)))
  })
  return { origin, stop: () => child.kill('SIGTERM') }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(prepared: Prepared, accountId: number, pages: number, latencyMs: number, rounds: number) {
  const site = await startSite(pages, latencyMs)
  const perSecond = (start: number) => pages / ((performance.now() - start) / 1000)
  const urls = Array.from({ length: pages }, (_, i) => new URL(pagePath(i + 1), site.origin).href)
  const runs = { bare: [] as number[], crawler: [] as number[], job: [] as number[] }
  let bytes = 0
  try {
    // One unmeasured round first: the JIT and the site's process warm up on it.
    for (let round = -1; round < rounds; round++) {
      if (round === 0) for (const list of Object.values(runs)) list.length = 0
      const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }
      let t = performance.now()
      bytes = 0
      for (const url of urls) bytes += (await guardedFetch(url, { agents }, policy)).body.length
      runs.bare.push(perSecond(t))
      agents.http.destroy()

      t = performance.now()
      const outcome = await crawlForTraining({ start: `${site.origin}/`, policy, maxPages: pages })
      if (outcome.pages.length !== pages) throw new Error(`the crawler read ${outcome.pages.length} pages, not ${pages}`)
      runs.crawler.push(perSecond(t))

      // The bench runs the job itself: the crawl is inserted, not queued, so no worker takes it too.
      const [crawl] = await prepared.deps.db.insert(trainingCrawls).values({ accountId, kind: 'website', website: `${site.origin}/`, maxPages: pages, heartbeatAt: new Date() }).returning()
      t = performance.now()
      await runTrainingCrawl(prepared.deps, crawl.id, { lastAttempt: true })
      runs.job.push(perSecond(t))
      const [row] = await prepared.deps.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
      if (row.status !== 'done' || row.pages !== pages) throw new Error(`the crawl job ended ${row.status} with ${row.pages} pages`)
    }
  } finally {
    site.stop()
  }
  return { bare: median(runs.bare), crawler: median(runs.crawler), job: median(runs.job), kb: bytes / pages / 1024 }
}

export async function benchCrawl(log: (line: string) => void = console.log) {
  const prepared = await prepareServer({ ...readConfig({}), dataDir: 'memory://', outbound: policy })
  try {
    const [user] = await prepared.deps.db.insert(users).values({ email: 'crawl-bench@example.com' }).returning({ id: users.id })
    for (const [pages, latencyMs, rounds] of [[200, 0, 5], [100, 20, 3]] as const) {
      const r = await measure(prepared, user.id, pages, latencyMs, rounds)
      const where = latencyMs ? `${latencyMs} ms per answer` : 'loopback, no delay'
      log(`crawl ${where}, ${pages} pages of ${r.kb.toFixed(0)} KB: bare loop through the guarded client ${r.bare.toFixed(0)} pages/s`)
      log(`crawl ${where}: training crawler ${r.crawler.toFixed(0)} pages/s, ratio ${(r.crawler / r.bare).toFixed(2)} (goal >= 0.7); crawl job with storage and full-text index (PGlite) ${r.job.toFixed(0)} pages/s, ratio ${(r.job / r.bare).toFixed(2)}`)
    }
  } finally {
    await prepared.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCrawl()
