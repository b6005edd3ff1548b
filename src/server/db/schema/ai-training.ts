import { sql } from 'drizzle-orm'
import { boolean, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const account = () => integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' })
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The business profile the AI tools write from, one per account. Fields may be saved empty:
 * the AI tools refuse to work until every one is filled (`isProfileComplete`).
 */
export const businessProfiles = pgTable('business_profiles', {
  id: serial('id').primaryKey(),
  accountId: account().unique(),
  businessName: text('business_name').notNull().default(''),
  website: text('website').notNull().default(''),
  whatItSells: text('what_it_sells').notNull().default(''),
  whoItHelps: text('who_it_helps').notNull().default(''),
  whatItDoes: text('what_it_does').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  personality: text('personality').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const trainingCrawlKinds = ['website', 'link'] as const
export const trainingCrawlStatuses = ['pending', 'done', 'failed'] as const

/**
 * A website crawl or a single-link fetch (the `jobId` the client polls), run by the `training-crawl` job. `pending`
 * until the job finishes; pages land in training_sources as they are fetched, so the client sees links arrive while it
 * polls.
 */
export const trainingCrawls = pgTable(
  'training_crawls',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    kind: text('kind', { enum: trainingCrawlKinds }).notNull(),
    /** The URL as normalised when posted (the start page of a crawl, the page of a single link). */
    website: text('website').notNull(),
    maxPages: integer('max_pages').notNull(),
    status: text('status', { enum: trainingCrawlStatuses }).notNull().default('pending'),
    /** Pages stored by this crawl so far. */
    pages: integer('pages').notNull().default(0),
    /** Why the crawl stored nothing or stopped (robots.txt, unreachable, redirect elsewhere). */
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('training_crawls_account_idx').on(t.accountId, t.id), index('training_crawls_status_idx').on(t.status)],
)

export const trainingSourceKinds = ['website', 'link', 'text', 'qa', 'pdf'] as const

/**
 * One piece of training data. Website pages and single links carry their URL (one row per URL and account: a
 * re-crawl refreshes it); a Q&A keeps the question in `title` and the answer in `content`; a PDF keeps its
 * extracted text (the file itself is not stored).
 */
export const trainingSources = pgTable(
  'training_sources',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    kind: text('kind', { enum: trainingSourceKinds }).notNull(),
    crawlId: integer('crawl_id').references(() => trainingCrawls.id, { onDelete: 'set null' }),
    url: text('url'),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    tokens: integer('tokens').notNull().default(0),
    /** The page or file had more text than is kept. */
    truncated: boolean('truncated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_sources_account_kind_idx').on(t.accountId, t.kind, t.id),
    uniqueIndex('training_sources_account_url_unique').on(t.accountId, t.url).where(sql`${t.url} is not null`),
    index('training_sources_crawl_idx').on(t.crawlId),
  ],
)

/**
 * Training text cut into passages of a few hundred tokens, indexed for PostgreSQL full-text search (works the same on
 * PGlite). The source title is repeated on each chunk so it weighs in the ranking (weight A over the body's B).
 */
export const trainingChunks = pgTable(
  'training_chunks',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    sourceId: integer('source_id').notNull().references(() => trainingSources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, text), 'B')`),
  },
  (t) => [
    index('training_chunks_tsv_idx').using('gin', t.tsv),
    index('training_chunks_source_idx').on(t.sourceId, t.position),
    index('training_chunks_account_idx').on(t.accountId),
  ],
)
