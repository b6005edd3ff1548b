import { eq, sql } from 'drizzle-orm'
import type { AdminUserDetail } from '../../../shared/admin-users/types'
import type { AppDeps } from '../../app-deps'
import { accounts, users } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { refusal } from '../../http/api-error'
import { recordAudit } from '../audit/record-audit'
import { revokeAllSessions } from '../auth/sessions'
import { creditBalance } from '../credits/credit-ledger'
import { grant } from '../credits/credit-grants'
import { iso, queryRows } from '../credits/credit-rows'
import { addMonthsClamped } from '../credits/plan-period'
import { adminUserDetail, ownedAccountOf, userOr404 } from './user-detail'
import { assertMayManage, auditActors, type AdminActor } from './user-write'
import type { AuditAction } from '../../../shared/admin/audit'

/** DELETE /api/admin/users/{id}: status deleted (the e-mail stays taken), every session revoked; nobody deletes themselves. */
export async function softDeleteUser(deps: AppDeps, actor: AdminActor, id: number): Promise<AdminUserDetail> {
  const target = await userOr404(deps.db, id)
  if (target.id === actor.user.id || target.id === actor.impersonator?.id) throw refusal(403, { code: 'admin_users.delete_self' })
  assertMayManage(actor, target.role)
  return setStatus(deps, actor, id, 'deleted', 'user.delete')
}

/** POST /api/admin/users/{id}/restore: active again; the user signs in with their password as before. */
export async function restoreUser(deps: AppDeps, actor: AdminActor, id: number): Promise<AdminUserDetail> {
  const target = await userOr404(deps.db, id)
  assertMayManage(actor, target.role)
  return setStatus(deps, actor, id, 'active', 'user.restore')
}

export async function setStatus(deps: AppDeps, actor: AdminActor, id: number, status: 'active' | 'disabled' | 'deleted', action: Extract<AuditAction, 'user.delete' | 'user.restore' | 'user.disable'>) {
  return inTransaction(deps.db, async (tx) => {
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update')
    await tx.update(users).set({ status }).where(eq(users.id, id))
    if (status !== 'active') await revokeAllSessions(tx, id, deps.now())
    await recordAudit(tx, { ...auditActors(actor), action, entity: 'user', entityId: id, before: { status: before?.status }, after: { status } })
    return adminUserDetail({ db: tx, now: deps.now }, id)
  })
}

/** POST /api/admin/users/{id}/reset-limits: the owned account's searches used back to 0, in a new period starting now. */
export async function resetLimits(deps: AppDeps, actor: AdminActor, id: number): Promise<AdminUserDetail> {
  await userOr404(deps.db, id)
  const account = await ownedAccountOf(deps.db, id)
  if (!account) throw refusal(409, { code: 'admin_users.no_account' })
  const now = deps.now()
  return inTransaction(deps.db, async (tx) => {
    const before = await adminUserDetail({ db: tx, now: deps.now }, id)
    await tx.update(accounts).set({ lastReset: now }).where(eq(accounts.id, account.id))
    await queryRows(
      tx,
      sql`INSERT INTO account_usage (account_id, period_start, period_end, searches_used)
          VALUES (${account.id}, ${iso(now)}::timestamptz, ${iso(addMonthsClamped(now, 1))}::timestamptz, 0)
          ON CONFLICT (account_id) DO UPDATE SET period_start = EXCLUDED.period_start, period_end = EXCLUDED.period_end, searches_used = 0`,
    )
    const after = await adminUserDetail({ db: tx, now: deps.now }, id)
    await recordAudit(tx, {
      ...auditActors(actor), action: 'user.reset_limits', entity: 'user', entityId: id,
      before: { searches_used: before.searches_used, last_reset: before.last_reset }, after: { searches_used: after.searches_used, last_reset: after.last_reset },
    })
    return after
  })
}

/** DELETE /api/admin/users/{id}/extra-requests: the owned account's additional query count back to 0. */
export async function clearExtraRequests(deps: AppDeps, actor: AdminActor, id: number): Promise<AdminUserDetail> {
  await userOr404(deps.db, id)
  const account = await ownedAccountOf(deps.db, id)
  if (!account) throw refusal(409, { code: 'admin_users.no_account' })
  return inTransaction(deps.db, async (tx) => {
    const [before] = await tx.select({ count: accounts.additionalQueryCount }).from(accounts).where(eq(accounts.id, account.id)).for('update')
    await tx.update(accounts).set({ additionalQueryCount: 0 }).where(eq(accounts.id, account.id))
    await recordAudit(tx, {
      ...auditActors(actor), action: 'user.clear_extra_requests', entity: 'user', entityId: id,
      before: { additional_query_count: before?.count ?? 0 }, after: { additional_query_count: 0 },
    })
    return adminUserDetail({ db: tx, now: deps.now }, id)
  })
}

/**
 * Credits granted by hand to the user's owned account: one ledger entry (never expiring, kind adjustment) whose author
 * is the admin, once per `key` (a retried request grants nothing more), audited in the same transaction.
 */
export async function grantUserCredits(deps: AppDeps, actor: AdminActor, id: number, grantRequest: { amount: number; reason?: string; key: string }): Promise<{ balance: number }> {
  await userOr404(deps.db, id)
  const account = await ownedAccountOf(deps.db, id)
  if (!account) throw refusal(409, { code: 'admin_users.no_account' })
  await grantToAccount(deps, actor, { userId: id, accountId: account.id, ...grantRequest })
  return { balance: await creditBalance(deps.db, account.id, deps.now()) }
}

export async function grantToAccount(deps: AppDeps, actor: AdminActor, request: { userId: number; accountId: number; amount: number; reason?: string; key: string }) {
  const now = deps.now()
  return inTransaction(deps.db, async (tx) => {
    const granted = await grant(tx, {
      accountId: request.accountId, kind: 'purchased', amount: request.amount, key: `admin-grant:${request.key}`,
      reason: request.reason?.trim() || 'Granted by an admin', expiresAt: null, authorUserId: actor.impersonator?.id ?? actor.user.id, now,
    })
    if (granted) {
      await recordAudit(tx, {
        ...auditActors(actor), action: 'credits.grant', entity: 'user', entityId: request.userId,
        after: { account_id: request.accountId, amount: request.amount, reason: request.reason ?? null },
      })
    }
    return granted
  })
}

