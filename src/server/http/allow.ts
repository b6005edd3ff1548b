import { createMiddleware } from 'hono/factory'
import type { ModuleSlug } from '../../shared/modules'
import type { Role } from '../../shared/types'
import type { AppDeps, AppEnv } from '../app-deps'
import { modulesOf } from '../modules/users/user-repository'
import { forbidden } from './api-error'
import { requireUser } from './require-user'
import { declarePolicy } from './route-policy'

/**
 * The policies a route declares as its first handler: `app.get('/campaigns', allow.signedIn, handler)`. Each one
 * checks what it declares, and the app refuses to start with a route that declares none (src/server/app.ts).
 */
export function allowFor(deps: AppDeps) {
  const signedIn = requireUser(deps)
  return {
    /** No check: the route is public. */
    anyone: declarePolicy({ who: 'anyone' }, createMiddleware<AppEnv>((_c, next) => next())),
    /** A valid, unrevoked bearer token of an active user (401 otherwise). */
    signedIn: declarePolicy({ who: 'user' }, signedIn),
    /** Signed in, with one of `roles` (403 otherwise). */
    roles: (...roles: Role[]) =>
      declarePolicy(
        { who: 'user', roles },
        createMiddleware<AppEnv>((c, next) =>
          signedIn(c, async () => {
            if (!roles.includes(c.var.user.role)) throw forbidden()
            await next()
          }),
        ),
      ),
    /** Signed in, holding `module` (403 otherwise). */
    module: (module: ModuleSlug) =>
      declarePolicy(
        { who: 'user', module },
        createMiddleware<AppEnv>((c, next) =>
          signedIn(c, async () => {
            const held = await modulesOf(deps.db, c.var.user.id)
            if (!held.some((m) => m.slug === module)) throw forbidden()
            await next()
          }),
        ),
      ),
  }
}
