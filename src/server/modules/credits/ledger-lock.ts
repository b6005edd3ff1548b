import { desc, eq, sql } from 'drizzle-orm'
import type { CreditMovementKind, CreditSourceType } from '../../../shared/wallet/ledger'
import type { Database } from '../../db/client'
import { creditLedger } from '../../db/schema/credits'
import { iso, queryRows } from './credit-rows'
import { rollOver } from './rollover'

/** The advisory-lock space of the credit ledger (two-key form: space, account id). */
const LEDGER_LOCK_SPACE = 0x637264 // "crd"

/**
 * Takes the account's ledger lock until the transaction ends. Every write of a ledger entry takes it before it reads
 * the last balance, so the entries of one account are written one at a time: their ids follow the order they
 * committed in and each `balance_after` is the one before plus its amount, however many spends, grants and expiries
 * race. Without it a spend that inserted its entry first could take credits granted by an entry inserted after it,
 * and the running balance would dip below zero in between. Spends already queued on the account's bucket locks, so
 * the lock costs them nothing; a payment that settles takes it before the wallet row (see settlePayment), in the
 * order a spend takes them.
 */
export async function lockLedger(db: Database, accountId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_SPACE}, ${accountId})`)
}

/** The balance after the account's latest entry (0 before the first); read under the ledger lock. */
export async function lastBalance(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId))
    .orderBy(desc(creditLedger.id))
    .limit(1)
  return row?.balance ?? 0
}

/** What caused an entry: the history's kind, and the row it links to. */
export type LedgerSource = { movement: CreditMovementKind; type?: CreditSourceType; id?: number }

/** The columns an entry's source fills. */
export const sourceColumns = (source: LedgerSource) => ({ movement: source.movement, sourceType: source.type ?? null, sourceId: source.id ?? null })

/**
 * The expiry of every bucket of the account that ran out (see expireBuckets), for a caller that holds the account's
 * ledger lock: the buckets are emptied in one statement, then
 * their rows are written one by one, soonest expiry first, each with the balance it leaves; what a monthly bucket
 * left unspent rolls over into a rollover bucket right after its reset (see rollOver). Nothing due (the usual
 * case, checked before every spend) is one indexed UPDATE that changes no row.
 */
export async function writeExpiries(db: Database, accountId: number, now: Date): Promise<number> {
  const gone = await queryRows<{ id: number; kind: string; balance: number; expires_at: string | Date }>(
    db,
    sql`
    UPDATE credit_buckets b SET balance = 0
    FROM (
      SELECT id, kind, balance FROM credit_buckets
      WHERE account_id = ${accountId} AND balance > 0 AND expires_at <= ${iso(now)}::timestamptz
      FOR UPDATE
    ) gone
    WHERE b.id = gone.id
    RETURNING b.id, gone.kind, gone.balance, b.expires_at`,
  )
  if (!gone.length) return 0
  gone.sort((a, b) => new Date(a.expires_at).getTime() - new Date(b.expires_at).getTime() || Number(a.id) - Number(b.id))
  let balance = await lastBalance(db, accountId)
  let written = 0
  for (const bucket of gone) {
    const monthly = bucket.kind === 'monthly'
    const amount = Number(bucket.balance)
    const [row] = await db
      .insert(creditLedger)
      .values({
        accountId, kind: monthly ? 'reset' : 'expiry', amount: -amount, idempotencyKey: `expire:${bucket.id}`,
        reason: monthly ? 'Monthly plan credits reset' : 'Credits expired', parts: [{ bucket: Number(bucket.id), amount }],
        movement: monthly ? 'reset' : 'expiry', sourceType: 'bucket', sourceId: Number(bucket.id), balanceAfter: balance - amount, createdAt: now,
      })
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id })
    if (!row) continue
    balance -= amount
    written++
    if (monthly) balance += await rollOver(db, { accountId, monthlyBucket: Number(bucket.id), monthlyEnd: new Date(bucket.expires_at), amount, balanceBefore: balance, now })
  }
  return written
}

/**
 * Opens the account's ledger for a write in the current transaction: takes the lock, writes the expiries that fell
 * due (so the balance the entry starts from is what the account can really spend) and answers that balance.
 */
export async function openLedger(db: Database, accountId: number, now: Date): Promise<number> {
  await lockLedger(db, accountId)
  await writeExpiries(db, accountId, now)
  return lastBalance(db, accountId)
}
