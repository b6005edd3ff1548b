import type { AdminPlan, PlanCurrency, PlanDuration } from '../../../shared/admin-plans/plan-fields'
import { moduleSlugs, type ModuleSlug } from '../../../shared/modules'

/** The plan form's fields as typed: amounts in the currency's units ("49.90"), counts as text, a flag per module. */
export type PlanValues = {
  name: string
  price: string
  currency: string
  yearly_price: string
  trial_days: string
  trial_amount: string
  credits: string
  duration: string
  license_days: string
  leads_limit: string
  payment_product_id: string
  ghl_plan_id: string
  available_for_resellers: boolean
  allow_related_accounts: boolean
  sub_account_limit: string
} & Record<`module_${ModuleSlug}`, boolean>

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))
const countText = (n: number | null) => (n === null ? '' : String(n))

/** The form of a new plan (`plan` absent: USD, monthly, nothing unlimited but searches) or of a plan being edited. */
export function planValues(plan?: AdminPlan): PlanValues {
  const modules = Object.fromEntries(moduleSlugs.map((slug) => [`module_${slug}`, plan ? plan.modules.includes(slug) : slug === 'leads'])) as Record<`module_${ModuleSlug}`, boolean>
  return {
    name: plan?.name ?? '',
    price: centsText(plan?.price ?? 0),
    currency: plan?.currency ?? 'usd',
    yearly_price: centsText(plan?.yearly_price ?? null),
    trial_days: countText(plan?.trial_days ?? 0),
    trial_amount: centsText(plan?.trial_amount ?? 0),
    credits: countText(plan?.credits ?? 0),
    duration: plan?.duration ?? 'monthly',
    license_days: countText(plan?.license_days ?? null),
    leads_limit: countText(plan?.leads_limit ?? null),
    payment_product_id: plan?.payment_product_id ?? '',
    ghl_plan_id: plan?.ghl_plan_id ?? '',
    available_for_resellers: plan?.available_for_resellers ?? false,
    allow_related_accounts: plan?.allow_related_accounts ?? false,
    sub_account_limit: countText(plan?.sub_account_limit ?? 0),
    ...modules,
  }
}

/**
 * An amount typed in the currency's units as whole cents: "49", "49.9", "49,90" and "1 234.50" read; anything else
 * is sent as typed, so the shared check names the field. Blank is `blank` (null for an optional amount).
 */
export function centsOf(text: string, blank: null | undefined): number | string | null | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return blank
  const match = /^(-?\d+)(?:[.,](\d{1,2}))?$/.exec(compact)
  if (!match) return text
  const units = Number(match[1])
  const hundredths = Number((match[2] ?? '').padEnd(2, '0'))
  return units * 100 + (units < 0 || match[1] === '-0' ? -hundredths : hundredths)
}

/** A count typed as text: a whole number, or as typed (the check names it); blank is `blank`. */
export function countOf(text: string, blank: null | undefined): number | string | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return blank
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The body POST and PUT /api/admin/plans take, from the form's fields; optional blanks are null (no limit, no end). */
export function planBodyOf(values: PlanValues) {
  return {
    name: values.name,
    price: centsOf(values.price, undefined),
    currency: values.currency as PlanCurrency,
    yearly_price: centsOf(values.yearly_price, null),
    trial_days: countOf(values.trial_days, undefined),
    trial_amount: centsOf(values.trial_amount, undefined),
    credits: countOf(values.credits, undefined),
    duration: values.duration as PlanDuration,
    license_days: countOf(values.license_days, null),
    leads_limit: countOf(values.leads_limit, null),
    payment_product_id: textOrNull(values.payment_product_id),
    ghl_plan_id: textOrNull(values.ghl_plan_id),
    available_for_resellers: values.available_for_resellers,
    allow_related_accounts: values.allow_related_accounts,
    sub_account_limit: countOf(values.sub_account_limit, undefined),
    modules: moduleSlugs.filter((slug) => values[`module_${slug}`]),
  }
}
