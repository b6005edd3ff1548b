import type { LoginResponse } from '../../../shared/types'
import type { AppDeps, UserRow } from '../../app-deps'
import { inTransaction } from '../../db/transaction'
import { refusal } from '../../http/api-error'
import { actingAccountFor, homeAccountId } from '../accounts/acting-account'
import { recordAudit } from '../audit/record-audit'
import { loginResponse } from '../auth/login'
import { issueImpersonationSession, revokeSession } from '../auth/sessions'
import { presentImpersonator, presentUser } from '../users/present-user'
import { userOr404 } from './user-detail'
import { auditPerson } from './user-write'

/**
 * POST /api/admin/users/{id}/impersonate: a session acting as the user in their home account, carrying the admin.
 * Nobody acts as a super admin; only a super admin acts as an admin; an impersonation session cannot open another.
 */
export async function startImpersonation(deps: AppDeps, admin: UserRow, impersonating: UserRow | undefined, id: number): Promise<LoginResponse> {
  if (impersonating) throw refusal(403, { code: 'admin_users.impersonate_nested' })
  const target = await userOr404(deps.db, id)
  if (target.id === admin.id) throw refusal(403, { code: 'admin_users.impersonate_self' })
  if (target.role === 'super_admin') throw refusal(403, { code: 'admin_users.impersonate_super_admin' })
  if (target.role === 'admin' && admin.role !== 'super_admin') throw refusal(403, { code: 'admin_users.impersonate_admin' })
  if (target.status !== 'active') throw refusal(409, { code: 'admin_users.impersonate_inactive' })
  const accountId = await homeAccountId(deps.db, target.id)
  const acting = accountId === null ? null : await actingAccountFor(deps.db, target, accountId)
  if (!acting) throw refusal(409, { code: 'admin_users.no_account' })
  const token = await inTransaction(deps.db, async (tx) => {
    const issued = await issueImpersonationSession(tx, { userId: target.id, accountId: acting.id, adminId: admin.id, now: deps.now() })
    await recordAudit(tx, { actor: auditPerson(admin), action: 'impersonation.start', entity: 'impersonation', entityId: target.id, after: { user_id: target.id, email: target.email, account_id: acting.id } })
    return issued
  })
  return { authorisation: { token, type: 'bearer' }, user: { ...(await presentUser(deps, target, acting)), impersonator: presentImpersonator(admin) } }
}

/**
 * POST /api/admin/impersonation/end, with the impersonation token: that session revoked, and a fresh session of the
 * admin answered so the client swaps back. 409 for a token that is not an impersonation.
 */
export async function endImpersonation(deps: AppDeps, session: { user: UserRow; sessionId: number; impersonator?: UserRow }): Promise<LoginResponse> {
  const admin = session.impersonator
  if (!admin) throw refusal(409, { code: 'admin_users.not_impersonating' })
  await inTransaction(deps.db, async (tx) => {
    await revokeSession(tx, session.user.id, session.sessionId, deps.now())
    await recordAudit(tx, { actor: auditPerson(admin), action: 'impersonation.end', entity: 'impersonation', entityId: session.user.id, after: { user_id: session.user.id, email: session.user.email } })
  })
  return loginResponse(deps, admin)
}
