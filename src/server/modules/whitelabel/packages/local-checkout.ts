import { and, eq } from 'drizzle-orm'
import type { CheckoutBody } from '../../../../shared/whitelabel/packages'
import type { AppDeps } from '../../../app-deps'
import { wlSalesOrders } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { provisionCustomer } from '../provision-customer'
import { billingFor } from '../billing/reseller-billing'
import { priceOf, type SellingPage } from './sales-page'
import { welcomeAfterSale } from '../templates/welcome'

export type CheckoutResult = { kind: 'completed'; orderId: number; subscriptionId: number | null } | { kind: 'redirect'; url: string }

/** A yearly or one-time purchase runs a year (the longest a subscription starts with); a period one runs the plan's duration. */
const expiryOf = (option: CheckoutBody['price_option']) => (option === 'period' ? undefined : 365)

/**
 * The local provider's checkout: the charge is recorded as the order (the offline provider takes any buyer), and the
 * customer's account and subscription are made with it in one transaction. The order's (package, request id) is
 * unique: a repeated request finds the first order and answers it again, without a second account, charge or e-mail.
 */
export async function localCheckout(deps: AppDeps, sold: SellingPage, body: CheckoutBody, origin: string): Promise<CheckoutResult> {
  const { pkg } = sold
  const now = deps.now()
  const price = priceOf(pkg, body.price_option) ?? pkg.priceCents
  const outcome = await inTransaction(deps.db, async (tx) => {
    const [order] = await tx
      .insert(wlSalesOrders)
      .values({
        accountId: pkg.accountId,
        packageId: pkg.id,
        requestId: body.request_id,
        email: body.email.trim().toLowerCase(),
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        phone: body.phone?.trim() || null,
        billingAddress: pkg.billingAddress ? (body.billing_address ?? null) : null,
        customFields: body.custom_fields ?? {},
        priceOption: body.price_option,
        amountCents: pkg.trialDays > 0 ? pkg.trialAmountCents : price,
        currency: pkg.currency,
        provider: 'local',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: wlSalesOrders.id })
    if (!order) {
      const [first] = await tx
        .select({ id: wlSalesOrders.id, subscriptionId: wlSalesOrders.subscriptionId })
        .from(wlSalesOrders)
        .where(and(eq(wlSalesOrders.packageId, pkg.id), eq(wlSalesOrders.requestId, body.request_id)))
      return { orderId: first.id, subscriptionId: first.subscriptionId, welcome: null }
    }
    const made = await provisionCustomer(tx, {
      resellerAccountId: pkg.accountId,
      pkg: { ...pkg, priceCents: price },
      customer: { email: body.email, firstName: body.first_name, lastName: body.last_name },
      provider: 'local',
      providerSubscriptionId: `local_order_${order.id}`,
      expiryDays: expiryOf(body.price_option),
      actorUserId: null,
      source: `sales-page:${order.id}`,
      now,
    })
    await tx.update(wlSalesOrders).set({ subscriptionId: made.subscription.id }).where(eq(wlSalesOrders.id, order.id))
    return { orderId: order.id, subscriptionId: made.subscription.id, welcome: { newUser: made.newUser } }
  })
  if (outcome.welcome) {
    await welcomeAfterSale(deps, pkg.accountId, { to: body.email.trim(), firstName: body.first_name.trim(), packageName: pkg.name, newUser: outcome.welcome.newUser, origin })
  }
  return { kind: 'completed', orderId: outcome.orderId, subscriptionId: outcome.subscriptionId }
}

/**
 * The one place a sales page's purchase reaches a billing provider. The local provider (and manual selling) completes
 * at once, here; Stripe Connect answers its Checkout page to send the buyer to, and its webhook makes the customer
 * when the payment is done. PayKickStart sells on its own pages (its IPN makes the customer), so its checkout refuses.
 */
export async function checkoutWith(deps: AppDeps, sold: SellingPage, body: CheckoutBody, origin: string): Promise<CheckoutResult> {
  const billing = await billingFor(deps, sold.pkg.accountId)
  if (billing.provider === 'local' || billing.provider === 'manual') return localCheckout(deps, sold, body, origin)
  const page = `${origin}/sales/${encodeURIComponent(sold.page.slug)}`
  const outcome = await billing.checkout(sold.pkg, { email: body.email.trim(), firstName: body.first_name.trim(), lastName: body.last_name.trim() }, {
    successUrl: sold.pkg.thankYouUrl ?? `${page}?paid=1`,
    cancelUrl: page,
  })
  if (outcome.kind === 'redirect') return outcome
  return localCheckout(deps, sold, body, origin)
}
