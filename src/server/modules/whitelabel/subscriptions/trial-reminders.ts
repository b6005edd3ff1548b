import { eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlTrialReminders } from '../../../db/schema'
import { defineJobKind } from '../../../jobs/job-kind'
import { queryRows } from '../../credits/credit-rows'
import { sendSubscriptionMail } from '../templates/lifecycle-mail'

/** The one global sweep of trials about to end; the queue keeps one waiting at most (identical data). */
export const wlTrialReminderJob = defineJobKind<Record<string, never>>({
  name: 'wl-trial-reminders',
  subject: () => 'wl-trial-reminders',
  policy: { retryLimit: 0, retryDelayMs: 1_000, concurrency: { pglite: 1, postgres: 1 }, timeoutMs: 5 * 60_000 },
})

/** The "trial ending" e-mail goes this long before the trial ends (Stripe's own trial_will_end is 3 days too). */
export const TRIAL_REMINDER_DAYS = 3
/** A claim not marked sent after this long (its sweep died, or sending failed) may be claimed again. */
export const REMINDER_RECLAIM_MS = 10 * 60_000
/** Sending is tried this many times per trial period at most. */
const MAX_ATTEMPTS = 3
const BATCH = 100
const DAY_MS = 86_400_000

const trialEnd = sql`coalesce(s.trial_ends_at, s.ends_at)`

/**
 * Trialing subscriptions with a person to write to whose trial ends within TRIAL_REMINDER_DAYS, and whose reminder for
 * this trial end is neither sent, nor claimed recently, nor out of attempts.
 */
const dueCondition = (now: Date) => sql`s.status = 'trialing' AND s.customer_user_id IS NOT NULL
  AND ${trialEnd} > ${now.toISOString()}::timestamptz
  AND ${trialEnd} <= ${new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS).toISOString()}::timestamptz
  AND NOT EXISTS (SELECT 1 FROM wl_trial_reminders r WHERE r.subscription_id = s.id AND r.trial_ends_at = ${trialEnd}
    AND (r.sent_at IS NOT NULL OR r.claimed_at > ${new Date(now.getTime() - REMINDER_RECLAIM_MS).toISOString()}::timestamptz OR r.attempts >= ${MAX_ATTEMPTS}))`

export async function anyTrialReminderDue(db: Database, now: Date): Promise<boolean> {
  return (await queryRows<{ id: number }>(db, sql`SELECT s.id FROM wl_subscriptions s WHERE ${dueCondition(now)} LIMIT 1`)).length > 0
}

/**
 * Claims up to BATCH due reminders in one statement: a new row per (subscription, trial end), or a stale unsent one
 * taken again. The unique key decides between two sweeps at once: the second one's insert meets the first one's row
 * (waiting for its commit on PostgreSQL) and takes nothing.
 */
async function claimDue(db: Database, now: Date) {
  const stale = new Date(now.getTime() - REMINDER_RECLAIM_MS).toISOString()
  return queryRows<{ id: number; subscription_id: number; trial_ends_at: string | Date }>(
    db,
    sql`INSERT INTO wl_trial_reminders (account_id, subscription_id, trial_ends_at, claimed_at, attempts)
      SELECT s.account_id, s.id, ${trialEnd}, ${now.toISOString()}::timestamptz, 1 FROM wl_subscriptions s
      WHERE ${dueCondition(now)} ORDER BY s.id LIMIT ${BATCH}
      ON CONFLICT (subscription_id, trial_ends_at) DO UPDATE SET claimed_at = EXCLUDED.claimed_at, attempts = wl_trial_reminders.attempts + 1, error = NULL
      WHERE wl_trial_reminders.sent_at IS NULL AND wl_trial_reminders.claimed_at <= ${stale}::timestamptz AND wl_trial_reminders.attempts < ${MAX_ATTEMPTS}
      RETURNING id, subscription_id, trial_ends_at`,
  )
}

/**
 * Sends the "trial ending" e-mail of every trial that ends within TRIAL_REMINDER_DAYS, once per subscription and
 * trial end: claimed in the database first, marked sent after the reseller's SMTP (or the platform's mail) took it.
 * A failure is recorded on its claim and tried again later. Answers how many were sent.
 */
export async function sendTrialReminders(deps: AppDeps): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 }
  for (;;) {
    const claimed = await claimDue(deps.db, deps.now())
    for (const claim of claimed) {
      try {
        await sendSubscriptionMail(deps, { template: 'trial_ending', subscriptionId: Number(claim.subscription_id), trialEndsAt: new Date(claim.trial_ends_at) })
        await deps.db.update(wlTrialReminders).set({ sentAt: deps.now() }).where(eq(wlTrialReminders.id, Number(claim.id)))
        counts.sent++
      } catch (err) {
        await deps.db.update(wlTrialReminders).set({ error: (err as Error).message.slice(0, 500) }).where(eq(wlTrialReminders.id, Number(claim.id)))
        counts.failed++
      }
    }
    if (claimed.length < BATCH || deps.jobs.stopping) return counts
  }
}
