import type { SubscriptionRow } from '../subscription-change'
import { billingFor } from '../billing/reseller-billing'
import type { BillingDeps } from '../billing/billing-settings'

/** The changes that must also happen at the payment provider that charges the subscription. */
export type ProviderAction = 'cancel' | 'undo_cancel' | 'refund' | 'cancel_now'

export type ProviderOutcome = { ok: true; details?: Record<string, unknown> } | { ok: false; reason: string }

/**
 * Tells the subscription's payment provider about a change before it is recorded here, through the reseller billing
 * interface (Stripe Connect, PayKickStart). Local and manual subscriptions, and those the reseller manages by hand
 * since a restore, have nothing to tell. A provider that cannot be reached or refuses leaves the change undone here, so
 * no subscription is marked cancelled while its provider keeps charging. Each provider call carries its own
 * idempotency key (a refund is keyed by the subscription), so a retried bulk row is the same call at the provider.
 */
export async function providerEffect(deps: BillingDeps, sub: SubscriptionRow, action: ProviderAction): Promise<ProviderOutcome> {
  if (chargedHere(sub)) return { ok: true, details: action === 'refund' ? { refunded_cents: sub.feeCents } : undefined }
  try {
    const billing = await billingFor(deps, sub.accountId)
    if (action === 'cancel' || action === 'undo_cancel') await billing.cancelAtPeriodEnd(sub, action === 'cancel')
    else if (action === 'cancel_now') await billing.cancelNow(sub)
    else return { ok: true, details: { refunded_cents: (await billing.refundLast(sub))?.amountCents ?? 0 } }
    return { ok: true }
  } catch {
    return { ok: false, reason: 'provider_unavailable' }
  }
}

/** Whether nothing outside this app charges the subscription. */
export const chargedHere = (sub: Pick<SubscriptionRow, 'provider' | 'managedManually'>) => sub.provider === 'local' || sub.provider === 'manual' || sub.managedManually
