import { and, eq, ne } from 'drizzle-orm'
import { cardValidation } from '../../../shared/wallet/pricing'
import type { LocalCardBody, StripeCardBody } from '../../../shared/wallet/schemas'
import type { CardResult, WalletCard } from '../../../shared/wallet/types'
import type { WalletDeps } from './wallet-deps'
import type { Database } from '../../db/client'
import { walletAccounts, walletCards } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'
import { notFound } from '../../http/api-error'
import { CardError, ProviderUnavailable, type CardInput } from '../../providers/payments/types'
import { creditBalance } from '../credits/credit-ledger'
import { chargePayment, openPayment, presentPayment } from './payments'
import { cardsOf, customerFor, type CardRow, type WalletHolder } from './wallet-account'
import { paymentFailureCode, walletError } from './wallet-errors'
import { say } from '../../../shared/english-message'
import { inTransaction } from '../../db/transaction'

export function presentCard(row: CardRow): WalletCard {
  return {
    id: row.id, brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear,
    is_default: row.isDefault, needs_reconnect: row.needsReconnect, created_at: row.createdAt.toISOString(),
  }
}

export function cardInputOf(body: LocalCardBody | StripeCardBody): CardInput {
  if ('setup_intent_id' in body) return { kind: 'stripe', setupIntentId: body.setup_intent_id.trim() }
  return { kind: 'local', number: body.number, expMonth: Number(body.exp_month), expYear: Number(body.exp_year), cvc: body.cvc, name: body.name }
}

/** A provider's refusal of a card as the API answers it: a form mistake is a 422 on its field, a decline a 402. */
function cardRefused(err: unknown): never {
  if (err instanceof CardError) throw walletError(err.field ? 422 : 402, err.code, err.field)
  if (err instanceof ProviderUnavailable) throw walletError(503, 'provider_unavailable')
  throw err
}

/** The account's card with this id at the current provider; another account's id is a 404 like a missing one. */
export async function ownCard(deps: WalletDeps, accountId: number, id: number): Promise<CardRow> {
  const card = (await cardsOf(deps, accountId)).find((c) => c.id === id)
  if (!card) throw notFound()
  return card
}

/** Makes `cardId` the only default card of the account (the partial unique index allows one). */
async function markDefault(db: Database, accountId: number, cardId: number, now: Date) {
  await inTransaction(db, async (t) => {
    const scope = forAccount(t, accountId)
    await scope.update('walletCards', { isDefault: false }, and(eq(walletCards.isDefault, true), ne(walletCards.id, cardId)))
    await scope.update('walletCards', { isDefault: true }, eq(walletCards.id, cardId))
    // A new default card is the user fixing what paused auto top-up.
    await scope.update('walletAccounts', { autoTopUpPausedReason: null, updatedAt: now })
  })
}

/**
 * Saves a card, then validates it (a 1 dollar charge that adds 10 credits, keyed by the card so it happens once). A
 * card the bank refuses, at saving or at validation, is not kept. A card added while there is no default card becomes
 * the default; `make_default` makes any new card the default.
 */
export async function addCard(deps: WalletDeps, holder: WalletHolder, body: LocalCardBody | StripeCardBody): Promise<{ status: 201 | 402; body: CardResult }> {
  const customer = await customerFor(deps, holder)
  const saved = await deps.payments.saveCard(customer, cardInputOf(body), deps.now()).catch(cardRefused)
  const hasDefault = (await cardsOf(deps, holder.id)).some((c) => c.isDefault)
  const [card] = await forAccount(deps.db, holder.id)
    .insert('walletCards', [{ provider: deps.payments.id, providerRef: saved.ref, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, createdAt: deps.now() }])
    .returning()
  const row = card as CardRow

  const payment = await openPayment(deps, { accountId: holder.id, kind: 'card_validation', credits: cardValidation.credits, amountCents: cardValidation.amount_cents, card: row, now: deps.now() })
  let validation = payment
  try {
    validation = await chargePayment(deps, payment!, row, customer)
  } catch (err) {
    // Unknown outcome: the card stays, its validation is retried by the payment worker under the same key.
    if (!(err instanceof ProviderUnavailable)) throw err
  }
  if (validation?.status === 'failed') {
    await deps.payments.removeCard(customer, row.providerRef).catch(() => {})
    await forAccount(deps.db, holder.id).delete('walletCards', eq(walletCards.id, row.id))
    const balance = await creditBalance(deps.db, holder.id, deps.now())
    return {
      status: 402,
      body: { message: validation.failureMessage ?? say(paymentFailureCode(validation.failureCode)), code: paymentFailureCode(validation.failureCode), params: {}, card: presentCard(row), validation: presentPayment(validation), balance },
    }
  }
  if (!hasDefault || body.make_default) {
    await deps.payments.setDefaultCard(customer, row.providerRef).catch(cardRefused)
    await markDefault(deps.db, holder.id, row.id, deps.now())
  }
  const [fresh] = await forAccount(deps.db, holder.id).select('walletCards', eq(walletCards.id, row.id))
  const balance = await creditBalance(deps.db, holder.id, deps.now())
  return { status: 201, body: { message: say('wallet.card_added'), card: presentCard(fresh), validation: validation ? presentPayment(validation) : null, balance } }
}

export async function setDefaultCard(deps: WalletDeps, holder: WalletHolder, id: number): Promise<WalletCard> {
  const card = await ownCard(deps, holder.id, id)
  if (card.needsReconnect) throw walletError(422, 'card_reconnect', 'card', { card_id: card.id })
  await deps.payments.setDefaultCard(await customerFor(deps, holder), card.providerRef).catch(cardRefused)
  await markDefault(deps.db, holder.id, card.id, deps.now())
  return presentCard({ ...card, isDefault: true })
}

/** Detaches the card at the provider and forgets it; past payments keep its brand and last 4 digits. */
export async function removeCard(deps: WalletDeps, holder: WalletHolder, id: number): Promise<void> {
  const card = await ownCard(deps, holder.id, id)
  await deps.payments.removeCard(await customerFor(deps, holder), card.providerRef).catch(cardRefused)
  await forAccount(deps.db, holder.id).delete('walletCards', eq(walletCards.id, card.id))
}

/** The customer authenticates the card again: it can be charged once more, and a paused auto top-up may resume. */
export async function reconnectCard(deps: WalletDeps, holder: WalletHolder, id: number, body: LocalCardBody | StripeCardBody): Promise<WalletCard> {
  const card = await ownCard(deps, holder.id, id)
  const saved = await deps.payments.reauthenticateCard(await customerFor(deps, holder), card.providerRef, cardInputOf(body), deps.now()).catch(cardRefused)
  const [row] = await forAccount(deps.db, holder.id)
    .update('walletCards', { providerRef: saved.ref, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, needsReconnect: false }, eq(walletCards.id, card.id))
    .returning()
  if (card.isDefault) {
    await forAccount(deps.db, holder.id).update('walletAccounts', { autoTopUpPausedReason: null, updatedAt: deps.now() }, eq(walletAccounts.autoTopUpPausedReason, 'card_reconnect'))
  }
  return presentCard(row as CardRow)
}

/** Stripe: a SetupIntent for Elements to confirm in the browser. The local provider takes its card form directly. */
export async function startCardSetup(deps: WalletDeps, holder: WalletHolder): Promise<{ client_secret: string | null; provider: string }> {
  const setup = await deps.payments.startCardSetup(await customerFor(deps, holder)).catch(cardRefused)
  return { client_secret: setup?.clientSecret ?? null, provider: deps.payments.id }
}
