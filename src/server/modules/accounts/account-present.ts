import { eq, inArray } from 'drizzle-orm'
import type { AccountSummary, PlanRef } from '../../../shared/accounts/types'
import type { Database } from '../../db/client'
import { accountMembers, accounts, plans } from '../../db/schema'
import type { UserRow } from '../../app-deps'
import { actingModules, withAccess, type AccountRow, type ActingAccount } from './acting-account'

/** Plan names by id, for the plans these accounts are on. */
export async function planRefs(db: Database, rows: readonly Pick<AccountRow, 'planId'>[]): Promise<Map<number, PlanRef>> {
  const ids = [...new Set(rows.map((r) => r.planId).filter((id): id is number => id !== null))]
  if (!ids.length) return new Map()
  const found = await db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, ids))
  return new Map(found.map((p) => [p.id, p]))
}

/** An account as the user who acts in it sees it (docs/api.md, "Accounts"). */
export async function presentAccount(
  db: Database,
  userId: number,
  acting: ActingAccount,
  extra: { currentId: number; parentName: string | null; plan: PlanRef | null },
): Promise<AccountSummary> {
  const held = await actingModules(db, userId, acting)
  return {
    id: acting.id,
    name: acting.name,
    role: acting.role,
    access: acting.access,
    modules: held,
    parent_id: acting.parentId,
    parent_name: extra.parentName,
    is_child: acting.parentId !== null,
    status: acting.active ? 'active' : 'inactive',
    plan: extra.plan,
    current: acting.id === extra.currentId,
  }
}

/** The acting account alone, with its parent's name and its plan. */
export async function presentActingAccount(db: Database, user: Pick<UserRow, 'id'>, acting: ActingAccount): Promise<AccountSummary> {
  const [parent] = acting.parentId === null ? [] : await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, acting.parentId))
  const plan = (await planRefs(db, [acting])).get(acting.planId ?? 0) ?? null
  return presentAccount(db, user.id, acting, { currentId: acting.id, parentName: parent?.name ?? null, plan })
}

/**
 * Every account the user may act as: their memberships, and the children of the accounts they own. Each parent
 * comes before its children; the current one is marked.
 */
export async function accountsOf(db: Database, user: Pick<UserRow, 'id' | 'role'>, currentId: number): Promise<AccountSummary[]> {
  const memberships = await db
    .select({ account: accounts, role: accountMembers.role })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, user.id))
  const owned = memberships.filter((m) => m.role === 'owner').map((m) => m.account.id)
  const children = owned.length
    ? await db.select().from(accounts).where(inArray(accounts.parentId, owned))
    : []
  const reachable: ActingAccount[] = memberships.map((m) => withAccess(m.account, m.role, user.role))
  for (const child of children) if (!reachable.some((a) => a.id === child.id)) reachable.push(withAccess(child, 'parent', user.role))

  const names = new Map(reachable.map((a) => [a.id, a.name]))
  const missingParents = [...new Set(reachable.map((a) => a.parentId).filter((id): id is number => id !== null && !names.has(id)))]
  if (missingParents.length) {
    for (const p of await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, missingParents))) names.set(p.id, p.name)
  }
  const plansById = await planRefs(db, reachable)
  const sortKey = (a: ActingAccount) => [a.parentId ?? a.id, a.parentId === null ? 0 : 1] as const
  reachable.sort((a, b) => {
    const [ra, ca] = sortKey(a)
    const [rb, cb] = sortKey(b)
    return ra - rb || ca - cb || a.name.localeCompare(b.name) || a.id - b.id
  })
  return Promise.all(
    reachable.map((a) =>
      presentAccount(db, user.id, a, { currentId, parentName: a.parentId === null ? null : (names.get(a.parentId) ?? null), plan: plansById.get(a.planId ?? 0) ?? null }),
    ),
  )
}
