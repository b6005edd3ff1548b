import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { wlLocalCharges, type wlPackages } from '../../../db/schema'
import { refusal } from '../../../http/api-error'
import { createPayKickStart } from '../../../providers/payments/paykickstart'
import { ConnectRefused } from '../../../providers/payments/stripe-connect'
import { ProviderUnavailable } from '../../../providers/payments/types'
import type { billingProviders } from '../../../../shared/whitelabel/subscriptions'
import type { SubscriptionRow } from '../subscription-change'
import { billingSettingsOf, connectOf, type BillingDeps, type BillingSettingsRow } from './billing-settings'

export type BillingProvider = (typeof billingProviders)[number]
export type PackageRecord = typeof wlPackages.$inferSelect
export type Buyer = { email: string; firstName: string; lastName: string }
export type CheckoutUrls = { successUrl: string; cancelUrl: string }

/**
 * `completed`: paid (or nothing to pay) at once; the caller provisions the customer with these provider ids in its
 * transaction. `redirect`: the buyer pays on the provider's page; its webhook provisions the customer.
 */
export type CheckoutOutcome =
  | { kind: 'completed'; provider: BillingProvider; providerSubscriptionId: string | null; providerCustomerId: string | null }
  | { kind: 'redirect'; url: string }

/** How a reseller's sales are charged, and how its customers' subscriptions are cancelled, refunded and managed. */
export type ResellerBilling = {
  /** The provider new sales go through. */
  provider: BillingProvider
  checkout(pkg: PackageRecord, buyer: Buyer, urls: CheckoutUrls): Promise<CheckoutOutcome>
  /** Cancels at the period end (`on`) or undoes it, at the provider that charges the subscription. */
  cancelAtPeriodEnd(sub: SubscriptionRow, on: boolean): Promise<void>
  cancelNow(sub: SubscriptionRow): Promise<void>
  /** Refunds the last charge; null when there was none to refund. */
  refundLast(sub: SubscriptionRow): Promise<{ amountCents: number } | null>
  /** The provider's billing portal for the customer, or null when it has none. */
  portalUrl(sub: SubscriptionRow, returnUrl: string): Promise<string | null>
}

/** Provider failures as the API answers them: unreachable is a 503 (try again), a refusal a 409. */
async function provider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw refusal(503, { code: 'whitelabel.provider_unavailable' })
    if (err instanceof ConnectRefused) throw refusal(409, { code: 'whitelabel.billing_unsupported' })
    throw err
  }
}

/** The local provider: completes at once and keeps its charges, so a refund of the last charge finds one. */
async function localCheckout(db: Database, resellerAccountId: number, pkg: PackageRecord, buyer: Buyer): Promise<CheckoutOutcome> {
  const amountCents = pkg.trialDays > 0 ? pkg.trialAmountCents : pkg.priceCents
  const [charge] = await db
    .insert(wlLocalCharges)
    .values({ accountId: resellerAccountId, packageId: pkg.id, providerSubscriptionId: 'pending', buyerEmail: buyer.email.trim().toLowerCase(), amountCents, currency: pkg.currency })
    .returning({ id: wlLocalCharges.id })
  const providerSubscriptionId = `lsub_${charge.id}`
  await db.update(wlLocalCharges).set({ providerSubscriptionId }).where(eq(wlLocalCharges.id, charge.id))
  return { kind: 'completed', provider: 'local', providerSubscriptionId, providerCustomerId: null }
}

async function localRefund(db: Database, sub: SubscriptionRow, now: Date) {
  if (!sub.providerSubscriptionId) return null
  const [last] = await db
    .select()
    .from(wlLocalCharges)
    .where(and(eq(wlLocalCharges.accountId, sub.accountId), eq(wlLocalCharges.providerSubscriptionId, sub.providerSubscriptionId), eq(wlLocalCharges.status, 'succeeded')))
    .orderBy(desc(wlLocalCharges.id))
    .limit(1)
  if (!last) return null
  const [refunded] = await db
    .update(wlLocalCharges)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(wlLocalCharges.id, last.id), eq(wlLocalCharges.status, 'succeeded')))
    .returning({ amountCents: wlLocalCharges.amountCents })
  return refunded ? { amountCents: refunded.amountCents } : null
}

const stripeAccountOf = (settings: BillingSettingsRow) => {
  if (!settings.stripeAccountId) throw refusal(409, { code: 'whitelabel.stripe_not_connected' })
  return settings.stripeAccountId
}

/** The Stripe price a checkout sells: the package's period price, else its one-time price. */
const stripePriceOf = (pkg: PackageRecord) => pkg.providerPriceIds.period ?? pkg.providerPriceIds.one_time

/**
 * The reseller's billing. New sales go through the reseller's chosen provider; a subscription's cancel, refund and
 * portal go to the provider that charges it (a reseller who moved to Stripe still manages its older local ones), and
 * a subscription restored after an outside cancellation is managed by hand: nothing is sent anywhere.
 */
export async function billingFor(deps: BillingDeps, resellerAccountId: number): Promise<ResellerBilling> {
  const settings = await billingSettingsOf(deps.db, resellerAccountId)
  const payKickStart = () => {
    const token = settings.paykickstartTokenSealed ? deps.secretBox.open(settings.paykickstartTokenSealed) : null
    if (!token) throw refusal(409, { code: 'whitelabel.billing_unsupported' })
    return createPayKickStart(deps.config.resellerBilling.paykickstartApiBase, token)
  }
  const handledBy = (sub: SubscriptionRow): BillingProvider => (sub.managedManually ? 'manual' : sub.provider)
  const remoteId = (sub: SubscriptionRow) => {
    if (!sub.providerSubscriptionId) throw refusal(409, { code: 'whitelabel.billing_unsupported' })
    return sub.providerSubscriptionId
  }

  return {
    provider: settings.provider,
    async checkout(pkg, buyer, urls) {
      if (settings.provider === 'local') return localCheckout(deps.db, resellerAccountId, pkg, buyer)
      if (settings.provider === 'manual') return { kind: 'completed', provider: 'manual', providerSubscriptionId: null, providerCustomerId: null }
      if (settings.provider === 'paykickstart') throw refusal(409, { code: 'whitelabel.billing_unsupported' })
      const account = stripeAccountOf(settings)
      const priceId = stripePriceOf(pkg)
      if (!priceId) throw refusal(409, { code: 'whitelabel.package_not_on_provider' })
      const metadata = { reseller_account_id: String(resellerAccountId), package_id: String(pkg.id), first_name: buyer.firstName, last_name: buyer.lastName }
      const session = await provider(() =>
        connectOf(deps).createCheckout(account, {
          priceId, email: buyer.email, trialDays: pkg.trialDays, billingAddress: pkg.billingAddress, phoneRequired: pkg.phoneRequired, taxCollection: pkg.taxCollection,
          successUrl: urls.successUrl, cancelUrl: urls.cancelUrl, metadata,
        }),
      )
      return { kind: 'redirect', url: session.url }
    },
    async cancelAtPeriodEnd(sub, on) {
      const by = handledBy(sub)
      if (by === 'stripe') await provider(() => connectOf(deps).setCancelAtPeriodEnd(stripeAccountOf(settings), remoteId(sub), on))
      else if (by === 'paykickstart') await provider(() => (on ? payKickStart().cancel(remoteId(sub), true) : payKickStart().reactivate(remoteId(sub))))
    },
    async cancelNow(sub) {
      const by = handledBy(sub)
      if (by === 'stripe') await provider(() => connectOf(deps).cancelNow(stripeAccountOf(settings), remoteId(sub)))
      else if (by === 'paykickstart') await provider(() => payKickStart().cancel(remoteId(sub), false))
    },
    async refundLast(sub) {
      const by = handledBy(sub)
      if (by === 'local') return localRefund(deps.db, sub, deps.now())
      // The key is the subscription's refund: a retried refund (a bulk job after a restart) never refunds twice.
      if (by === 'stripe') return provider(() => connectOf(deps).refundLast(stripeAccountOf(settings), remoteId(sub), `wl-refund:${sub.id}`))
      if (by === 'paykickstart') throw refusal(409, { code: 'whitelabel.billing_unsupported' })
      return null
    },
    async portalUrl(sub, returnUrl) {
      if (handledBy(sub) !== 'stripe' || !sub.providerCustomerId) return null
      const customer = sub.providerCustomerId
      return provider(() => connectOf(deps).portalUrl(stripeAccountOf(settings), customer, returnUrl))
    },
  }
}
