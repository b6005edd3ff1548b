import { benchTableScroll, frameBudgetMs, type ScrollRun } from './table-scroll.bench'

/** Users in the table: the scale the admin console must stay smooth at. */
const rows = 100_000

export type UsersTableScroll = { users: ScrollRun[]; lists: ScrollRun[] }

/**
 * The admin's users table scrolled at 100k rows with the results-table harness (fling and whole-table traverse), and
 * in the same run the lists results table (tests/bench/table-scroll-harness.tsx) with as many rows: the users table
 * reuses its VirtualTable, so its cost per frame should be the lists table's.
 */
export async function benchUsersTableScroll(root: string, frames = 600): Promise<UsersTableScroll> {
  const users = await benchTableScroll(root, { sizes: [rows], frames, kinds: ['users'], harness: 'tests/bench/admin-users-table-harness.tsx' })
  const lists = await benchTableScroll(root, { sizes: [rows], frames, kinds: ['table'] })
  return { users, lists }
}

const fmt = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2))
const ratio = (a: number | null, b: number | null) => (a !== null && b ? (a / b).toFixed(2) : 'n/a')

/** One line per scroll mode: the users table, the lists table of the same run, and the users/lists ratios (goal <= 1.2). */
export function reportUsersTableScroll({ users, lists }: UsersTableScroll): string[] {
  return users.map((run) => {
    const base = lists.find((r) => r.mode === run.mode)
    const how = run.mode === 'fling' ? 'fling 2000 px/frame' : `whole table in ${run.frames} frames`
    return (
      `admin users table ${rows / 1000}k rows, ${how}: p95 frame ${fmt(run.p95Ms)} ms (${(run.p95Ms / frameBudgetMs).toFixed(2)} frames), main thread ${fmt(run.mainCpuMs)} ms CPU/frame, max DOM rows ${run.maxDomRows}; ` +
      `lists table same run: p95 ${fmt(base?.p95Ms ?? null)} ms, main thread ${fmt(base?.mainCpuMs ?? null)} ms CPU/frame; ` +
      `users/lists: p95 ${ratio(run.p95Ms, base?.p95Ms ?? null)}, main thread CPU ${ratio(run.mainCpuMs, base?.mainCpuMs ?? null)} (goal <= 1.2)`
    )
  })
}
