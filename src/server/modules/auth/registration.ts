import { and, eq, isNull } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import { users } from '../../db/schema'
import { fieldError } from '../../http/api-error'
import { hashPassword } from '../../security/passwords'
import { createUser, findUserByEmail, normaliseEmail } from '../users/user-repository'
import { restartCountdown, sendCode, startCountdown } from './code-delivery'
import { verifyCode } from './verification-codes'
import { currentTermsVersion } from '../billing/terms'
import { say } from '../../../shared/english-message'

const MAX_EMAIL_LENGTH = 254

export function assertEmailLength(email: string, field = 'email') {
  if (email.length > MAX_EMAIL_LENGTH) throw fieldError(field, 'validation.email')
}

type RegisterInput = { first_name: string; last_name: string; email: string; password: string; terms?: boolean }

/** A sign-up; on a reseller's verified domain (`resellerId`), the new account is that reseller's customer. */
export async function register(deps: AppDeps, body: RegisterInput, resellerId: number | null = null) {
  const email = normaliseEmail(body.email)
  assertEmailLength(email)
  const now = deps.now()
  const user = await createUser(
    deps.db,
    {
      email,
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      passwordHash: await hashPassword(body.password),
      termsAcceptedAt: body.terms ? now : null,
      // Ticking the agreement on the form accepts the terms shown at that moment: the current version.
      termsVersion: body.terms ? await currentTermsVersion(deps.db) : null,
    },
    now,
    resellerId,
  )
  if (!user) throw fieldError('email', 'auth.email_taken')
  await restartCountdown(deps, 'confirm_email', email)
  await sendCode(deps, { purpose: 'confirm_email', to: email, email, userId: user.id })
  return { message: say('auth.registered'), email, resend_in: deps.config.resendCooldownSeconds }
}

export async function confirmEmail(deps: AppDeps, body: { email: string; code: string }) {
  const email = normaliseEmail(body.email)
  const user = await findUserByEmail(deps.db, email)
  if (!user || user.emailVerifiedAt) throw fieldError('code', 'auth.invalid_code')
  const now = deps.now()
  await verifyCode(deps.db, deps.appSecret, { purpose: 'confirm_email', email, userId: user.id }, body.code, now, true)
  await deps.db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
  return { message: say('auth.email_confirmed') }
}

/** Same answer whether or not the address needs a code, so it reveals nothing; the countdown always applies. */
export async function resendConfirmation(deps: AppDeps, body: { email: string }) {
  const email = normaliseEmail(body.email)
  assertEmailLength(email)
  await startCountdown(deps, 'confirm_email', email)
  const user = await findUserByEmail(deps.db, email)
  if (user && !user.emailVerifiedAt && user.status === 'active') {
    await sendCode(deps, { purpose: 'confirm_email', to: email, email, userId: user.id })
  }
  return { message: say('auth.code_resent'), resend_in: deps.config.resendCooldownSeconds }
}
