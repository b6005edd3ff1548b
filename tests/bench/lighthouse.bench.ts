import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { freePort } from './key-to-paint-server'
import { startLighthouseApp } from './lighthouse-app'

/**
 * Lighthouse desktop (performance, accessibility, best practices) on the login page and five signed-in pages of the
 * built client served by the real server (tests/bench/lighthouse-app.ts), each audited twice: the goal is >= 95 in
 * every category. Chromium is started by Playwright with a remote-debugging port that Lighthouse drives; the
 * session's token is put into localStorage first and Lighthouse is told not to clear storage, as a signed-in user
 * opens the page.
 */
export type LighthouseRun = { scores: Record<string, number>; benchmarkIndex: number; tbtMs: number } | { error: string }
export type LighthouseRow = { name: string; runs: LighthouseRun[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 2)
export const LIGHTHOUSE_GOAL = 95

export async function benchLighthouse(root: string): Promise<LighthouseRow[]> {
  const app = await startLighthouseApp(root)
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${port}`],
  })
  try {
    const tab = browser.pages()[0] ?? (await browser.newPage())
    await tab.goto(`${app.url}/login`)
    const rows: LighthouseRow[] = []
    for (const page of app.pages) {
      await tab.evaluate((token) => (token ? localStorage.setItem('access_token', token) : localStorage.removeItem('access_token')), page.token)
      const runs: LighthouseRun[] = []
      // A run Lighthouse itself could not finish (a trace it could not read) is tried again, once.
      for (let i = 0, retried = false; i < RUNS; i++) {
        const result = await lighthouse(
          `${app.url}${page.path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
          desktopConfig,
        )
        if (!result) throw new Error(`lighthouse: no result for ${page.path}`)
        if (result.lhr.finalDisplayedUrl !== `${app.url}${page.path}`) throw new Error(`lighthouse: ${page.path} ended on ${result.lhr.finalDisplayedUrl}`)
        // LIGHTHOUSE_REPORTS=<dir> keeps each report (JSON) to read what cost the points.
        const reports = process.env.LIGHTHOUSE_REPORTS
        if (reports) {
          mkdirSync(reports, { recursive: true })
          writeFileSync(join(reports, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(result.lhr))
        }
        const { lhr } = result
        if (lhr.runtimeError || CATEGORIES.some((c) => lhr.categories[c]?.score == null)) {
          if (!retried) {
            retried = true
            i--
            continue
          }
          runs.push({ error: lhr.runtimeError?.code ?? 'no score' })
          continue
        }
        runs.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c]!.score! * 100)])),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        })
      }
      rows.push({ name: page.name, runs })
    }
    return rows
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
    await app.stop()
  }
}

/**
 * One line per page: each category's score in each run, the lowest against the goal, and per run the total blocking
 * time and Lighthouse's benchmark index (its measure of the CPU it got: a quiet desktop scores 1,500 and more; a busy
 * shared machine far less, and the performance score falls with it).
 */
export function reportLighthouse(rows: LighthouseRow[], log: (line: string) => void = console.log) {
  for (const row of rows) {
    const done = row.runs.flatMap((r) => ('scores' in r ? [r] : []))
    const failed = row.runs.flatMap((r) => ('error' in r ? [r.error] : []))
    const scores = CATEGORIES.map((c) => `${c} ${done.map((r) => r.scores[c]).join('/')}`).join(', ')
    const lowest = Math.min(...done.flatMap((r) => Object.values(r.scores)))
    const cpu = done.map((r) => `TBT ${Math.round(r.tbtMs)} ms at benchmark index ${Math.round(r.benchmarkIndex)}`).join(', ')
    const errors = failed.length ? `; runs Lighthouse could not finish: ${failed.join(', ')}` : ''
    log(`lighthouse desktop, ${row.name}: ${scores}; lowest ${lowest}, ratio to goal ${(lowest / LIGHTHOUSE_GOAL).toFixed(2)} (goal >= ${LIGHTHOUSE_GOAL} in every category); ${cpu}${errors}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) reportLighthouse(await benchLighthouse(join(import.meta.dirname, '../..')))
