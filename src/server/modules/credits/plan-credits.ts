import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, plans } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { grant } from './credit-grants'
import { iso } from './credit-rows'
import { lockLedger, writeExpiries } from './ledger-lock'
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
 * The bucket ends with the period; what is left of it then rolls over for one more period (see rollOver).
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
    source: { movement: 'plan' },
    now,
  })
}

/**
 * Writes the expiry of every bucket of the account whose end has passed and that still holds credits: one ledger
 * row each (`reset` for monthly plan credits, `expiry` for the others), keyed by the bucket, and the bucket emptied.
 * Spends never touch an expired bucket, so this only keeps the ledger equal to the balance.
 */
export async function expireBuckets(db: Database, accountId: number, now: Date): Promise<number> {
  return inTransaction(db, async (t) => {
    await lockLedger(t, accountId)
    return writeExpiries(t, accountId, now)
  })
}
