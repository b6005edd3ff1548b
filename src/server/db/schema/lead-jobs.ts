import { pgTable, serial, integer, text, timestamp, jsonb, index, primaryKey } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts } from './accounts'
import { campaigns } from './leads'

export const leadJobStatuses = ['queued', 'running', 'done', 'stopped', 'failed', 'cancelled'] as const
export const leadJobItemStatuses = ['pending', 'done', 'skipped', 'failed'] as const

/**
 * A bulk job over a list's leads (find e-mails, get phones, send to a CRM, AI writing ...). The set of leads is
 * fixed when the job is created (its items); the counters move only when an item's status really changes.
 */
export const leadJobs = pgTable(
  'lead_jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The results scope the job was created from (all, filter or selection), kept for the record. */
    scope: jsonb('scope').$type<Record<string, unknown>>().notNull(),
    /** Who does the work ('demo', 'zerobounce', a CRM name ...): the UI labels demo work "Demo data". */
    provider: text('provider'),
    status: text('status', { enum: leadJobStatuses }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    charged: integer('charged').notNull().default(0),
    /** Why the job ended early: 'credits', 'cancelled', 'error'. */
    stopReason: text('stop_reason'),
    /** The message of a fatal error ("Selected list doesn't have webhook, ..."), shown to the user. */
    error: text('error'),
    /** The index of the batch that is (or is to be) at work; a batch job for another index is stale. */
    batch: integer('batch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('lead_jobs_campaign_idx').on(t.campaignId, t.id), index('lead_jobs_status_idx').on(t.status), index('lead_jobs_account_idx').on(t.accountId)],
)

/**
 * One lead of a job. No foreign key to lead_results: a result deleted while the job runs is an item the job skips
 * (its counters stay whole), and the items go with their job.
 */
export const leadJobItems = pgTable(
  'lead_job_items',
  {
    jobId: integer('job_id').notNull().references(() => leadJobs.id, { onDelete: 'cascade' }),
    resultId: integer('result_id').notNull(),
    status: text('status', { enum: leadJobItemStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The reason of a skip or a failure, in the user's words ("No e-mail found.", "The CRM answered 401 ..."). */
    error: text('error'),
    charged: integer('charged').notNull().default(0),
    /** A retryable failure waits until then before its next attempt. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.resultId] }), index('lead_job_items_status_idx').on(t.jobId, t.status, t.resultId)],
)
