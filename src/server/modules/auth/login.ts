import type { LoginResponse } from '../../../shared/types'
import type { AppDeps, UserRow } from '../../app-deps'
import { fieldError, refusal } from '../../http/api-error'
import { verifyPassword } from '../../security/passwords'
import { actingAccountFor, homeAccountId } from '../accounts/acting-account'
import { presentUser } from '../users/present-user'
import { findUserByEmail, normaliseEmail } from '../users/user-repository'
import { claimLoginAttempt, clearEvents, loginKeys, releaseClaims } from './attempt-counters'
import { issueSession } from './sessions'

const invalidCredentials = () => fieldError('email', 'auth.invalid_credentials')

/** Refuses accounts that may not sign in even with the right secret. */
export function assertMaySignIn(user: UserRow) {
  if (user.status !== 'active') throw refusal(403, { code: 'auth.account_disabled' })
  if (!user.emailVerifiedAt) throw refusal(403, { code: 'auth.email_not_confirmed' })
}

/** A new session acting as the user's home account (the one they own, else their oldest membership). */
export async function loginResponse(deps: AppDeps, user: UserRow): Promise<LoginResponse> {
  const accountId = await homeAccountId(deps.db, user.id)
  const acting = accountId === null ? null : await actingAccountFor(deps.db, user, accountId)
  if (!acting) throw refusal(403, { code: 'accounts.no_account' })
  const token = await issueSession(deps.db, user.id, acting.id, deps.now())
  return { authorisation: { token, type: 'bearer' }, user: await presentUser(deps, user, acting) }
}

/**
 * E-mail and password sign-in. Five failures within 15 minutes for one e-mail or one client address lock
 * further tries (right password included) until the window frees up. The failure is counted before the password is
 * checked (claimLoginAttempt), so parallel guesses cannot pass the limit between a check and a count; a right
 * password gives its slot back, and clears the e-mail's counter.
 */
export async function passwordLogin(deps: AppDeps, body: { email: string; password: string }, address: string): Promise<LoginResponse> {
  const email = normaliseEmail(body.email)
  const keys = loginKeys(email, address)
  const { wait, claims } = await claimLoginAttempt(deps.db, keys, deps.now())
  if (wait > 0) throw refusal(429, { code: 'auth.too_many_attempts', params: { seconds: wait } }, {}, { 'Retry-After': String(wait) })

  const user = await findUserByEmail(deps.db, email)
  const usable = user && user.status !== 'deleted' ? user : undefined
  const right = await verifyPassword(usable?.passwordHash ?? null, body.password)
  if (!usable || !right) throw invalidCredentials()
  await releaseClaims(deps.db, claims)
  assertMaySignIn(usable)
  await clearEvents(deps.db, [keys[0]])
  return loginResponse(deps, usable)
}
