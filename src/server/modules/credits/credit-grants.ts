import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { creditBuckets, creditLedger, type CreditBucketKind } from '../../db/schema/credits'
import { inTransaction } from '../../db/transaction'
import { openLedger, sourceColumns, type LedgerSource } from './ledger-lock'

export type GrantRequest = {
  accountId: number
  kind: CreditBucketKind
  amount: number
  key: string
  reason: string
  expiresAt: Date | null
  /** What the history calls it; a grant with nothing to link to is an `adjustment`. */
  source?: LedgerSource
  /** The admin who granted it by hand (the back office), written on the ledger entry. */
  authorUserId?: number
  now?: Date
}

/** Adds a bucket and its ledger row, once per key. Returns false when the key was already granted. */
export async function grant(db: Database, request: GrantRequest): Promise<boolean> {
  if (!Number.isInteger(request.amount) || request.amount <= 0) throw new Error(`A grant needs a positive whole amount, got ${request.amount}.`)
  const now = request.now ?? new Date()
  return inTransaction(db, async (t) => {
    const before = await openLedger(t, request.accountId, now)
    const [entry] = await t
      .insert(creditLedger)
      .values({
        accountId: request.accountId, kind: 'grant', amount: request.amount, idempotencyKey: request.key, reason: request.reason,
        ...sourceColumns(request.source ?? { movement: request.kind === 'rollover' ? 'rollover' : 'adjustment' }), balanceAfter: before + request.amount, authorUserId: request.authorUserId ?? null, createdAt: now,
      })
      .onConflictDoNothing({ target: creditLedger.idempotencyKey })
      .returning({ id: creditLedger.id })
    if (!entry) return false
    const [bucket] = await t
      .insert(creditBuckets)
      .values({ accountId: request.accountId, kind: request.kind, granted: request.amount, balance: request.amount, expiresAt: request.expiresAt })
      .returning({ id: creditBuckets.id })
    await t.update(creditLedger).set({ parts: [{ bucket: bucket.id, amount: request.amount }] }).where(eq(creditLedger.id, entry.id))
    return true
  })
}

/** Purchased credits stay valid 12 months. */
export function grantPurchased(db: Database, request: { accountId: number; amount: number; key: string; now: Date; reason?: string; source?: LedgerSource }) {
  return grant(db, {
    accountId: request.accountId, kind: 'purchased', amount: request.amount, key: request.key, reason: request.reason ?? 'Purchased credits',
    expiresAt: purchasedExpiry(request.now), source: request.source, now: request.now,
  })
}

/** The end of purchased credits bought at `at`: the same moment 12 months later. */
export function purchasedExpiry(at: Date): Date {
  const expiresAt = new Date(at)
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1)
  return expiresAt
}
