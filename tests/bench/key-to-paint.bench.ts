import { chromium, type Browser, type Page } from 'playwright-core'
import { installProbe } from './key-to-paint-probe'
import { startBenchApp, type BenchApp } from './key-to-paint-server'

/**
 * Key-to-paint in Chromium at 1366x768 against the built client and the real server: for each frequent local action,
 * the time from the key event to the paint of the frame that shows its result (tests/bench/key-to-paint-probe.ts),
 * against an empty frame (a key bound to nothing) measured in the same run. "First" is the action right after a fresh
 * load once the browser is idle: the first palette open, each screen's first visit by g-navigation.
 */
export type KeyToPaintRow = { name: string; samples: number[]; first: number | null; failed: number }

type Action = {
  name: string
  /** Brings the page to where the key applies; not timed. */
  before(page: Page, app: BenchApp): Promise<void>
  /** Pressed in order; timed from the keydown of the last one. */
  keys: string[]
  /** A page expression that holds once the result is on screen. */
  shows: string
  /** Leaves the page as `before` expects it; not timed. */
  after?(page: Page): Promise<void>
  /** Also measured once right after a fresh load, on the page `before` reaches. */
  first?: boolean
}

const SAMPLES = 20
const TIMEOUT_MS = 5_000

const content = 'window.__k2p.content()'
const at = (path: string) => `location.pathname === ${JSON.stringify(path)} && ${content}`
const paletteShown = `!!document.querySelector('[role=dialog] [role=combobox]') && document.querySelectorAll('[role=dialog] [role=option]').length > 0`
const grid = `document.querySelector('[role=grid]')`

async function waitFor(page: Page, expression: string) {
  await page.waitForFunction(expression, undefined, { timeout: 15_000 })
}

/** Idle as the user sees it: no request in flight and the browser's idle callbacks have run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2_000 }), { timeout: 2_000 })))
  await page.waitForLoadState('networkidle')
}

async function goTo(page: Page, path: string) {
  if (await page.evaluate(`location.pathname === ${JSON.stringify(path)}`)) return
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await waitFor(page, at(path))
}

async function closeDialogs(page: Page) {
  for (let i = 0; i < 3 && (await page.locator('[role=dialog]').count()) > 0; i++) await page.keyboard.press('Escape')
  await waitFor(page, `!document.querySelector('[role=dialog]')`)
}

async function onList(page: Page, app: BenchApp) {
  await closeDialogs(page)
  await goTo(page, app.listPath)
  await waitFor(page, `${grid} && ${grid}.querySelectorAll('tr[aria-rowindex]').length > 10`)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

const navigations: Array<[string, string]> = [
  ['p', '/profile-settings/profile'],
  ['t', '/manage-team'],
  ['w', '/settings/wallet'],
  ['i', '/settings/integration/crm'],
  ['s', '/settings/business-profile'],
  ['a', '/ai/training'],
  ['n', '/lead-search/new-search'],
  ['l', '/lead-search/saved-lists'],
  ['o', '/lead-search/autopilot'],
]

function actions(): Action[] {
  const list: Action[] = [
    { name: 'empty frame (unbound key)', before: async (page) => closeDialogs(page), keys: ['q'], shows: 'true' },
    { name: 'open palette (Ctrl+K)', before: async (page) => closeDialogs(page), keys: ['Control+k'], shows: paletteShown, after: closeDialogs, first: true },
    {
      name: 'palette: type a letter',
      before: async (page) => {
        await closeDialogs(page)
        await page.keyboard.press('Control+k')
        await waitFor(page, paletteShown)
      },
      keys: ['w'],
      shows: `document.querySelector('[role=dialog] [role=combobox]')?.value === 'w' && document.querySelector('[role=dialog] [role=option]')?.textContent?.toLowerCase().includes('w')`,
      after: closeDialogs,
    },
  ]
  for (const [key, path] of navigations) {
    const origin = path === '/lead-search/saved-lists' ? '/lead-search/new-search' : '/lead-search/saved-lists'
    list.push({ name: `g ${key}: ${path}`, before: async (page) => { await closeDialogs(page); await goTo(page, origin) }, keys: ['g', key], shows: at(path), first: true })
  }
  list.push(
    { name: 'cheat sheet (?)', before: async (page) => closeDialogs(page), keys: ['Shift+?'], shows: `!!document.querySelector('[role=dialog] table, [role=dialog] kbd')`, after: closeDialogs },
    {
      name: 'sidebar (Ctrl+B)',
      before: async (page) => closeDialogs(page),
      keys: ['Control+b'],
      shows: `document.querySelector('[aria-controls=lc-sidebar]')?.getAttribute('aria-expanded') === 'false'`,
      after: async (page) => page.keyboard.press('Control+b'),
    },
    { name: 'list: next row (j)', before: onList, keys: ['j'], shows: `${grid}?.contains(document.activeElement) || document.activeElement === ${grid}` },
    {
      name: 'list: next page (PageDown)',
      before: async (page, app) => {
        await onList(page, app)
        await page.keyboard.press('j')
        await waitFor(page, `document.activeElement === ${grid}`)
      },
      keys: ['PageDown'],
      shows: `(() => { const id = ${grid}.getAttribute('aria-activedescendant'); const row = id && document.getElementById(id); return !!row && Number(row.getAttribute('aria-rowindex')) > 5 })()`,
    },
    {
      name: 'list: select all (Shift+A)',
      before: onList,
      keys: ['Shift+A'],
      shows: `${grid}.querySelectorAll('tr[aria-rowindex][aria-selected=true]').length > 10`,
      after: async (page) => page.keyboard.press('Shift+A'),
    },
    {
      name: 'list: label (Shift+L)',
      before: async (page, app) => {
        await onList(page, app)
        await page.keyboard.press('j')
        await page.keyboard.press('x')
        await waitFor(page, `${grid}.querySelectorAll('tr[aria-rowindex][aria-selected=true]').length === 1`)
      },
      keys: ['Shift+L'],
      shows: `!!document.querySelector('[role=dialog]')`,
      after: async (page) => {
        await closeDialogs(page)
        // Escape in the table clears the selection.
        await page.keyboard.press('Escape')
        await waitFor(page, `${grid}.querySelectorAll('tr[aria-rowindex][aria-selected=true]').length === 0`)
      },
    },
    {
      name: 'list: filter by e-mail found (Enter on the choice)',
      before: async (page, app) => {
        await onList(page, app)
        await page.keyboard.press('Shift+M')
        await waitFor(page, paletteShown)
        await page.keyboard.type('no email')
        await waitFor(page, `document.querySelector('[role=dialog] [role=option][aria-selected=true]')?.textContent?.includes('No email')`)
        await page.evaluate(`window.__k2pRows = ${grid}.getAttribute('aria-rowcount')`)
      },
      keys: ['Enter'],
      shows: `!document.querySelector('[role=dialog]') && ${grid}?.getAttribute('aria-rowcount') !== window.__k2pRows && ${grid}.querySelectorAll('tr[aria-rowindex]').length > 1`,
      after: async (page) => {
        await page.keyboard.press('Shift+M')
        await waitFor(page, paletteShown)
        await page.keyboard.type('all')
        await page.keyboard.press('Enter')
        await page.waitForTimeout(300)
      },
    },
    { name: 'list: search history (h)', before: onList, keys: ['h'], shows: `!!document.querySelector('[role=dialog]')`, after: closeDialogs },
    {
      name: 'list: open a result (Enter)',
      before: async (page, app) => {
        await onList(page, app)
        await page.keyboard.press('j')
        await waitFor(page, `document.activeElement === ${grid}`)
      },
      keys: ['Enter'],
      shows: `/\\/\\d+$/.test(location.pathname) && ${content}`,
    },
    {
      name: 'saved lists: switch view (v)',
      before: async (page) => {
        await closeDialogs(page)
        await goTo(page, '/lead-search/saved-lists')
        await page.evaluate(`window.__k2pView = document.querySelector('[data-command="lists.toggleView"]')?.textContent`)
      },
      keys: ['v'],
      shows: `document.querySelector('[data-command="lists.toggleView"]')?.textContent !== window.__k2pView`,
    },
  )
  return list
}

async function measureOnce(page: Page, action: Action, app: BenchApp): Promise<number | null> {
  await action.before(page, app)
  const last = action.keys[action.keys.length - 1]
  const key = last.includes('+') && last.length > 1 ? last.slice(last.lastIndexOf('+') + 1) : last
  await page.evaluate(`window.__k2p.arm(() => (${action.shows}), ${JSON.stringify(key)}, ${TIMEOUT_MS})`)
  for (const press of action.keys) await page.keyboard.press(press)
  const ms = (await page.evaluate('window.__k2p.result')) as number | null
  await action.after?.(page)
  return ms
}

async function openPage(browser: Browser, app: BenchApp, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, bypassCSP: true })
  await page.addInitScript((token) => localStorage.setItem('access_token', token), app.token)
  // tsx keeps function names with a helper the page does not have.
  await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})()` })
  await page.goto(`${app.url}${path}`)
  await waitFor(page, content)
  await settle(page)
  return page
}

export async function benchKeyToPaint(root: string): Promise<KeyToPaintRow[]> {
  const app = await startBenchApp(root)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  try {
    const rows: KeyToPaintRow[] = []
    // K2P_ONLY=<text> measures only the actions whose name contains it (and the empty frame), to look at one closely.
    const only = process.env.K2P_ONLY
    for (const action of actions().filter((a) => !only || a.name.startsWith('empty frame') || a.name.includes(only))) {
      let first: number | null = null
      if (action.first) {
        const origin = action.keys[0] === 'g' ? (action.name.includes('saved-lists') ? '/lead-search/new-search' : '/lead-search/saved-lists') : '/lead-search/saved-lists'
        const fresh = await openPage(browser, app, origin)
        first = await measureOnce(fresh, action, app)
        await fresh.close()
      }
      const page = await openPage(browser, app, '/lead-search/saved-lists')
      const samples: number[] = []
      let failed = 0
      // Two warm-up rounds: the screen's chunk and data, the JIT.
      for (let i = 0; i < SAMPLES + 2; i++) {
        const ms = await measureOnce(page, action, app)
        if (i < 2) continue
        if (ms === null) failed++
        else samples.push(ms)
      }
      await page.close()
      rows.push({ name: action.name, samples, first, failed })
    }
    return rows
  } finally {
    await browser.close()
    await app.stop()
  }
}

/** Nearest-rank percentile. */
export const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}

const cell = (value: number | null) => (value === null || Number.isNaN(value) ? 'n/a' : value.toFixed(1))

/** A Markdown table: per action p50 and p95 over the samples, the first time after a fresh load, and the verdicts. */
export function reportKeyToPaint(rows: readonly KeyToPaintRow[]): string[] {
  const empty = rows.find((r) => r.name.startsWith('empty frame'))
  const emptyP95 = empty ? percentile(empty.samples, 95) : Number.NaN
  const lines = [
    `key-to-paint, Chromium 1366x768, ${SAMPLES} samples each; empty frame p95 ${cell(emptyP95)} ms (goals: p95 <= 50 ms, first palette open <= 50 ms, first g-navigation <= 100 ms)`,
    '| action | p50 ms | p95 ms | p95 - empty frame | first after load ms | verdict |',
    '|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const p95 = percentile(row.samples, 95)
    const firstGoal = row.name.startsWith('g ') ? 100 : 50
    const ok = row.failed === 0 && p95 <= 50 && (row.first === null || row.first <= firstGoal)
    const failures = row.failed ? ` (${row.failed} never showed)` : ''
    lines.push(`| ${row.name} | ${cell(percentile(row.samples, 50))} | ${cell(p95)} | ${cell(p95 - emptyP95)} | ${cell(row.first)} | ${ok ? 'ok' : 'over'}${failures} |`)
  }
  return lines
}
