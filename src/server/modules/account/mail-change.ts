import { and, eq } from 'drizzle-orm'
import type { AppDeps, UserRow } from '../../app-deps'
import { users } from '../../db/schema'
import { fieldError, refusal } from '../../http/api-error'
import { sendCode, startCountdown } from '../auth/code-delivery'
import { assertEmailLength } from '../auth/registration'
import { latestOpenCode, verifyCode } from '../auth/verification-codes'
import type { ActingAccount } from '../accounts/acting-account'
import { presentUser } from '../users/present-user'
import { isEmailTaken, normaliseEmail } from '../users/user-repository'
import { say } from '../../../shared/english-message'

const pendingFor = (user: UserRow) => ({ purpose: 'mail_change' as const, email: user.email, userId: user.id })

/** Sends a code to the new address; the account keeps its old address until the code comes back. */
export async function requestMailChange(deps: AppDeps, user: UserRow, body: { email: string }) {
  const newEmail = normaliseEmail(body.email)
  assertEmailLength(newEmail)
  if (newEmail === user.email) throw fieldError('email', 'validation.same_email')
  if (await isEmailTaken(deps.db, newEmail, user.id)) throw fieldError('email', 'auth.email_taken')
  await startCountdown(deps, 'mail_change', user.id)
  await sendCode(deps, { ...pendingFor(user), to: newEmail, newEmail })
  return { message: say('account.mail_change_sent'), resend_in: deps.config.resendCooldownSeconds }
}

export async function resendMailChange(deps: AppDeps, user: UserRow) {
  const open = await latestOpenCode(deps.db, pendingFor(user))
  if (!open?.newEmail) throw refusal(422, { code: 'account.no_pending_mail_change' })
  await startCountdown(deps, 'mail_change', user.id)
  await sendCode(deps, { ...pendingFor(user), to: open.newEmail, newEmail: open.newEmail })
  return { message: say('account.mail_change_sent'), resend_in: deps.config.resendCooldownSeconds }
}

export async function confirmMailChange(deps: AppDeps, user: UserRow, acting: ActingAccount, body: { code: string }) {
  const now = deps.now()
  const used = await verifyCode(deps.db, deps.appSecret, pendingFor(user), body.code, now, true)
  const newEmail = used.newEmail!
  if (await isEmailTaken(deps.db, newEmail, user.id)) throw fieldError('email', 'auth.email_taken')
  const [updated] = await deps.db
    .update(users)
    .set({ email: newEmail, emailVerifiedAt: now })
    .where(and(eq(users.id, user.id), eq(users.email, user.email)))
    .returning()
    .catch(() => [])
  if (!updated) throw fieldError('email', 'auth.email_taken')
  return { message: say('account.mail_changed'), user: await presentUser(deps, updated, acting) }
}
