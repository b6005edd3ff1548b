import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { UserRow } from '../../app-deps'
import type { Database } from '../../db/client'
import { accountMembers, accounts, plans, users } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import type { AccountRow } from './acting-account'

const DAY_MS = 86_400_000

type Person = { id: number; email: string; firstName: string; lastName: string }

/** What an account is called when nobody named it: its owner's name, else their e-mail. */
export const accountNameFor = (person: Omit<Person, 'id'>) => `${person.firstName} ${person.lastName}`.trim() || person.email

/**
 * The account a new user owns (registration, social sign-in, the seeded admin): on `planId`, holding `moduleIds`,
 * its period starting `now`, its licence running for the plan's licence days when the plan sets them. Run it in the
 * transaction that creates the user. `resellerId`: the reseller whose customer the account is (a sign-up on its domain).
 */
export async function createOwnAccount(db: Database, owner: Person, options: { planId: number | null; moduleIds: readonly number[]; now: Date; resellerId?: number | null }) {
  const [plan] = options.planId === null ? [] : await db.select({ licenseDays: plans.licenseDays }).from(plans).where(eq(plans.id, options.planId))
  const licenseTime = plan?.licenseDays ? new Date(options.now.getTime() + plan.licenseDays * DAY_MS) : null
  const [account] = await db
    .insert(accounts)
    .values({ name: accountNameFor(owner), planId: options.planId, lastReset: options.now, licenseTime, createdAt: options.now, resellerId: options.resellerId ?? null })
    .returning()
  await db.insert(accountMembers).values({ accountId: account.id, userId: owner.id, role: 'owner', createdAt: options.now })
  if (options.moduleIds.length) await forAccount(db, account.id).insert('accountModules', options.moduleIds.map((moduleId) => ({ moduleId })))
  return account
}

const parentOwnerMember = alias(accountMembers, 'parent_owner_member')
const parentOwnerUser = alias(users, 'parent_owner_user')

/**
 * An account and the person who answers for it: its owner, or for a child account without one of its own, the
 * owner of its parent. Undefined when the account is gone.
 */
export async function accountAndOwner(db: Database, accountId: number): Promise<{ account: AccountRow; owner: UserRow } | undefined> {
  const [row] = await db
    .select({ account: accounts, owner: users, parentOwner: parentOwnerUser })
    .from(accounts)
    .leftJoin(accountMembers, and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.role, 'owner')))
    .leftJoin(users, eq(users.id, accountMembers.userId))
    .leftJoin(parentOwnerMember, and(eq(parentOwnerMember.accountId, accounts.parentId), eq(parentOwnerMember.role, 'owner')))
    .leftJoin(parentOwnerUser, eq(parentOwnerUser.id, parentOwnerMember.userId))
    .where(eq(accounts.id, accountId))
    .limit(1)
  const owner = row?.owner ?? row?.parentOwner
  return row && owner ? { account: row.account, owner } : undefined
}
