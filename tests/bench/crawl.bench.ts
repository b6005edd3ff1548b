/**
 * Website crawl for AI training, in pages per second, against fetching the same pages in a bare loop in the same run:
 *   - bare loop: each page in turn through the guarded client (the only way the product may fetch a user's URL: a
 *     checked, pinned connection per page), nothing parsed;
 *   - training crawler: robots.txt, the same client four pages at a time, text extraction, same-site link discovery;
 *   - training-crawl job: the crawler plus storing each page, its chunks and their full-text index (PGlite).
 * A keep-alive node:http loop is printed too, as the floor of what loopback allows. The site (200 pages of about
 * 30 KB of HTML) is served by a child process, as a real site is served by another machine.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { trainingCrawls, users } from '../../src/server/db/schema'
import { guardedFetch } from '../../src/server/http/guarded-fetch'
import { runTrainingCrawl } from '../../src/server/modules/ai-training/crawl-runner'
import { crawlForTraining } from '../../src/server/providers/ai-training/training-crawler'
import { pagePath } from '../server/fixtures/sites/generated-site'

const PAGES = 200
const ROUNDS = 5
const policy = { allow: ['127.0.0.1'], allowedPorts: 'any' as const }
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

async function startSite(): Promise<{ origin: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/crawl-site-process.ts', String(PAGES), '30000'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
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

const keepAlive = new http.Agent({ keepAlive: true })
function getKeepAlive(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: keepAlive }, (res) => {
        let size = 0
        res.on('data', (chunk: Buffer) => (size += chunk.length))
        res.on('end', () => resolve(size))
      })
      .on('error', reject)
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const perSecond = (start: number) => PAGES / ((performance.now() - start) / 1000)

export async function benchCrawl(log: (line: string) => void = console.log) {
  const site = await startSite()
  const urls = Array.from({ length: PAGES }, (_, i) => new URL(pagePath(i + 1), site.origin).href)
  const prepared = await prepareServer({ ...readConfig({}), dataDir: 'memory://', outbound: policy })
  try {
    const runs = { bare: [] as number[], keepAlive: [] as number[], crawler: [] as number[], job: [] as number[] }
    let bytes = 0
    const [user] = await prepared.deps.db.insert(users).values({ email: 'crawl-bench@example.com' }).returning({ id: users.id })
    // One unmeasured round first: the JIT and the site's process warm up on it.
    for (let round = -1; round < ROUNDS; round++) {
      if (round === 0) for (const list of Object.values(runs)) list.length = 0
      let t = performance.now()
      bytes = 0
      for (const url of urls) bytes += (await guardedFetch(url, {}, policy)).body.length
      runs.bare.push(perSecond(t))

      t = performance.now()
      for (const url of urls) await getKeepAlive(url)
      runs.keepAlive.push(perSecond(t))

      t = performance.now()
      const outcome = await crawlForTraining({ start: `${site.origin}/`, policy, maxPages: PAGES })
      if (outcome.pages.length !== PAGES) throw new Error(`the crawler read ${outcome.pages.length} pages, not ${PAGES}`)
      runs.crawler.push(perSecond(t))

      // The bench runs the job itself: the crawl is inserted, not queued, so no worker takes it too.
      const [crawl] = await prepared.deps.db.insert(trainingCrawls).values({ accountId: user.id, kind: 'website', website: `${site.origin}/`, maxPages: PAGES, heartbeatAt: new Date() }).returning()
      t = performance.now()
      await runTrainingCrawl(prepared.deps, crawl.id, { lastAttempt: true })
      runs.job.push(perSecond(t))
      const [row] = await prepared.deps.db.select().from(trainingCrawls).where(eq(trainingCrawls.id, crawl.id))
      if (row.status !== 'done' || row.pages !== PAGES) throw new Error(`the crawl job ended ${row.status} with ${row.pages} pages`)
    }
    const base = median(runs.bare)
    const rate = (name: keyof typeof runs) => `${median(runs[name]).toFixed(0)} pages/s`
    log(`crawl ${PAGES} pages of ${(bytes / PAGES / 1024).toFixed(0)} KB: bare loop through the guarded client ${rate('bare')} (keep-alive node:http loop ${rate('keepAlive')})`)
    log(`crawl: training crawler ${rate('crawler')}, ratio ${(median(runs.crawler) / base).toFixed(2)} (goal >= 0.7)`)
    log(`crawl: training-crawl job with storage and full-text index (PGlite) ${rate('job')}, ratio ${(median(runs.job) / base).toFixed(2)}`)
  } finally {
    keepAlive.destroy()
    await prepared.close()
    site.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCrawl()
