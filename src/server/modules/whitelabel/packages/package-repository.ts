import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { PackageBody } from '../../../../shared/whitelabel/packages'
import type { Database } from '../../../db/client'
import { plans, wlPackages, wlSalesPages, wlSubscriptions } from '../../../db/schema'

export type PackageRecord = typeof wlPackages.$inferSelect

/** A package as the API answers it: amounts in cents of `currency`, with its plan, sales page and subscription count. */
export type PackageView = ReturnType<typeof presentPackage>

export function presentPackage(row: PackageRecord, extra: { planName: string | null; subscriptions: number; salesPage: { slug: string; enabled: boolean } | null }) {
  return {
    id: row.id,
    plan_id: row.planId,
    plan_name: extra.planName,
    name: row.name,
    description: row.description,
    status: row.status,
    price: row.priceCents,
    yearly_price: row.yearlyPriceCents,
    one_time_price: row.oneTimePriceCents,
    currency: row.currency,
    credits: row.credits,
    trial_days: row.trialDays,
    trial_amount: row.trialAmountCents,
    collect_payment_method: row.collectPaymentMethod,
    billing_portal: row.billingPortal,
    show_on_sales_page: row.showOnSalesPage,
    form_available_days: row.formAvailableDays,
    custom_fields: row.customFields,
    thank_you_url: row.thankYouUrl,
    tax_collection: row.taxCollection,
    billing_address: row.billingAddress,
    phone_required: row.phoneRequired,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    subscriptions: extra.subscriptions,
    sales_page: extra.salesPage,
  }
}

/** The package columns a body sets (the status, ids and dates are the service's). */
export function packageValues(body: PackageBody) {
  return {
    planId: body.plan_id,
    name: body.name.trim(),
    description: (body.description ?? '').trim(),
    priceCents: body.price,
    yearlyPriceCents: body.yearly_price,
    oneTimePriceCents: body.one_time_price,
    currency: body.currency,
    credits: body.credits,
    trialDays: body.trial_days,
    trialAmountCents: body.trial_amount,
    collectPaymentMethod: body.collect_payment_method,
    billingPortal: body.billing_portal,
    showOnSalesPage: body.show_on_sales_page,
    formAvailableDays: body.form_available_days,
    customFields: body.custom_fields.map((f) => ({ label: f.label.trim(), optional: f.optional, options: f.options.map((o) => o.trim()) })),
    thankYouUrl: body.thank_you_url?.trim() ?? null,
    taxCollection: body.tax_collection,
    billingAddress: body.billing_address,
    phoneRequired: body.phone_required,
  }
}

const subscriptionCount = sql<number>`(select count(*)::int from ${wlSubscriptions} where ${wlSubscriptions.packageId} = ${wlPackages.id})`

/** The reseller's packages (deleted ones left out), oldest first, or the one with `id`. */
export async function selectPackages(db: Database, resellerId: number, id?: number): Promise<PackageView[]> {
  const rows = await db
    .select({ pkg: wlPackages, planName: plans.name, subscriptions: subscriptionCount, slug: wlSalesPages.slug, enabled: wlSalesPages.enabled })
    .from(wlPackages)
    .leftJoin(plans, eq(plans.id, wlPackages.planId))
    .leftJoin(wlSalesPages, eq(wlSalesPages.packageId, wlPackages.id))
    .where(and(eq(wlPackages.accountId, resellerId), isNull(wlPackages.deletedAt), id === undefined ? undefined : eq(wlPackages.id, id)))
    .orderBy(asc(wlPackages.id))
  return rows.map((r) =>
    presentPackage(r.pkg, {
      planName: r.planName,
      subscriptions: Number(r.subscriptions),
      salesPage: r.slug == null ? null : { slug: r.slug, enabled: Boolean(r.enabled) },
    }),
  )
}

/** The platform plans a reseller may build a package on. */
export function resellerPlans(db: Database) {
  return db
    .select({ id: plans.id, name: plans.name, price: plans.price, currency: plans.currency, credits: plans.credits, duration: plans.duration, trial_days: plans.trialDays })
    .from(plans)
    .where(eq(plans.availableForResellers, true))
    .orderBy(asc(plans.name))
}
