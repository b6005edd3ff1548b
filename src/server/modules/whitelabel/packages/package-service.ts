import { and, eq, isNull, sql } from 'drizzle-orm'
import type { PackageBody } from '../../../../shared/whitelabel/packages'
import type { Database } from '../../../db/client'
import { plans, wlPackages, wlSalesPages, wlSubscriptions } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { isRowId } from '../../../../shared/validate'
import { fieldError, notFound } from '../../../http/api-error'
import { packageValues, selectPackages, type PackageRecord, type PackageView } from './package-repository'

/** A package is built on a platform plan an admin made available for resellers; any other is the plan field's error. */
async function assertResellerPlan(db: Database, planId: number) {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.id, planId), eq(plans.availableForResellers, true)))
  if (!plan) throw fieldError('plan_id', 'whitelabel.plan_unavailable')
}

export async function findPackage(db: Database, resellerId: number, id: number): Promise<PackageView> {
  if (!isRowId(id)) throw notFound()
  const [pkg] = await selectPackages(db, resellerId, id)
  if (!pkg) throw notFound()
  return pkg
}

/** The reseller's live package row, locked for the transaction: another reseller's id reads as missing. */
async function lockPackage(tx: Database, resellerId: number, id: number): Promise<PackageRecord> {
  if (!isRowId(id)) throw notFound()
  const [row] = await tx
    .select()
    .from(wlPackages)
    .where(and(eq(wlPackages.id, id), eq(wlPackages.accountId, resellerId), isNull(wlPackages.deletedAt)))
    .for('update')
  if (!row) throw notFound()
  return row
}

/** A new package starts as a draft: it sells nothing until published. */
export async function createPackage(db: Database, resellerId: number, body: PackageBody, now: Date): Promise<PackageView> {
  await assertResellerPlan(db, body.plan_id)
  const [row] = await db
    .insert(wlPackages)
    .values({ ...packageValues(body), accountId: resellerId, status: 'draft', createdAt: now, updatedAt: now })
    .returning({ id: wlPackages.id })
  return findPackage(db, resellerId, row.id)
}

/** Replaces every field; existing subscriptions keep the name and fee they were sold at. */
export async function updatePackage(db: Database, resellerId: number, id: number, body: PackageBody, now: Date): Promise<PackageView> {
  await inTransaction(db, async (tx) => {
    await lockPackage(tx, resellerId, id)
    await assertResellerPlan(tx, body.plan_id)
    await tx.update(wlPackages).set({ ...packageValues(body), updatedAt: now }).where(eq(wlPackages.id, id))
  })
  return findPackage(db, resellerId, id)
}

/**
 * Approves a draft (or an archived package) for sale: its sales page takes orders from now, for its form's available
 * days. Publishing a published package changes nothing, so a repeated click does not reopen an expired form.
 */
export async function publishPackage(db: Database, resellerId: number, id: number, now: Date): Promise<PackageView> {
  await inTransaction(db, async (tx) => {
    const row = await lockPackage(tx, resellerId, id)
    if (row.status === 'published') return
    await tx.update(wlPackages).set({ status: 'published', publishedAt: now, updatedAt: now }).where(eq(wlPackages.id, id))
  })
  return findPackage(db, resellerId, id)
}

/**
 * Deletes a package nobody subscribed to (its sales page goes with it). One with subscriptions, whatever their state,
 * is archived instead: the history and the customers' subscriptions keep pointing at it, and it sells no more. The
 * row lock waits for a checkout inserting a subscription on it (the foreign key's share lock), so the count is final.
 */
export async function removePackage(db: Database, resellerId: number, id: number, now: Date): Promise<{ result: 'deleted' | 'archived' }> {
  return inTransaction(db, async (tx) => {
    await lockPackage(tx, resellerId, id)
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(wlSubscriptions).where(eq(wlSubscriptions.packageId, id))
    if (Number(count) === 0) {
      await tx.delete(wlPackages).where(eq(wlPackages.id, id))
      return { result: 'deleted' as const }
    }
    await tx.update(wlPackages).set({ status: 'archived', updatedAt: now }).where(eq(wlPackages.id, id))
    await tx.update(wlSalesPages).set({ enabled: false, updatedAt: now }).where(eq(wlSalesPages.packageId, id))
    return { result: 'archived' as const }
  })
}
