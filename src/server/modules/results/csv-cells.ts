import { sql, type SQL } from 'drizzle-orm'
import { aiFieldLabels, aiFieldKey, promptTypes } from '../../../shared/ai/prompts'
import { defaultColumns, resultFields } from '../../../shared/leads/fields'
import { leads as englishLeads } from '../../../shared/lists/i18n/en'
import type { AccountScope } from '../../db/tenant-scope'
import { listOf, textOf } from './result-columns'
import type { CellGuard } from './csv-formula-guard'
import type { ListRef } from './result-page'

/**
 * A cell that a spreadsheet would run as a formula (first character `= + - @`, tab or CR) gets a leading quote
 * (OWASP CSV injection). On PostgreSQL the export applies the rule to COPY's bytes (csv-formula-guard.ts); here it is
 * written in SQL for the PGlite batches and as the reference the tests hold that scan to: on the inner query's output
 * column, so each value is computed once however often the CASE names it. The first character is tested with `ascii()` against its code points: one call and integer
 * comparisons, a third of the cost of `left(col, 1) in (...)`, which builds a string per cell (measured on a 1M-row
 * export; docs/decisions.md, "CSV"). A value that is only a phone number ("+49 221 1", "(555) 010-9999": a plus,
 * digits, spaces, dashes, dots, parentheses) is written as it is: a spreadsheet reads it as a number or text, never as
 * a formula that reaches outside the cell, and a quoted phone number is useless in a dialler or a CRM import.
 */
const formulaStart = (col: string) => `ascii(${col}) in (61, 43, 45, 64, 9, 13)`
const PHONE_ONLY = `'^[+]?[0-9 ().-]*[0-9][0-9 ().-]*$'`
const escaped = (col: string) => `(case when ${formulaStart(col)} and ${col} !~ ${PHONE_ONLY} then '''' || ${col} else ${col} end)`
/** A real number ("-3", "1e5") is left alone; only text stored in a number field is escaped. */
const escapedUnlessNumber = (col: string) =>
  `(case when ${formulaStart(col)} and ${col} !~ ${PHONE_ONLY} and ${col} !~ '^-?[0-9]+([.][0-9]+)?([eE][+-]?[0-9]+)?$' then '''' || ${col} else ${col} end)`
const plain = (col: string) => col

const headerNames: Record<string, string> = {
  linkedin_url: 'LinkedIn URL', email: 'E-mail', email_state: 'E-mail state', potential_emails: 'Potential e-mails', created_at: 'Created at (UTC)',
  ...Object.fromEntries(promptTypes.map((t) => [aiFieldKey(t), aiFieldLabels[t]])),
}
export const headerOf = (field: string) => headerNames[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ')

/**
 * The columns the results table shows for the list type, then every other field the type stores (a contact's first
 * and last name entered by hand, a person's skills...: an export leaves nothing out), then e-mail state, potential
 * e-mails, labels and creation time, then the AI texts written into the list (`aiFields`, keys of `fields` such as
 * ai_first_line), which are long and go last.
 */
export function exportColumns(list: ListRef, aiFields: readonly string[] = []): string[] {
  const stored = Object.keys(resultFields[list.type]).filter((f) => f !== 'created_at')
  return [...new Set([...defaultColumns[list.type], ...stored, 'email_state', 'potential_emails', 'labels', 'created_at', ...aiFields])]
}

/** A cell's value and its formula guard (in SQL for the PGlite batches, over COPY's bytes on PostgreSQL). */
type Cell = { value: SQL; guard: CellGuard }
const sqlGuard: Record<CellGuard, (col: string) => string> = { plain, text: escaped, number: escapedUnlessNumber }

/** The e-mail state in the words the results table shows ("Email found"), not its stored code. */
const emailStateWords = sql`(case "lead_results"."email_state" ${sql.join(
  Object.entries(englishLeads.emailStates).map(([code, words]) => sql`when ${code} then ${words}`),
  sql` `,
)} else "lead_results"."email_state" end)`

/** Labels: a per-row lookup for small batches; one pre-aggregated join for a whole-list COPY. */
const labelsPerRow = sql`(select string_agg(l.name, ', ' order by l.name) from result_labels rl join custom_labels l on l.id = rl.label_id where rl.result_id = "lead_results"."id")`

function cellOf(list: ListRef, field: string, joinedLabels: boolean): Cell {
  // A plain cast is three times cheaper than to_char, and spreadsheets read "2024-01-01 10:00:00" as a date-time.
  if (field === 'created_at') return { value: sql.raw(`date_trunc('second', "lead_results"."created_at" at time zone 'UTC')::text`), guard: 'plain' }
  if (field === 'email_state') return { value: emailStateWords, guard: 'plain' }
  if (field === 'labels') return { value: joinedLabels ? sql.raw('"lab"."names"') : labelsPerRow, guard: 'text' }
  if (field === 'potential_emails') {
    const emails = sql.raw('"lead_results"."potential_emails"')
    return { value: sql`(case when jsonb_array_length(${emails}) > 0 then (select string_agg(e, ', ') from jsonb_array_elements_text(${emails}) as e) end)`, guard: 'text' }
  }
  const kind = resultFields[list.type][field]
  if (kind === 'number') return { value: textOf(field), guard: 'number' }
  if (kind === 'list') return { value: listOf(field), guard: 'text' }
  return { value: textOf(field), guard: 'text' }
}

/** Each column's formula guard, in the order of `columns`. */
export const cellGuards = (list: ListRef, columns: readonly string[]): CellGuard[] => columns.map((f) => cellOf(list, f, true).guard)

export type ExportShape = {
  list: ListRef
  account: AccountScope
  columns: string[]
  where: SQL
  /** The ORDER BY (and LIMIT) of the inner query. */
  tail: SQL
  /** One pre-aggregated join of the labels (a whole-list COPY) instead of a lookup per row (small batches). */
  joinedLabels: boolean
  /** The keyset batches need each row's sort key and id; a COPY does not compute them. */
  withKeys: boolean
}

/**
 * The export statement: an inner query computes the raw values (OFFSET 0 keeps PostgreSQL from folding it into the
 * outer one, which would compute each value once per mention), the outer one escapes them, columns `c0`, `c1`...
 * With `escape: false`, the inner query alone: the same cells unescaped (the benchmark's baseline).
 */
export function exportQuery(shape: ExportShape, sortKey: SQL, escape = true): SQL {
  const cells = shape.columns.map((f) => cellOf(shape.list, f, shape.joinedLabels))
  const inner = sql.join(cells.map((c, i) => sql`${c.value} as ${sql.raw(`c${i}`)}`), sql`, `)
  const keys = shape.withKeys ? sql`, ${sortKey} as sort_key, "lead_results"."id" as row_id` : sql``
  const labelJoin = shape.joinedLabels
    ? sql`left join (select rl.result_id, string_agg(l.name, ', ' order by l.name) as names from result_labels rl join custom_labels l on l.id = rl.label_id
        where l.account_id = ${shape.account.accountId} group by rl.result_id) as lab on lab.result_id = "lead_results"."id"`
    : sql``
  const values = sql`select ${inner}${keys} from "lead_results" ${labelJoin} where ${shape.where} ${shape.tail}`
  if (!escape) return values
  const outer = sql.raw(cells.map((c, i) => `${sqlGuard[c.guard](`"x"."c${i}"`)} as c${i}`).join(', '))
  const outerKeys = shape.withKeys ? sql`, "x"."sort_key", "x"."row_id"` : sql``
  return sql`select ${outer}${outerKeys} from (${values} offset 0) as x`
}
