import { boolean, Infer, object, optional, refine, size, string } from 'superstruct'
import { integerLike, reject, requiredString } from '../validate'
import { cardDigits, passesLuhn } from './card-number'
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

/** GET /api/wallet/transactions?page= */
export const transactionsQuery = object({ page: optional(string()) })
