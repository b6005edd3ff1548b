import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, plans } from '../../db/schema'
import { grant, iso, queryRows } from './credit-grants'
import { planPeriodAt, type PlanPeriod } from './plan-period'

/** The plan period of an account, anchored on its last reset (registration unless an admin reset it). */
export async function accountPlan(db: Database, accountId: number, now: Date): Promise<{ credits: number; period: PlanPeriod } | null> {
  const [row] = await db
    .select({ credits: plans.credits, lastReset: accounts.lastReset, createdAt: accounts.createdAt })
    .from(accounts)
    .innerJoin(plans, eq(plans.id, accounts.planId))
    .where(eq(accounts.id, accountId))
  if (!row) return null
  return { credits: row.credits, period: planPeriodAt(row.lastReset ?? row.createdAt, now) }
}

/**
 * Grants the plan's monthly credits for the period `now` falls in, once: the key names the account and the
 * period's start, so registration, the first balance read and a spend racing each other grant it exactly once.
 * The bucket ends with the period; unspent monthly credits are then reset, not carried over.
 */
export async function ensurePlanCredits(db: Database, accountId: number, now: Date): Promise<boolean> {
  const plan = await accountPlan(db, accountId, now)
  if (!plan || plan.credits <= 0) return false
  return grant(db, {
    accountId,
    kind: 'monthly',
    amount: plan.credits,
    key: `plan:${accountId}:${iso(plan.period.start)}`,
    reason: 'Monthly plan credits',
    expiresAt: plan.period.end,
  })
}

/**
 * Writes the expiry of every bucket of the account whose end has passed and that still holds credits: one ledger
 * row each (`reset` for monthly plan credits, `expiry` for the others), keyed by the bucket, and the bucket emptied,
 * in one statement. Spends never touch an expired bucket, so this only keeps the ledger equal to the balance.
 */
export async function expireBuckets(db: Database, accountId: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    WITH gone AS (
      SELECT id, kind, balance FROM credit_buckets
      WHERE account_id = ${accountId} AND balance > 0 AND expires_at <= ${iso(now)}::timestamptz
      ORDER BY expires_at, id
      FOR UPDATE
    ), emptied AS (
      UPDATE credit_buckets b SET balance = 0 FROM gone WHERE b.id = gone.id RETURNING b.id
    )
    INSERT INTO credit_ledger (account_id, kind, amount, idempotency_key, reason, parts)
    SELECT ${accountId}, CASE WHEN gone.kind = 'monthly' THEN 'reset' ELSE 'expiry' END, -gone.balance, 'expire:' || gone.id,
      CASE WHEN gone.kind = 'monthly' THEN 'Monthly plan credits reset' ELSE 'Credits expired' END,
      jsonb_build_array(jsonb_build_object('bucket', gone.id, 'amount', gone.balance))
    FROM gone
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`,
  )
  return rows.length
}
