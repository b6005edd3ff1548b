import { sql, type SQL } from 'drizzle-orm'
import { resultFields, type FieldKind } from '../../../shared/leads/fields'
import type { LeadType } from '../../../shared/leads/types'
import { fieldError } from '../../http/api-error'

/**
 * How a whitelisted result field reads in SQL. Only names that resultFields lists (plus the typed columns below) ever
 * reach this module's raw SQL, so a client can never inject an identifier.
 */
const typedColumns = new Set(['name', 'email', 'phone', 'website', 'linkedin_url', 'city', 'state', 'country', 'created_at', 'email_state', 'crm_status'])
const SAFE_NAME = /^[a-z][a-z0-9_]*$/

export const resultId = sql.raw('"lead_results"."id"')

export function fieldKind(type: LeadType, field: string, path: string): FieldKind {
  const kind = resultFields[type][field]
  if (!kind || !SAFE_NAME.test(field)) throw fieldError(path, 'results.unknown_field', { name: field, type })
  return kind
}

function column(field: string): SQL {
  return sql.raw(`"lead_results"."${field}"`)
}

function jsonField(field: string): SQL {
  return sql.raw(`("lead_results"."fields"->'${field}')`)
}

/** The field as text (NULL when absent). Lists read as their JSON text, which `like` can still search. */
export function textOf(field: string): SQL {
  if (field === 'created_at') return sql.raw(`to_char("lead_results"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`)
  if (typedColumns.has(field)) return column(field)
  return sql.raw(`("lead_results"."fields"->>'${field}')`)
}

/** The field as a number, NULL when it holds anything else: a stray string can never make the cast fail. */
export function numberOf(field: string): SQL {
  const json = jsonField(field)
  return sql`(case when jsonb_typeof(${json}) = 'number' then (${json})::float8
    when jsonb_typeof(${json}) = 'string' and (${json} #>> '{}') ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${json} #>> '{}')::float8 end)`
}

/** A list field's items joined by ", " (a plain string stays as it is). */
export function listOf(field: string): SQL {
  const json = jsonField(field)
  return sql`(case when jsonb_typeof(${json}) = 'array' then (select string_agg(item, ', ') from jsonb_array_elements_text(${json}) as item) else ${json} #>> '{}' end)`
}

/**
 * The expression a sort uses and the type its cursor value is cast back to. Text keys are coalesced to '' and
 * numbers to -Infinity so the keyset row comparison never meets a NULL; name and email match the expression indexes
 * of lead_results exactly.
 */
export function sortExpression(type: LeadType, field: string): { expr: SQL; cast: string } {
  if (field === 'id') return { expr: resultId, cast: 'integer' }
  if (field === 'position') return { expr: column('position'), cast: 'integer' }
  const kind = fieldKind(type, field, 'sort.field')
  if (field === 'created_at') return { expr: column('created_at'), cast: 'timestamptz' }
  if (kind === 'number') return { expr: sql`coalesce(${numberOf(field)}, '-Infinity'::float8)`, cast: 'float8' }
  if (typedColumns.has(field)) return { expr: sql.raw(`coalesce("lead_results"."${field}", '')`), cast: 'text' }
  return { expr: sql`coalesce(${textOf(field)}, '')`, cast: 'text' }
}

/** The labels of each result, as the API shows them. */
export const labelsJson = sql`coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) order by l.id)
  from result_labels rl join custom_labels l on l.id = rl.label_id where rl.result_id = "lead_results"."id"), '[]'::json)`
