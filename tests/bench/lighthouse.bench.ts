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
export type LighthouseRow = { name: string; runs: Record<string, number>[] }

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
const RUNS = 2
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
      const runs: Record<string, number>[] = []
      for (let i = 0; i < RUNS; i++) {
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
        runs.push(Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)])))
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

/** One line per page: each category's score in each run, and whether the lowest reaches the goal. */
export function reportLighthouse(rows: LighthouseRow[], log: (line: string) => void = console.log) {
  for (const row of rows) {
    const scores = CATEGORIES.map((c) => `${c} ${row.runs.map((r) => r[c]).join('/')}`).join(', ')
    const lowest = Math.min(...row.runs.flatMap((r) => Object.values(r)))
    log(`lighthouse desktop, ${row.name}: ${scores}; lowest ${lowest}, ratio to goal ${(lowest / LIGHTHOUSE_GOAL).toFixed(2)} (goal >= ${LIGHTHOUSE_GOAL} in every category)`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) reportLighthouse(await benchLighthouse(join(import.meta.dirname, '../..')))
