import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import { users } from '../../db/schema'
import { fieldError } from '../../http/api-error'
import { hashPassword } from '../../security/passwords'
import { findUserByEmail, normaliseEmail } from '../users/user-repository'
import { sendCode, startCountdown } from './code-delivery'
import { assertEmailLength } from './registration'
import { revokeAllSessions } from './sessions'
import { verifyCode } from './verification-codes'
import { say } from '../../../shared/english-message'

/** Always the same answer (no account enumeration); the code is only sent to an existing, usable account. */
export async function forgotPassword(deps: AppDeps, body: { email: string }) {
  const email = normaliseEmail(body.email)
  assertEmailLength(email)
  await startCountdown(deps, 'reset_password', email)
  const user = await findUserByEmail(deps.db, email)
  if (user && user.status === 'active') await sendCode(deps, { purpose: 'reset_password', to: email, email, userId: user.id })
  return { message: say('auth.reset_code_sent'), resend_in: deps.config.resendCooldownSeconds }
}

async function resetTarget(deps: AppDeps, rawEmail: string) {
  const email = normaliseEmail(rawEmail)
  const user = await findUserByEmail(deps.db, email)
  if (!user || user.status !== 'active') throw fieldError('code', 'auth.invalid_code')
  return { email, user }
}

export async function checkResetCode(deps: AppDeps, body: { email: string; code: string }) {
  const { email, user } = await resetTarget(deps, body.email)
  await verifyCode(deps.db, deps.appSecret, { purpose: 'reset_password', email, userId: user.id }, body.code, deps.now(), false)
  return { valid: true as const }
}

/** Sets the new password and signs the account out everywhere. The code proves the address, so it counts as confirmed. */
export async function resetPassword(deps: AppDeps, body: { email: string; code: string; password: string }) {
  const { email, user } = await resetTarget(deps, body.email)
  const now = deps.now()
  await verifyCode(deps.db, deps.appSecret, { purpose: 'reset_password', email, userId: user.id }, body.code, now, true)
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), emailVerifiedAt: user.emailVerifiedAt ?? now })
    .where(eq(users.id, user.id))
  await revokeAllSessions(deps.db, user.id, now)
  return { message: say('auth.password_reset') }
}
