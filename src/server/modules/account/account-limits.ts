import { eq, isNull } from 'drizzle-orm'
import type { BillingPortal, UserLimits } from '../../../shared/types'
import type { AppDeps, UserRow } from '../../app-deps'
import { businessSettings, plans } from '../../db/schema'
import { creditBalance } from '../credits/credit-ledger'
import { planPeriodAt } from '../credits/plan-period'

/** The credit ledger's balance; `reset_date` is the end of the current plan period (same day next month). */
export async function userLimits(deps: AppDeps, user: UserRow): Promise<UserLimits> {
  const now = deps.now()
  const [plan] = user.planId ? await deps.db.select().from(plans).where(eq(plans.id, user.planId)) : []
  const credits = await creditBalance(deps.db, user.id, now)
  return {
    credits,
    searches_used: 0,
    searches_limit: plan?.leadsLimit ?? null,
    reset_date: planPeriodAt(user.lastReset ?? user.createdAt, now).end.toISOString(),
    license_time: user.licenseTime ? user.licenseTime.toISOString() : null,
  }
}

/** The billing portal of the reseller the account belongs to, else the platform's. */
export async function billingPortalFor(deps: AppDeps, user: UserRow): Promise<BillingPortal> {
  if (user.parentId != null) {
    const [own] = await deps.db.select({ value: businessSettings.billingPortal }).from(businessSettings).where(eq(businessSettings.ownerId, user.parentId)).limit(1)
    if (own) return { value: own.value }
  }
  const [platform] = await deps.db.select({ value: businessSettings.billingPortal }).from(businessSettings).where(isNull(businessSettings.domain)).limit(1)
  return { value: platform?.value ?? 'stripe' }
}
