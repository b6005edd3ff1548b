import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { localPaymentIntents, localPaymentMethods } from '../../db/schema/wallet'
import { cardBrand, cardDigits, fullExpiryYear, isCardExpired, passesLuhn } from '../../../shared/wallet/card-number'
import { walletMessages, type WalletErrorCode } from '../../../shared/wallet/messages'
import { behaviorOf, type LocalCardBehavior } from './local-test-cards'
import { CardError, type CardInput, type ChargeOutcome, type ChargeRequest, type PaymentProvider, type SavedCard } from './types'
import { inTransaction } from '../../db/transaction'

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

type Method = typeof localPaymentMethods.$inferSelect
type Intent = typeof localPaymentIntents.$inferSelect

/** Checks a typed card the way a processor would and derives what the test number does. */
function readCard(input: CardInput, now: Date): { digits: string; brand: string; expMonth: number; expYear: number; behavior: LocalCardBehavior } {
  if (input.kind !== 'local') throw new CardError('card_setup_incomplete', walletMessages.card_setup_incomplete)
  const digits = cardDigits(input.number)
  if (!passesLuhn(digits)) throw new CardError('incorrect_number', walletMessages.incorrect_number, 'number')
  const expYear = fullExpiryYear(input.expYear)
  if (isCardExpired(input.expMonth, expYear, now)) throw new CardError('expired_card', walletMessages.expired_card, 'exp_year')
  const behavior = behaviorOf(digits)
  // Like Stripe's 4000000000000002: the bank refuses the card when it is set up, not only when it is charged.
  if (behavior === 'decline') throw new CardError('card_declined', walletMessages.card_declined)
  return { digits, brand: cardBrand(digits), expMonth: input.expMonth, expYear, behavior }
}

/** Whether the bank wants the customer back before this charge (the test cards that ask for authentication). */
function needsAuthentication(method: Method): boolean {
  const behavior = method.behavior as LocalCardBehavior
  if (behavior === 'reconnect_always') return method.chargesSinceAuth >= 1
  if (behavior === 'reconnect_once') return method.chargesSinceAuth >= 1 && method.authenticatedAt.getTime() === method.createdAt.getTime()
  return false
}

function decide(method: Method | undefined, request: ChargeRequest): Pick<Intent, 'status' | 'errorCode' | 'declineCode' | 'errorMessage'> {
  const fail = (errorCode: string, declineCode: string | null, errorMessage: string) => ({ status: 'requires_payment_method', errorCode, declineCode, errorMessage })
  if (!method || method.customer !== request.customer || method.detachedAt) return fail('processing_error', null, walletMessages.processing_error)
  if (needsAuthentication(method)) return fail('card_reconnect', 'authentication_required', walletMessages.card_reconnect)
  if (method.behavior === 'insufficient_funds' && method.chargesSinceAuth >= 1) return fail('insufficient_funds', 'insufficient_funds', walletMessages.insufficient_funds)
  return { status: 'succeeded', errorCode: null, declineCode: null, errorMessage: null }
}

function outcomeOf(intent: Intent): ChargeOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentRef: intent.id }
  const code = (intent.errorCode ?? 'processing_error') as WalletErrorCode
  return { status: 'failed', paymentRef: intent.id, code, message: intent.errorMessage ?? walletMessages.processing_error, ...(intent.declineCode ? { declineCode: intent.declineCode } : {}) }
}

/**
 * The offline default: a real provider that keeps its own records in the app's database and moves no money.
 * It behaves like Stripe where it matters to the wallet: keyed charges replay their first answer, Stripe's test
 * card numbers decline or ask for authentication the same way, and it stores brand, last 4 and expiry only.
 */
export function createLocalPaymentProvider(db: Database): PaymentProvider {
  const method = async (customer: string, ref: string) => {
    const [row] = await db.select().from(localPaymentMethods).where(and(eq(localPaymentMethods.id, ref), eq(localPaymentMethods.customer, customer), isNull(localPaymentMethods.detachedAt)))
    return row
  }
  const saved = (row: Method): SavedCard => ({ ref: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear })

  return {
    id: 'local',
    testMode: true,
    publishableKey: null,
    async ensureCustomer(account, existing) {
      return existing ?? `lcus_${account.id}`
    },
    async startCardSetup() {
      return null
    },
    async saveCard(customer, input, now) {
      const card = readCard(input, now)
      const [row] = await db
        .insert(localPaymentMethods)
        .values({ id: newId('lpm'), customer, brand: card.brand, last4: card.digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear, behavior: card.behavior, authenticatedAt: now, createdAt: now })
        .returning()
      return saved(row)
    },
    async reauthenticateCard(customer, ref, input, now) {
      const card = readCard(input, now)
      const current = await method(customer, ref)
      // Reconnecting proves the customer holds this card: the number typed must be the saved card's.
      if (!current || current.last4 !== card.digits.slice(-4) || current.brand !== card.brand) {
        throw new CardError('incorrect_number', walletMessages.incorrect_number, 'number')
      }
      const [row] = await db
        .update(localPaymentMethods)
        .set({ authenticatedAt: now, chargesSinceAuth: 0, expMonth: card.expMonth, expYear: card.expYear })
        .where(eq(localPaymentMethods.id, ref))
        .returning()
      return saved(row)
    },
    async setDefaultCard() {
      // The wallet keeps which card is the default; the local provider charges whichever card it is given.
    },
    async removeCard(customer, ref) {
      await db.update(localPaymentMethods).set({ detachedAt: new Date() }).where(and(eq(localPaymentMethods.id, ref), eq(localPaymentMethods.customer, customer)))
    },
    async charge(request) {
      const [prior] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, request.idempotencyKey))
      if (prior) return replay(prior, request)
      return inTransaction(db, async (t) => {
        const [card] = await t.select().from(localPaymentMethods).where(eq(localPaymentMethods.id, request.card)).for('update')
        const decision = decide(card, request)
        const [intent] = await t
          .insert(localPaymentIntents)
          .values({ id: newId('lpi'), idempotencyKey: request.idempotencyKey, customer: request.customer, paymentMethod: request.card, amount: request.amountCents, currency: request.currency, description: request.description, ...decision })
          .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
          .returning()
        if (!intent) {
          const [winner] = await t.select().from(localPaymentIntents).where(eq(localPaymentIntents.idempotencyKey, request.idempotencyKey))
          return replay(winner, request)
        }
        if (intent.status === 'succeeded') {
          await t.update(localPaymentMethods).set({ chargesSinceAuth: sql`${localPaymentMethods.chargesSinceAuth} + 1` }).where(eq(localPaymentMethods.id, request.card))
        }
        return outcomeOf(intent)
      })
    },
  }
}

/** Like Stripe: the same key with different parameters is a programming error, not a retry. */
function replay(prior: Intent, request: ChargeRequest): ChargeOutcome {
  if (prior.amount !== request.amountCents || prior.paymentMethod !== request.card || prior.customer !== request.customer) {
    throw new Error(`Idempotency key ${request.idempotencyKey} was used with different parameters.`)
  }
  return outcomeOf(prior)
}
