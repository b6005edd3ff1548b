import { sql } from 'drizzle-orm'
import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, primaryKey, check } from 'drizzle-orm/pg-core'
import { accounts, users } from './accounts'
import { wlSubscriptions } from './reseller'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const wlBulkActions = ['cancel', 'change_package', 'extend', 'pause', 'resume', 'resend_welcome'] as const
export const wlBulkStatuses = ['queued', 'running', 'done'] as const
export const wlBulkOutcomes = ['skipped', 'failed'] as const

/**
 * A reseller's bulk change of subscriptions: what was asked, by whom, under which request key (a repeated request
 * finds this row instead of making a second job), and how far it got. Its history entry is this row.
 */
export const wlBulkJobs = pgTable(
  'wl_bulk_jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: wlBulkActions }).notNull(),
    /** The action's own values (`days`, `package_id`) and how the rows were chosen (`filter` or an id count). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    requestKey: text('request_key').notNull(),
    status: text('status', { enum: wlBulkStatuses }).notNull().default('queued'),
    /** The rows chosen when the job was made, in the order they are worked; `position` is how many are done. */
    subscriptionIds: integer('subscription_ids').array().notNull().default(sql`'{}'::integer[]`),
    position: integer('position').notNull().default(0),
    total: integer('total').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wl_bulk_jobs_key_uq').on(t.accountId, t.requestKey),
    index('wl_bulk_jobs_account_idx').on(t.accountId, t.id),
    check('wl_bulk_jobs_action_check', sql`${t.action} IN (${inList(wlBulkActions)})`),
    check('wl_bulk_jobs_status_check', sql`${t.status} IN (${inList(wlBulkStatuses)})`),
  ],
)

/**
 * A row of a bulk job that was not changed, and why (the error CSV). A changed row's result is its history row
 * (`wl_subscription_events.source` = `bulk:<job id>`), written in the same step transaction as the job's position.
 */
export const wlBulkItems = pgTable(
  'wl_bulk_items',
  {
    jobId: integer('job_id').notNull().references(() => wlBulkJobs.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull().references(() => wlSubscriptions.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: wlBulkOutcomes }).notNull(),
    /** Why a row was skipped or failed: `not_allowed`, `changed_meanwhile`, a provider's refusal. */
    reason: text('reason').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.subscriptionId] }),
    check('wl_bulk_items_outcome_check', sql`${t.outcome} IN (${inList(wlBulkOutcomes)})`),
  ],
)

/** The secret a reseller's own systems present on the inbound calls (its SHA-256 only; the secret is shown once). */
export const wlInboundSecrets = pgTable('wl_inbound_secrets', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
