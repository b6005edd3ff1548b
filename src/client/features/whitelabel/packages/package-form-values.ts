import type { PackageBody, WlPackage } from '../../../../shared/whitelabel/packages'
import { centsOf, countOf } from '../../admin-plans/plan-form-values'

/**
 * The package form's fields as typed: amounts in the currency's units ("49.90"), counts as text, and the custom
 * fields flattened as `cf<i>_label`, `cf<i>_optional` and `cf<i>_options` (options separated by commas), so the
 * shared struct's errors (`custom_fields.<i>.label`) find their inputs.
 */
export type PackageValues = Record<string, string | boolean>

const centsText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2))

export function packageValues(pkg?: WlPackage, planId?: number): PackageValues {
  const values: PackageValues = {
    plan_id: String(pkg?.plan_id ?? planId ?? ''),
    name: pkg?.name ?? '',
    description: pkg?.description ?? '',
    price: centsText(pkg?.price ?? null),
    yearly_price: centsText(pkg?.yearly_price ?? null),
    one_time_price: centsText(pkg?.one_time_price ?? null),
    currency: pkg?.currency ?? 'usd',
    credits: String(pkg?.credits ?? ''),
    trial_days: String(pkg?.trial_days ?? 0),
    trial_amount: centsText(pkg?.trial_amount ?? 0),
    collect_payment_method: pkg?.collect_payment_method ?? true,
    billing_portal: pkg?.billing_portal ?? true,
    show_on_sales_page: pkg?.show_on_sales_page ?? true,
    form_available_days: pkg?.form_available_days == null ? '' : String(pkg.form_available_days),
    thank_you_url: pkg?.thank_you_url ?? '',
    tax_collection: pkg?.tax_collection ?? false,
    billing_address: pkg?.billing_address ?? false,
    phone_required: pkg?.phone_required ?? false,
    cf_count: String(pkg?.custom_fields.length ?? 0),
  }
  pkg?.custom_fields.forEach((f, i) => {
    values[`cf${i}_label`] = f.label
    values[`cf${i}_optional`] = f.optional
    values[`cf${i}_options`] = f.options.join(', ')
  })
  return values
}

export const customFieldCount = (values: PackageValues) => Number(values.cf_count) || 0

/** The values with one more (empty) custom field. */
export function withCustomField(values: PackageValues): PackageValues {
  const i = customFieldCount(values)
  return { ...values, cf_count: String(i + 1), [`cf${i}_label`]: '', [`cf${i}_optional`]: false, [`cf${i}_options`]: '' }
}

/** The values without custom field `at` (the ones after it move up). */
export function withoutCustomField(values: PackageValues, at: number): PackageValues {
  const n = customFieldCount(values)
  const next: PackageValues = { ...values, cf_count: String(n - 1) }
  for (let i = at; i < n - 1; i++) for (const part of ['label', 'optional', 'options']) next[`cf${i}_${part}`] = values[`cf${i + 1}_${part}`]
  for (const part of ['label', 'optional', 'options']) delete next[`cf${n - 1}_${part}`]
  return next
}

const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : '')
const flag = (v: string | boolean | undefined) => v === true

/** The body POST and PUT /api/wl/packages take; blanks of optional amounts are null. */
export function packageBodyOf(values: PackageValues): PackageBody {
  const days = text(values.form_available_days)
  return {
    plan_id: countOf(text(values.plan_id), undefined),
    name: text(values.name),
    description: text(values.description),
    price: centsOf(text(values.price), undefined),
    yearly_price: centsOf(text(values.yearly_price), null),
    one_time_price: centsOf(text(values.one_time_price), null),
    currency: text(values.currency),
    credits: countOf(text(values.credits), undefined),
    trial_days: countOf(text(values.trial_days), undefined),
    trial_amount: centsOf(text(values.trial_amount), undefined),
    collect_payment_method: flag(values.collect_payment_method),
    billing_portal: flag(values.billing_portal),
    show_on_sales_page: flag(values.show_on_sales_page),
    form_available_days: countOf(days, null),
    custom_fields: Array.from({ length: customFieldCount(values) }, (_, i) => ({
      label: text(values[`cf${i}_label`]),
      optional: flag(values[`cf${i}_optional`]),
      options: text(values[`cf${i}_options`])
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    })),
    thank_you_url: text(values.thank_you_url).trim() || null,
    tax_collection: flag(values.tax_collection),
    billing_address: flag(values.billing_address),
    phone_required: flag(values.phone_required),
  } as PackageBody
}
