import { eq } from 'drizzle-orm'
import type { CreateAdminUserBody, UpdateAdminUserBody } from '../../../shared/admin-users/schemas'
import type { AdminUserDetail } from '../../../shared/admin-users/types'
import type { AppDeps, UserRow } from '../../app-deps'
import type { Database } from '../../db/client'
import { accounts, users } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { fieldError, refusal } from '../../http/api-error'
import { hashPassword } from '../../security/passwords'
import type { AccountRow } from '../accounts/acting-account'
import { createOwnAccount } from '../accounts/own-account'
import { recordAudit, type AuditPerson } from '../audit/record-audit'
import { revokeAllSessions } from '../auth/sessions'
import { grant } from '../credits/credit-grants'
import { isEmailTaken, normaliseEmail } from '../users/user-repository'
import { assertParent, dayStart, moduleIdsOf, planModuleIds, planOr422, replaceModules } from './account-fields'
import { adminUserDetail, auditedUser, ownedAccountOf, userOr404 } from './user-detail'

/** Who is acting in the back office: the signed-in person, and the admin behind an impersonation session. */
export type AdminActor = { user: UserRow; impersonator?: UserRow }

export const auditPerson = (u: UserRow): AuditPerson => ({ id: u.id, email: u.email })
export const auditActors = (actor: AdminActor) => ({ actor: auditPerson(actor.user), impersonator: actor.impersonator ? auditPerson(actor.impersonator) : null })

const isStaff = (role: UserRow['role']) => role !== 'user'

/** A plain admin manages users only: making, changing or removing admins and super admins is a super admin's. */
export function assertMayManage(actor: AdminActor, targetRole: UserRow['role'] | undefined, newRole?: UserRow['role']) {
  if (actor.user.role === 'super_admin') return
  if ((targetRole && isStaff(targetRole)) || (newRole && isStaff(newRole))) throw refusal(403, { code: 'admin_users.super_admin_only' })
}

/** POST /api/admin/users: the user, their own account on the plan with its modules (or those chosen), their credits granted. */
export async function createAdminUser(deps: AppDeps, actor: AdminActor, body: CreateAdminUserBody, grantKey: string): Promise<AdminUserDetail> {
  assertMayManage(actor, undefined, body.role)
  const email = normaliseEmail(body.email)
  const plan = await planOr422(deps.db, body.plan_id)
  if (body.parent_id != null) await assertParent(deps.db, body.parent_id, undefined)
  if (await isEmailTaken(deps.db, email)) throw fieldError('email', 'auth.email_taken')
  const passwordHash = await hashPassword(body.password)
  const now = deps.now()
  return inTransaction(deps.db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email, passwordHash, firstName: body.first_name.trim(), lastName: body.last_name.trim(), role: body.role,
        emailVerifiedAt: now, referralPartner: body.referral_partner?.trim() || null,
        googleApiKey: body.google_api_key?.trim() ? deps.secretBox.seal(body.google_api_key.trim()) : null, createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!user) throw fieldError('email', 'auth.email_taken')
    const moduleIds = body.modules ? await moduleIdsOf(tx, body.modules) : await planModuleIds(tx, plan?.id ?? null)
    const account = await createOwnAccount(tx, user, { planId: plan?.id ?? null, moduleIds, now })
    await tx
      .update(accounts)
      .set({
        licenseTime: dayStart(body.license_time ?? null),
        lastReset: body.last_reset ? dayStart(body.last_reset) : now,
        additionalQueryCount: body.additional_query_count ?? 0,
        parentId: body.parent_id ?? null,
      })
      .where(eq(accounts.id, account.id))
    if (body.credits) {
      await grant(tx, {
        accountId: account.id, kind: 'purchased', amount: body.credits, key: `admin-grant:${grantKey}`, reason: 'Granted by an admin',
        expiresAt: null, authorUserId: actor.impersonator?.id ?? actor.user.id, now,
      })
    }
    const detail = await adminUserDetail({ db: tx, now: deps.now }, user.id)
    await recordAudit(tx, { ...auditActors(actor), action: 'user.create', entity: 'user', entityId: user.id, after: { ...auditedUser(detail), password: '[set]', credits_granted: body.credits ?? 0 } })
    return detail
  })
}

/** PUT /api/admin/users/{id}: the fields given change; a plan change brings the plan's modules unless modules are given. */
export async function updateAdminUser(deps: AppDeps, actor: AdminActor, id: number, body: UpdateAdminUserBody): Promise<AdminUserDetail> {
  const target = await userOr404(deps.db, id)
  assertMayManage(actor, target.role, body.role)
  const account = await ownedAccountOf(deps.db, id)
  const touchesAccount = ['plan_id', 'modules', 'license_time', 'last_reset', 'additional_query_count', 'parent_id'].some((k) => body[k as keyof UpdateAdminUserBody] !== undefined)
  if (touchesAccount && !account) throw refusal(409, { code: 'admin_users.no_account' })
  const email = body.email === undefined ? undefined : normaliseEmail(body.email)
  if (email !== undefined && email !== target.email && (await isEmailTaken(deps.db, email, id))) throw fieldError('email', 'auth.email_taken')
  if (body.plan_id !== undefined) await planOr422(deps.db, body.plan_id)
  if (body.parent_id != null && body.parent_id !== account?.parentId) await assertParent(deps.db, body.parent_id, account)
  const passwordHash = body.password ? await hashPassword(body.password) : undefined
  const now = deps.now()
  return inTransaction(deps.db, async (tx) => {
    const before = auditedUser(await adminUserDetail({ db: tx, now: deps.now }, id))
    const userChanges: Partial<typeof users.$inferInsert> = {}
    if (body.first_name !== undefined) userChanges.firstName = body.first_name.trim()
    if (body.last_name !== undefined) userChanges.lastName = body.last_name.trim()
    if (email !== undefined) userChanges.email = email
    if (body.role !== undefined) userChanges.role = body.role
    if (passwordHash) userChanges.passwordHash = passwordHash
    if (body.referral_partner !== undefined) userChanges.referralPartner = body.referral_partner?.trim() || null
    if (body.google_api_key !== undefined) userChanges.googleApiKey = body.google_api_key?.trim() ? deps.secretBox.seal(body.google_api_key.trim()) : null
    if (Object.keys(userChanges).length) await tx.update(users).set(userChanges).where(eq(users.id, id))
    // A new password ends the sessions opened with the old one.
    if (passwordHash) await revokeAllSessions(tx, id, now)
    if (account) await updateAccount(tx, account, body)
    const detail = await adminUserDetail({ db: tx, now: deps.now }, id)
    const after: Record<string, unknown> = { ...auditedUser(detail), ...(passwordHash ? { password: '[set]' } : {}) }
    if (body.google_api_key !== undefined && body.google_api_key !== null) after.google_api_key = '[set]'
    await recordAudit(tx, { ...auditActors(actor), action: 'user.update', entity: 'user', entityId: id, before, after })
    return detail
  })
}

async function updateAccount(tx: Database, account: AccountRow, body: UpdateAdminUserBody) {
  const accountId = account.id
  const changes: Partial<typeof accounts.$inferInsert> = {}
  if (body.plan_id !== undefined) changes.planId = body.plan_id
  if (body.license_time !== undefined) changes.licenseTime = dayStart(body.license_time)
  if (body.last_reset !== undefined) changes.lastReset = dayStart(body.last_reset)
  if (body.additional_query_count !== undefined) changes.additionalQueryCount = body.additional_query_count
  if (body.parent_id !== undefined) changes.parentId = body.parent_id
  if (Object.keys(changes).length) await tx.update(accounts).set(changes).where(eq(accounts.id, accountId))
  if (body.modules) await replaceModules(tx, accountId, await moduleIdsOf(tx, body.modules))
  else if (body.plan_id !== undefined && body.plan_id !== account.planId) await replaceModules(tx, accountId, await planModuleIds(tx, body.plan_id))
}
