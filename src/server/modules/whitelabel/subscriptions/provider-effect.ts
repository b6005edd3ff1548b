import type { SubscriptionRow } from '../subscription-change'

/** The changes that must also happen at the payment provider that charges the subscription. */
export type ProviderAction = 'cancel' | 'undo_cancel' | 'refund' | 'cancel_now'

export type ProviderOutcome = { ok: true; details?: Record<string, unknown> } | { ok: false; reason: string }

/**
 * Tells the subscription's payment provider about a change before it is recorded here. Local and manual
 * subscriptions, and those the reseller manages by hand since a restore, have nothing to tell. Stripe and PayKickStart
 * go through the reseller billing interface (billingFor in modules/whitelabel/billing); until it is wired here the
 * change is refused for them, so no subscription is marked cancelled while its provider keeps charging.
 * `key` identifies the change (a bulk row, a request), so a retried call is the same call at the provider.
 */
export async function providerEffect(sub: SubscriptionRow, action: ProviderAction, key: string): Promise<ProviderOutcome> {
  void key
  if (chargedHere(sub)) return { ok: true, details: action === 'refund' ? { refunded_cents: sub.feeCents } : undefined }
  return { ok: false, reason: 'provider_unavailable' }
}

/** Whether nothing outside this app charges the subscription. */
export const chargedHere = (sub: Pick<SubscriptionRow, 'provider' | 'managedManually'>) => sub.provider === 'local' || sub.provider === 'manual' || sub.managedManually
