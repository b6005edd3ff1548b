import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/accounts'
import { creditBuckets, creditLedger } from '../../db/schema/credits'
import { planPeriodAt } from './plan-period'

/**
 * When credits rolled over from a monthly bucket that ended at `monthlyEnd` expire: at the end of the plan period
 * that follows (the period that starts at `monthlyEnd`). They last one more period and never roll over again
 * (docs/decisions.md, "Unspent monthly credits roll over for one period").
 */
export async function rolloverExpiry(db: Database, accountId: number, monthlyEnd: Date): Promise<Date> {
  const [account] = await db.select({ lastReset: accounts.lastReset, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.id, accountId))
  return planPeriodAt(account?.lastReset ?? account?.createdAt ?? monthlyEnd, monthlyEnd).end
}

/**
 * Carries `amount` unspent credits of the monthly bucket `monthlyBucket`, which ended at `monthlyEnd` and whose
 * reset entry was just written, into a new rollover bucket: one `rollover` entry keyed by the monthly bucket, so a
 * bucket rolls over once. For a caller that holds the account's ledger lock, right after that reset entry (the
 * running balance goes down by the reset and back up by the rollover). Nothing is carried when the rollover would
 * already have expired (a server that slept through the whole next period): the reset stands alone. Answers the
 * credits carried (0 when none).
 */
export async function rollOver(
  db: Database,
  request: { accountId: number; monthlyBucket: number; monthlyEnd: Date; amount: number; balanceBefore: number; now: Date },
): Promise<number> {
  const { accountId, amount, now } = request
  const expiresAt = await rolloverExpiry(db, accountId, request.monthlyEnd)
  if (expiresAt <= now || amount <= 0) return 0
  const [entry] = await db
    .insert(creditLedger)
    .values({
      accountId, kind: 'grant', amount, idempotencyKey: `rollover:${request.monthlyBucket}`, reason: 'Unspent monthly credits rolled over',
      movement: 'rollover', sourceType: 'bucket', balanceAfter: request.balanceBefore + amount, createdAt: now,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id })
  if (!entry) return 0
  const [bucket] = await db.insert(creditBuckets).values({ accountId, kind: 'rollover', granted: amount, balance: amount, expiresAt, createdAt: now }).returning({ id: creditBuckets.id })
  // The entry links the bucket it filled, so the history can say until when the credits stay valid.
  await db.update(creditLedger).set({ parts: [{ bucket: bucket.id, amount }], sourceId: bucket.id }).where(eq(creditLedger.id, entry.id))
  return amount
}
