import type { IpnFields } from '../../../providers/payments/paykickstart'
import { applyOnce, changeByEvent, paymentFailedByEvent, provisionBySale, resellerPackage, subscriptionByProviderId, type EventEffect, type EventResult, type ProviderEventDeps } from './provider-events'

/** Where a PayKickStart buyer updates their card (the customer signs in there with their e-mail). */
const PAYKICKSTART_BILLING_URL = 'https://app.paykickstart.com/billing'

/**
 * Applies a verified PayKickStart IPN to the reseller it was sent for, once: deduplicated on its event and transaction
 * (a subscription's cancellation carries the transaction of its sale). A first sale of the package named in the IPN
 * URL provisions the customer; rebills and subscription payments renew, failed payments mark it past due, a
 * cancellation there is an outside cancellation (or the scheduled one taking effect), a refund ends it.
 */
export async function applyPayKickStartIpn(deps: ProviderEventDeps, resellerId: number, packageId: number | null, fields: IpnFields): Promise<EventResult> {
  const field = (name: string) => fields.find(([key]) => key === name)?.[1].trim() ?? ''
  const event = field('event')
  const transaction = field('transaction_id') || field('invoice_id')
  if (!event || !transaction) return 'ignored'
  const id = `${resellerId}:${event}:${transaction}`.slice(0, 255)
  const subscriptionId = field('invoice_id') || transaction
  const source = `paykickstart:${transaction}`.slice(0, 200)
  return applyOnce(deps, { provider: 'paykickstart', id, type: event.slice(0, 100), accountId: resellerId }, async (tx): Promise<EventEffect> => {
    const row = await subscriptionByProviderId(tx, resellerId, 'paykickstart', subscriptionId)
    const amount = Math.round(Number(field('amount')) * 100)
    const details = Number.isFinite(amount) ? { amount_cents: amount } : {}
    switch (event) {
      case 'sales': {
        if (field('is_rebill') === '1') return changeByEvent(tx, row, 'payment_succeeded', source, { details })
        const email = field('buyer_email')
        const pkg = packageId != null ? await resellerPackage(tx, resellerId, packageId) : null
        if (!pkg || !email) return { result: 'ignored' }
        return provisionBySale(tx, {
          resellerAccountId: resellerId,
          pkg,
          customer: { email, firstName: field('buyer_first_name'), lastName: field('buyer_last_name') },
          provider: 'paykickstart',
          providerSubscriptionId: subscriptionId,
          providerCustomerId: email.toLowerCase(),
          source,
          now: deps.now(),
        })
      }
      case 'subscription-payment':
        return changeByEvent(tx, row, 'payment_succeeded', source, { details })
      case 'subscription-payment-failed':
        return paymentFailedByEvent(tx, row, source, { amountCents: field('amount') && Number.isFinite(amount) ? amount : null, currency: null, billingUrl: PAYKICKSTART_BILLING_URL })
      case 'subscription-cancelled':
        return changeByEvent(tx, row, row?.status === 'cancel_scheduled' ? 'cancel_now' : 'external_cancel', source, { set: { canceledAt: deps.now() } })
      case 'refund':
        return changeByEvent(tx, row, 'refund', source, { set: { canceledAt: deps.now() }, details })
      default:
        return { result: 'ignored' }
    }
  })
}
