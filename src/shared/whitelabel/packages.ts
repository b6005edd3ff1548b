import { array, boolean, enums, integer, nullable, object, optional, record, refine, size, string, type Infer } from 'superstruct'
import { planCurrencies } from '../admin-plans/plan-fields'
import { email, reject, requiredString, url, MAX_ROW_ID } from '../validate'

/** Bounds of a package's numbers and texts, so no value overflows an int4 column or fills a page. */
export const packageLimits = {
  nameLength: 100,
  descriptionLength: 2000,
  cents: 100_000_000,
  credits: 100_000_000,
  trialDays: 365,
  formDays: 3650,
  customFields: 20,
  labelLength: 100,
  options: 50,
  optionLength: 60,
  answerLength: 500,
} as const

/** A reseller sells credits above this price: `price / credits` must be more than 12 cents. */
export const MIN_CENTS_PER_CREDIT = 12

/** Whether a price for `credits` credits is above the reseller floor (a package with no credits is never). */
export const abovePriceFloor = (priceCents: number, credits: number) => credits > 0 && priceCents > MIN_CENTS_PER_CREDIT * credits

/** Letters and numbers (any script), with single spaces between words: what a dropdown option may hold. */
const OPTION = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u

const whole = (max: number) => size(integer(), 0, max)
const bounded = (max: number) => refine(string(), 'length', (v) => v.length <= max || reject('validation.max', { max }))
const boundedRequired = (max: number) => refine(requiredString(), 'length', (v) => v.trim().length <= max || reject('validation.max', { max }))

const customField = object({
  label: boundedRequired(packageLimits.labelLength),
  optional: boolean(),
  options: refine(size(array(string()), 0, packageLimits.options), 'options', (list) =>
    list.every((o) => o.trim().length <= packageLimits.optionLength && OPTION.test(o.trim())) || reject('validation.dropdown_alnum'),
  ),
})

/** POST /api/wl/packages and PUT /api/wl/packages/{id}: every field of a package (a PUT replaces them all). Money in cents. */
export const packageBody = refine(
  object({
    plan_id: size(integer(), 1, MAX_ROW_ID),
    name: boundedRequired(packageLimits.nameLength),
    description: optional(bounded(packageLimits.descriptionLength)),
    price: whole(packageLimits.cents),
    yearly_price: nullable(whole(packageLimits.cents)),
    one_time_price: nullable(whole(packageLimits.cents)),
    currency: enums(planCurrencies),
    credits: size(integer(), 1, packageLimits.credits),
    trial_days: whole(packageLimits.trialDays),
    trial_amount: whole(packageLimits.cents),
    collect_payment_method: boolean(),
    billing_portal: boolean(),
    show_on_sales_page: boolean(),
    form_available_days: nullable(size(integer(), 1, packageLimits.formDays)),
    custom_fields: size(array(customField), 0, packageLimits.customFields),
    thank_you_url: nullable(url()),
    tax_collection: boolean(),
    billing_address: boolean(),
    phone_required: boolean(),
  }),
  'price_per_credit',
  (v) => abovePriceFloor(v.price, v.credits) || reject('whitelabel.price_per_credit', { cents: MIN_CENTS_PER_CREDIT }, ['price']),
)
export type PackageBody = Infer<typeof packageBody>

/** Slugs a sales page may not take: words the app's own paths use. */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'admin', 'api', 'app', 'assets', 'auth', 'checkout', 'create', 'edit', 'help', 'login', 'logout', 'new', 'register',
  'sales', 'settings', 'signup', 'static', 'support', 'whitelabel', 'www',
])
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const slugLength = 60
/** Whether `slug` could name a sales page at all (a path with other characters names none). */
export const isSlugShaped = (slug: string): boolean => slug.length <= slugLength && SLUG.test(slug)

/** PUT /api/wl/packages/{id}/sales-settings: the page's address and its words. Slugs are lowercased. */
export const salesSettingsBody = object({
  slug: refine(requiredString(), 'slug', (v) => {
    const slug = v.trim().toLowerCase()
    if (slug.length > slugLength) return reject('validation.max', { max: slugLength })
    if (!SLUG.test(slug)) return reject('validation.slug_chars')
    return !reservedSlugs.has(slug) || reject('validation.slug_unusable')
  }),
  title: bounded(200),
  description: bounded(5000),
  enabled: boolean(),
})
export type SalesSettingsBody = Infer<typeof salesSettingsBody>

/** Which of the package's prices the buyer chose. */
export const priceOptions = ['period', 'yearly', 'one_time'] as const
export type PriceOption = (typeof priceOptions)[number]

/**
 * POST /api/sales-pages/{slug}/checkout: the buyer and the answers to the package's form. `request_id` is made once per
 * form shown, so a second click or a retried request buys once. Phone, address and custom answers are checked against
 * the package on the server (which of them are required depends on it).
 */
export const checkoutBody = object({
  request_id: refine(requiredString(), 'request_id', (v) => /^[A-Za-z0-9-]{8,64}$/.test(v) || reject('validation.type')),
  email: email(),
  first_name: boundedRequired(100),
  last_name: boundedRequired(100),
  price_option: enums(priceOptions),
  phone: optional(nullable(bounded(40))),
  billing_address: optional(
    nullable(
      object({
        line1: bounded(200),
        city: bounded(100),
        postal_code: bounded(20),
        country: bounded(100),
      }),
    ),
  ),
  custom_fields: optional(record(string(), bounded(packageLimits.answerLength))),
})
export type CheckoutBody = Infer<typeof checkoutBody>

/** A package as GET /api/wl/packages answers it (docs/api.md, "Reseller packages and sales pages"). */
export type WlPackage = {
  id: number
  plan_id: number
  plan_name: string | null
  name: string
  description: string
  status: 'draft' | 'published' | 'archived'
  price: number
  yearly_price: number | null
  one_time_price: number | null
  currency: string
  credits: number
  trial_days: number
  trial_amount: number
  collect_payment_method: boolean
  billing_portal: boolean
  show_on_sales_page: boolean
  form_available_days: number | null
  custom_fields: { label: string; optional: boolean; options: string[] }[]
  thank_you_url: string | null
  tax_collection: boolean
  billing_address: boolean
  phone_required: boolean
  published_at: string | null
  created_at: string
  updated_at: string
  subscriptions: number
  sales_page: { slug: string; enabled: boolean } | null
}

export type WlPackagePlan = { id: number; name: string; price: number; currency: string; credits: number; duration: string; trial_days: number }

export type SalesSettings = { package_id: number; slug: string; title: string; description: string; enabled: boolean; saved: boolean; business_complete: boolean; path: string }

/** GET /api/sales-pages/{slug}: the public page. */
export type PublicSalesPage = {
  slug: string
  title: string
  description: string
  open: boolean
  closes_at: string | null
  package: Pick<WlPackage, 'name' | 'description' | 'price' | 'yearly_price' | 'one_time_price' | 'currency' | 'credits' | 'trial_days' | 'trial_amount' | 'custom_fields' | 'billing_address' | 'phone_required' | 'tax_collection'>
  look: { name: string; logo: string | null; favicon: string | null; login_page_bg_color: string; button_color: string; secondary_color: string; text_color: string; heading_color: string } | null
}
