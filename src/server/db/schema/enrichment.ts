import { pgTable, integer, text, timestamp, jsonb, primaryKey } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts } from './accounts'

export const emailVerdicts = ['valid', 'invalid', 'risky', 'unknown'] as const

/**
 * What a verifier said about an address, per account: a second job over the same leads (or a lead in two lists)
 * does not pay a verification API twice for the same address within the cache's lifetime.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verdict: text('verdict', { enum: emailVerdicts }).notNull(),
    /** 'zerobounce', 'neverbounce', 'mx', 'demo'. */
    provider: text('provider').notNull(),
    /** The provider's own status and sub-status, kept for the details page. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.email] })],
)
