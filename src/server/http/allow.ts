import { createMiddleware } from 'hono/factory'
import type { ModuleSlug } from '../../shared/modules'
import type { Role } from '../../shared/types'
import type { AppDeps, AppEnv } from '../app-deps'
import { actingModules } from '../modules/accounts/acting-account'
import { assertCustomerAccess } from '../modules/accounts/customer-access'
import { forbidden, refusal } from './api-error'
import { requireUser } from './require-user'
import { declarePolicy } from './route-policy'

/**
 * The policies a route declares as its first handler: `app.get('/campaigns', allow.module('leads'), handler)`. Each
 * one checks what it declares, and the app refuses to start with a route that declares none (src/server/app.ts).
 * Roles and modules are those of the acting user in the acting account (the session's), never of the person alone.
 */
export function allowFor(deps: AppDeps) {
  const signedIn = requireUser(deps, 'allowed')
  return {
    /** No check: the route is public. */
    anyone: declarePolicy({ who: 'anyone' }, createMiddleware<AppEnv>((_c, next) => next())),
    /** A valid, unrevoked bearer token of an active user, or an API key of the account (401 otherwise). */
    signedIn: declarePolicy({ who: 'user', keys: 'allowed' }, signedIn),
    /**
     * A person's session only: an API key gets 403 (managing keys, switching accounts, the person's own sign-in,
     * e-mail and password). Everything else a key may call, within its scope.
     */
    sessionOnly: declarePolicy({ who: 'user', keys: 'refused' }, requireUser(deps, 'refused')),
    /** Signed in, with one of `roles` in the acting account (403 otherwise). */
    roles: (...roles: Role[]) =>
      declarePolicy(
        { who: 'user', keys: 'allowed', roles },
        createMiddleware<AppEnv>((c, next) =>
          signedIn(c, async () => {
            if (!roles.includes(c.var.account.role)) throw forbidden()
            await next()
          }),
        ),
      ),
    /**
     * Signed in, acting in an active account, holding `module` there (403 with a message naming the module
     * otherwise), and when `roles` are given, with one of them. An API key limited to some modules must name this one.
     */
    module: (module: ModuleSlug, ...roles: Role[]) =>
      declarePolicy(
        { who: 'user', keys: 'allowed', module, ...(roles.length ? { roles } : {}) },
        createMiddleware<AppEnv>((c, next) =>
          signedIn(c, async () => {
            const { account, user } = c.var
            if (!account.active) throw refusal(403, { code: 'accounts.inactive' })
            // A reseller's customer whose subscription is paused or over is locked out; the reseller's own account is not.
            await assertCustomerAccess(deps.db, account)
            const held = await actingModules(deps.db, user.id, account)
            if (!held.some((m) => m.slug === module)) throw refusal(403, { code: 'accounts.module_required', params: { module } })
            const keyModules = c.var.apiKey?.modules
            if (keyModules && !keyModules.includes(module)) throw refusal(403, { code: 'integrations.api_key_module', params: { module } })
            if (roles.length && !roles.includes(account.role)) throw forbidden()
            await next()
          }),
        ),
      ),
  }
}
