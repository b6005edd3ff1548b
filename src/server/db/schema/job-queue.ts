import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

export const jobStates = ['queued', 'running', 'done', 'failed'] as const

/**
 * The job queue (src/server/jobs): one row per job, worked with `FOR UPDATE SKIP LOCKED` by every process on the
 * database. A job carries ids, never state: what it works on lives in its module's tables and is re-read. Done and
 * failed jobs are kept a day (what ran, and why a job gave up), then purged.
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** What the job works on (`lead-job:12`): a stale sweep re-queues only work the queue does not hold. */
    subject: text('subject').notNull(),
    /** The account the work is for: jobs are shared out between accounts (fairness); null for system work. */
    accountId: integer('account_id'),
    /**
     * The job's place in line (start-time fair queueing): the account's previous job in flight plus one, but never
     * behind the job being served now. An account with a thousand jobs waiting does not make a newcomer wait for them.
     */
    turn: bigint('turn', { mode: 'number' }).notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The worker (process) holding a running job, and until when: a lease it renews while the job runs. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('job_queue_next_idx').on(t.kind, t.turn, t.id).where(sql`"state" = 'queued'`),
    // An identical job already waiting in line is not queued twice (a sweep, a notification and a retry may all send it).
    uniqueIndex('job_queue_waiting_unique').on(t.kind, t.data).where(sql`"state" = 'queued'`),
    index('job_queue_account_idx').on(t.kind, t.accountId, t.turn).where(sql`"state" in ('queued', 'running')`),
    index('job_queue_running_idx').on(t.kind, t.turn).where(sql`"state" = 'running'`),
    index('job_queue_subject_idx').on(t.kind, t.subject).where(sql`"state" in ('queued', 'running')`),
    index('job_queue_lease_idx').on(t.lockedUntil).where(sql`"state" = 'running'`),
    index('job_queue_finished_idx').on(t.finishedAt).where(sql`"state" in ('done', 'failed')`),
  ],
)
