import { createIdentityVerifiers } from '../../providers/identity/identity-verifiers'
import { defineServerModule } from '../../server-module'
import type { AuthDeps, AuthOwnDeps } from './auth-deps'
import { authRoutes } from './routes'

/** Sign-in, sign-out, registration, e-mail confirmation, password reset and social sign-in, under /auth. */
export const authModule = defineServerModule<AuthDeps, AuthOwnDeps>({
  id: 'auth',
  deps: (shared) => ({ identity: createIdentityVerifiers(shared.config) }),
  routes: [{ mount: '/auth', routes: authRoutes }],
})
