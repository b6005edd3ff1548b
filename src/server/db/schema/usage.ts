import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/**
 * The account's current plan period and what it has used of it: one row per account, moved to the next period by
 * the monthly reset (credits/plan-reset.ts), which sets `searches_used` back to 0. A search start counts itself with
 * one conditional UPDATE of this row, so concurrent starts at the limit let exactly the allowed number through.
 */
export const accountUsage = pgTable(
  'account_usage',
  {
    accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** When the next reset is due; the reset sweep finds the accounts whose period ended by it. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    searchesUsed: integer('searches_used').notNull().default(0),
  },
  (t) => [check('account_usage_searches_nonnegative', sql`${t.searchesUsed} >= 0`), index('account_usage_period_end_idx').on(t.periodEnd)],
)
