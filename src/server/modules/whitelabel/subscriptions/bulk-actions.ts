import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { accounts, wlPackages } from '../../../db/schema'
import type { wlBulkActions } from '../../../db/schema/reseller-bulk'
import { queryRows } from '../../credits/credit-rows'
import { planModuleIds } from '../../admin-users/account-fields'
import { changeSubscriptions, type BatchChange } from './batch-change'

export type BulkAction = (typeof wlBulkActions)[number]
export type BulkParams = { days?: number; package_id?: number }

const DAY = sql`interval '1 day'`

/** How each bulk action changes a set of rows: the transition, the columns that move with it and the history's details. */
async function changeFor(tx: Database, resellerId: number, action: BulkAction, params: BulkParams, now: Date): Promise<Omit<BatchChange, 'actorUserId' | 'source'>> {
  const at = now.toISOString()
  switch (action) {
    case 'cancel':
      return { action: 'cancel', set: sql`canceled_at = ${at}::timestamptz` }
    case 'extend': {
      const days = params.days ?? 0
      return {
        action: 'extend',
        set: sql`ends_at = greatest(o.ends_at, ${at}::timestamptz) + ${days}::int * ${DAY}`,
        details: sql`jsonb_build_object('days', ${days}::int, 'from', o.ends_at, 'to', s.ends_at)`,
      }
    }
    case 'change_package': {
      const [pkg] = await tx.select().from(wlPackages).where(eq(wlPackages.id, params.package_id ?? 0))
      if (!pkg || pkg.accountId !== resellerId) throw new Error('package gone')
      return {
        action: 'change_package',
        set: sql`package_id = ${pkg.id}, package_name = ${pkg.name}, fee_cents = ${pkg.priceCents}, currency = ${pkg.currency}`,
        details: sql`jsonb_build_object('from', o.package_name, 'from_id', o.package_id, 'to', ${pkg.name}::text, 'to_id', ${pkg.id}::int)`,
      }
    }
    case 'pause':
    case 'resume':
    case 'resend_welcome':
      return { action }
  }
}

/**
 * Applies a bulk action to `ids` (the reseller's rows, already checked), set-based, in the caller's transaction.
 * Answers the ids of the subscriptions changed. Changing the package moves each customer's account to the
 * package's plan and its modules too.
 */
export async function applyBulkAction(
  tx: Database,
  resellerId: number,
  ids: number[],
  action: BulkAction,
  params: BulkParams,
  who: { actorUserId: number | null; source: string; now: Date },
): Promise<Set<number>> {
  const change = await changeFor(tx, resellerId, action, params, who.now)
  const applied = await changeSubscriptions(tx, resellerId, ids, { ...change, actorUserId: who.actorUserId, source: who.source })
  if (action === 'change_package' && applied.size) await movePlans(tx, [...applied], params.package_id!)
  return applied
}

async function movePlans(tx: Database, subscriptionIds: number[], packageId: number) {
  const [pkg] = await tx.select({ planId: wlPackages.planId }).from(wlPackages).where(eq(wlPackages.id, packageId))
  const list = sql.join(subscriptionIds.map((i) => sql`${i}`), sql`, `)
  const customers = (await queryRows<{ id: number }>(tx, sql`SELECT DISTINCT customer_account_id AS id FROM wl_subscriptions WHERE id IN (${list})`)).map((r) => Number(r.id))
  if (!customers.length) return
  await tx.update(accounts).set({ planId: pkg.planId }).where(inArray(accounts.id, customers))
  const moduleIds = await planModuleIds(tx, pkg.planId)
  const owners = sql.join(customers.map((i) => sql`${i}`), sql`, `)
  await tx.execute(sql`DELETE FROM account_modules WHERE account_id IN (${owners})`)
  if (moduleIds.length) {
    const mods = sql.join(moduleIds.map((m) => sql`(${m}::int)`), sql`, `)
    await tx.execute(sql`INSERT INTO account_modules (account_id, module_id) SELECT a.id, m.id FROM accounts a CROSS JOIN (VALUES ${mods}) AS m(id) WHERE a.id IN (${owners})`)
  }
}
