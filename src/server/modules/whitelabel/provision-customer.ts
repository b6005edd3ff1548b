import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accountMembers, accounts, plans, users, wlSubscriptions } from '../../db/schema'
import { fieldError } from '../../http/api-error'
import { createOwnAccount } from '../accounts/own-account'
import { planModuleIds } from '../admin-users/account-fields'
import { normaliseEmail } from '../users/user-repository'
import { initialStatus, type billingProviders } from '../../../shared/whitelabel/subscriptions'
import { recordSubscriptionCreated, type SubscriptionRow } from './subscription-change'

const DAY_MS = 86_400_000

export type PackageRow = {
  id: number
  accountId: number
  planId: number
  name: string
  priceCents: number
  currency: string
  trialDays: number
}

export type ProvisionInput = {
  /** The reseller selling (its account id); the package must be one of its own. */
  resellerAccountId: number
  pkg: PackageRow
  customer: { email: string; firstName: string; lastName: string }
  provider: (typeof billingProviders)[number]
  providerSubscriptionId?: string | null
  providerCustomerId?: string | null
  /** The expiry to set instead of the package's period (the add-an-account form and the inbound call; at most a year). */
  expiryDays?: number
  actorUserId: number | null
  source: string
  now: Date
}

export type Provisioned = {
  subscription: SubscriptionRow
  customerAccountId: number
  userId: number
  /** True when the person is new: their welcome e-mail carries a link to set a password (they have none yet). */
  newUser: boolean
}

/** When the first period ends: after the trial, else after the given expiry, else after the plan's duration. */
function firstPeriodEnd(duration: string | undefined, input: Pick<ProvisionInput, 'pkg' | 'expiryDays' | 'now'>): Date {
  const now = input.now
  if (input.pkg.trialDays > 0) return new Date(now.getTime() + input.pkg.trialDays * DAY_MS)
  if (input.expiryDays != null) return new Date(now.getTime() + input.expiryDays * DAY_MS)
  const end = new Date(now)
  if (duration === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else if (duration === 'lifetime') end.setUTCFullYear(end.getUTCFullYear() + 100)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  return end
}

/**
 * A reseller's new customer: their user (or the one they already are, when that person's account is already this
 * reseller's customer), their own account tagged with the reseller, on the package's plan with its modules, and the
 * subscription with its `create` history row. Runs in the caller's transaction (a checkout's webhook record, a bulk
 * row, the inbound call), so a refused step leaves nothing behind. A person who belongs to another tenant or to the
 * platform itself is refused (`email` field): a reseller cannot take over someone else's customer.
 */
export async function provisionCustomer(tx: Database, input: ProvisionInput): Promise<Provisioned> {
  const email = normaliseEmail(input.customer.email)
  const [plan] = await tx.select({ duration: plans.duration }).from(plans).where(eq(plans.id, input.pkg.planId))
  let newUser = false
  let [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1)
  let accountId: number
  if (user) {
    const [owned] = await tx
      .select({ id: accounts.id, resellerId: accounts.resellerId })
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(and(eq(accountMembers.userId, user.id), eq(accountMembers.role, 'owner')))
      .limit(1)
    if (!owned || owned.resellerId !== input.resellerAccountId) throw fieldError('email', 'whitelabel.customer_elsewhere')
    accountId = owned.id
    await tx.update(accounts).set({ planId: input.pkg.planId }).where(eq(accounts.id, accountId))
  } else {
    newUser = true
    ;[user] = await tx
      .insert(users)
      .values({ email, firstName: input.customer.firstName.trim(), lastName: input.customer.lastName.trim(), passwordHash: null, emailVerifiedAt: input.now, createdAt: input.now })
      .returning()
    const account = await createOwnAccount(tx, user, { planId: input.pkg.planId, moduleIds: await planModuleIds(tx, input.pkg.planId), now: input.now })
    accountId = account.id
    await tx.update(accounts).set({ resellerId: input.resellerAccountId }).where(eq(accounts.id, accountId))
  }
  const endsAt = firstPeriodEnd(plan?.duration, input)
  const [subscription] = await tx
    .insert(wlSubscriptions)
    .values({
      accountId: input.resellerAccountId,
      customerAccountId: accountId,
      customerUserId: user.id,
      packageId: input.pkg.id,
      packageName: input.pkg.name,
      status: initialStatus(input.pkg.trialDays),
      provider: input.provider,
      providerSubscriptionId: input.providerSubscriptionId ?? null,
      providerCustomerId: input.providerCustomerId ?? null,
      feeCents: input.pkg.priceCents,
      currency: input.pkg.currency,
      startedAt: input.now,
      endsAt,
      trialEndsAt: input.pkg.trialDays > 0 ? endsAt : null,
    })
    .returning()
  await recordSubscriptionCreated(tx, subscription, { actorUserId: input.actorUserId, source: input.source, details: { package: input.pkg.name } })
  return { subscription, customerAccountId: accountId, userId: user.id, newUser }
}
