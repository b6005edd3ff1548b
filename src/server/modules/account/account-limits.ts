import { eq } from 'drizzle-orm'
import type { BillingPortal, UserLimits } from '../../../shared/types'
import type { AppDeps } from '../../app-deps'
import type { AccountRow } from '../accounts/acting-account'
import { plans } from '../../db/schema'
import { portalSettingsFor } from '../billing/billing-portal'
import { creditBalance } from '../credits/credit-ledger'
import { planPeriodAt } from '../credits/plan-period'

/**
 * The acting account's limits: the credit ledger's balance; `reset_date` is the end of the current plan period (same
 * day next month).
 */
export async function userLimits(deps: AppDeps, account: AccountRow): Promise<UserLimits> {
  const now = deps.now()
  const [plan] = account.planId ? await deps.db.select().from(plans).where(eq(plans.id, account.planId)) : []
  const credits = await creditBalance(deps.db, account.id, now)
  return {
    credits,
    searches_used: 0,
    searches_limit: plan?.leadsLimit ?? null,
    reset_date: planPeriodAt(account.lastReset ?? account.createdAt, now).end.toISOString(),
    license_time: account.licenseTime ? account.licenseTime.toISOString() : null,
  }
}

/** The billing portal of the parent (a reseller) the acting account belongs to, else the platform's. */
export async function billingPortalFor(deps: AppDeps, account: AccountRow): Promise<BillingPortal> {
  const { value } = await portalSettingsFor(deps, account)
  return { value }
}
