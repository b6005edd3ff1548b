import { and, eq, inArray, ne } from 'drizzle-orm'
import type { AdminUsersBulkBody } from '../../../shared/admin-users/schemas'
import type { AppDeps } from '../../app-deps'
import { accountMembers, accounts, users } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { recordAudit } from '../audit/record-audit'
import { revokeAllSessions } from '../auth/sessions'
import { planModuleIds, planOr422, replaceModules } from './account-fields'
import { grantToAccount } from './user-actions'
import { userIdsMatching } from './user-list'
import { auditActors, type AdminActor } from './user-write'

/** Users changed per transaction: a bulk over thousands commits in steps, so no one transaction holds the database long. */
const CHUNK = 200

/**
 * POST /api/admin/users/bulk: the action on each user named (or matching the filter), one audit entry per user
 * changed; answers how many changed. Disable skips super admins and the caller; a plain admin changes plain users
 * only. A grant is keyed by the request and the user, so a retried request grants nothing twice.
 */
export async function runBulk(deps: AppDeps, actor: AdminActor, body: AdminUsersBulkBody, requestKey: string): Promise<{ affected: number }> {
  if (body.action === 'change_plan') await planOr422(deps.db, body.plan_id)
  const named = body.ids ?? (await userIdsMatching(deps.db, body.filter ?? {}))
  const targets = await eligible(deps, actor, named, body.action)
  let affected = 0
  for (let i = 0; i < targets.length; i += CHUNK) {
    const chunk = targets.slice(i, i + CHUNK)
    if (body.action === 'grant_credits') {
      for (const t of chunk) {
        if (t.accountId !== null && (await grantToAccount(deps, actor, { userId: t.id, accountId: t.accountId, amount: body.amount!, key: `${requestKey}:${t.id}` }))) affected++
      }
    } else if (body.action === 'change_plan') affected += await changePlan(deps, actor, chunk, body.plan_id!)
    else affected += await disable(deps, actor, chunk)
  }
  return { affected }
}

type Target = { id: number; role: string; status: string; accountId: number | null; planId: number | null }

async function eligible(deps: AppDeps, actor: AdminActor, ids: number[], action: AdminUsersBulkBody['action']): Promise<Target[]> {
  if (!ids.length) return []
  const rows: Target[] = []
  for (let i = 0; i < ids.length; i += 5_000) {
    rows.push(
      ...(await deps.db
        .select({ id: users.id, role: users.role, status: users.status, accountId: accounts.id, planId: accounts.planId })
        .from(users)
        .leftJoin(accountMembers, and(eq(accountMembers.userId, users.id), eq(accountMembers.role, 'owner')))
        .leftJoin(accounts, eq(accounts.id, accountMembers.accountId))
        .where(inArray(users.id, ids.slice(i, i + 5_000)))
        .orderBy(users.id, accounts.id)),
    )
  }
  const seen = new Set<number>()
  return rows.filter((r) => {
    if (seen.has(r.id)) return false
    seen.add(r.id)
    if (actor.user.role !== 'super_admin' && r.role !== 'user') return false
    if (action === 'disable') return r.role !== 'super_admin' && r.id !== actor.user.id && r.id !== actor.impersonator?.id && r.status === 'active'
    return r.accountId !== null
  })
}

async function changePlan(deps: AppDeps, actor: AdminActor, chunk: Target[], planId: number): Promise<number> {
  const moving = chunk.filter((t) => t.planId !== planId)
  if (!moving.length) return 0
  return inTransaction(deps.db, async (tx) => {
    const moduleIds = await planModuleIds(tx, planId)
    for (const t of moving) {
      await tx.update(accounts).set({ planId }).where(eq(accounts.id, t.accountId!))
      await replaceModules(tx, t.accountId!, moduleIds)
      await recordAudit(tx, { ...auditActors(actor), action: 'user.change_plan', entity: 'user', entityId: t.id, before: { plan_id: t.planId }, after: { plan_id: planId } })
    }
    return moving.length
  })
}

async function disable(deps: AppDeps, actor: AdminActor, chunk: Target[]): Promise<number> {
  return inTransaction(deps.db, async (tx) => {
    const ids = chunk.map((t) => t.id)
    const changed = await tx.update(users).set({ status: 'disabled' }).where(and(inArray(users.id, ids), eq(users.status, 'active'), ne(users.role, 'super_admin'))).returning({ id: users.id })
    for (const { id } of changed) {
      await revokeAllSessions(tx, id, deps.now())
      await recordAudit(tx, { ...auditActors(actor), action: 'user.disable', entity: 'user', entityId: id, before: { status: 'active' }, after: { status: 'disabled' } })
    }
    return changed.length
  })
}
