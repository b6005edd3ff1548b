import { and, desc, eq, ilike, not, sql, type SQL } from 'drizzle-orm'
import type { SavedList, SavedListPage, LeadType, ListState } from '../../../shared/leads/types'
import type { Database } from '../../db/client'
import { campaigns, campaignSearches } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { notFound } from '../../http/api-error'

export type ListRow = typeof campaigns.$inferSelect

/** Spelled out: drizzle leaves column names unqualified in select fields, which a subquery would resolve to its own table. */
const listIdColumn = sql.raw('"campaigns"."id"')

/** A search still at work on the list: while one exists the list is Incomplete. */
const searchAtWork = sql`exists (select 1 from campaign_searches s where s.campaign_id = ${listIdColumn} and s.status in ('queued', 'running'))`

const extras = {
  total: sql<number>`(select count(*)::int from lead_results r where r.campaign_id = ${listIdColumn})`,
  progress: sql<SavedList['progress']>`(select json_build_object('found', s.found, 'target', s.target, 'status', s.status)
    from campaign_searches s where s.campaign_id = ${listIdColumn} and s.status in ('queued', 'running') order by s.id desc limit 1)`,
  stopReason: sql<string | null>`(select s.stop_reason from campaign_searches s
    where s.campaign_id = ${listIdColumn} and s.status in ('done', 'stopped', 'failed') order by s.id desc limit 1)`,
}

function stateCondition(state: ListState): SQL {
  if (state === 'Archived') return eq(campaigns.isArchived, true)
  if (state === 'Incomplete') return and(eq(campaigns.isArchived, false), searchAtWork)!
  return and(eq(campaigns.isArchived, false), not(searchAtWork))!
}

const iso = (d: Date | string) => new Date(d).toISOString()

function present(row: ListRow, more: { total: number; progress: SavedList['progress']; stopReason: string | null }): SavedList {
  const state: ListState = row.isArchived ? 'Archived' : more.progress ? 'Incomplete' : 'Active'
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tags: row.tags,
    source: row.source,
    webhook: row.webhook,
    is_archived: row.isArchived,
    is_demo: row.isDemo,
    state,
    total: Number(more.total ?? 0),
    progress: more.progress ?? null,
    stop_reason: more.stopReason ?? null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}

export type ListQuery = { search?: string; type?: LeadType; state?: ListState; page: number; limit: number }

export async function findLists(db: Database, scope: AccountScope, query: ListQuery): Promise<SavedListPage> {
  const search = query.search?.trim()
  const where = scope.where(
    'campaigns',
    and(
      query.type ? eq(campaigns.type, query.type) : undefined,
      query.state ? stateCondition(query.state) : undefined,
      search ? ilike(campaigns.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    ),
  )
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ row: campaigns, ...extras })
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(campaigns).where(where),
  ])
  return { data: rows.map((r) => present(r.row, r)), total: Number(count), page: query.page, limit: query.limit }
}

/** The account's list with its totals and progress; another account's list is a 404. */
export async function findList(db: Database, scope: AccountScope, id: number): Promise<SavedList> {
  const [found] = await db.select({ row: campaigns, ...extras }).from(campaigns).where(scope.where('campaigns', eq(campaigns.id, id)))
  if (!found) throw notFound()
  return present(found.row, found)
}

/** The bare row, for routes that only need the type or name; 404 when it is not the account's. */
export async function listRow(scope: AccountScope, id: number): Promise<ListRow> {
  const row = await scope.one('campaigns', id)
  if (!row) throw notFound()
  return row
}

/** Every id must be the account's: one foreign or missing id makes the whole bulk action a 404, nothing changes. */
export async function ownedListIds(scope: AccountScope, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  const owned = await scope.ownedIds('campaigns', unique)
  if (owned.length !== unique.length) throw notFound()
  return owned
}

export async function searchHistory(db: Database, scope: AccountScope, listId: number) {
  const rows = await db
    .select()
    .from(campaignSearches)
    .where(scope.where('campaignSearches', eq(campaignSearches.campaignId, listId)))
    .orderBy(desc(campaignSearches.id))
  return rows.map((s) => ({
    id: s.id,
    campaign_id: s.campaignId,
    type: s.type,
    params: s.params,
    provider: s.provider,
    status: s.status,
    found: s.found,
    charged: s.charged,
    target: s.target,
    stop_reason: s.stopReason,
    created_at: iso(s.createdAt),
    started_at: s.startedAt ? iso(s.startedAt) : null,
    finished_at: s.finishedAt ? iso(s.finishedAt) : null,
  }))
}

/** Distinct tags and sources the account uses, for suggestions on the tags-and-source screen. */
export async function tagsAndSources(db: Database, scope: AccountScope) {
  const rows = await db.select({ tags: campaigns.tags, source: campaigns.source }).from(campaigns).where(scope.where('campaigns'))
  const tags = new Set<string>()
  const sources = new Set<string>()
  for (const r of rows) {
    for (const t of (r.tags ?? '').split(',')) if (t.trim()) tags.add(t.trim())
    if (r.source?.trim()) sources.add(r.source.trim())
  }
  return { tags: [...tags].sort(), sources: [...sources].sort() }
}
