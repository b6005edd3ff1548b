import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'

/** One 60 Hz frame. */
export const frameBudgetMs = 1000 / 60

/** A fast fling: 50 rows of 40 px per frame, 3,000 rows a second at 60 Hz. */
export const flingPx = 2_000
export type ScrollRun = { rows: number; mode: 'fling' | 'traverse'; frames: number; p95Ms: number; maxDomRows: number }

/** Builds the table harness (production mode) into a temporary directory. */
async function buildHarness(root: string, outDir: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, write: true, rollupOptions: { input: join(root, 'tests/bench/table-scroll-harness.tsx'), output: { entryFileNames: 'harness.js', format: 'es' } } },
  })
}

function serve(dir: string) {
  const server = createServer((req, res) => {
    if ((req.url ?? '/').startsWith('/harness.js')) {
      res.setHeader('content-type', 'text/javascript')
      res.end(readFileSync(join(dir, 'harness.js')))
      return
    }
    res.setHeader('content-type', 'text/html')
    res.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>table bench</title></head><body style="margin:0"><div id="root"></div><script type="module" src="/harness.js"></script></body></html>')
  })
  return new Promise<{ url: string; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })),
  )
}

/**
 * Scrolls the table one step per animation frame and records every frame's duration (requestAnimationFrame deltas)
 * and the most table rows in the DOM at any time. `px` per frame, starting over at the top when the end is reached;
 * `px: 'all'` crosses the whole table in `frames` steps.
 */
async function scroll(page: import('playwright-core').Page, frames: number, px: number | 'all') {
  return page.evaluate(async ({ steps, px }) => {
    const grid = document.querySelector('[role="grid"]')!
    const scroller = grid.parentElement!
    const distance = scroller.scrollHeight - scroller.clientHeight
    const step = px === 'all' ? distance / steps : px
    const deltas: number[] = []
    let maxRows = 0
    let last = await new Promise<number>((r) => requestAnimationFrame(r))
    for (let i = 1; i <= steps; i++) {
      scroller.scrollTop = (step * i) % (distance + 1)
      const now = await new Promise<number>((r) => requestAnimationFrame(r))
      deltas.push(now - last)
      last = now
      maxRows = Math.max(maxRows, grid.querySelectorAll('tbody tr').length)
    }
    return { deltas, maxRows }
  }, { steps: frames, px })
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]

/** Scrolling the results table in Chromium with 1k and 100k rows: p95 frame time and the DOM rows it keeps. */
export async function benchTableScroll(root: string, sizes = [1_000, 100_000], frames = 600): Promise<ScrollRun[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'table-bench-'))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  try {
    await buildHarness(root, outDir)
    const server = await serve(outDir)
    try {
      const runs: ScrollRun[] = []
      for (const rows of sizes) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
        await page.goto(`${server.url}/?rows=${rows}`)
        await page.waitForSelector('[role="grid"] tbody tr')
        await scroll(page, 60, flingPx) // warm up: JIT, styles, first layouts
        for (const mode of ['fling', 'traverse'] as const) {
          await page.evaluate(() => (document.querySelector('[role="grid"]')!.parentElement!.scrollTop = 0))
          const result = await scroll(page, frames, mode === 'fling' ? flingPx : 'all')
          runs.push({ rows, mode, frames: result.deltas.length, p95Ms: p95(result.deltas), maxDomRows: result.maxRows })
        }
        await page.close()
      }
      return runs
    } finally {
      server.close()
    }
  } finally {
    await browser.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}
