import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { wlBillingSettings } from '../../../db/schema'
import type { ConnectEvent } from '../../../providers/payments/stripe-connect'
import { forgetStripeAccount } from './billing-settings'
import { applyOnce, changeByEvent, paymentFailedByEvent, provisionBySale, resellerPackage, subscriptionByCustomer, subscriptionByProviderId, type EventEffect, type EventResult, type ProviderEventDeps } from './provider-events'

type Obj = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const idOf = (value: unknown) => text(value) ?? (typeof value === 'object' && value !== null ? text((value as Obj).id) : null)
const obj = (value: unknown): Obj => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {})
const unixDate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? new Date(value * 1000) : undefined)
const firstItem = (list: unknown) => obj((obj(list).data as unknown[] | undefined)?.[0])

/** The period end of a subscription object: on its items since API 2025-03-31, on the subscription before. */
const periodEndOf = (sub: Obj) => unixDate(firstItem(sub.items).current_period_end) ?? unixDate(sub.current_period_end)
/** The subscription an invoice bills: under `parent.subscription_details` since API 2025-03-31, at the top before. */
const invoiceSubscription = (invoice: Obj) => idOf(obj(obj(invoice.parent).subscription_details).subscription) ?? idOf(invoice.subscription)

async function resellerOfStripeAccount(db: Database, account: string | null) {
  if (!account) return null
  const [row] = await db.select({ accountId: wlBillingSettings.accountId }).from(wlBillingSettings).where(eq(wlBillingSettings.stripeAccountId, account))
  return row?.accountId ?? null
}

/**
 * Applies a verified Connect event to the reseller whose connected account it happened on (`event.account`): a paid
 * Checkout provisions the customer; subscription, invoice and refund events move the subscription through the one
 * transition table; a deauthorization forgets the account. Events of other accounts, kinds or subscriptions are
 * recorded and ignored.
 */
export async function applyStripeConnectEvent(deps: ProviderEventDeps, event: ConnectEvent): Promise<EventResult> {
  const resellerId = await resellerOfStripeAccount(deps.db, event.account)
  const source = `stripe:${event.id}`
  return applyOnce(deps, { provider: 'stripe', id: event.id, type: event.type, accountId: resellerId }, async (tx): Promise<EventEffect> => {
    if (event.type === 'account.application.deauthorized') {
      if (!event.account || resellerId == null) return { result: 'ignored' }
      await forgetStripeAccount(tx, event.account, deps.now())
      return { result: 'applied' }
    }
    if (resellerId == null) return { result: 'ignored' }
    const o = event.object
    switch (event.type) {
      case 'checkout.session.completed': {
        const subscription = idOf(o.subscription)
        const metadata = obj(o.metadata)
        const packageId = Number(text(metadata.package_id))
        const email = text(obj(o.customer_details).email) ?? text(o.customer_email)
        if (o.mode !== 'subscription' || !subscription || !email || !Number.isInteger(packageId)) return { result: 'ignored' }
        const pkg = await resellerPackage(tx, resellerId, packageId)
        if (!pkg) return { result: 'ignored' }
        const [first, ...rest] = (text(obj(o.customer_details).name) ?? '').split(' ')
        return provisionBySale(tx, {
          resellerAccountId: resellerId,
          pkg,
          customer: { email, firstName: text(metadata.first_name) ?? first ?? '', lastName: text(metadata.last_name) ?? rest.join(' ') },
          provider: 'stripe',
          providerSubscriptionId: subscription,
          providerCustomerId: idOf(o.customer),
          source,
          now: deps.now(),
        })
      }
      case 'customer.subscription.updated': {
        const row = await subscriptionByProviderId(tx, resellerId, 'stripe', idOf(o.id) ?? '')
        if (!row) return { result: 'ignored' }
        const endsAt = periodEndOf(o)
        const set = endsAt ? { endsAt } : undefined
        if (o.status === 'past_due' || o.status === 'unpaid') return changeByEvent(tx, row, 'payment_failed', source, { set })
        if (o.cancel_at_period_end === true && row.status !== 'cancel_scheduled') return changeByEvent(tx, row, 'cancel', source, { set })
        if (o.cancel_at_period_end === false && row.status === 'cancel_scheduled') return changeByEvent(tx, row, 'undo_cancel', source, { set })
        if (o.status === 'active' && (row.status === 'trialing' || row.status === 'past_due')) return changeByEvent(tx, row, 'payment_succeeded', source, { set })
        return { result: 'ignored' }
      }
      case 'customer.subscription.deleted': {
        const row = await subscriptionByProviderId(tx, resellerId, 'stripe', idOf(o.id) ?? '')
        // The cancellation the reseller scheduled took effect; any other deletion happened at Stripe, not here.
        const action = row?.status === 'cancel_scheduled' ? 'cancel_now' : 'external_cancel'
        return changeByEvent(tx, row, action, source, { set: { canceledAt: deps.now() } })
      }
      case 'invoice.paid': {
        const row = await subscriptionByProviderId(tx, resellerId, 'stripe', invoiceSubscription(o) ?? '')
        const endsAt = unixDate(obj(firstItem(o.lines).period).end)
        return changeByEvent(tx, row, 'payment_succeeded', source, { set: endsAt ? { endsAt } : undefined, details: { amount_cents: o.amount_paid } })
      }
      case 'invoice.payment_failed': {
        const row = await subscriptionByProviderId(tx, resellerId, 'stripe', invoiceSubscription(o) ?? '')
        const amountCents = typeof o.amount_due === 'number' ? o.amount_due : null
        return paymentFailedByEvent(tx, row, source, { amountCents, currency: text(o.currency), billingUrl: text(o.hosted_invoice_url) })
      }
      case 'charge.refunded': {
        const customer = idOf(o.customer)
        const row = customer ? await subscriptionByCustomer(tx, resellerId, 'stripe', customer) : null
        return changeByEvent(tx, row, 'refund', source, { set: { canceledAt: deps.now() }, details: { amount_cents: o.amount_refunded } })
      }
      default:
        return { result: 'ignored' }
    }
  })
}
