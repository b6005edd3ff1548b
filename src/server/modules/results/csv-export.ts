import { and, sql, type SQL } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import type { ResultScope } from '../../../shared/leads/filters'
import type { Database } from '../../db/client'
import type { AccountScope } from '../../db/tenant-scope'
import { aiOutputFields } from '../ai/list-outputs'
import { cellGuards, exportColumns, exportQuery, headerOf, type ExportShape } from './csv-cells'
import { copyChunks, copyStatement, poolOf } from './csv-copy'
import { guardedChunks } from './csv-formula-guard'
import { afterCursor, encodeCursor, resultOrder, sortKeyText, type ResultOrder } from './result-order'
import { rowsOf, type ListRef } from './result-page'
import { scopeWhere } from './result-scope'

/** Rows per query on the PGlite path: enough to keep the round trips cheap, few enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 2000
const BOM = '\uFEFF'

export type CsvExport = { filename: string; asciiFilename: string; chunks: AsyncGenerator<string | Buffer> }

/**
 * The export of a list, a filter or a selection, streamed from the database (never the whole list): on PostgreSQL
 * one `COPY (raw cells) TO STDOUT` whose bytes go to the response as they come, formula cells guarded on the way
 * (csv-formula-guard.ts); on PGlite (no COPY to a
 * stream) keyset batches turned into CSV. `via: 'batches'` takes the batch path on PostgreSQL too: the tests compare
 * the two byte for byte.
 */
export function exportCsv(db: Database, account: AccountScope, list: ListRef & { name: string }, scope: ResultScope, via?: 'batches'): CsvExport {
  const where = scopeWhere(account, list, scope)
  const order = resultOrder(list.type, scope.scope === 'filter' ? scope.filter.sort : undefined)
  const pool = via === 'batches' ? null : poolOf(db)
  // The AI columns depend on what was written into the list: looked up when the download starts.
  const chunks = (async function* () {
    const columns = exportColumns(list, await aiOutputFields(db, list.id))
    yield BOM + stringify([columns.map(headerOf)])
    const shape = { list, account, columns, where, tail: sql`order by ${order.orderBy}` }
    if (pool) {
      // The raw cells, guarded against formulas while they stream (the same bytes as the rule in SQL, less CPU).
      const statement = copyStatement(exportQuery({ ...shape, joinedLabels: true, withKeys: false }, sortKeyText(order), false))
      yield* guardedChunks(copyChunks(pool, statement), cellGuards(list, columns))
      return
    }
    const batch = (after?: SQL) =>
      exportQuery(
        { ...shape, where: after ? and(where, after)! : where, tail: sql`order by ${order.orderBy} limit ${EXPORT_BATCH_ROWS}`, joinedLabels: false, withKeys: true },
        sortKeyText(order),
      )
    yield* batchChunks(db, columns.length, order, batch)
  })()
  const base = list.name.trim() || `list-${list.id}`
  return { filename: `${base}.csv`, asciiFilename: `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || `list-${list.id}`}.csv`, chunks }
}

/**
 * The COPY statement of an export with the formula rule in SQL (the reference the tests hold the streamed guard to)
 * and, with `escape: false`, of the same cells unescaped: what the PostgreSQL export runs and the benchmark's baseline.
 */
export async function exportStatement(db: Database, account: AccountScope, list: ListRef, scope: ResultScope, escape = true): Promise<string> {
  const order = resultOrder(list.type, scope.scope === 'filter' ? scope.filter.sort : undefined)
  const columns = exportColumns(list, await aiOutputFields(db, list.id))
  const shape: ExportShape = { list, account, columns, where: scopeWhere(account, list, scope), tail: sql`order by ${order.orderBy}`, joinedLabels: true, withKeys: false }
  return copyStatement(exportQuery(shape, sortKeyText(order), escape))
}

/** Keyset batches in the export's order, each turned into CSV and let go. */
async function* batchChunks(db: Database, width: number, order: ResultOrder, batch: (after?: SQL) => SQL): AsyncGenerator<string> {
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
        // A Buffer from the COPY is a Uint8Array already: handed on as it is, not copied.
        else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value)
      } catch (err) {
        controller.error(err)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
