import { benchTableScroll, frameBudgetMs, type ScrollRun } from './table-scroll.bench'

/** Rows in a table measured against the lists table: the scale the consoles must stay smooth at. */
const againstListsRows = 100_000

export type AgainstLists = { table: ScrollRun[]; lists: ScrollRun[] }

/**
 * A table of a console page (its harness: `?kind=<kind>&rows=N`, the page's real table and columns with synthetic
 * rows) scrolled at 100k rows with the results-table harness (fling and whole-table traverse), and in the same run
 * the lists results table (tests/bench/table-scroll-harness.tsx) with as many rows: a table that reuses the lists'
 * VirtualTable should cost what the lists table costs per frame.
 */
export async function benchAgainstLists(root: string, page: { kind: string; harness: string }, frames = 600): Promise<AgainstLists> {
  const table = await benchTableScroll(root, { sizes: [againstListsRows], frames, kinds: [page.kind], harness: page.harness })
  const lists = await benchTableScroll(root, { sizes: [againstListsRows], frames, kinds: ['table'] })
  return { table, lists }
}

const fmt = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2))
const ratio = (a: number | null, b: number | null) => (a !== null && b ? (a / b).toFixed(2) : 'n/a')

/** One line per scroll mode: the table, the lists table of the same run, and the table/lists ratios (goal <= 1.2). */
export function reportAgainstLists(names: { label: string; short: string }, { table, lists }: AgainstLists): string[] {
  return table.map((run) => {
    const base = lists.find((r) => r.mode === run.mode)
    const how = run.mode === 'fling' ? 'fling 2000 px/frame' : `whole table in ${run.frames} frames`
    return (
      `${names.label} ${run.rows / 1000}k rows, ${how}: p95 frame ${fmt(run.p95Ms)} ms (${(run.p95Ms / frameBudgetMs).toFixed(2)} frames), main thread ${fmt(run.mainCpuMs)} ms CPU/frame, max DOM rows ${run.maxDomRows}; ` +
      `lists table same run: p95 ${fmt(base?.p95Ms ?? null)} ms, main thread ${fmt(base?.mainCpuMs ?? null)} ms CPU/frame, max DOM rows ${base?.maxDomRows ?? 'n/a'}; ` +
      `${names.short}/lists: p95 ${ratio(run.p95Ms, base?.p95Ms ?? null)}, main thread CPU ${ratio(run.mainCpuMs, base?.mainCpuMs ?? null)} (goal <= 1.2)`
    )
  })
}
