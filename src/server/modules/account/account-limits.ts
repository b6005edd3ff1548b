import { eq, isNull } from 'drizzle-orm'
import type { BillingPortal, UserLimits } from '../../../shared/types'
import type { AppDeps, UserRow } from '../../app-deps'
import { businessSettings, plans } from '../../db/schema'

/** Same day next month (clamped to the month's last day), the date limits reset. */
export function nextResetDate(from: Date): Date {
  const next = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, from.getUTCHours(), from.getUTCMinutes()))
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return next
}

/** Credits come from the plan until the credit ledger exists. */
export async function userLimits(deps: AppDeps, user: UserRow): Promise<UserLimits> {
  const [plan] = user.planId ? await deps.db.select().from(plans).where(eq(plans.id, user.planId)) : []
  const resetFrom = user.lastReset ?? user.createdAt
  return {
    credits: (plan?.credits ?? 0) + user.additionalQueryCount,
    searches_used: 0,
    searches_limit: plan?.leadsLimit ?? null,
    reset_date: nextResetDate(resetFrom).toISOString(),
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
