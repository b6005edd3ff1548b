import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium, type Browser, type Page } from 'playwright-core'
import { build } from 'vite'

/** One 60 Hz frame. */
export const frameBudgetMs = 1000 / 60

/** A fast fling: 50 rows of 40 px per frame, 3,000 rows a second at 60 Hz. */
export const flingPx = 2_000

/** What is scrolled: the results table, a plain static table of the same rows, an empty scroll area (see the harness). */
export type ScrollKind = 'table' | 'static' | 'empty' | (string & {})
export type ScrollMode = 'fling' | 'traverse'
export type ScrollRun = {
  kind: ScrollKind
  /** ms from navigation until the page was ready to scroll. */
  loadMs: number
  rows: number
  mode: ScrollMode
  frames: number
  /** p95 of the requestAnimationFrame deltas while scrolling one step per frame. */
  p95Ms: number
  /** Mean of the same deltas. */
  meanMs: number
  /** Most table rows in the DOM at any time. */
  maxDomRows: number
  /** CPU time of the page's main thread per frame, from Chromium's trace (a second pass; null when not traced). */
  mainCpuMs: number | null
  /** CPU time of every other thread of the renderer and the GPU process (compositor, raster workers) per frame. */
  otherCpuMs: number | null
}

/** Builds the table harness (production mode) into a temporary directory. */
async function buildHarness(root: string, outDir: string, harness: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, write: true, rollupOptions: { input: join(root, harness), output: { entryFileNames: 'harness.js', format: 'es' } } },
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
 * Scrolls the page's scroll area one step per animation frame and records every frame's duration
 * (requestAnimationFrame deltas) and the most table rows in the DOM at any time. `px` per frame, starting over at
 * the top when the end is reached; `px: 'all'` crosses the whole height in `frames` steps.
 */
async function scroll(page: Page, frames: number, px: number | 'all') {
  return page.evaluate(async ({ steps, px }) => {
    const scroller = document.querySelector<HTMLElement>('[data-scroller]')!
    scroller.scrollTop = 0
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
      maxRows = Math.max(maxRows, scroller.querySelectorAll('tbody tr').length)
    }
    return { deltas, maxRows, step }
  }, { steps: frames, px })
}

type TraceEvent = { ph: string; name: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * The same scroll again under Chromium's tracing: CPU time (thread time, so another process's load on the machine
 * counts less than in wall time) of the page's main thread, and of the compositor, raster and GPU threads, per frame.
 */
async function tracedCpu(page: Page, frames: number, px: number | 'all') {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])))
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' })
  const result = await scroll(page, frames, px)
  await cdp.send('Tracing.end')
  await complete
  await cdp.detach()
  const threads = new Map<string, string>()
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '')
  // The page's renderer is the process whose main thread fired the animation frames.
  const rendererPid = events.find((e) => e.name === 'FireAnimationFrame')?.pid
  let main = 0
  let other = 0
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || typeof e.tdur !== 'number') continue
    const thread = threads.get(`${e.pid}:${e.tid}`) ?? ''
    if (e.pid === rendererPid && thread === 'CrRendererMain') main += e.tdur
    else if ((e.pid === rendererPid && /Compositor/.test(thread)) || /VizCompositor|CrGpuMain/.test(thread)) other += e.tdur
  }
  return { mainCpuMs: main / 1000 / result.deltas.length, otherCpuMs: other / 1000 / result.deltas.length }
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

/** The static baseline holds at most this many rows (100k plain rows take minutes to build here); it wraps around. */
export const staticRowsCap = 10_000
const rowHeight = 40

async function measure(browser: Browser, url: string, kind: ScrollKind, rows: number, frames: number, trace: boolean): Promise<ScrollRun[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    const pageRows = kind === 'static' ? Math.min(rows, staticRowsCap) : rows
    await page.goto(`${url}/?kind=${kind}&rows=${pageRows}`, { timeout: 120_000 })
    await page.waitForSelector('[data-scroller]', { timeout: 120_000 })
    const loadMs = await page.evaluate(() => performance.now())
    await scroll(page, 60, flingPx) // warm up: JIT, styles, first layouts
    const runs: ScrollRun[] = []
    for (const mode of ['fling', 'traverse'] as const) {
      // Traversing: the table crosses all its rows in `frames` steps; a capped static table moves as many px a frame.
      const px = mode === 'fling' ? flingPx : pageRows === rows ? 'all' : (rows * rowHeight) / frames
      const result = await scroll(page, frames, px)
      // Half as many frames under tracing (the same px per frame): CPU per frame settles long before, tracing is slow.
      const cpu = trace ? await tracedCpu(page, Math.ceil(frames / 2), result.step) : { mainCpuMs: null, otherCpuMs: null }
      runs.push({ kind, rows, loadMs, mode, frames: result.deltas.length, p95Ms: p95(result.deltas), meanMs: mean(result.deltas), maxDomRows: result.maxRows, ...cpu })
    }
    return runs
  } finally {
    await page.close()
  }
}

/**
 * Scrolling in headless Chromium (software raster, --disable-gpu) with 1k and 100k rows: the results table, and in
 * the same run a plain static table of the same rows and an empty scroll area as baselines for what the browser
 * itself costs here. Frame times are rAF deltas (quantised to the 16.7 ms vsync); CPU per frame comes from a traced
 * second pass.
 */
export async function benchTableScroll(root: string, options: { sizes?: number[]; frames?: number; kinds?: ScrollKind[]; harness?: string } = {}): Promise<ScrollRun[]> {
  const { sizes = [1_000, 100_000], frames = 600, kinds = ['table', 'static', 'empty'], harness = 'tests/bench/table-scroll-harness.tsx' } = options
  const outDir = mkdtempSync(join(tmpdir(), 'table-bench-'))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  })
  try {
    await buildHarness(root, outDir, harness)
    const server = await serve(outDir)
    try {
      const runs: ScrollRun[] = []
      for (const rows of sizes) {
        for (const kind of kinds) runs.push(...(await measure(browser, server.url, kind, rows, frames, kind !== 'empty')))
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

const fmt = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2))

/**
 * The bench's lines: per row count and mode, the table against one 60 Hz frame (the goal), then the baselines of the
 * same run and the table's cost relative to the static table; a note when the static table alone misses the frame.
 */
export function reportTableScroll(runs: ScrollRun[]): string[] {
  const lines: string[] = []
  const find = (kind: ScrollKind, rows: number, mode: ScrollMode) => runs.find((r) => r.kind === kind && r.rows === rows && r.mode === mode)
  let staticMissesFrame = false
  for (const table of runs.filter((r) => r.kind === 'table')) {
    const how = table.mode === 'fling' ? `fling ${flingPx} px/frame` : `whole table in ${table.frames} frames`
    lines.push(
      `table scroll ${table.rows / 1000}k rows, ${how}: p95 frame ${fmt(table.p95Ms)} ms, ratio to one 60 Hz frame ${(table.p95Ms / frameBudgetMs).toFixed(2)} (goal <= 1), ` +
        `mean ${fmt(table.meanMs)} ms, main thread ${fmt(table.mainCpuMs)} ms CPU/frame, max DOM rows ${table.maxDomRows}`,
    )
    const plain = find('static', table.rows, table.mode)
    const empty = find('empty', table.rows, table.mode)
    if (plain) {
      const capped = table.rows > staticRowsCap ? ` (${staticRowsCap / 1000}k rows, same px/frame)` : ''
      lines.push(
        `  baseline static HTML table${capped}: p95 frame ${fmt(plain.p95Ms)} ms, mean ${fmt(plain.meanMs)} ms, main thread ${fmt(plain.mainCpuMs)} ms CPU/frame; ` +
          `table/static: p95 ${(table.p95Ms / plain.p95Ms).toFixed(2)}, main thread CPU ${table.mainCpuMs !== null && plain.mainCpuMs ? (table.mainCpuMs / plain.mainCpuMs).toFixed(2) : 'n/a'}`,
      )
      if (plain.p95Ms > frameBudgetMs * 1.05) staticMissesFrame = true
    }
    if (empty) lines.push(`  baseline empty scroll area: p95 frame ${fmt(empty.p95Ms)} ms, mean ${fmt(empty.meanMs)} ms`)
  }
  if (staticMissesFrame) {
    lines.push(
      'note: here a plain static table (no script at all) already misses one 60 Hz frame at p95: Chromium rasterises on the CPU (--disable-gpu) on a shared machine; read the table against that baseline as well as against the frame.',
    )
  }
  return lines
}
