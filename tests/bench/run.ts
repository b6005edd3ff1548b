/**
 * npm run bench: every benchmark prints its ratio against a baseline measured in the same run.
 *   palette matching at 10k and 100k entries: commands/match.ts vs cmdk's own filter (goal <= 0.1 at 10k)
 *   gzip size of the initial JavaScript of the login page and of the main layout (goal <= 170 KB for login)
 *   scrolling the results table with 1k and 100k rows in Chromium: p95 frame time against one 60 Hz frame, DOM rows bounded,
 *     main-thread CPU per frame, against a plain static table and an empty scroll area measured in the same run
 *   the admin users table scrolled at 100k rows vs the lists results table in the same run (goal <= 1.2x)
 *   the reseller's subscriptions table scrolled at 100k rows vs the lists results table in the same run (goal <= 1.2x)
 *   results query, a page 50k deep and CSV export on a 1M-result list on PostgreSQL (see results-db.bench.ts)
 *   CSV export on PGlite: 100k results through the keyset batches vs PGlite's COPY TO '/dev/blob' (csv-pglite.bench.ts)
 *   admin user search over 100k users on PGlite and PostgreSQL: the repository function vs the same SQL raw (goal <= 1.2x)
 *   AI writing: first lines for 10k leads with the template writer as a job, leads/s vs the bare template fill
 *   enrichment: find e-mails for 10k leads with the demo provider as a job, leads/s and time outside the provider
 *   webhook delivery: a send-webhook job to a local receiver, leads/s vs a bare POST loop (goal >= 0.5), with the sender alone and the job floor
 *   website crawl for AI training: pages/s of the crawler and of the crawl job vs a bare fetch loop (goal >= 0.7)
 *   admin analytics: the dashboard's aggregates over 1M ledger rows vs a plain SUM over them (goal <= 2x), PGlite and PostgreSQL
 *   reseller bulk: extend 10k subscriptions as a bulk job (history and results written) vs one set-based UPDATE (goal >= 0.3x)
 *   autopilot tick: 10k autopilots due, the tick vs the same writes as bare SQL in one transaction (goal >= 0.5x), and vs a
 *     bare SELECT ... FOR UPDATE SKIP LOCKED of them that writes nothing
 *   workflow engine: filter, find e-mails, template writer, webhook over 10k leads vs the same lead jobs (goal >= 0.7x)
 *   job queue: enqueue-to-start p95 on an idle worker (goal <= 50 ms), 200 one-result searches by 200 accounts on
 *     PostgreSQL vs PGlite (goal <= 2x), jobs/s vs a bare SKIP LOCKED loop (goal >= 0.5x) (see job-queue.bench.ts)
 *   Lighthouse desktop (performance, accessibility, best practices) on the login page, new search, a list of 10k results,
 *     wallet, admin users and subscriptions, against the built server with seeded data (goal >= 95 each; lighthouse.bench.ts)
 * `--build` rebuilds the client first; otherwise the existing dist/ is measured (built when missing).
 * `--only=<names>` runs only those benchmarks (comma separated): palette, bundle, results-db, csv-pglite, ai-writing, enrichment,
 * webhooks, crawl, jobs, admin-analytics, table-scroll, admin-users, admin-users-table, wl-subscriptions-table, autopilots,
 * workflows, wl-bulk, key-to-paint, lighthouse. `npm run bench -- --only=jobs`.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { initialJavaScript, loadManifest } from './bundle-size.bench'
import { benchPaletteMatching } from './palette-matching.bench'
import { benchTableScroll, reportTableScroll } from './table-scroll.bench'
import { benchUsersTableScroll, reportUsersTableScroll } from './admin-users-table.bench'
import { benchSubscriptionsTableScroll, reportSubscriptionsTableScroll } from './wl-subscriptions-table.bench'
import { benchResultsDatabase } from './results-db.bench'
import { benchCsvPglite } from './csv-pglite.bench'
import { benchAdminUsers } from './admin-users.bench'
import { benchAiWriting } from './ai-writing.bench'
import { benchEnrichment } from './enrichment.bench'
import { benchWebhookDelivery } from './webhook-delivery.bench'
import { benchCrawl } from './crawl.bench'
import { benchJobQueue } from './job-queue.bench'
import { benchAdminAnalytics } from './admin-analytics.bench'
import { benchAutopilotTick } from './autopilot-tick.bench'
import { benchResellerBulk } from './wl-bulk.bench'
import { benchWorkflowEngine } from './workflow-engine.bench'
import { benchKeyToPaint, reportKeyToPaint } from './key-to-paint.bench'
import { benchLighthouse, reportLighthouse } from './lighthouse.bench'
import { features } from '../../src/shared/features'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(2)
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',')
const want = (name: string) => !only || only.includes(name)

for (const size of want('palette') ? [10_000, 100_000] : []) {
  const r = benchPaletteMatching(size)
  const goal = size === 10_000 ? ' (goal <= 0.1)' : ''
  console.log(`palette ${size / 1000}k: ours ${ms(r.oursMs)} ms, cmdk ${ms(r.cmdkMs)} ms, ratio ${r.ratio.toFixed(3)}${goal}`)
  console.log(`palette ${size / 1000}k typing: ours ${ms(r.typingMs)} ms per keystroke`)
}

const manifest = want('bundle') ? loadManifest(root, process.argv.includes('--build')) : null
const budgets: Record<string, number | undefined> = { 'login page': 170 }
// English: the login page needs the core strings (in the entry); the rest of the language follows after it shows.
// The main layout waits for the whole language before it renders (src/client/i18n.ts), so it counts.
// The rest of English: each registered feature's strings, a chunk each (src/shared/i18n/language.ts).
const englishAll = features.filter((feature) => feature.catalogue).map((feature) => `src/shared/${feature.id}/i18n/en.ts`)
for (const [name, sources, after] of [
  ['login page', ['src/client/features/auth/login-page.tsx'], englishAll],
  ['main layout', ['src/client/layouts/main-layout.tsx', ...englishAll], []],
] as const) {
  if (!manifest) break
  const size = initialJavaScript(root, manifest, name, [...sources], [...after])
  const budget = budgets[name]
  const verdict = budget === undefined ? '' : `, ratio to budget ${(size.gzipBytes / 1024 / budget).toFixed(2)} (goal <= ${budget} KB gzip)`
  const later = size.laterGzipBytes > 0 ? `; then ${kb(size.laterGzipBytes)} KB gzip of strings after it shows` : ''
  console.log(`${name} initial JS: ${kb(size.gzipBytes)} KB gzip (${kb(size.rawBytes)} KB raw, ${size.files.length} files)${verdict}${later}`)
}

// Results and CSV on a 1M-result list (PostgreSQL; skipped with the reason when none can be had).
if (want('results-db')) await benchResultsDatabase()
// The CSV export on PGlite: keyset batches vs PGlite's COPY of the same columns into memory.
if (want('csv-pglite')) await benchCsvPglite()

if (want('admin-users')) await benchAdminUsers()

// AI writing: 10k first lines with the template writer as a lead job vs the bare template fill (PGlite).
if (want('ai-writing')) await benchAiWriting()

// Enrichment: 10k leads, find e-mails with the demo provider as a lead job vs the provider alone (PGlite).
if (want('enrichment')) await benchEnrichment()

// Webhook delivery: a send-webhook job over 1,000 leads to a local receiver vs a bare POST loop (PGlite; PostgreSQL with BENCH_DATABASE_URL).
if (want('webhooks')) await benchWebhookDelivery()

// Workflow engine: four steps over 10,000 leads vs the same steps as lead jobs (goal >= 0.7x).
if (want('workflows')) await benchWorkflowEngine()

// Website crawl for AI training: 200 pages from a local site process, crawler and job vs a bare fetch loop.
if (want('crawl')) await benchCrawl()

// The job queue: wake-up latency, 200 searches on PostgreSQL vs PGlite, jobs/s vs a bare SKIP LOCKED loop.
if (want('jobs')) await benchJobQueue()

// The admin dashboard's aggregates over 1M ledger rows vs a plain SUM over the same rows (PGlite, then PostgreSQL).
if (want('admin-analytics')) await benchAdminAnalytics()
// The autopilot tick: 10k due autopilots, runs and jobs written, vs the same writes as bare SQL and vs a bare SKIP LOCKED claim (PGlite and PostgreSQL).
if (want('autopilots')) await benchAutopilotTick()
// A reseller's bulk extend of 10k subscriptions as a job vs one set-based UPDATE of them (PGlite and PostgreSQL).
if (want('wl-bulk')) await benchResellerBulk()

// Results table scrolling, with a plain static table and an empty scroll area of the same run as baselines.
if (want('table-scroll')) {
  const scroll = await benchTableScroll(root)
  for (const line of reportTableScroll(scroll)) console.log(line)
  const domRows = (rows: number) => Math.max(...scroll.filter((r) => r.kind === 'table' && r.rows === rows).map((r) => r.maxDomRows))
  console.log(`table DOM rows 100k vs 1k: ${domRows(100_000)} vs ${domRows(1_000)}, ratio ${(domRows(100_000) / domRows(1_000)).toFixed(2)} (goal <= 1: bounded whatever the row count)`)
}

// The admin's users table at 100k rows against the lists results table of the same run (the same VirtualTable).
if (want('admin-users-table')) {
  for (const line of reportUsersTableScroll(await benchUsersTableScroll(root))) console.log(line)
}

// The reseller's subscriptions table at 100k rows against the lists results table of the same run (the same VirtualTable).
if (want('wl-subscriptions-table')) {
  for (const line of reportSubscriptionsTableScroll(await benchSubscriptionsTableScroll(root))) console.log(line)
}

// Key-to-paint: 20 frequent local actions in Chromium against the built client and the real server, vs an empty frame.
if (want('key-to-paint')) {
  loadManifest(root, false)
  for (const line of reportKeyToPaint(await benchKeyToPaint(root))) console.log(line)
}

// Lighthouse desktop on the login page and five signed-in pages of the built client, twice each (goal >= 95).
if (want('lighthouse')) {
  loadManifest(root, false)
  reportLighthouse(await benchLighthouse(root))
}
