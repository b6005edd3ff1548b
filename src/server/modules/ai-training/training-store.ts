import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { TrainingSourceKind } from '../../../shared/ai/training'
import type { Database } from '../../db/client'
import { trainingChunks, trainingSources } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { chunkText } from '../../providers/ai-training/text-chunks'
import { countTokens } from '../../providers/ai-training/token-count'
import { inTransaction } from '../../db/transaction'

export type SourceRow = typeof trainingSources.$inferSelect
/** A row of a list: the content cut to an excerpt, so a page of crawled sites stays small. */
export type SourceSummary = Omit<SourceRow, 'content'> & { excerpt: string }

export type SourceInput = {
  kind: TrainingSourceKind
  title: string
  content: string
  url?: string | null
  crawlId?: number | null
  fileName?: string | null
  fileSize?: number | null
  fileType?: string | null
  truncated?: boolean
}

/** Rows per chunk insert: far below PostgreSQL's 65,535 bind parameters. */
const CHUNK_BATCH = 500
export const EXCERPT_CHARS = 300

/** The text a source is searched by and counted in: a Q&A is its question and its answer. */
const indexedText = (source: { kind: TrainingSourceKind; title: string; content: string }) => (source.kind === 'qa' ? `${source.title}\n${source.content}` : source.content)

/** Replaces a source's chunks with those of its current text, in the caller's transaction. */
async function reindex(tx: Database, accountId: number, source: { id: number; kind: TrainingSourceKind; title: string; content: string }) {
  await tx.delete(trainingChunks).where(and(eq(trainingChunks.sourceId, source.id), eq(trainingChunks.accountId, accountId)))
  const pieces = chunkText(source.content)
  const scope = forAccount(tx, accountId)
  for (let i = 0; i < pieces.length; i += CHUNK_BATCH) {
    const rows = pieces.slice(i, i + CHUNK_BATCH).map((text, j) => ({ sourceId: source.id, position: i + j, title: source.title, text }))
    await scope.insert('trainingChunks', rows)
  }
}


/** Stores a new source with its chunks and token count, all or nothing. */
export async function createSource(db: Database, accountId: number, input: SourceInput, now: Date): Promise<SourceRow> {
  const tokens = countTokens(indexedText(input))
  return inTransaction(db, async (tx) => {
    const [row] = await forAccount(tx, accountId)
      .insert('trainingSources', [{ ...sourceValues(input), tokens, createdAt: now, updatedAt: now }])
      .returning()
    await reindex(tx, accountId, row as SourceRow)
    return row as SourceRow
  })
}

export type PageInput = { kind: 'website' | 'link'; url: string; title: string; content: string; truncated?: boolean }

/** PostgreSQL text cannot hold NUL, and a NUL in a page's text says nothing. */
const withoutNul = (text: string) => (text.includes('\0') ? text.replaceAll('\0', '') : text)
const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)

/**
 * Stores fetched pages under their URLs, all or nothing, in two statements however many pages there are: their rows
 * (one per URL and account, so crawling a site again refreshes its pages instead of doubling them, and a crawl job
 * that runs twice stores each page once), then their chunks with the full-text index (old chunks deleted, new ones
 * inserted) and, for a crawl, its page count and heartbeat. PGlite costs about a third of a millisecond per statement
 * however small: page by page, the statements of a transaction cost more than crawling the page. Pages and chunks
 * travel as jsonb parameters. Two statements, not one: the chunks statement must see the rows as they are once the
 * upsert holds them (a concurrent store of the same page has committed its chunks by then, and they are replaced).
 */
export async function storePages(db: Database, accountId: number, inputs: PageInput[], now: Date, crawlId: number | null = null): Promise<{ id: number; url: string }[]> {
  // A row is written once per statement (of two pages under one URL, two redirects to it, the later wins), and in URL
  // order, so two stores of overlapping pages at once (a crawl run twice) take their row locks in the same order.
  const pages = [...new Map(inputs.map((page) => [page.url, { ...page, title: withoutNul(page.title), content: withoutNul(page.content) }])).values()].sort(byUrl)
  if (pages.length === 0) return []
  const at = now.toISOString()
  const pageRows = JSON.stringify(pages.map((p) => ({ url: p.url, kind: p.kind, title: p.title, content: p.content, tokens: countTokens(p.content), truncated: p.truncated ?? false })))
  return inTransaction(db, async (tx) => {
    const upserted = await tx.execute(sql`insert into training_sources as s (account_id, kind, crawl_id, url, title, content, tokens, truncated, created_at, updated_at)
      select ${accountId}, p.kind, ${crawlId}::int, p.url, p.title, p.content, p.tokens, p.truncated, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${pageRows}::jsonb) as p(url text, kind text, title text, content text, tokens int, truncated boolean) order by p.url
      on conflict (account_id, url) where url is not null do update set kind = excluded.kind, crawl_id = excluded.crawl_id, title = excluded.title,
        content = excluded.content, tokens = excluded.tokens, truncated = excluded.truncated, file_name = null, file_size = null, file_type = null, updated_at = excluded.updated_at
      returning s.id, s.url`)
    const rows = (upserted as unknown as { rows: { id: number; url: string }[] }).rows.map((r) => ({ id: Number(r.id), url: r.url }))
    const idOf = new Map(rows.map((r) => [r.url, r.id]))
    const chunkRows = JSON.stringify(pages.flatMap((p) => chunkText(p.content).map((text, position) => ({ source_id: idOf.get(p.url), position, title: p.title, text }))))
    // Counted, not incremented: a page stored twice (a job run again after a crash) still counts once. greatest(): two
    // stores at once each count what their statement sees, and the later count must not undo the higher one.
    const counted =
      crawlId === null
        ? sql``
        : sql`, counted as (
            update training_crawls set heartbeat_at = ${at}::timestamptz, pages = greatest(pages, (select count(*)::int from training_sources where crawl_id = ${crawlId}))
            where id = ${crawlId})`
    await tx.execute(sql`with old_chunk as (
        delete from training_chunks where account_id = ${accountId} and source_id = any(${`{${rows.map((r) => r.id).join(',')}}`}::int[])
      ), new_chunk as (
        insert into training_chunks (account_id, source_id, position, title, text)
        select ${accountId}, c.source_id, c.position, c.title, c.text from jsonb_to_recordset(${chunkRows}::jsonb) as c(source_id int, position int, title text, text text)
      )${counted}
      select 1`)
    return rows
  })
}

/** Stores one page under its URL (see storePages) and answers its row. */
export async function upsertPageSource(db: Database, accountId: number, input: PageInput, now: Date): Promise<SourceRow> {
  const [{ id }] = await storePages(db, accountId, [input], now)
  return (await forAccount(db, accountId).one('trainingSources', id)) as SourceRow
}

/** Changes a source's title or text (re-chunked and re-counted); undefined when it is not the account's. */
export async function updateSource(db: Database, accountId: number, id: number, kinds: readonly TrainingSourceKind[], changes: { title?: string; content?: string }, now: Date): Promise<SourceRow | undefined> {
  return inTransaction(db, async (tx) => {
    const scope = forAccount(tx, accountId)
    const current = await scope.one('trainingSources', id)
    if (!current || !kinds.includes(current.kind)) return undefined
    const next = { ...current, ...(changes.title !== undefined && { title: changes.title }), ...(changes.content !== undefined && { content: changes.content, truncated: false }) }
    const tokens = countTokens(indexedText(next))
    const [row] = await scope.update('trainingSources', { title: next.title, content: next.content, truncated: next.truncated, tokens, updatedAt: now }, eq(trainingSources.id, id)).returning()
    await reindex(tx, accountId, row as SourceRow)
    return row as SourceRow
  })
}

/** Deletes a source (its chunks go with it); false when it is not the account's or not of these kinds. */
export async function deleteSource(db: Database, accountId: number, id: number, kinds: readonly TrainingSourceKind[]): Promise<boolean> {
  const deleted = await forAccount(db, accountId).delete('trainingSources', and(eq(trainingSources.id, id), inArray(trainingSources.kind, [...kinds]))).returning({ id: trainingSources.id })
  return deleted.length > 0
}

/** The account's source with this id and one of these kinds, content included. */
export async function findSource(db: Database, accountId: number, id: number, kinds: readonly TrainingSourceKind[]): Promise<SourceRow | undefined> {
  const row = await forAccount(db, accountId).one('trainingSources', id)
  return row && kinds.includes(row.kind) ? row : undefined
}

const summaryColumns = {
  id: trainingSources.id,
  accountId: trainingSources.accountId,
  kind: trainingSources.kind,
  crawlId: trainingSources.crawlId,
  url: trainingSources.url,
  title: trainingSources.title,
  fileName: trainingSources.fileName,
  fileSize: trainingSources.fileSize,
  fileType: trainingSources.fileType,
  tokens: trainingSources.tokens,
  truncated: trainingSources.truncated,
  createdAt: trainingSources.createdAt,
  updatedAt: trainingSources.updatedAt,
  excerpt: sql<string>`left(${trainingSources.content}, ${EXCERPT_CHARS})`,
}

export type ListRequest = { kinds: readonly TrainingSourceKind[]; page: number; pageSize: number; search?: string; crawlId?: number; withContent?: boolean }

/** One page of the account's sources of these kinds, newest first, with the total (the `TrainingPage` shape). */
export async function listSources(db: Database, accountId: number, request: ListRequest): Promise<{ rows: (SourceSummary & { content?: string })[]; total: number }> {
  const conditions: (SQL | undefined)[] = [inArray(trainingSources.kind, [...request.kinds])]
  if (request.crawlId !== undefined) conditions.push(eq(trainingSources.crawlId, request.crawlId))
  const search = request.search?.trim()
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(or(ilike(trainingSources.title, pattern), ilike(trainingSources.url, pattern), ilike(trainingSources.fileName, pattern)))
  }
  const where = forAccount(db, accountId).where('trainingSources', and(...conditions))
  const columns = request.withContent ? { ...summaryColumns, content: trainingSources.content } : summaryColumns
  const order = request.crawlId !== undefined ? asc(trainingSources.id) : desc(trainingSources.id)
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(trainingSources).where(where).orderBy(order).limit(request.pageSize).offset((request.page - 1) * request.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(trainingSources).where(where),
  ])
  return { rows: rows as (SourceSummary & { content?: string })[], total: Number(total) }
}

/** Tokens of the account's training data per source kind. */
export async function tokenTotals(db: Database, accountId: number): Promise<Record<TrainingSourceKind, number>> {
  const rows = await db
    .select({ kind: trainingSources.kind, tokens: sql<number>`coalesce(sum(${trainingSources.tokens}), 0)::int` })
    .from(trainingSources)
    .where(forAccount(db, accountId).where('trainingSources'))
    .groupBy(trainingSources.kind)
  const totals: Record<TrainingSourceKind, number> = { website: 0, link: 0, text: 0, qa: 0, pdf: 0 }
  for (const row of rows) totals[row.kind] = Number(row.tokens)
  return totals
}

function sourceValues(input: SourceInput) {
  return {
    kind: input.kind,
    title: input.title,
    content: input.content,
    url: input.url ?? null,
    crawlId: input.crawlId ?? null,
    fileName: input.fileName ?? null,
    fileSize: input.fileSize ?? null,
    fileType: input.fileType ?? null,
    truncated: input.truncated ?? false,
  }
}
