import { boolean, Infer, object, optional, refine, size, string } from 'superstruct'
import { integerLike, reject, requiredString } from '../validate'
import { cardDigits, passesLuhn } from './card-number'
import { isCreditMovementKind } from './ledger'
import { autoTopUpRules } from './pricing'

const wholeNumberIn = (min: number, max: number, tooHigh = reject('validation.max', { max })) =>
  refine(integerLike(), 'range', (v) => {
    const n = Number(v)
    if (n < min) return reject('validation.min', { min })
    return n <= max || tooHigh
  })

/** The local test provider's card form (POST /api/wallet/cards and .../reconnect with the local provider). */
export const localCardBody = object({
  number: refine(requiredString(), 'cardNumber', (v) => passesLuhn(cardDigits(v)) || reject('validation.type')),
  exp_month: wholeNumberIn(1, 12),
  exp_year: wholeNumberIn(0, 2099),
  cvc: refine(requiredString(), 'cvc', (v) => /^\d{3,4}$/.test(v.trim()) || reject('validation.type')),
  name: optional(size(string(), 0, 120)),
  make_default: optional(boolean()),
})
export type LocalCardBody = Infer<typeof localCardBody>

/** A card collected by Stripe Elements: the SetupIntent the browser confirmed. */
export const stripeCardBody = object({
  setup_intent_id: refine(requiredString(), 'setupIntent', (v) => /^seti_[A-Za-z0-9_]{1,200}$/.test(v.trim()) || reject('validation.type')),
  make_default: optional(boolean()),
})
export type StripeCardBody = Infer<typeof stripeCardBody>

/** A checkout key: any client-made id (a UUID) naming one purchase attempt, so a retried request never charges twice. */
const requestKey = refine(string(), 'requestKey', (v) => /^[A-Za-z0-9_-]{8,80}$/.test(v) || reject('validation.type'))

/** POST /api/wallet/purchases: one of the configured packs, by its credits. */
export const purchaseBody = object({
  credits: integerLike(),
  request_id: optional(requestKey),
})
export type PurchaseBody = Infer<typeof purchaseBody>

/** PUT /api/wallet/auto-top-up. A threshold above 10 is answered with "Auto top-up only charges at 10 credits or fewer." */
export const autoTopUpBody = object({
  enabled: boolean(),
  threshold: optional(wholeNumberIn(autoTopUpRules.minThreshold, autoTopUpRules.maxThreshold, reject('wallet.auto_top_up_threshold'))),
  credits: optional(integerLike()),
})
export type AutoTopUpBody = Infer<typeof autoTopUpBody>

/** GET /api/wallet/payments?page= */
export const paymentsQuery = object({ page: optional(string()) })

/** An instant as ISO 8601 (a date, or a date and time with its offset): the client sends the user's day bounds. */
const instant = refine(string(), 'instant', (v) => (/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v))) || reject('validation.date'))

/**
 * GET /api/wallet/transactions and its CSV: `kind` is one movement kind or several separated by commas, `from`
 * (inclusive) and `to` (exclusive) bound the date, `cursor` is the `next_cursor` of the page before.
 */
export const creditHistoryQuery = object({
  kind: optional(refine(string(), 'kinds', (v) => v.split(',').every((k) => isCreditMovementKind(k.trim())) || reject('validation.type'))),
  from: optional(instant),
  to: optional(instant),
  cursor: optional(refine(string(), 'cursor', (v) => /^\d{1,10}$/.test(v) || reject('validation.type'))),
  limit: optional(string()),
})
export type CreditHistoryQuery = Infer<typeof creditHistoryQuery>
