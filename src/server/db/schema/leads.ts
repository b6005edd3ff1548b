import { pgTable, serial, integer, text, timestamp, boolean, jsonb, uniqueIndex, index, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { sql, type SQL } from 'drizzle-orm'
import { accounts } from './accounts'
import { leadTypes } from '../../../shared/leads/types'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const account = () => integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' })

/**
 * A saved list (a campaign on the wire and in SQL, docs/architecture.md glossary). Its state is derived: archived flag,
 * else a running search.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    name: text('name').notNull(),
    type: text('type', { enum: leadTypes }).notNull(),
    /** Comma separated, as the API sends and answers them. */
    tags: text('tags'),
    source: text('source'),
    webhook: text('webhook'),
    isArchived: boolean('is_archived').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaigns_account_idx').on(t.accountId, t.id)],
)

/** Accented Latin letters folded to plain ones, so 'muller' finds 'Müller' (an immutable expression an index can hold). */
const accented = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÑñÇçÝýÿ'
const plain = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuNnCcYyy'

/**
 * The words a result is found by in the palette (GET /api/find): its name, e-mail and company, lower-cased by the
 * 'simple' configuration (no stemming, no stop words) with accents folded. The query must use this same expression
 * for the index below to serve it.
 */
export function leadFindWords(columns: { name: AnyPgColumn; email: AnyPgColumn; fields: AnyPgColumn }): SQL {
  return sql`to_tsvector('simple'::regconfig, ${foldAccents(sql`coalesce(${columns.name}, '') || ' ' || coalesce(${columns.email}, '') || ' ' || coalesce(${columns.fields} ->> 'company', '')`)})`
}

/** `text` with accented Latin letters folded to plain ones (as the palette's own matcher folds them). */
export function foldAccents(text: SQL): SQL {
  return sql`translate(${text}, ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)})`
}

/**
 * Every result of every list type. The columns filters and sorts use most are typed; the type's own fields live in
 * `fields`. Text sort keys are coalesced to '' so the keyset row comparison never meets a NULL; the expression
 * indexes below match those sort expressions exactly, or PostgreSQL would not use them.
 */
export const leadResults = pgTable(
  'lead_results',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    type: text('type', { enum: leadTypes }).notNull(),
    /** Order the provider delivered the result in (the default sort falls back to id). */
    position: integer('position').notNull().default(0),
    /** Dedupe key inside a list (e.g. place id, normalised e-mail or profile URL): inserts use ON CONFLICT DO NOTHING. */
    key: text('key').notNull(),
    name: text('name'),
    email: text('email'),
    emailState: text('email_state', { enum: ['email_found', 'potential_emails_found', 'no_email_found', 'looking_for_email', 'search_complete'] })
      .notNull()
      .default('no_email_found'),
    potentialEmails: jsonb('potential_emails').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    phone: text('phone'),
    website: text('website'),
    linkedinUrl: text('linkedin_url'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    crmStatus: text('crm_status', { enum: ['unsent', 'sending', 'sent'] }).notNull().default('unsent'),
    /** The type's own fields (category, rating, position, followers, ...), keyed as in shared/leads/fields.ts. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lead_results_campaign_key_unique').on(t.campaignId, t.key),
    // account_id rides along (last, after the keyset columns) so counts under the tenant condition are index-only scans, not 1M heap visits.
    index('lead_results_campaign_id_idx').on(t.campaignId, t.id, t.accountId),
    index('lead_results_campaign_created_idx').on(t.campaignId, t.createdAt, t.id),
    index('lead_results_campaign_position_idx').on(t.campaignId, t.position, t.id),
    index('lead_results_campaign_name_idx').on(t.campaignId, sql`coalesce(${t.name}, '')`, t.id),
    index('lead_results_campaign_email_idx').on(t.campaignId, sql`coalesce(${t.email}, '')`, t.id),
    index('lead_results_campaign_email_state_idx').on(t.campaignId, t.emailState, t.id, t.accountId),
    index('lead_results_account_idx').on(t.accountId),
    // A word-prefix search within one account (btree_gin puts account_id in the same GIN index): about 5% on inserts,
    // where a trigram index cost 54% (docs/decisions.md, "Entities in the palette").
    index('lead_results_find_idx').using('gin', t.accountId, leadFindWords(t)),
  ],
)

export const searchStatuses = ['queued', 'running', 'done', 'stopped', 'failed'] as const

/** One search run into a list: its parameters, progress and outcome (the list's search history). */
export const campaignSearches = pgTable(
  'campaign_searches',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    accountId: account(),
    type: text('type', { enum: leadTypes }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    provider: text('provider').notNull(),
    status: text('status', { enum: searchStatuses }).notNull().default('queued'),
    found: integer('found').notNull().default(0),
    charged: integer('charged').notNull().default(0),
    /** Results wanted; null means as many as the provider has. */
    target: integer('target'),
    /** Why the run ended early ('credits', 'error', 'user'); null when it finished normally. */
    stopReason: text('stop_reason'),
    /** Where the provider left off (its page token), so a run interrupted by a restart resumes instead of restarting. */
    resumeState: jsonb('resume_state').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [
    index('campaign_searches_campaign_idx').on(t.campaignId, t.id),
    index('campaign_searches_status_idx').on(t.status),
    index('campaign_searches_created_idx').on(t.createdAt),
  ],
)

export const customLabels = pgTable(
  'custom_labels',
  {
    id: serial('id').primaryKey(),
    accountId: account(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#573BFF'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_labels_account_name_unique').on(t.accountId, sql`lower(${t.name})`)],
)

export const resultLabels = pgTable(
  'result_labels',
  {
    resultId: integer('result_id').notNull().references(() => leadResults.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').notNull().references(() => customLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.labelId] }), index('result_labels_label_idx').on(t.labelId, t.resultId)],
)
