import type { AppDeps } from '../../app-deps'
import type { IdentityVerifiers } from '../../providers/identity/identity-verifiers'

/** What the auth module adds to the shared deps (src/server/modules/auth/module.ts builds it). */
export type AuthOwnDeps = {
  /** Checks the tokens of social sign-in (Google, Facebook). */
  identity: IdentityVerifiers
}

export type AuthDeps = AppDeps & AuthOwnDeps
