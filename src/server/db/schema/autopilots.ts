import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts } from './accounts'
import { campaigns } from './leads'
import type { AutopilotAi, AutopilotDelivery, AutopilotEnrichment, AutopilotRunCounts, AutopilotRunStep } from '../../../shared/automation/autopilot'

/**
 * A scheduled search into a list with its follow-up work. `anchor` is the local date the schedule counts from
 * (`nextSlot`, src/shared/automation/autopilot-schedule.ts); `next_run_at` is the next slot the global tick takes,
 * `next_kind` says whether it is the first run after saving (`initial`) or a slot of the rule.
 */
export const autopilots = pgTable(
  'autopilots',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['basic', 'webhook'] }).notNull(),
    status: text('status', { enum: ['draft', 'active', 'paused', 'paused_no_credits', 'finished'] }).notNull().default('draft'),
    search: jsonb('search').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    repeat: text('repeat', { enum: ['once', 'daily', 'weekly', 'monthly', 'yearly'] }).notNull().default('daily'),
    time: text('time').notNull().default('09:00'),
    timezone: text('timezone').notNull().default('UTC'),
    startDate: text('start_date'),
    maxResultsPerPeriod: integer('max_results_per_period'),
    enrichment: jsonb('enrichment').$type<AutopilotEnrichment>().notNull(),
    ai: jsonb('ai').$type<AutopilotAi>().notNull(),
    delivery: jsonb('delivery').$type<AutopilotDelivery>().notNull(),
    nearbyDistricts: jsonb('nearby_districts').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    localFilters: jsonb('local_filters').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    anchor: text('anchor'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    nextKind: text('next_kind', { enum: ['initial', 'scheduled'] }).notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('autopilots_account_idx').on(t.accountId, t.id),
    index('autopilots_due_idx').on(t.nextRunAt).where(sql`${t.status} = 'active' and ${t.nextRunAt} is not null`),
  ],
)

/**
 * One run of an autopilot for one slot: UNIQUE(autopilot_id, slot_at) makes a slot run once however many ticks
 * see it. `steps` is the run's plan of lead jobs, each with the job it created (the checkpoint a resumed run reads).
 */
export const autopilotRuns = pgTable(
  'autopilot_runs',
  {
    id: serial('id').primaryKey(),
    autopilotId: integer('autopilot_id').notNull().references(() => autopilots.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['initial', 'scheduled', 'catch_up', 'manual'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'stopped_credits'] }).notNull().default('queued'),
    /** 'search' until the search's outcome is recorded and the lead jobs planned, then 'jobs'. */
    stage: text('stage', { enum: ['search', 'jobs'] }).notNull().default('search'),
    periodKey: text('period_key'),
    /** Results taken from the period's cap for this run's search; what the search did not add is given back. */
    reserved: integer('reserved'),
    searchId: integer('search_id'),
    /** The list's highest result id before the search: the run's new leads are the ones above it. */
    resultsFromId: integer('results_from_id'),
    steps: jsonb('steps').$type<AutopilotRunStep[]>().notNull().default(sql`'[]'::jsonb`),
    counts: jsonb('counts').$type<AutopilotRunCounts>().notNull(),
    credits: integer('credits').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('autopilot_runs_slot_unique').on(t.autopilotId, t.slotAt), index('autopilot_runs_autopilot_idx').on(t.autopilotId, t.id)],
)

/** Results an autopilot added in one period of its cap (`period_key`: '2026-11' for a monthly one). */
export const autopilotUsage = pgTable(
  'autopilot_usage',
  {
    autopilotId: integer('autopilot_id').notNull().references(() => autopilots.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.autopilotId, t.periodKey] })],
)
