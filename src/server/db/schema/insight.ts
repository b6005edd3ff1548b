import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/**
 * Credits each account spent and got back per UTC day: the admin insight reads it instead of the ledger. Kept by
 * row triggers on credit_ledger (migration 0023) in the writing transaction, so it is always exact: an inserted spend
 * or refund adds its amount, a change of a row's amount adds the difference (a refund is written as 0 and then set).
 * The ledger never changes a row's kind, account or time, and deletes rows only with their account, whose rows here
 * go with it. docs/decisions.md, "Admin insight".
 */
export const creditUsageDaily = pgTable(
  'credit_usage_daily',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'credit_usage_daily_pk', columns: [t.accountId, t.day] }), index('credit_usage_daily_day_idx').on(t.day, t.accountId)],
)
