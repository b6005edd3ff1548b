import { eq } from 'drizzle-orm'
import { plans, wlPackages } from '../../../db/schema'
import { refusal } from '../../../http/api-error'
import { ProviderUnavailable } from '../../../providers/payments/types'
import { billingSettingsOf, connectOf, type BillingDeps } from './billing-settings'
import type { PackageRecord } from './reseller-billing'

const intervals: Record<string, 'month' | 'year' | null> = { monthly: 'month', yearly: 'year', lifetime: null }

/**
 * Puts a package on sale at the reseller's Stripe account when it is published there: its product, the price of its
 * period (recurring by the plan's duration; a lifetime plan's is one-time), a yearly and a one-time price when the
 * package has them. Keys carry the amounts, so publishing again after a price change makes new prices and a retried
 * publish makes none twice. Other providers have nothing to create: the package is answered as it is.
 */
export async function publishPackageOnProvider(deps: BillingDeps, resellerAccountId: number, pkg: PackageRecord): Promise<PackageRecord> {
  const settings = await billingSettingsOf(deps.db, resellerAccountId)
  if (settings.provider !== 'stripe') return pkg
  const account = settings.stripeAccountId
  if (!account) throw refusal(409, { code: 'whitelabel.stripe_not_connected' })
  const connect = connectOf(deps)
  const [plan] = await deps.db.select({ duration: plans.duration }).from(plans).where(eq(plans.id, pkg.planId))
  const key = (what: string) => `wl-package:${pkg.id}:${account}:${what}`
  try {
    const product = pkg.providerProductId ?? (await connect.createProduct(account, { name: pkg.name, description: pkg.description, key: key('product') }))
    const prices: Record<string, string> = {}
    const interval = intervals[plan?.duration ?? 'monthly'] ?? 'month'
    prices.period = await connect.createPrice(account, { product, unitAmount: pkg.priceCents, currency: pkg.currency, interval, key: key(`period:${interval}:${pkg.priceCents}`) })
    if (pkg.yearlyPriceCents != null) {
      prices.yearly = await connect.createPrice(account, { product, unitAmount: pkg.yearlyPriceCents, currency: pkg.currency, interval: 'year', key: key(`yearly:${pkg.yearlyPriceCents}`) })
    }
    if (pkg.oneTimePriceCents != null) {
      prices.one_time = await connect.createPrice(account, { product, unitAmount: pkg.oneTimePriceCents, currency: pkg.currency, interval: null, key: key(`one-time:${pkg.oneTimePriceCents}`) })
    }
    const [updated] = await deps.db
      .update(wlPackages)
      .set({ providerProductId: product, providerPriceIds: prices, updatedAt: deps.now() })
      .where(eq(wlPackages.id, pkg.id))
      .returning()
    return updated
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw refusal(503, { code: 'whitelabel.provider_unavailable' })
    throw err
  }
}
