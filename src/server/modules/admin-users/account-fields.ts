import { eq, inArray } from 'drizzle-orm'
import type { ModuleSlug } from '../../../shared/modules'
import type { Database } from '../../db/client'
import { accounts, modules, planModules, plans } from '../../db/schema'
import { fieldError } from '../../http/api-error'
import { forAccount } from '../../db/tenant-scope'
import type { AccountRow } from '../accounts/acting-account'

/** The plan by id (a 422 on `plan_id` when there is none), or the default plan when no id is given. */
export async function planOr422(db: Database, planId: number | undefined): Promise<{ id: number } | null> {
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(planId === undefined ? eq(plans.isDefault, true) : eq(plans.id, planId))
    .limit(1)
  if (!plan && planId !== undefined) throw fieldError('plan_id', 'admin_users.plan_unknown')
  return plan ?? null
}

/** The ids of the plan's modules. */
export async function planModuleIds(db: Database, planId: number | null): Promise<number[]> {
  if (planId === null) return []
  const rows = await db.select({ id: planModules.moduleId }).from(planModules).where(eq(planModules.planId, planId))
  return rows.map((r) => r.id)
}

export async function moduleIdsOf(db: Database, slugs: readonly ModuleSlug[]): Promise<number[]> {
  if (!slugs.length) return []
  const rows = await db.select({ id: modules.id }).from(modules).where(inArray(modules.slug, [...slugs]))
  return rows.map((r) => r.id)
}

/** Gives the account exactly these modules. */
export async function replaceModules(db: Database, accountId: number, moduleIds: readonly number[]) {
  const scope = forAccount(db, accountId)
  await scope.delete('accountModules')
  if (moduleIds.length) await scope.insert('accountModules', moduleIds.map((moduleId) => ({ moduleId })))
}

/**
 * The account `parentId` may become the parent of `own` (one level of related accounts): it exists, is not `own`,
 * is not a child itself, and `own` has no children of its own. 422 on `parent_id` otherwise.
 */
export async function assertParent(db: Database, parentId: number, own: AccountRow | undefined) {
  const [parent] = await db.select({ id: accounts.id, parentId: accounts.parentId }).from(accounts).where(eq(accounts.id, parentId))
  if (!parent) throw fieldError('parent_id', 'admin_users.parent_unknown')
  if (parent.parentId !== null || parent.id === own?.id) throw fieldError('parent_id', 'admin_users.parent_invalid')
  if (own) {
    const [child] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentId, own.id)).limit(1)
    if (child) throw fieldError('parent_id', 'admin_users.parent_invalid')
  }
}

/** A `YYYY-MM-DD` day of a form as the moment it starts (UTC); null stays null. */
export const dayStart = (day: string | null) => (day === null ? null : new Date(`${day}T00:00:00.000Z`))
