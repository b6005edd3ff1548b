import { sql, type SQL } from 'drizzle-orm'
import type { ResultFilter } from '../../../shared/leads/filters'
import type { LeadType } from '../../../shared/leads/types'
import { fieldError } from '../../http/api-error'
import { isRowId } from '../../../shared/validate'
import { resultId, sortExpression } from './result-columns'

export type ResultOrder = {
  field: string
  direction: 'asc' | 'desc'
  expr: SQL
  cast: string
  /** ORDER BY clause: the sort key, then id in the same direction so the order is total and keyset-able. */
  orderBy: SQL
}

/** Cursor content: the sort it belongs to, then the last row's sort key (as text) and id. */
type CursorPayload = [field: string, direction: 'asc' | 'desc', key: string | null, id: number]

export function resultOrder(type: LeadType, sort: ResultFilter['sort']): ResultOrder {
  const field = sort?.field?.trim() || 'id'
  const direction = sort?.direction ?? 'asc'
  const { expr, cast } = sortExpression(type, field)
  const dir = sql.raw(direction)
  const orderBy = field === 'id' ? sql`${resultId} ${dir}` : sql`${expr} ${dir}, ${resultId} ${dir}`
  return { field, direction, expr, cast, orderBy }
}

/** The sort key as the text a cursor carries; timestamps keep their microseconds, which a JS Date would drop. */
export function sortKeyText(order: ResultOrder): SQL {
  if (order.cast === 'timestamptz') return sql`to_char(${order.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
  return sql`(${order.expr})::text`
}

export function encodeCursor(order: ResultOrder, key: string | null, id: number): string {
  const payload: CursorPayload = [order.field, order.direction, order.field === 'id' ? null : key, id]
  return Buffer.from(JSON.stringify(payload)).toString('base64url')
}

function decodeCursor(cursor: string): CursorPayload | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4) return null
    const [field, direction, key, id] = value
    if (typeof field !== 'string' || (direction !== 'asc' && direction !== 'desc') || !isRowId(id)) return null
    if (key !== null && (typeof key !== 'string' || key.includes('\u0000'))) return null
    return [field, direction, key, id]
  } catch {
    return null
  }
}

/**
 * The keyset condition after the cursor's row: a row comparison `(key, id) > ($1, $2)` (or `<` descending), which
 * PostgreSQL answers with one index range scan, unlike the equivalent OR form.
 */
export function afterCursor(order: ResultOrder, cursor: string): SQL {
  const payload = decodeCursor(cursor)
  if (!payload || payload[0] !== order.field || payload[1] !== order.direction) throw fieldError('cursor', 'results.bad_cursor')
  const [, , key, id] = payload
  const op = sql.raw(order.direction === 'asc' ? '>' : '<')
  if (order.field === 'id') return sql`${resultId} ${op} ${id}`
  if (key === null) throw fieldError('cursor', 'results.bad_cursor')
  checkCastable(order.cast, key)
  return sql`(${order.expr}, ${resultId}) ${op} (cast(${key} as ${sql.raw(order.cast)}), ${id})`
}

/** A forged cursor must be a 422, not a failed cast in the database. */
function checkCastable(cast: string, key: string) {
  const ok =
    cast === 'text' ||
    (cast === 'integer' && /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= 2_147_483_647) ||
    (cast === 'float8' && (/^-?Infinity$/.test(key) || Number.isFinite(Number(key)))) ||
    (cast === 'timestamptz' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key) && !Number.isNaN(Date.parse(key)))
  if (!ok) throw fieldError('cursor', 'results.bad_cursor')
}
