import { and, asc, desc, eq, exists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { actingRole, type AccountAccess } from '../../../shared/accounts/roles'
import type { ModuleSlug } from '../../../shared/modules'
import type { Role } from '../../../shared/types'
import type { Database } from '../../db/client'
import { accountMemberModules, accountMembers, accountModules, accounts, modules, type users } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'

export type AccountRow = typeof accounts.$inferSelect
/** The person's row: app-deps' UserRow, declared here too since app-deps imports this file. */
type UserRow = typeof users.$inferSelect

/**
 * The account a request acts as, seen by the user who acts: how they reach it (owner, team member, owner of its
 * parent), the role that gives them, and whether it is active (a child account needs a plan from its parent).
 */
export type ActingAccount = AccountRow & { access: AccountAccess; role: Role; active: boolean }

/** A child account without a plan chosen from its parent's packages is inactive; every other account is active. */
export const isActive = (account: Pick<AccountRow, 'parentId' | 'planId'>) => account.parentId === null || account.planId !== null

const parentOwner = alias(accountMembers, 'parent_owner')

/**
 * The account `accountId` as `user` may act as it, or null when they may not: a membership of the account, or the
 * ownership of its parent (a parent's owner acts in every child with the child's own modules).
 */
export async function actingAccountFor(db: Database, user: Pick<UserRow, 'id' | 'role'>, accountId: number): Promise<ActingAccount | null> {
  const [row] = await db
    .select({ account: accounts, memberRole: accountMembers.role, parentOwner: parentOwner.userId })
    .from(accounts)
    .leftJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.userId, user.id)))
    .leftJoin(parentOwner, and(eq(parentOwner.accountId, accounts.parentId), eq(parentOwner.userId, user.id), eq(parentOwner.role, 'owner')))
    .where(eq(accounts.id, accountId))
    .limit(1)
  if (!row) return null
  const access: AccountAccess | null = row.memberRole ?? (row.parentOwner !== null ? 'parent' : null)
  if (!access) return null
  return withAccess(row.account, access, user.role)
}

export function withAccess(account: AccountRow, access: AccountAccess, platformRole: UserRow['role']): ActingAccount {
  return { ...account, access, role: actingRole(platformRole, account), active: isActive(account) }
}

/** The account a user acts as when they sign in: the one they own, else their oldest membership; null for none. */
export async function homeAccountId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.userId, userId))
    .orderBy(desc(sql`${accountMembers.role} = 'owner'`), asc(accountMembers.createdAt), asc(accountMembers.accountId))
    .limit(1)
  return row?.accountId ?? null
}

export type HeldModule = { id: number; slug: ModuleSlug }

/**
 * What the user may open while acting as the account: nothing in an inactive account; the account's modules for
 * its owner and its parent's owner; for a team member, those of the account's modules chosen for them.
 */
export async function actingModules(db: Database, userId: number, acting: Pick<ActingAccount, 'id' | 'access' | 'active'>): Promise<HeldModule[]> {
  if (!acting.active) return []
  const chosen = db
    .select({ one: sql`1` })
    .from(accountMemberModules)
    .where(and(eq(accountMemberModules.accountId, accountModules.accountId), eq(accountMemberModules.userId, userId), eq(accountMemberModules.moduleId, accountModules.moduleId)))
  const rows = await db
    .select({ id: modules.id, slug: modules.slug })
    .from(accountModules)
    .innerJoin(modules, eq(modules.id, accountModules.moduleId))
    .where(forAccount(db, acting.id).where('accountModules', acting.access === 'member' ? exists(chosen) : undefined))
    .orderBy(asc(modules.id))
  return rows as HeldModule[]
}

/** The modules the account itself holds, whoever acts in it. */
export async function accountModuleSlugs(db: Database, accountId: number): Promise<ModuleSlug[]> {
  const rows = await db
    .select({ slug: modules.slug })
    .from(accountModules)
    .innerJoin(modules, eq(modules.id, accountModules.moduleId))
    .where(forAccount(db, accountId).where('accountModules'))
    .orderBy(asc(modules.id))
  return rows.map((r) => r.slug as ModuleSlug)
}

/** The parent of a related account, or null for an account that has none. */
export async function parentAccountId(db: Database, accountId: number): Promise<number | null> {
  const [row] = await db.select({ parentId: accounts.parentId }).from(accounts).where(eq(accounts.id, accountId))
  return row?.parentId ?? null
}
