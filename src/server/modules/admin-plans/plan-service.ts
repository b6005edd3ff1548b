import type { AdminPlan } from '../../../shared/admin-plans/plan-fields'
import type { PlanBody } from '../../../shared/admin-plans/schemas'
import type { Database } from '../../db/client'
import type { UserRow } from '../../app-deps'
import { inTransaction } from '../../db/transaction'
import { fieldError, notFound, refusal } from '../../http/api-error'
import { recordAudit } from '../audit/record-audit'
import { deletePlan, findPlan, insertPlan, planRecord, updatePlan } from './plan-repository'

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/** A taken name is the name field's error, whether the check saw it or the unique index caught a racing insert. */
async function namedUniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('name', 'admin.plan_name_taken')
    throw err
  }
}

const actorOf = (user: UserRow) => ({ id: user.id, email: user.email })

/** Creates a plan and its audit entry in one transaction. */
export function createPlan(db: Database, user: UserRow, body: PlanBody): Promise<AdminPlan> {
  return namedUniquely(() =>
    inTransaction(db, async (tx) => {
      const id = await insertPlan(tx, body)
      const plan = (await findPlan(tx, id))!
      await recordAudit(tx, { actor: actorOf(user), action: 'plan.create', entity: 'plan', entityId: id, before: null, after: planRecord(plan) })
      return plan
    }),
  )
}

/** Replaces every field of a plan; the audit entry holds the plan before and after. */
export function changePlan(db: Database, user: UserRow, id: number, body: PlanBody): Promise<AdminPlan> {
  return namedUniquely(() =>
    inTransaction(db, async (tx) => {
      const before = await findPlan(tx, id, true)
      if (!before) throw notFound()
      await updatePlan(tx, id, body)
      const after = (await findPlan(tx, id))!
      await recordAudit(tx, { actor: actorOf(user), action: 'plan.update', entity: 'plan', entityId: id, before: planRecord(before), after: planRecord(after) })
      return after
    }),
  )
}

/**
 * Deletes a plan no account is on. The plan's row is locked first: an account being moved onto it holds a key-share
 * lock on the row (its foreign key), so the count cannot miss an assignment that commits meanwhile.
 */
export function removePlan(db: Database, user: UserRow, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const plan = await findPlan(tx, id, true)
    if (!plan) throw notFound()
    if (plan.is_default) throw refusal(409, { code: 'admin.plan_default' })
    if (plan.in_use > 0) throw refusal(409, { code: 'admin.plan_in_use' }, { in_use: plan.in_use })
    await deletePlan(tx, id)
    await recordAudit(tx, { actor: actorOf(user), action: 'plan.delete', entity: 'plan', entityId: id, before: planRecord(plan), after: null })
  })
}
