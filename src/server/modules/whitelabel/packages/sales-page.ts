import { and, eq, isNull } from 'drizzle-orm'
import { isSlugShaped, type CheckoutBody, type PriceOption } from '../../../../shared/whitelabel/packages'
import type { Database } from '../../../db/client'
import { wlPackages, wlSalesPages } from '../../../db/schema'
import { fieldError, notFound, refusal, validationFailed, fieldMessage } from '../../../http/api-error'
import type { FieldMessages } from '../../../../shared/message-format'
import { resellerLook } from './sales-settings'

const DAY_MS = 86_400_000

export type SellingPage = { page: typeof wlSalesPages.$inferSelect; pkg: typeof wlPackages.$inferSelect }

/**
 * The page at `slug` when it sells: enabled, on a published, live package shown on sales pages. Else a 404, also for a
 * path no slug could be (PostgreSQL refuses a NUL byte in text with an error, which would be a 500).
 */
export async function sellingPage(db: Database, slug: string): Promise<SellingPage> {
  if (!isSlugShaped(slug.toLowerCase())) throw notFound()
  const [found] = await db
    .select({ page: wlSalesPages, pkg: wlPackages })
    .from(wlSalesPages)
    .innerJoin(wlPackages, eq(wlPackages.id, wlSalesPages.packageId))
    .where(
      and(
        eq(wlSalesPages.slug, slug.toLowerCase()),
        eq(wlSalesPages.enabled, true),
        eq(wlPackages.status, 'published'),
        eq(wlPackages.showOnSalesPage, true),
        isNull(wlPackages.deletedAt),
      ),
    )
    .limit(1)
  if (!found) throw notFound()
  return found
}

/** When the form stops taking orders: its available days after publishing, or never. */
export function closesAt(pkg: SellingPage['pkg']): Date | null {
  if (pkg.formAvailableDays == null || !pkg.publishedAt) return null
  return new Date(pkg.publishedAt.getTime() + pkg.formAvailableDays * DAY_MS)
}

const isOpen = (pkg: SellingPage['pkg'], now: Date) => {
  const end = closesAt(pkg)
  return !end || now < end
}

/** GET /api/sales-pages/{slug}: what a visitor sees, in the reseller's look (no script: the page is public). */
export async function publicSalesPage(db: Database, slug: string, now: Date) {
  const { page, pkg } = await sellingPage(db, slug)
  const look = await resellerLook(db, pkg.accountId)
  return {
    slug: page.slug,
    title: page.title || pkg.name,
    description: page.description,
    open: isOpen(pkg, now),
    closes_at: closesAt(pkg)?.toISOString() ?? null,
    package: {
      name: pkg.name,
      description: pkg.description,
      price: pkg.priceCents,
      yearly_price: pkg.yearlyPriceCents,
      one_time_price: pkg.oneTimePriceCents,
      currency: pkg.currency,
      credits: pkg.credits,
      trial_days: pkg.trialDays,
      trial_amount: pkg.trialAmountCents,
      custom_fields: pkg.customFields,
      billing_address: pkg.billingAddress,
      phone_required: pkg.phoneRequired,
      tax_collection: pkg.taxCollection,
    },
    look: look
      ? {
          name: look.name,
          logo: look.logo,
          favicon: look.favicon,
          login_page_bg_color: look.loginPageBgColor,
          button_color: look.buttonColor,
          secondary_color: look.secondaryColor,
          text_color: look.textColor,
          heading_color: look.headingColor,
        }
      : null,
  }
}

/** The price a choice costs, or null when the package does not offer it. */
export function priceOf(pkg: SellingPage['pkg'], option: PriceOption): number | null {
  if (option === 'yearly') return pkg.yearlyPriceCents
  if (option === 'one_time') return pkg.oneTimePriceCents
  return pkg.priceCents
}

/**
 * The checks a form needs the package for: a closed form, a price it does not offer, the phone and billing address
 * when the package asks for them, every custom field not marked optional, and a dropdown answer among its options.
 * Every field's message is answered at once.
 */
export function checkOrder(pkg: SellingPage['pkg'], body: CheckoutBody, now: Date): void {
  if (!isOpen(pkg, now)) throw refusal(409, { code: 'whitelabel.sales_closed' })
  if (priceOf(pkg, body.price_option) == null) throw fieldError('price_option', 'whitelabel.price_unavailable')
  const errors: FieldMessages = {}
  const fail = (field: string, code: Parameters<typeof fieldMessage>[1]) => (errors[field] = [fieldMessage(field, code)])
  if (pkg.phoneRequired && !body.phone?.trim()) fail('phone', 'validation.required')
  if (pkg.billingAddress) {
    const address = body.billing_address
    for (const key of ['line1', 'city', 'postal_code', 'country'] as const) if (!address?.[key]?.trim()) fail(`billing_address.${key}`, 'validation.required')
  }
  const answers = body.custom_fields ?? {}
  pkg.customFields.forEach((field, i) => {
    const answer = answers[field.label]?.trim() ?? ''
    if (!answer) {
      if (!field.optional) fail(`custom_fields.${i}`, 'validation.required')
    } else if (field.options.length && !field.options.includes(answer)) fail(`custom_fields.${i}`, 'whitelabel.option_unknown')
  })
  if (Object.keys(errors).length) throw validationFailed(errors)
}
