import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Autopilot, AutopilotRun } from '../../../shared/automation/autopilot'
import type { Database } from '../../db/client'
import { autopilotRuns, autopilots, campaigns } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { notFound } from '../../http/api-error'

export type AutopilotRow = typeof autopilots.$inferSelect
export type AutopilotRunRow = typeof autopilotRuns.$inferSelect

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

export const RUNS_PAGE_SIZE = 20

export function presentRun(r: AutopilotRunRow): AutopilotRun {
  return { id: r.id, slot_at: iso(r.slotAt)!, kind: r.kind, status: r.status, started_at: iso(r.startedAt), finished_at: iso(r.finishedAt), counts: r.counts, credits: r.credits, error: r.error }
}

function present(row: AutopilotRow, list: { id: number; name: string; type: string } | undefined, last: AutopilotRunRow | undefined): Autopilot {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    campaign_id: row.campaignId,
    campaign: list ? { id: list.id, name: list.name, type: list.type } : null,
    search: row.search,
    repeat: row.repeat,
    time: row.time,
    timezone: row.timezone,
    start_date: row.startDate,
    max_results_per_period: row.maxResultsPerPeriod,
    enrichment: row.enrichment,
    ai: row.ai,
    delivery: row.delivery,
    nearby_districts: row.nearbyDistricts,
    local_filters: row.localFilters,
    next_run_at: row.status === 'active' ? iso(row.nextRunAt) : null,
    last_run: last ? (({ slot_at: _slot, kind: _kind, ...rest }) => rest)(presentRun(last)) : null,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  }
}

/** The autopilots as the API answers them, with their list and their latest run (two statements for any number). */
export async function presentAutopilots(db: Database, rows: AutopilotRow[]): Promise<Autopilot[]> {
  if (!rows.length) return []
  const listIds = [...new Set(rows.map((r) => r.campaignId).filter((id): id is number => id !== null))]
  const [lists, lastRuns] = await Promise.all([
    listIds.length ? db.select({ id: campaigns.id, name: campaigns.name, type: campaigns.type }).from(campaigns).where(inArray(campaigns.id, listIds)) : [],
    db
      .selectDistinctOn([autopilotRuns.autopilotId])
      .from(autopilotRuns)
      .where(inArray(autopilotRuns.autopilotId, rows.map((r) => r.id)))
      .orderBy(autopilotRuns.autopilotId, desc(autopilotRuns.id)),
  ])
  const listById = new Map(lists.map((l) => [l.id, l]))
  const runById = new Map(lastRuns.map((r) => [r.autopilotId, r]))
  return rows.map((r) => present(r, r.campaignId === null ? undefined : listById.get(r.campaignId), runById.get(r.id)))
}

export async function presentAutopilot(db: Database, row: AutopilotRow): Promise<Autopilot> {
  return (await presentAutopilots(db, [row]))[0]
}

/** The account's autopilot, or 404 (another account's reads exactly like a missing one). */
export async function autopilotRow(scope: AccountScope, id: number): Promise<AutopilotRow> {
  const row = await scope.one('autopilots', id)
  if (!row) throw notFound()
  return row
}

export async function listAutopilots(db: Database, scope: AccountScope): Promise<Autopilot[]> {
  const rows = await db.select().from(autopilots).where(scope.where('autopilots')).orderBy(desc(autopilots.id)).limit(500)
  return presentAutopilots(db, rows)
}

/** A page of an autopilot's runs, newest first; `cursor` is the last id of the previous page. */
export async function runsPage(db: Database, autopilotId: number, cursor: number | undefined): Promise<{ data: AutopilotRun[]; next_cursor: string | null }> {
  const rows = await db
    .select()
    .from(autopilotRuns)
    .where(and(eq(autopilotRuns.autopilotId, autopilotId), cursor !== undefined ? lt(autopilotRuns.id, cursor) : undefined))
    .orderBy(desc(autopilotRuns.id))
    .limit(RUNS_PAGE_SIZE + 1)
  const more = rows.length > RUNS_PAGE_SIZE
  const page = rows.slice(0, RUNS_PAGE_SIZE)
  return { data: page.map(presentRun), next_cursor: more ? String(page[page.length - 1].id) : null }
}

/** The list's highest result id now: a run's new leads are those above it. */
export async function highestResultId(db: Database, listId: number): Promise<number> {
  const rows = (await db.execute(sql`select coalesce(max(id), 0)::int as id from lead_results where campaign_id = ${listId}`)) as unknown as { rows: { id: number }[] }
  return Number(rows.rows[0]?.id ?? 0)
}
