import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { wlSubscriptions } from './reseller'

/**
 * The "trial ending" e-mail of one subscription's trial period: unique per (subscription, trial end), so two sweeps at
 * once, or a sweep after a restart, claim it once. A claim not marked sent (its sweep died, or the SMTP server
 * refused) may be claimed again after a while, a few attempts at most. A trial moved to another end is a new period.
 */
export const wlTrialReminders = pgTable(
  'wl_trial_reminders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull().references(() => wlSubscriptions.id, { onDelete: 'cascade' }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(1),
    error: text('error'),
  },
  (t) => [uniqueIndex('wl_trial_reminders_period_uq').on(t.subscriptionId, t.trialEndsAt), index('wl_trial_reminders_account_idx').on(t.accountId)],
)
