import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { ModuleSlug } from '../../../shared/modules'
import { planResetRule, type AdminPlan, type PlanCurrency } from '../../../shared/admin-plans/plan-fields'
import type { PlanBody } from '../../../shared/admin-plans/schemas'
import type { Database } from '../../db/client'
import { accounts, modules, planModules, plans } from '../../db/schema'

type PlanRow = typeof plans.$inferSelect

/** A plan's record as the audit log keeps it: every field the admin sets, no counts. */
export type PlanRecord = Omit<AdminPlan, 'in_use' | 'created_at' | 'updated_at'>

function present(row: PlanRow, slugs: ModuleSlug[]): PlanRecord {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    currency: row.currency as PlanCurrency,
    yearly_price: row.yearlyPrice,
    trial_days: row.trialDays,
    trial_amount: row.trialAmount,
    credits: row.credits,
    reset_date: planResetRule,
    duration: row.duration,
    license_days: row.licenseDays,
    leads_limit: row.leadsLimit,
    payment_product_id: row.paymentProductId,
    ghl_plan_id: row.ghlPlanId,
    available_for_resellers: row.availableForResellers,
    allow_related_accounts: row.allowRelatedAccounts,
    sub_account_limit: row.subAccountLimit,
    modules: slugs,
    is_default: row.isDefault,
  }
}

const columnsOf = (body: PlanBody) => ({
  name: body.name.trim(),
  price: body.price,
  currency: body.currency,
  yearlyPrice: body.yearly_price,
  trialDays: body.trial_days,
  trialAmount: body.trial_amount,
  credits: body.credits,
  duration: body.duration,
  licenseDays: body.license_days,
  leadsLimit: body.leads_limit,
  paymentProductId: body.payment_product_id?.trim() || null,
  ghlPlanId: body.ghl_plan_id?.trim() || null,
  availableForResellers: body.available_for_resellers,
  allowRelatedAccounts: body.allow_related_accounts,
  subAccountLimit: body.sub_account_limit,
})

async function modulesByPlan(db: Database, planIds: number[]): Promise<Map<number, ModuleSlug[]>> {
  const byPlan = new Map<number, ModuleSlug[]>()
  if (!planIds.length) return byPlan
  const rows = await db
    .select({ planId: planModules.planId, slug: modules.slug })
    .from(planModules)
    .innerJoin(modules, eq(modules.id, planModules.moduleId))
    .where(inArray(planModules.planId, planIds))
    .orderBy(asc(modules.slug))
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row.slug as ModuleSlug])
  return byPlan
}

const withTimes = (record: PlanRecord, row: PlanRow, inUse: number): AdminPlan => ({
  ...record,
  in_use: inUse,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** Every plan, by name, with the number of accounts on each (one grouped count over accounts' plan index). */
export async function listPlans(db: Database): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.name), asc(plans.id))
  const counts = await db.select({ planId: accounts.planId, n: count() }).from(accounts).where(inArray(accounts.planId, rows.map((r) => r.id).concat(0))).groupBy(accounts.planId)
  const slugs = await modulesByPlan(db, rows.map((r) => r.id))
  const inUse = new Map(counts.map((c) => [c.planId, Number(c.n)]))
  return rows.map((row) => withTimes(present(row, slugs.get(row.id) ?? []), row, inUse.get(row.id) ?? 0))
}

/** One plan with its use; `lock` holds its row until the transaction ends (a delete against a concurrent assignment). */
export async function findPlan(db: Database, id: number, lock = false): Promise<AdminPlan | null> {
  const query = db.select().from(plans).where(eq(plans.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return null
  const [used] = await db.select({ n: count() }).from(accounts).where(eq(accounts.planId, id))
  const slugs = await modulesByPlan(db, [id])
  return withTimes(present(row, slugs.get(id) ?? []), row, Number(used?.n ?? 0))
}

async function setModules(db: Database, planId: number, slugs: readonly ModuleSlug[]) {
  await db.delete(planModules).where(eq(planModules.planId, planId))
  if (!slugs.length) return
  const ids = await db.select({ id: modules.id }).from(modules).where(inArray(modules.slug, [...new Set(slugs)]))
  await db.insert(planModules).values(ids.map((m) => ({ planId, moduleId: m.id })))
}

export async function insertPlan(db: Database, body: PlanBody): Promise<number> {
  const [row] = await db.insert(plans).values(columnsOf(body)).returning({ id: plans.id })
  await setModules(db, row!.id, body.modules)
  return row!.id
}

export async function updatePlan(db: Database, id: number, body: PlanBody): Promise<void> {
  await db.update(plans).set({ ...columnsOf(body), updatedAt: sql`now()` }).where(eq(plans.id, id))
  await setModules(db, id, body.modules)
}

export async function deletePlan(db: Database, id: number): Promise<void> {
  await db.delete(plans).where(eq(plans.id, id))
}

/** The audit record of a plan as the API answers it: its fields without the counts and times. */
export function planRecord(plan: AdminPlan): PlanRecord {
  const record: Partial<AdminPlan> = { ...plan }
  delete record.in_use
  delete record.created_at
  delete record.updated_at
  return record as PlanRecord
}
