import { and, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { stringify } from 'csv-stringify/sync'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { defaultColumns, resultFields } from '../../../shared/leads/fields'
import type { ResultScope } from '../../../shared/leads/filters'
import type { Database } from '../../db/client'
import type { AccountScope } from '../../db/tenant-scope'
import { listOf, numberOf, textOf } from './result-columns'
import { afterCursor, encodeCursor, resultOrder, sortKeyText, type ResultOrder } from './result-order'
import { rowsOf, type ListRef } from './result-page'
import { scopeWhere } from './result-scope'

/** Rows per query on the PGlite path: enough to keep the round trips cheap, few enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2000
const BOM = '\uFEFF'

/** A cell that a spreadsheet would run as a formula gets a leading quote (OWASP CSV injection), done in SQL. */
const escapeCell = (value: SQL) =>
  sql`(case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end)`

const headerNames: Record<string, string> = { linkedin_url: 'LinkedIn URL', email: 'E-mail', email_state: 'E-mail state', potential_emails: 'Potential e-mails', created_at: 'Created at' }
const headerOf = (field: string) => headerNames[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ')

/** The columns a user expects for the list type, then e-mail state, potential e-mails, labels and creation time. */
export function exportColumns(list: ListRef): string[] {
  return [...new Set([...defaultColumns[list.type], 'email_state', 'potential_emails', 'labels', 'created_at'])]
}

function cellOf(list: ListRef, field: string): SQL {
  if (field === 'created_at' || field === 'email_state') return textOf(field)
  if (field === 'labels') {
    return escapeCell(sql`(select string_agg(l.name, ', ' order by l.name) from result_labels rl join custom_labels l on l.id = rl.label_id where rl.result_id = "lead_results"."id")`)
  }
  if (field === 'potential_emails') return escapeCell(sql`(select string_agg(e, ', ') from jsonb_array_elements_text("lead_results"."potential_emails") as e)`)
  const kind = resultFields[list.type][field]
  // A real number never needs escaping (and "-3" must stay a number); anything else stored there is text.
  if (kind === 'number') return sql`coalesce(${numberOf(field)}::text, ${escapeCell(textOf(field))})`
  if (kind === 'list') return escapeCell(listOf(field))
  return escapeCell(textOf(field))
}

export type CsvExport = { filename: string; asciiFilename: string; chunks: AsyncGenerator<string | Buffer> }

/** The export of a list, a filter or a selection, streamed from the database in batches (never the whole list). */
export function exportCsv(db: Database, account: AccountScope, list: ListRef & { name: string }, scope: ResultScope): CsvExport {
  const columns = exportColumns(list)
  const where = scopeWhere(account, list, scope)
  const order = resultOrder(list.type, scope.scope === 'filter' ? scope.filter.sort : undefined)
  const cells = sql.join(columns.map((f, i) => sql`${cellOf(list, f)} as ${sql.raw(`c${i}`)}`), sql`, `)
  const header = BOM + stringify([columns.map(headerOf)])
  const pool = poolOf(db)
  const chunks = pool ? copyChunks(pool, header, sql`select ${cells} from "lead_results" where ${where} order by ${order.orderBy}`) : batchChunks(db, header, cells, where, order, columns.length)
  const base = list.name.trim() || `list-${list.id}`
  return { filename: `${base}.csv`, asciiFilename: `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || `list-${list.id}`}.csv`, chunks }
}

/** The node-postgres pool behind the drizzle handle, or null on PGlite. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client
  return client instanceof pg.Pool ? client : null
}

/** PostgreSQL: `COPY (query) TO STDOUT`, streamed chunk by chunk with the socket's backpressure. */
async function* copyChunks(pool: pg.Pool, header: string, query: SQL): AsyncGenerator<string | Buffer> {
  yield header
  const client = await pool.connect()
  let finished = false
  const stream = client.query(copyTo(`COPY (${inlineParams(query)}) TO STDOUT WITH (FORMAT csv, HEADER false)`))
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
async function* batchChunks(db: Database, header: string, cells: SQL, where: SQL, order: ResultOrder, width: number): AsyncGenerator<string> {
  yield header
  let after: SQL | undefined
  for (;;) {
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select ${cells}, ${sortKeyText(order)} as sort_key, "lead_results"."id" as row_id from "lead_results"
        where ${after ? and(where, after) : where} order by ${order.orderBy} limit ${EXPORT_BATCH_ROWS}`,
    )
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
