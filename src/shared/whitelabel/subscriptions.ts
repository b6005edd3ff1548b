/**
 * A reseller's subscription: the states a customer's subscription goes through and the actions that move it. One
 * table of transitions serves the reseller's own commands, the bulk jobs and the payment providers' events, so a
 * Stripe event and a click can never disagree about what "cancel" does.
 */
export const subscriptionStatuses = [
  'trialing',
  'active',
  /** A payment failed: the customer's users are locked out until it is paid; the reseller keeps access. */
  'past_due',
  /** Paused by the reseller: the customer's users are locked out. */
  'paused',
  /** Cancelled at the period end: access is kept until `ends_at`, and the cancellation can be undone until then. */
  'cancel_scheduled',
  'canceled',
  /** The last charge was refunded and access ended at once. */
  'refunded',
  'expired',
  /** Cancelled at the payment provider, not here: restoring it makes it a manually managed subscription. */
  'external_canceled',
] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export const subscriptionActions = [
  'create',
  'cancel',
  'undo_cancel',
  'refund',
  'cancel_now',
  'pause',
  'resume',
  'payment_failed',
  'payment_succeeded',
  'expire',
  'external_cancel',
  'restore',
  'extend',
  'change_package',
  'resend_welcome',
] as const
export type SubscriptionAction = (typeof subscriptionActions)[number]

const live: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'paused', 'cancel_scheduled']

/** From which states each action may start, and the state it leads to (`same`: the status does not change). */
const transitions: Record<Exclude<SubscriptionAction, 'create'>, { from: readonly SubscriptionStatus[]; to: SubscriptionStatus | 'same' }> = {
  cancel: { from: ['trialing', 'active', 'past_due', 'paused'], to: 'cancel_scheduled' },
  undo_cancel: { from: ['cancel_scheduled'], to: 'active' },
  refund: { from: ['trialing', 'active', 'past_due', 'paused', 'cancel_scheduled'], to: 'refunded' },
  cancel_now: { from: live, to: 'canceled' },
  pause: { from: ['trialing', 'active', 'past_due'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  payment_failed: { from: ['trialing', 'active'], to: 'past_due' },
  payment_succeeded: { from: ['trialing', 'active', 'past_due'], to: 'active' },
  expire: { from: ['trialing', 'active', 'past_due', 'paused', 'cancel_scheduled'], to: 'expired' },
  external_cancel: { from: live, to: 'external_canceled' },
  restore: { from: ['external_canceled'], to: 'active' },
  extend: { from: [...live, 'expired'], to: 'same' },
  change_package: { from: live, to: 'same' },
  resend_welcome: { from: live, to: 'same' },
}

/** The status a new subscription starts in. */
export const initialStatus = (trialDays: number): SubscriptionStatus => (trialDays > 0 ? 'trialing' : 'active')

/**
 * Where `action` takes a subscription in `status`, or null when it does not apply there (a bulk job reports such a
 * row as skipped; a single request answers 409). Extending an expired subscription brings it back to active.
 */
export function nextStatus(status: SubscriptionStatus, action: Exclude<SubscriptionAction, 'create'>): SubscriptionStatus | null {
  const rule = transitions[action]
  if (!rule.from.includes(status)) return null
  if (rule.to !== 'same') return rule.to
  return action === 'extend' && status === 'expired' ? 'active' : status
}

/** Whether the customer's users may use the console (the reseller keeps access whatever the status). */
export function grantsAccess(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'cancel_scheduled'
}

/** Subscription expiry on creation: at most a year; a missing or longer expiry means a year. */
export const MAX_EXPIRY_DAYS = 365
export const expiryDays = (days: number | null | undefined) => (days == null || days <= 0 || days > MAX_EXPIRY_DAYS ? MAX_EXPIRY_DAYS : Math.floor(days))

/** Who sells and charges for a subscription: the local provider (offline default), Stripe Connect, PayKickStart or nobody (manual). */
export const billingProviders = ['local', 'stripe', 'paykickstart', 'manual'] as const

/** A package's lifecycle: drafted, approved and published (sellable), archived (kept for existing subscriptions). */
export const packageStatuses = ['draft', 'published', 'archived'] as const

/** A field the sales page asks the buyer for: a label, whether it may be left empty, and dropdown options if any. */
export type PackageCustomField = { label: string; optional: boolean; options: string[] }
