import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { inTransaction } from '../../../db/transaction'
import { defineJobKind } from '../../../jobs/job-kind'
import { queryRows } from '../../credits/credit-rows'
import { changeSubscriptions } from './batch-change'

/** The one global sweep of ended periods; the queue keeps one waiting at most (identical data). */
export const wlPeriodSweepJob = defineJobKind<Record<string, never>>({
  name: 'wl-subscription-periods',
  subject: () => 'wl-subscription-periods',
  policy: { retryLimit: 0, retryDelayMs: 1_000, concurrency: { pglite: 1, postgres: 1 }, timeoutMs: 5 * 60_000 },
})

const BATCH = 1_000

/**
 * Subscriptions charged nowhere else (local, manual, or managed by hand since a restore) whose period ended: those
 * cancelled at the period end become cancelled, the others expired. Subscriptions a provider charges are left to the
 * provider's events (a renewal there moves the period). Each batch is one transaction with its history rows.
 */
const dueCondition = (now: string) =>
  sql`ends_at <= ${now}::timestamptz AND status IN ('trialing', 'active', 'past_due', 'paused', 'cancel_scheduled') AND (provider IN ('local', 'manual') OR managed_manually)`

export async function anyPeriodDue(db: Database, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM wl_subscriptions WHERE ${dueCondition(now.toISOString())} LIMIT 1`)
  return rows.length > 0
}

export async function sweepPeriods(deps: AppDeps): Promise<{ canceled: number; expired: number }> {
  const counts = { canceled: 0, expired: 0 }
  const now = deps.now().toISOString()
  for (;;) {
    const due = await queryRows<{ id: number; status: string }>(deps.db, sql`SELECT id, status FROM wl_subscriptions WHERE ${dueCondition(now)} ORDER BY id LIMIT ${BATCH}`)
    if (!due.length) return counts
    await inTransaction(deps.db, async (tx) => {
      const scheduled = due.filter((r) => r.status === 'cancel_scheduled').map((r) => Number(r.id))
      const others = due.filter((r) => r.status !== 'cancel_scheduled').map((r) => Number(r.id))
      const who = { actorUserId: null, source: 'schedule' }
      counts.canceled += (await changeSubscriptions(tx, null, scheduled, { action: 'cancel_now', ...who })).size
      counts.expired += (await changeSubscriptions(tx, null, others, { action: 'expire', ...who })).size
    })
    if (due.length < BATCH) return counts
    // PGlite answers in microtasks: a turn of the event loop between batches lets requests in.
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}
