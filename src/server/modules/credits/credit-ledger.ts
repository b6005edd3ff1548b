import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { creditBuckets, creditLedger, type CreditParts } from '../../db/schema/credits'
import { iso, queryRows } from './credit-rows'
import { lastBalance, lockLedger, openLedger, sourceColumns, writeExpiries, type LedgerSource } from './ledger-lock'
import { endedLicence } from './licence'
import { ensurePlanCredits, expireBuckets } from './plan-credits'
import { claimAutoTopUp } from '../wallet/auto-top-up-claim'
import { inTransaction } from '../../db/transaction'

export type SpendRequest = {
  accountId: number
  amount: number
  /** Unique per effect: a second spend with the same key charges nothing and reports `duplicate`. */
  key: string
  reason: string
  /** What the history calls it and what it links to (the search run, the lead job). */
  source?: LedgerSource
  now?: Date
}
/** `licence_ended`: the account's licence time has passed, so nothing is spent whatever the balance. */
export type SpendResult = { ok: true; duplicate: boolean; parts: CreditParts } | { ok: false; reason: 'insufficient' | 'licence_ended' }

/** Thrown inside the spend transaction to roll back the ledger row when the buckets cannot cover the amount. */
class InsufficientCredits extends Error {}

/**
 * Takes `amount` credits from the account's live buckets, those that expire first first. The deduction is one
 * conditional statement: it locks the live buckets in expiry order, and only updates them when together they hold
 * the amount (`balance >= take` on each row, re-checked by PostgreSQL against the latest row versions), so
 * concurrent spends queue on the row locks and can never overdraw. The ledger row is inserted first in the same
 * transaction, so its unique key turns a retried spend into a no-op instead of a second charge.
 * When the buckets fall short, the plan's credits for the current period are granted if they were not yet
 * (the lazy monthly grant, which a concurrent spend may be the one to write), and the spend is tried once more.
 * Under the account's ledger lock it first writes the expiry of any bucket that ran out, so the entry's balance
 * after is what the account can really spend.
 */
export async function spend(db: Database, request: SpendRequest): Promise<SpendResult> {
  if (!Number.isInteger(request.amount) || request.amount <= 0) throw new Error(`A spend needs a positive whole amount, got ${request.amount}.`)
  const now = request.now ?? new Date()
  if (await endedLicence(db, request.accountId, now)) return { ok: false, reason: 'licence_ended' }
  const first = await trySpend(db, request, now)
  if (first.ok) return first
  await ensurePlanCredits(db, request.accountId, now)
  const second = await trySpend(db, request, now)
  // A refused spend changed nothing, but the balance it met may be low enough for the wallet's auto top-up.
  if (!second.ok) await claimAutoTopUp(db, request.accountId, await liveBalance(db, request.accountId, now), now)
  return second
}

async function trySpend(db: Database, request: SpendRequest, now: Date): Promise<SpendResult> {
  const { accountId, amount, key, reason } = request
  try {
    return await inTransaction(db, async (t) => {
      const before = await openLedger(t, accountId, now)
      const [entry] = await t
        .insert(creditLedger)
        .values({
          accountId, kind: 'spend', amount: -amount, idempotencyKey: key, reason,
          ...sourceColumns(request.source ?? { movement: 'adjustment' }), balanceAfter: before - amount, createdAt: now,
        })
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id })
      if (!entry) return { ok: true as const, duplicate: true, parts: await priorParts(t, accountId, key) }

      const parts = await queryRows<{ bucket: number; amount: number; ord: number; total: number | string }>(
        t,
        sql`
        WITH live AS (
          SELECT id, balance, expires_at FROM credit_buckets
          WHERE account_id = ${accountId} AND balance > 0 AND (expires_at IS NULL OR expires_at > ${iso(now)}::timestamptz)
          ORDER BY expires_at ASC NULLS LAST, id
          FOR UPDATE
        ), ordered AS (
          SELECT id, balance, sum(balance) OVER w AS upto, row_number() OVER w AS ord, sum(balance) OVER () AS total FROM live WINDOW w AS (ORDER BY expires_at ASC NULLS LAST, id)
        ), take AS (
          SELECT id, ord, total, LEAST(balance, ${amount}::int - (upto - balance))::int AS amount FROM ordered WHERE upto - balance < ${amount}::int
        )
        UPDATE credit_buckets b SET balance = b.balance - take.amount
        FROM take
        WHERE b.id = take.id AND b.balance >= take.amount AND (SELECT coalesce(sum(balance), 0) FROM live) >= ${amount}::int
        RETURNING b.id AS bucket, take.amount AS amount, take.ord AS ord, take.total AS total`,
      )
      const taken = parts.reduce((sum, p) => sum + Number(p.amount), 0)
      if (taken !== amount) throw new InsufficientCredits()
      // Same transaction: the claim commits (and its notification goes out) only if this spend does.
      await claimAutoTopUp(t, accountId, Number(parts[0].total) - amount, now)
      // RETURNING has no order of its own: keep the parts in the order they were taken (soonest expiry first).
      const clean = parts.sort((a, b) => Number(a.ord) - Number(b.ord)).map((p) => ({ bucket: Number(p.bucket), amount: Number(p.amount) }))
      await t.update(creditLedger).set({ parts: clean }).where(eq(creditLedger.id, entry.id))
      return { ok: true as const, duplicate: false, parts: clean }
    })
  } catch (err) {
    if (err instanceof InsufficientCredits) return { ok: false, reason: 'insufficient' }
    throw err
  }
}

async function priorParts(db: Database, accountId: number, key: string): Promise<CreditParts> {
  const [prior] = await db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, key))
  // A key names one effect of one account; the same key on another account is a programming error, not a retry.
  if (!prior || prior.accountId !== accountId || prior.kind !== 'spend') throw new Error(`Idempotency key ${key} belongs to another entry.`)
  return prior.parts
}

/**
 * Gives back what the spend `spendKey` took, once (keyed by `key`), into the buckets it came from. Credits whose
 * bucket has expired since are not restored: they would have expired anyway, and an expired bucket has already
 * written its expiry row, so restoring into it would break "the ledger sums to the balance".
 */
export async function refund(db: Database, request: { accountId: number; spendKey: string; key: string; reason: string; now?: Date }): Promise<number> {
  const now = request.now ?? new Date()
  return inTransaction(db, async (t) => {
    await lockLedger(t, request.accountId)
    const [spent] = await t
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.idempotencyKey, request.spendKey), eq(creditLedger.accountId, request.accountId), eq(creditLedger.kind, 'spend')))
    if (!spent) return 0
    await writeExpiries(t, request.accountId, now)
    const before = await lastBalance(t, request.accountId)
    const [entry] = await t
      .insert(creditLedger)
      .values({
        accountId: request.accountId, kind: 'refund', amount: 0, idempotencyKey: request.key, reason: request.reason,
        movement: 'refund', sourceType: spent.sourceType, sourceId: spent.sourceId, balanceAfter: before, createdAt: now,
      })
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id })
    if (!entry) return 0
    const restored: CreditParts = []
    for (const part of spent.parts) {
      const [row] = await t
        .update(creditBuckets)
        .set({ balance: sql`${creditBuckets.balance} + ${part.amount}` })
        .where(and(eq(creditBuckets.id, part.bucket), sql`(${creditBuckets.expiresAt} IS NULL OR ${creditBuckets.expiresAt} > ${iso(now)}::timestamptz)`))
        .returning({ id: creditBuckets.id })
      if (row) restored.push(part)
    }
    const amount = restored.reduce((sum, p) => sum + p.amount, 0)
    await t.update(creditLedger).set({ amount, parts: restored, balanceAfter: before + amount }).where(eq(creditLedger.id, entry.id))
    return amount
  })
}

/** Credits the account can spend now, after writing due expiries and the current period's plan grant. */
export async function creditBalance(db: Database, accountId: number, now: Date): Promise<number> {
  await expireBuckets(db, accountId, now)
  await ensurePlanCredits(db, accountId, now)
  return liveBalance(db, accountId, now)
}

/** The sum of the account's live buckets, as it stands (no expiry or plan grant written). */
async function liveBalance(db: Database, accountId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ balance: number | string }>(
    db,
    sql`SELECT coalesce(sum(balance), 0) AS balance FROM credit_buckets
        WHERE account_id = ${accountId} AND (expires_at IS NULL OR expires_at > ${iso(now)}::timestamptz)`,
  )
  return Number(row.balance)
}

/** The sum of the account's ledger entries; equals `creditBalance` once expiries are written. */
export async function ledgerSum(db: Database, accountId: number): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`SELECT coalesce(sum(amount), 0) AS total FROM credit_ledger WHERE account_id = ${accountId}`)
  return Number(row.total)
}
