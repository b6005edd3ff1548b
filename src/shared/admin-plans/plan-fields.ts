import type { ModuleSlug } from '../modules'

/** How a plan is billed. Credits and limits reset every month whatever it is (docs/decisions.md, "Plans"). */
export const planDurations = ['monthly', 'yearly', 'lifetime'] as const
export type PlanDuration = (typeof planDurations)[number]

/** Currencies a plan may be priced in: all of them counted in hundredths, so every amount is stored in cents. */
export const planCurrencies = ['usd', 'eur', 'gbp', 'cad', 'aud', 'chf', 'sek', 'nok', 'dkk', 'pln', 'brl', 'mxn', 'inr'] as const
export type PlanCurrency = (typeof planCurrencies)[number]

/**
 * When an account's credits and limits reset: on the day of its subscription each month (its registration, or the
 * day an admin last reset it), the only rule the reset code knows, so the API names it rather than offering a choice.
 */
export const planResetRule = 'subscription_date' as const

/** Upper bounds of the plan's numbers, so no value overflows an int4 column. */
export const planLimits = {
  nameLength: 100,
  cents: 100_000_000,
  trialDays: 365,
  credits: 100_000_000,
  licenseDays: 36_500,
  leadsLimit: 100_000_000,
  subAccounts: 10_000,
  idLength: 200,
} as const

/** A plan as the admin API answers it: amounts in cents of `currency`. */
export type AdminPlan = {
  id: number
  name: string
  price: number
  currency: PlanCurrency
  yearly_price: number | null
  trial_days: number
  trial_amount: number
  credits: number
  reset_date: typeof planResetRule
  duration: PlanDuration
  /** Days an account's licence runs from the day it gets the plan; null: no end. */
  license_days: number | null
  /** Searches per period; null: unlimited. */
  leads_limit: number | null
  payment_product_id: string | null
  ghl_plan_id: string | null
  available_for_resellers: boolean
  allow_related_accounts: boolean
  sub_account_limit: number
  modules: ModuleSlug[]
  is_default: boolean
  /** Accounts on the plan now. */
  in_use: number
  created_at: string
  updated_at: string
}
