import { and, asc, eq } from 'drizzle-orm'
import type { AdminUserDetail } from '../../../shared/admin-users/types'
import type { AppDeps, UserRow } from '../../app-deps'
import type { Database } from '../../db/client'
import { accountMembers, accounts, plans, users } from '../../db/schema'
import { notFound } from '../../http/api-error'
import { accountModuleSlugs, type AccountRow } from '../accounts/acting-account'
import { creditBalance } from '../credits/credit-ledger'
import { resetPlanPeriod } from '../credits/plan-reset'

/** The account a user owns (their lowest-numbered one), or undefined for a team member who owns none. */
export async function ownedAccountOf(db: Database, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: accounts })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.userId, userId), eq(accountMembers.role, 'owner')))
    .orderBy(asc(accountMembers.accountId))
    .limit(1)
  return row?.account
}

/** The user by id, deleted ones included; a 404 for an id that names nobody. */
export async function userOr404(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  if (!row) throw notFound()
  return row
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * Every field of the user the back office shows. Reading it brings the owned account to its current plan period
 * (the lazy monthly reset and plan grant, as the user's own limits page does), so credits and searches are current.
 */
export async function adminUserDetail(deps: Pick<AppDeps, 'db' | 'now'>, id: number): Promise<AdminUserDetail> {
  const { db } = deps
  const user = await userOr404(db, id)
  const account = await ownedAccountOf(db, id)
  const now = deps.now()
  const usage = account ? await resetPlanPeriod(db, account.id, now) : null
  const [plan] = account?.planId ? await db.select({ id: plans.id, name: plans.name, leadsLimit: plans.leadsLimit }).from(plans).where(eq(plans.id, account.planId)) : []
  const [parent] = account?.parentId ? await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, account.parentId)) : []
  const children = account ? await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.parentId, account.id)).orderBy(asc(accounts.id)) : []
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    status: user.status,
    account_id: account?.id ?? null,
    plan: plan ? { id: plan.id, name: plan.name } : null,
    modules: account ? await accountModuleSlugs(db, account.id) : [],
    credits: account ? await creditBalance(db, account.id, now) : 0,
    created_at: user.createdAt.toISOString(),
    last_login_at: iso(user.lastLoginAt),
    license_time: iso(account?.licenseTime ?? null),
    last_reset: iso(account?.lastReset ?? null),
    additional_query_count: account?.additionalQueryCount ?? 0,
    referral_partner: user.referralPartner,
    parent: parent ?? null,
    children,
    google_api_key_set: user.googleApiKey != null,
    searches_used: usage?.searchesUsed ?? 0,
    leads_limit: plan?.leadsLimit ?? null,
  }
}

/** What the audit log keeps of a user: the editable fields, the password and Google API key only as "[set]". */
export function auditedUser(detail: AdminUserDetail): Record<string, unknown> {
  const { credits: _credits, searches_used: _used, last_login_at: _login, children: _children, google_api_key_set, ...rest } = detail
  return { ...rest, google_api_key: google_api_key_set ? '[set]' : null }
}
