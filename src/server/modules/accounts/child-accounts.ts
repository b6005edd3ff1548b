import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { ChildAccount, ChildrenAnswer, PlanRef } from '../../../shared/accounts/types'
import type { ModuleSlug } from '../../../shared/modules'
import type { Database } from '../../db/client'
import { accounts, modules, plans } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'
import { inTransaction } from '../../db/transaction'
import { fieldError, notFound, refusal } from '../../http/api-error'
import { accountModuleSlugs, isActive, type AccountRow, type ActingAccount } from './acting-account'
import { planRefs } from './account-present'

export type ChildInput = { name: string; modules: ModuleSlug[]; plan_id?: number | null }
export type ChildChanges = Partial<ChildInput>

/** Only the owner of a top-level account manages related accounts: a child has none of its own. */
function assertManages(acting: ActingAccount) {
  if (acting.parentId !== null) throw refusal(403, { code: 'accounts.no_grandchildren' })
  if (acting.access !== 'owner') throw refusal(403, { code: 'accounts.owner_only' })
}

/** What the parent's plan allows: whether it may have related accounts, and how many. */
async function childLimit(db: Database, parent: Pick<AccountRow, 'planId'>): Promise<{ allowed: boolean; max: number }> {
  const [plan] = parent.planId === null ? [] : await db.select().from(plans).where(eq(plans.id, parent.planId))
  const allowed = Boolean(plan?.allowRelatedAccounts) && (plan?.subAccountLimit ?? 0) > 0
  return { allowed, max: allowed ? plan!.subAccountLimit : 0 }
}

/**
 * What a child may be given: the parent's own modules except admin (a related account never administers the
 * platform), and the plans of the parent's packages. Until resellers sell packages of their own, a parent offers
 * its own plan.
 */
async function childOptions(db: Database, parent: AccountRow): Promise<{ modules: ModuleSlug[]; plans: PlanRef[] }> {
  const held = (await accountModuleSlugs(db, parent.id)).filter((slug) => slug !== 'admin')
  const plan = (await planRefs(db, [parent])).get(parent.planId ?? 0)
  return { modules: held, plans: plan ? [plan] : [] }
}

function checkInput(input: ChildChanges, options: { modules: ModuleSlug[]; plans: PlanRef[] }) {
  if (input.modules?.some((slug) => !options.modules.includes(slug))) throw fieldError('modules', 'accounts.module_not_held')
  if (input.plan_id != null && !options.plans.some((p) => p.id === input.plan_id)) throw fieldError('plan_id', 'accounts.plan_not_offered')
}

async function moduleIds(db: Database, slugs: readonly ModuleSlug[]): Promise<number[]> {
  if (!slugs.length) return []
  return (await db.select({ id: modules.id }).from(modules).where(inArray(modules.slug, [...slugs]))).map((m) => m.id)
}

async function presentChildren(db: Database, rows: AccountRow[]): Promise<ChildAccount[]> {
  const plansById = await planRefs(db, rows)
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      status: isActive(row) ? ('active' as const) : ('inactive' as const),
      plan: plansById.get(row.planId ?? 0) ?? null,
      modules: await accountModuleSlugs(db, row.id),
      created_at: row.createdAt.toISOString(),
    })),
  )
}

/** The related accounts of the acting account, its plan's limit and what a new one may be given. */
export async function listChildren(db: Database, acting: ActingAccount): Promise<ChildrenAnswer> {
  assertManages(acting)
  const rows = await db.select().from(accounts).where(eq(accounts.parentId, acting.id)).orderBy(asc(accounts.id))
  const limit = await childLimit(db, acting)
  return { data: await presentChildren(db, rows), limit: { ...limit, used: rows.length }, options: await childOptions(db, acting) }
}

/**
 * A new related account of the acting account, within its plan's limit. The parent's row is locked while the
 * children are counted and the new one inserted, so concurrent requests cannot pass the limit together.
 */
export async function createChild(db: Database, acting: ActingAccount, input: ChildInput, now: Date): Promise<ChildAccount> {
  assertManages(acting)
  const options = await childOptions(db, acting)
  checkInput(input, options)
  const ids = await moduleIds(db, input.modules)
  const child = await inTransaction(db, async (tx) => {
    const [parent] = await tx.select().from(accounts).where(eq(accounts.id, acting.id)).for('update')
    const limit = await childLimit(tx, parent)
    if (!limit.allowed) throw refusal(403, { code: 'accounts.children_not_allowed' })
    const [{ used }] = await tx.select({ used: count() }).from(accounts).where(eq(accounts.parentId, acting.id))
    if (used >= limit.max) throw refusal(403, { code: 'accounts.child_limit_reached', params: { count: limit.max } })
    const [row] = await tx
      .insert(accounts)
      .values({ name: input.name.trim(), parentId: acting.id, planId: input.plan_id ?? null, lastReset: now, createdAt: now })
      .returning()
    await forAccount(tx, row.id).insert('accountModules', ids.map((moduleId) => ({ moduleId })))
    return row
  })
  return (await presentChildren(db, [child]))[0]
}

/** Renames a related account of the acting account, changes its access options or chooses its plan. */
export async function updateChild(db: Database, acting: ActingAccount, childId: number, changes: ChildChanges): Promise<ChildAccount> {
  assertManages(acting)
  const [existing] = await db.select().from(accounts).where(and(eq(accounts.id, childId), eq(accounts.parentId, acting.id)))
  if (!existing) throw notFound()
  checkInput(changes, await childOptions(db, acting))
  const ids = changes.modules ? await moduleIds(db, changes.modules) : null
  const updated = await inTransaction(db, async (tx) => {
    const set: Partial<typeof accounts.$inferInsert> = {}
    if (changes.name !== undefined) set.name = changes.name.trim()
    if (changes.plan_id !== undefined) set.planId = changes.plan_id
    const [row] = Object.keys(set).length ? await tx.update(accounts).set(set).where(eq(accounts.id, childId)).returning() : [existing]
    if (ids) {
      const scope = forAccount(tx, childId)
      await scope.delete('accountModules')
      await scope.insert('accountModules', ids.map((moduleId) => ({ moduleId })))
    }
    return row
  })
  return (await presentChildren(db, [updated]))[0]
}


