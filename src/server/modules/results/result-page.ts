import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { ResultFilter } from '../../../shared/leads/filters'
import type { LeadType, ResultBase, ResultPage } from '../../../shared/leads/types'
import type { Database } from '../../db/client'
import { leadResults } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { fieldError } from '../../http/api-error'
import { labelsJson } from './result-columns'
import { filterConditions } from './result-conditions'
import { afterCursor, encodeCursor, resultOrder, sortKeyText } from './result-order'

export type ResultRow = ResultBase & Record<string, unknown>
export type ListRef = { id: number; type: LeadType }

/** Offsets past this are refused: `page` is for the first pages, the keyset cursor for deep scrolling. */
const MAX_OFFSET = 1_000_000_000

/** Rows of a raw statement: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The tenant, list and filter conditions of a results query, validated (a 422) before anything runs. */
export function resultsWhere(scope: AccountScope, list: ListRef, filter: ResultFilter | null): SQL {
  return scope.where('leadResults', and(eq(leadResults.campaignId, list.id), filter ? filterConditions(list.type, filter) : undefined))!
}

/** One page of a list's results: the service behind POST /api/{type}-results/{id} (and the benchmark). */
export async function queryResults(db: Database, scope: AccountScope, list: ListRef, filter: ResultFilter): Promise<ResultPage<ResultRow>> {
  const order = resultOrder(list.type, filter.sort)
  const where = resultsWhere(scope, list, filter)
  const cursor = filter.cursor ? afterCursor(order, filter.cursor) : undefined
  const offset = cursor ? 0 : (filter.page - 1) * filter.limit
  if (offset > MAX_OFFSET) throw fieldError('page', 'results.page_too_deep')

  const pageQuery = sql`select "lead_results".*, ${sortKeyText(order)} as sort_key, ${labelsJson} as labels
    from "lead_results" where ${cursor ? and(where, cursor) : where}
    order by ${order.orderBy} limit ${filter.limit + 1} offset ${offset}`
  const [rows, [{ total }]] = await Promise.all([
    rowsOf<Record<string, unknown>>(db, pageQuery),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from "lead_results" where ${where}`),
  ])
  const hasMore = rows.length > filter.limit
  const data = rows.slice(0, filter.limit)
  const last = data[data.length - 1]
  return {
    data: data.map(presentResult),
    total,
    page: cursor ? 0 : filter.page,
    limit: filter.limit,
    next_cursor: hasMore && last ? encodeCursor(order, last.sort_key as string, last.id as number) : null,
  }
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()

/** A stored row as the API shows it: the type's own fields at the top level, the common columns over them. */
export function presentResult(row: Record<string, unknown>): ResultRow {
  const fields = (row.fields && typeof row.fields === 'object' ? row.fields : {}) as Record<string, unknown>
  const base: ResultBase = {
    id: row.id as number,
    campaign_id: row.campaign_id as number,
    type: row.type as LeadType,
    name: (row.name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    email_state: row.email_state as ResultBase['email_state'],
    potential_emails: Array.isArray(row.potential_emails) ? (row.potential_emails as string[]) : [],
    phone: (row.phone as string | null) ?? null,
    website: (row.website as string | null) ?? null,
    linkedin_url: (row.linkedin_url as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    state: (row.state as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    crm_status: row.crm_status as ResultBase['crm_status'],
    labels: Array.isArray(row.labels) ? (row.labels as ResultBase['labels']) : [],
    created_at: iso(row.created_at),
  }
  return { ...fields, ...base }
}
