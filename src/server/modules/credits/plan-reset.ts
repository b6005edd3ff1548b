import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { accountUsage } from '../../db/schema/usage'
import { iso, queryRows } from './credit-rows'
import { ensurePlanCredits, expireBuckets } from './plan-credits'
import { planPeriodAt, type PlanPeriod } from './plan-period'

export type PeriodUsage = { period: PlanPeriod; searchesUsed: number; reset: boolean }

/**
 * Brings the account to the plan period `now` falls in, once per period, and answers that period and its searches
 * used. The reset is one conditional upsert of the account's usage row: the row moves to the new period with its
 * searches counter back to 0 only when it was on another period, so the reset job, a read and a search start racing
 * each other reset it once, and a restart in the middle leaves either the old period (reset again) or the new one.
 * Then the credits: due expiries (the ended monthly bucket resets and its rest rolls over, an ended rollover
 * expires) and the period's plan grant, each keyed, so they too happen once however often this runs.
 */
export async function resetPlanPeriod(db: Database, accountId: number, now: Date): Promise<PeriodUsage | null> {
  const [account] = await db.select({ lastReset: accounts.lastReset, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.id, accountId))
  if (!account) return null
  const period = planPeriodAt(account.lastReset ?? account.createdAt, now)
  const [moved] = await queryRows<{ searches_used: number }>(
    db,
    sql`INSERT INTO account_usage (account_id, period_start, period_end, searches_used)
        VALUES (${accountId}, ${iso(period.start)}::timestamptz, ${iso(period.end)}::timestamptz, 0)
        ON CONFLICT (account_id) DO UPDATE SET period_start = EXCLUDED.period_start, period_end = EXCLUDED.period_end, searches_used = 0
        WHERE account_usage.period_start <> EXCLUDED.period_start
        RETURNING searches_used`,
  )
  await expireBuckets(db, accountId, now)
  await ensurePlanCredits(db, accountId, now)
  if (moved) return { period, searchesUsed: 0, reset: true }
  const [row] = await db.select({ used: accountUsage.searchesUsed }).from(accountUsage).where(eq(accountUsage.accountId, accountId))
  return { period, searchesUsed: row?.used ?? 0, reset: false }
}

/**
 * Accounts whose plan period ended by `now`, soonest first: those whose usage row's period ended, and those never
 * brought to a period (no row yet) once a month has passed since their anchor. What the reset sweep queues.
 */
export async function accountsDueForReset(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT a.id FROM accounts a LEFT JOIN account_usage u ON u.account_id = a.id
        WHERE u.period_end <= ${iso(now)}::timestamptz
           OR (u.account_id IS NULL AND coalesce(a.last_reset, a.created_at) + interval '1 month' <= ${iso(now)}::timestamptz)
        ORDER BY coalesce(u.period_end, a.created_at), a.id LIMIT ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}
