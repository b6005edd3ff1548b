import { coerce, nullable, optional, record, string, type, validate, refine, type Infer } from 'superstruct'
import { valueNestsDeeperThan } from '../../http/front-door/json-depth'
import { isRowId } from '../../../shared/validate'

/** Stripe's ids (`evt_...`, `pi_...`): what the wallet stores and looks payments up by. */
const stripeId = refine(string(), 'stripeId', (v) => /^[A-Za-z0-9_]{1,255}$/.test(v))
/** Text Stripe writes for the customer (a decline message): stored as it is, less what PostgreSQL cannot hold. */
const storableText = coerce(string(), string(), (v) => v.replace(/[\u0000\p{Cs}]/gu, '\uFFFD'))

const paymentIntent = type({
  id: stripeId,
  status: optional(string()),
  metadata: optional(nullable(record(string(), string()))),
  last_payment_error: optional(
    nullable(type({ code: optional(nullable(string())), decline_code: optional(nullable(string())), message: optional(nullable(storableText)) })),
  ),
})

const eventHead = type({ id: stripeId, type: refine(string(), 'eventType', (v) => /^[a-z0-9_.]{1,200}$/.test(v)) })
const paymentIntentEvent = type({ id: stripeId, type: string(), data: type({ object: paymentIntent }) })

type StripePaymentIntent = Infer<typeof paymentIntent>
type StripeEventShape = { id: string; type: string; intent?: StripePaymentIntent }

/** Deeper than any event Stripe sends; a deeper value would cost the validator's message a call per level. */
const MAX_EVENT_DEPTH = 32

/**
 * The parts of a verified Stripe event the wallet acts on, or null when it does not have their shape (no `data`, a
 * null object, an array, ids that are not Stripe's): such an event is answered 200 and ignored, since Stripe would
 * otherwise retry it for days. `withIntent` asks for the payment intent as well (payment_intent.* events).
 */
export function readStripeEvent(value: unknown, withIntent: (type: string) => boolean): StripeEventShape | null {
  if (valueNestsDeeperThan(value, MAX_EVENT_DEPTH)) return null
  const [headError, head] = validate(value, eventHead)
  if (headError) return null
  if (!withIntent(head.type)) return { id: head.id, type: head.type }
  const [error, event] = validate(value, paymentIntentEvent, { coerce: true })
  if (error) return null
  return { id: event.id, type: event.type, intent: event.data.object }
}

/** Our payment id from an intent's metadata, when it can be one (a row id: a whole number within int4). */
export function walletPaymentIdOf(intent: StripePaymentIntent): number | null {
  const raw = intent.metadata?.wallet_payment_id
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return isRowId(id) ? id : null
}
