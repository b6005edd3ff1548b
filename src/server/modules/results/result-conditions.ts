import { and, sql, type SQL } from 'drizzle-orm'
import type { ResultFilter } from '../../../shared/leads/filters'
import type { LeadType } from '../../../shared/leads/types'
import { fieldError } from '../../http/api-error'
import { isRowId } from '../../../shared/validate'
import { fieldKind, numberOf, textOf } from './result-columns'

type CustomSearch = ResultFilter['custom_search'][number]

/** `like` means "contains", case-insensitively; the user's % and _ are literal characters. */
function containsPattern(value: string) {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function stringValue(item: CustomSearch, path: string): string {
  const value = item.value === undefined || item.value === null ? '' : String(item.value)
  if (value.trim() === '') throw fieldError(`${path}.value`, 'validation.required')
  return value
}

function parseDate(value: unknown, path: string, endOfDay = false): string {
  const text = typeof value === 'number' ? new Date(value).toISOString() : String(value ?? '').trim()
  const time = Date.parse(text)
  if (!text || Number.isNaN(time) || Math.abs(time) > 8.64e15) throw fieldError(path, 'validation.date')
  // A bare date as the end of a range means "through that day".
  if (endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(time + 86_400_000).toISOString()
  return new Date(time).toISOString()
}

function customCondition(type: LeadType, item: CustomSearch, index: number): SQL {
  const path = `custom_search.${index}`
  const kind = fieldKind(type, item.field.trim(), `${path}.field`)
  const field = item.field.trim()
  const text = textOf(field)
  switch (item.operator) {
    case 'like':
    case 'not like': {
      if (kind === 'date') throw fieldError(`${path}.operator`, 'results.operator_needs_text', { operator: item.operator })
      const pattern = containsPattern(stringValue(item, path))
      return item.operator === 'like' ? sql`coalesce(${text}, '') ilike ${pattern}` : sql`coalesce(${text}, '') not ilike ${pattern}`
    }
    case 'empty':
      return sql`coalesce(${text}, '') in ('', '[]')`
    case 'not empty':
      return sql`coalesce(${text}, '') not in ('', '[]')`
    case 'lower':
    case 'greater': {
      const op = sql.raw(item.operator === 'lower' ? '<' : '>')
      if (kind === 'date') return sql`"lead_results"."created_at" ${op} ${parseDate(stringValue(item, path), `${path}.value`)}::timestamptz`
      if (kind !== 'number') throw fieldError(`${path}.operator`, 'results.operator_needs_number', { operator: item.operator })
      const number = Number(stringValue(item, path))
      if (!Number.isFinite(number)) throw fieldError(`${path}.value`, 'validation.type')
      return sql`${numberOf(field)} ${op} ${number}::float8`
    }
    case 'is_verified': {
      if (kind !== 'email') throw fieldError(`${path}.operator`, 'results.operator_needs_email', { operator: item.operator })
      const verified = sql`("lead_results"."email_state" = 'email_found' and coalesce("lead_results"."email", '') <> '')`
      const wantsUnverified = item.value === 0 || item.value === '0' || item.value === 'false'
      return wantsUnverified ? sql`not ${verified}` : verified
    }
  }
}

const searchColumns = ['name', 'email', 'website', 'phone'] as const

function searchCondition(search: string, mode: ResultFilter['search_type']): SQL {
  const parts = searchColumns.map((field) => {
    const col = sql.raw(`coalesce("lead_results"."${field}", '')`)
    if (mode === 'exact') return sql`lower(${col}) = lower(${search})`
    if (mode === 'start') return sql`${col} ilike ${containsPattern(search).slice(1)}`
    return sql`${col} ilike ${containsPattern(search)}`
  })
  return sql`(${sql.join(parts, sql` or `)})`
}

/**
 * The WHERE conditions of a filter (without tenant and list, which the caller adds through the tenant scope).
 * Everything is validated before any SQL runs: a bad field, operator or value is a 422, never a database error.
 */
export function filterConditions(type: LeadType, filter: ResultFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = filter.custom_search.map((item, i) => customCondition(type, item, i))
  const search = filter.search?.trim()
  if (search) conditions.push(searchCondition(search, filter.search_type))
  if (filter.withEmail === 1) conditions.push(sql`"lead_results"."email_state" = 'email_found'`)
  if (filter.withEmail === 2) conditions.push(sql`"lead_results"."email_state" = 'potential_emails_found'`)
  if (filter.withEmail === 0) conditions.push(sql`"lead_results"."email_state" not in ('email_found', 'potential_emails_found')`)
  if (filter.sent === 'sent' || filter.sent === 1) conditions.push(sql`"lead_results"."crm_status" = 'sent'`)
  if (filter.sent === 'unsent' || filter.sent === 0) conditions.push(sql`"lead_results"."crm_status" <> 'sent'`)
  if (filter.startDate) conditions.push(sql`"lead_results"."created_at" >= ${parseDate(filter.startDate, 'startDate')}::timestamptz`)
  if (filter.endDate) conditions.push(sql`"lead_results"."created_at" < ${parseDate(filter.endDate, 'endDate', true)}::timestamptz`)
  if (filter.label_ids?.length) {
    const ids = filter.label_ids.filter(isRowId)
    // Labels are per account and only ever attached to the account's own results, so no tenant check is needed here.
    conditions.push(
      ids.length
        ? sql`exists (select 1 from result_labels rl where rl.result_id = "lead_results"."id" and rl.label_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`
        : sql`false`,
    )
  }
  return and(...conditions)
}
