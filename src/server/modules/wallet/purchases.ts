import { and, eq, inArray, lt, or, isNull } from 'drizzle-orm'
import type { PurchaseBody } from '../../../shared/wallet/schemas'
import type { PurchaseAnswer } from '../../../shared/wallet/types'
import type { WalletDeps } from './wallet-deps'
import { walletPayments } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'
import { fieldError, refusal } from '../../http/api-error'
import { ProviderUnavailable } from '../../providers/payments/types'
import { creditBalance } from '../credits/credit-ledger'
import { chargePayment, openPayment, PAYMENT_LEASE_MS, presentPayment, type PaymentRow } from './payments'
import { cardsOf, customerFor, defaultCardOf, type CardRow, type WalletHolder } from './wallet-account'
import { paymentFailureCode, walletError } from './wallet-errors'
import { say } from '../../../shared/english-message'

/** 200 succeeded, 202 processing (or still pending), 402 failed (declined, card to reconnect), 503 provider unreachable. */
export type PaymentAnswer = { status: 200 | 202 | 402 | 503; body: PurchaseAnswer }

/**
 * Buys a pack with the default card. With a `request_id`, a retried request (a lost answer, a double click) answers
 * the payment the first one made instead of charging again.
 */
export async function buyCredits(deps: WalletDeps, holder: WalletHolder, body: PurchaseBody): Promise<PaymentAnswer> {
  const pack = deps.config.payments.packs.find((p) => p.credits === Number(body.credits))
  if (!pack) throw fieldError('credits', 'validation.type')
  if (body.request_id) {
    const prior = await paymentByRequest(deps, holder.id, body.request_id)
    if (prior) return resume(deps, holder, prior)
  }
  const card = await defaultCardOf(deps, holder.id)
  if (!card) throw walletError(422, 'no_default_card', 'card')
  if (card.needsReconnect) throw walletError(422, 'card_reconnect', 'card', { card_id: card.id })
  const customer = await customerFor(deps, holder)
  const payment = await openPayment(deps, { accountId: holder.id, kind: 'purchase', credits: pack.credits, amountCents: pack.amount_cents, card, requestKey: body.request_id, now: deps.now() })
  if (!payment) return resume(deps, holder, (await paymentByRequest(deps, holder.id, body.request_id!))!)
  return chargeAndAnswer(deps, holder, payment, card, customer)
}

/** Charges a payment the caller holds and answers how it went. */
export async function chargeAndAnswer(deps: WalletDeps, holder: WalletHolder, payment: PaymentRow, card: CardRow, customer: string): Promise<PaymentAnswer> {
  try {
    return await answerFor(deps, holder.id, await chargePayment(deps, payment, card, customer))
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err
    console.error(`Payment ${payment.id}: the provider could not be reached (${err.message}); it is retried later with the same key.`)
    const answer = await answerFor(deps, holder.id, payment)
    return { status: 503, body: { ...answer.body, ...refusal(503, { code: 'wallet.provider_unavailable' }).body } }
  }
}

export async function answerFor(deps: WalletDeps, accountId: number, row: PaymentRow): Promise<PaymentAnswer> {
  const balance = await creditBalance(deps.db, accountId, deps.now())
  const payment = presentPayment(row)
  if (row.status === 'succeeded') return { status: 200, body: { message: say('wallet.succeeded'), payment, balance } }
  if (row.status === 'failed') {
    const code = paymentFailureCode(row.failureCode)
    return { status: 402, body: { message: row.failureMessage ?? say(code), code, params: {}, payment, balance } }
  }
  return { status: 202, body: { message: say('wallet.processing'), payment, balance } }
}

async function paymentByRequest(deps: WalletDeps, accountId: number, requestKey: string): Promise<PaymentRow | undefined> {
  const [row] = await forAccount(deps.db, accountId).select('walletPayments', eq(walletPayments.requestKey, requestKey))
  return row
}

/**
 * A request key seen before: answer its payment, or, when it is still pending and nobody holds it any more (its
 * request died mid-charge), take it over and charge it again under the same provider key (which replays, never
 * charges twice).
 */
async function resume(deps: WalletDeps, holder: WalletHolder, prior: PaymentRow): Promise<PaymentAnswer> {
  if (prior.status !== 'pending') return answerFor(deps, holder.id, prior)
  const now = deps.now()
  const [leased] = await deps.db
    .update(walletPayments)
    .set({ lockedUntil: new Date(now.getTime() + PAYMENT_LEASE_MS), updatedAt: now })
    .where(and(eq(walletPayments.id, prior.id), inArray(walletPayments.status, ['pending']), or(isNull(walletPayments.lockedUntil), lt(walletPayments.lockedUntil, now))))
    .returning()
  const card = leased ? (await cardsOf(deps, holder.id)).find((c) => c.id === leased.cardId) : undefined
  if (!leased || !card) return answerFor(deps, holder.id, prior)
  return chargeAndAnswer(deps, holder, leased, card, await customerFor(deps, holder))
}
