import { and, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { stringify } from 'csv-stringify/sync'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { aiFieldLabels, aiFieldKey, promptTypes } from '../../../shared/ai/prompts'
import { defaultColumns, resultFields } from '../../../shared/leads/fields'
import type { ResultScope } from '../../../shared/leads/filters'
import { leads as englishLeads } from '../../../shared/lists/i18n/en'
import type { Database } from '../../db/client'
import type { AccountScope } from '../../db/tenant-scope'
import { aiOutputFields } from '../ai/list-outputs'
import { listOf, textOf } from './result-columns'
import { afterCursor, encodeCursor, resultOrder, sortKeyText, type ResultOrder } from './result-order'
import { rowsOf, type ListRef } from './result-page'
import { scopeWhere } from './result-scope'

/** Rows per query on the PGlite path: enough to keep the round trips cheap, few enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2000
const BOM = '\uFEFF'

/**
 * A cell that a spreadsheet would run as a formula gets a leading quote (OWASP CSV injection), done in SQL on the
 * inner query's output column, so each value is computed once however often the CASE names it. A value that is only
 * a phone number ("+49 221 1", "(555) 010-9999": a plus, digits, spaces, dashes, dots, parentheses) is written as it
 * is: a spreadsheet reads it as a number or text, never as a formula that reaches outside the cell, and a quoted
 * phone number is useless in a dialler or a CRM import.
 */
const formulaStart = (col: string) => `left(${col}, 1) in ('=', '+', '-', '@', chr(9), chr(13))`
const PHONE_ONLY = `'^[+]?[0-9 ().-]*[0-9][0-9 ().-]*$'`
const escaped = (col: string) => `(case when ${formulaStart(col)} and ${col} !~ ${PHONE_ONLY} then '''' || ${col} else ${col} end)`
/** A real number ("-3", "1e5") is left alone; only text stored in a number field is escaped. */
const escapedUnlessNumber = (col: string) =>
  `(case when ${formulaStart(col)} and ${col} !~ ${PHONE_ONLY} and ${col} !~ '^-?[0-9]+([.][0-9]+)?([eE][+-]?[0-9]+)?$' then '''' || ${col} else ${col} end)`

const headerNames: Record<string, string> = {
  linkedin_url: 'LinkedIn URL', email: 'E-mail', email_state: 'E-mail state', potential_emails: 'Potential e-mails', created_at: 'Created at (UTC)',
  ...Object.fromEntries(promptTypes.map((t) => [aiFieldKey(t), aiFieldLabels[t]])),
}
const headerOf = (field: string) => headerNames[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ')

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

type Cell = { value: SQL; escape: (col: string) => string }

/** The e-mail state in the words the results table shows ("Email found"), not its stored code. */
const emailStateWords = sql`(case "lead_results"."email_state" ${sql.join(
  Object.entries(englishLeads.emailStates).map(([code, words]) => sql`when ${code} then ${words}`),
  sql` `,
)} else "lead_results"."email_state" end)`
const plain = (col: string) => col

/** Labels: a per-row lookup for small batches; one pre-aggregated join for a whole-list COPY. */
const labelsPerRow = sql`(select string_agg(l.name, ', ' order by l.name) from result_labels rl join custom_labels l on l.id = rl.label_id where rl.result_id = "lead_results"."id")`

function cellOf(list: ListRef, field: string, joinedLabels: boolean): Cell {
  // A plain cast is three times cheaper than to_char, and spreadsheets read "2024-01-01 10:00:00" as a date-time.
  if (field === 'created_at') return { value: sql.raw(`date_trunc('second', "lead_results"."created_at" at time zone 'UTC')::text`), escape: plain }
  if (field === 'email_state') return { value: emailStateWords, escape: plain }
  if (field === 'labels') return { value: joinedLabels ? sql.raw('"lab"."names"') : labelsPerRow, escape: escaped }
  if (field === 'potential_emails') {
    const emails = sql.raw('"lead_results"."potential_emails"')
    return { value: sql`(case when jsonb_array_length(${emails}) > 0 then (select string_agg(e, ', ') from jsonb_array_elements_text(${emails}) as e) end)`, escape: escaped }
  }
  const kind = resultFields[list.type][field]
  if (kind === 'number') return { value: textOf(field), escape: escapedUnlessNumber }
  if (kind === 'list') return { value: listOf(field), escape: escaped }
  return { value: textOf(field), escape: escaped }
}

export type CsvExport = { filename: string; asciiFilename: string; chunks: AsyncGenerator<string | Buffer> }

/**
 * The export statement: an inner query computes the raw values (OFFSET 0 keeps PostgreSQL from folding it into the
 * outer one, which would compute each value once per mention), the outer one escapes them. `tail` goes inside.
 */
function exportQuery(list: ListRef, account: AccountScope, columns: string[], where: SQL, order: ResultOrder, joinedLabels: boolean, tail: SQL) {
  const cells = columns.map((f) => cellOf(list, f, joinedLabels))
  const inner = sql.join(cells.map((c, i) => sql`${c.value} as ${sql.raw(`c${i}`)}`), sql`, `)
  const outer = sql.raw(cells.map((c, i) => `${c.escape(`"x"."c${i}"`)} as c${i}`).join(', '))
  const labelJoin = joinedLabels
    ? sql`left join (select rl.result_id, string_agg(l.name, ', ' order by l.name) as names from result_labels rl join custom_labels l on l.id = rl.label_id
        where l.account_id = ${account.accountId} group by rl.result_id) as lab on lab.result_id = "lead_results"."id"`
    : sql``
  return sql`select ${outer}, "x"."sort_key", "x"."row_id" from (select ${inner}, ${sortKeyText(order)} as sort_key, "lead_results"."id" as row_id
    from "lead_results" ${labelJoin} where ${where} ${tail} offset 0) as x`
}

/** The export of a list, a filter or a selection, streamed from the database in batches (never the whole list). */
export function exportCsv(db: Database, account: AccountScope, list: ListRef & { name: string }, scope: ResultScope): CsvExport {
  const where = scopeWhere(account, list, scope)
  const order = resultOrder(list.type, scope.scope === 'filter' ? scope.filter.sort : undefined)
  const pool = poolOf(db)
  // The AI columns depend on what was written into the list: looked up when the download starts.
  const chunks = (async function* () {
    const columns = exportColumns(list, await aiOutputFields(db, list.id))
    const header = BOM + stringify([columns.map(headerOf)])
    yield* pool
      ? copyChunks(pool, header, columns.length, exportQuery(list, account, columns, where, order, true, sql`order by ${order.orderBy}`))
      : batchChunks(db, header, columns.length, order, (after) =>
          exportQuery(list, account, columns, after ? and(where, after)! : where, order, false, sql`order by ${order.orderBy} limit ${EXPORT_BATCH_ROWS}`),
        )
  })()
  const base = list.name.trim() || `list-${list.id}`
  return { filename: `${base}.csv`, asciiFilename: `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || `list-${list.id}`}.csv`, chunks }
}

/** The node-postgres pool behind the drizzle handle, or null on PGlite. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client
  return client instanceof pg.Pool ? client : null
}

/** PostgreSQL: `COPY (query) TO STDOUT`, streamed chunk by chunk with the socket's backpressure. */
async function* copyChunks(pool: pg.Pool, header: string, width: number, query: SQL): AsyncGenerator<string | Buffer> {
  yield header
  const client = await pool.connect()
  let finished = false
  const columns = Array.from({ length: width }, (_, i) => `c${i}`).join(', ')
  const stream = client.query(copyTo(`COPY (select ${columns} from (${inlineParams(query)}) as export) TO STDOUT WITH (FORMAT csv, HEADER false)`))
  try {
    for await (const chunk of stream) yield chunk as Buffer
    finished = true
  } finally {
    // A download abandoned mid-COPY leaves the connection in COPY mode: destroy it rather than return it to the pool.
    if (!finished) stream.destroy()
    client.release(finished ? undefined : true)
  }
}

/**
 * COPY takes no bind parameters, so the (already validated) values are written into the statement as literals,
 * quoted by pg's own escapeLiteral. Only numbers and strings ever occur: ids, dates and patterns.
 */
export function inlineParams(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query)
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1]
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    if (typeof value === 'string') return pg.escapeLiteral(value)
    throw new Error(`Cannot inline a ${typeof value} into COPY`)
  })
}

/** PGlite (no COPY to a stream): keyset batches in the export's order, each turned into CSV and let go. */
async function* batchChunks(db: Database, header: string, width: number, order: ResultOrder, batch: (after?: SQL) => SQL): AsyncGenerator<string> {
  yield header
  let after: SQL | undefined
  for (;;) {
    const rows = await rowsOf<Record<string, unknown>>(db, batch(after))
    if (rows.length) yield stringify(rows.map((r) => Array.from({ length: width }, (_, i) => r[`c${i}`] ?? '')))
    if (rows.length < EXPORT_BATCH_ROWS) return
    const last = rows[rows.length - 1]
    after = afterCursor(order, encodeCursor(order, last.sort_key as string, last.row_id as number))
  }
}

/** The chunks as a web stream for the response; a client that goes away stops the query. */
export function csvStream(chunks: AsyncGenerator<string | Buffer>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next()
        if (done) controller.close()
        else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : new Uint8Array(value))
      } catch (err) {
        controller.error(err)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
