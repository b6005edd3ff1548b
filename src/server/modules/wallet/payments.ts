import { and, eq, inArray, ne } from 'drizzle-orm'
import type { WalletPayment } from '../../../shared/wallet/types'
import { walletCurrency } from '../../../shared/wallet/pricing'
import type { WalletDeps } from './wallet-deps'
import type { Database } from '../../db/client'
import { walletAccounts, walletCards, walletPayments, type WalletPaymentKind } from '../../db/schema/wallet'
import { ProviderUnavailable, type ChargeFailure } from '../../providers/payments/types'
import { grantPurchased } from '../credits/credit-grants'
import { lockLedger } from '../credits/ledger-lock'
import { lockWalletOfPayment } from './auto-top-up-claim'
import type { CardRow } from './wallet-account'
import { inTransaction } from '../../db/transaction'

export type PaymentRow = typeof walletPayments.$inferSelect

/** A worker holds a pending payment this long; after it, another worker may take it over (its process died). */
export const PAYMENT_LEASE_MS = 2 * 60_000
/** After the provider could not be reached, the payment is tried again this much later (by the worker's sweep). */
export const PAYMENT_RETRY_MS = 30_000

/** One key per payment: the provider's Idempotency-Key and the ledger grant's key, so nothing is charged or credited twice. */
export const paymentKey = (id: number) => `wallet-payment:${id}`

const grantReasons: Record<WalletPaymentKind, string> = { purchase: 'Purchased credits', card_validation: 'Card validation', auto_top_up: 'Auto top-up' }
const unsettled = ['claimed', 'pending', 'processing'] as const
const later = (now: Date, ms: number) => new Date(now.getTime() + ms)

/** Opens a payment about to be charged (leased to the caller); null when the request key was already used. */
export async function openPayment(
  deps: Pick<WalletDeps, 'db' | 'payments'>,
  values: { accountId: number; kind: WalletPaymentKind; credits: number; amountCents: number; card: CardRow; requestKey?: string; now: Date },
): Promise<PaymentRow | null> {
  const { now, card } = values
  const [row] = await deps.db
    .insert(walletPayments)
    .values({
      accountId: values.accountId, kind: values.kind, status: 'pending', credits: values.credits, amountCents: values.amountCents, currency: walletCurrency,
      provider: deps.payments.id, cardId: card.id, cardBrand: card.brand, cardLast4: card.last4, requestKey: values.requestKey ?? null,
      lockedUntil: later(now, PAYMENT_LEASE_MS), createdAt: now, updatedAt: now,
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/**
 * Charges a payment the caller holds (its lease) with `card` and applies the answer. When the provider cannot be
 * reached the outcome is unknown: the payment stays pending, retried later under the same key, and the error is
 * thrown for the caller to report.
 */
export async function chargePayment(deps: Pick<WalletDeps, 'db' | 'payments' | 'now'>, payment: PaymentRow, card: CardRow, customer: string): Promise<PaymentRow> {
  const { db } = deps
  if (payment.cardId !== card.id) {
    await db.update(walletPayments).set({ cardId: card.id, cardBrand: card.brand, cardLast4: card.last4, provider: deps.payments.id }).where(eq(walletPayments.id, payment.id))
  }
  let outcome
  try {
    outcome = await deps.payments.charge({
      customer,
      card: card.providerRef,
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: paymentKey(payment.id),
      description: `${payment.credits} credits (${grantReasons[payment.kind].toLowerCase()})`,
      metadata: { wallet_payment_id: String(payment.id), account_id: String(payment.accountId) },
    })
  } catch (err) {
    if (err instanceof ProviderUnavailable) {
      await db.update(walletPayments).set({ lockedUntil: later(deps.now(), PAYMENT_RETRY_MS) }).where(and(eq(walletPayments.id, payment.id), eq(walletPayments.status, 'pending')))
    }
    throw err
  }
  const now = deps.now()
  if (outcome.status === 'succeeded') await settlePayment(db, payment.id, outcome.paymentRef, now)
  else if (outcome.status === 'processing') await markProcessing(db, payment.id, outcome.paymentRef, now)
  else await failPayment(db, payment.id, outcome, outcome.paymentRef, now)
  const [fresh] = await db.select().from(walletPayments).where(eq(walletPayments.id, payment.id))
  return fresh
}

/**
 * The payment succeeded: marks it and grants its credits (a purchased bucket valid 12 months) in one transaction.
 * Whoever comes first (the synchronous answer, a webhook, a retried job) does it; the others find it done, and the
 * grant's key would refuse a second credit anyway. A payment marked failed that the provider later reports as
 * succeeded is credited: the money moved.
 */
export async function settlePayment(db: Database, id: number, ref: string | null, now: Date): Promise<boolean> {
  return inTransaction(db, async (t) => {
    // The ledger lock before the wallet row, the order a spend that claims a top-up takes them in.
    const [owner] = await t.select({ accountId: walletPayments.accountId }).from(walletPayments).where(eq(walletPayments.id, id))
    if (!owner) return false
    await lockLedger(t, owner.accountId)
    await lockWalletOfPayment(t, id)
    const [row] = await t
      .update(walletPayments)
      .set({ status: 'succeeded', ...(ref ? { providerPaymentRef: ref } : {}), failureCode: null, failureMessage: null, lockedUntil: null, settledAt: now, updatedAt: now })
      .where(and(eq(walletPayments.id, id), ne(walletPayments.status, 'succeeded')))
      .returning()
    if (!row) return false
    await grantPurchased(t, {
      accountId: row.accountId, amount: row.credits, key: paymentKey(row.id), now, reason: grantReasons[row.kind],
      source: { movement: 'top_up', type: 'payment', id: row.id },
    })
    return true
  })
}

/**
 * The payment failed: recorded as a failed transaction, no credits. A card the bank wants authenticated again is
 * marked for reconnection; a failed auto top-up pauses auto top-up, so a declining card is not charged on every spend.
 */
export async function failPayment(db: Database, id: number, failure: ChargeFailure, ref: string | null, now: Date): Promise<boolean> {
  return inTransaction(db, async (t) => {
    // The wallet row first, as a claim and settling take it: in the other order a claim waiting on this payment's
    // index entry and this transaction waiting on the wallet row would deadlock.
    await lockWalletOfPayment(t, id)
    const [row] = await t
      .update(walletPayments)
      .set({ status: 'failed', ...(ref ? { providerPaymentRef: ref } : {}), failureCode: failure.code, failureMessage: failure.message, lockedUntil: null, settledAt: now, updatedAt: now })
      .where(and(eq(walletPayments.id, id), inArray(walletPayments.status, [...unsettled])))
      .returning()
    if (!row) return false
    if (failure.code === 'card_reconnect' && row.cardId != null) {
      await t.update(walletCards).set({ needsReconnect: true }).where(eq(walletCards.id, row.cardId))
    }
    if (row.kind === 'auto_top_up') {
      await t.update(walletAccounts).set({ autoTopUpPausedReason: failure.code, updatedAt: now }).where(eq(walletAccounts.accountId, row.accountId))
    }
    return true
  })
}

/** The provider accepted the payment and will tell how it ends (a webhook). */
export async function markProcessing(db: Database, id: number, ref: string | null, now: Date): Promise<void> {
  await db
    .update(walletPayments)
    .set({ status: 'processing', ...(ref ? { providerPaymentRef: ref } : {}), lockedUntil: null, updatedAt: now })
    .where(and(eq(walletPayments.id, id), inArray(walletPayments.status, ['claimed', 'pending'])))
}

export function presentPayment(row: PaymentRow): WalletPayment {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status === 'claimed' ? 'pending' : row.status,
    credits: row.credits,
    amount_cents: row.amountCents,
    currency: row.currency,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
  }
}
