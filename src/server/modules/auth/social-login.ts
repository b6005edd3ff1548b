import { and, eq } from 'drizzle-orm'
import type { LoginResponse } from '../../../shared/types'
import type { AppDeps, UserRow } from '../../app-deps'
import type { AuthDeps } from './auth-deps'
import { socialAccounts, users } from '../../db/schema'
import { forUser } from '../../db/tenant-scope'
import { refusal } from '../../http/api-error'
import type { VerifiedIdentity } from '../../providers/identity/identity-verifiers'
import { createUser, findUserByEmail, findUserById, normaliseEmail } from '../users/user-repository'
import { assertMaySignIn, loginResponse } from './login'

/**
 * Sign-in with a Google ID token or a Facebook access token. The account is found by the linked provider
 * identity, else by the (provider-verified) e-mail, else created; the provider identity is then linked.
 */
export async function socialLogin(deps: AuthDeps, body: { token: string; provider: 'google' | 'facebook' }): Promise<LoginResponse> {
  const identity = await deps.identity[body.provider](body.token)
  if (!identity) throw refusal(422, { code: 'auth.social_token_invalid' })
  const user = await findOrCreateUser(deps, identity)
  if (!user) throw refusal(422, { code: 'auth.social_token_invalid' })
  assertMaySignIn(user)
  return loginResponse(deps, user)
}

async function findOrCreateUser(deps: AppDeps, identity: VerifiedIdentity): Promise<UserRow | undefined> {
  const [link] = await deps.db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerUserId, identity.providerUserId)))
  if (link) return findUserById(deps.db, link.userId)

  const now = deps.now()
  const email = normaliseEmail(identity.email)
  let user = await findUserByEmail(deps.db, email)
  if (!user) {
    user =
      (await createUser(
        deps.db,
        { email, firstName: identity.firstName, lastName: identity.lastName, passwordHash: null, emailVerifiedAt: now },
        now,
      )) ?? (await findUserByEmail(deps.db, email))
  } else if (!user.emailVerifiedAt && user.status === 'active') {
    // The provider proved the address. Whoever registered it unconfirmed never did, so their password goes
    // (otherwise a squatter could pre-register a victim's address and share the account).
    ;[user] = await deps.db.update(users).set({ emailVerifiedAt: now, passwordHash: null }).where(eq(users.id, user.id)).returning()
  }
  if (!user) return undefined
  await forUser(deps.db, user.id)
    .insert('socialAccounts', [{ provider: identity.provider, providerUserId: identity.providerUserId, createdAt: now }])
    .onConflictDoNothing()
  return user
}
