import { eq } from 'drizzle-orm'
import type { BillingPortal, UserLimits } from '../../../shared/types'
import type { AppDeps } from '../../app-deps'
import type { AccountRow } from '../accounts/acting-account'
import { plans } from '../../db/schema'
import { portalSettingsFor } from '../billing/billing-portal'
import { creditBalance } from '../credits/credit-ledger'
import { planPeriodAt } from '../credits/plan-period'
import { resetPlanPeriod } from '../credits/plan-reset'
import { searchesAllowed } from './search-allowance'

/**
 * The acting account's limits. Reading them brings the account to its current plan period first (the lazy monthly
 * reset, once per period), then answers the searches started in it against the plan's leads limit plus the
 * additional query count, the credit ledger's balance and when the period ends (same day next month).
 */
export async function userLimits(deps: AppDeps, account: AccountRow): Promise<UserLimits> {
  const now = deps.now()
  const usage = await resetPlanPeriod(deps.db, account.id, now)
  const [plan] = account.planId ? await deps.db.select({ leadsLimit: plans.leadsLimit }).from(plans).where(eq(plans.id, account.planId)) : []
  const credits = await creditBalance(deps.db, account.id, now)
  return {
    credits,
    searches_used: usage?.searchesUsed ?? 0,
    searches_limit: searchesAllowed(plan?.leadsLimit, account.additionalQueryCount),
    additional_queries: account.additionalQueryCount,
    reset_date: (usage?.period ?? planPeriodAt(account.lastReset ?? account.createdAt, now)).end.toISOString(),
    license_time: account.licenseTime ? account.licenseTime.toISOString() : null,
  }
}

/** The billing portal of the parent (a reseller) the acting account belongs to, else the platform's. */
export async function billingPortalFor(deps: AppDeps, account: AccountRow): Promise<BillingPortal> {
  const { value } = await portalSettingsFor(deps, account)
  return { value }
}
