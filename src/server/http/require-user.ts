import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from '../app-deps'
import { actingAccountFor } from '../modules/accounts/acting-account'
import { userForToken } from '../modules/auth/sessions'
import { unauthenticated } from './api-error'

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match ? match[1] : null
}

/**
 * Needs a valid, unrevoked bearer token of an active user, checked on every request, and puts the account the token
 * acts as in `c.var.account`. A session whose account the user may no longer act as (removed from it) is over: 401.
 */
export function requireUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    const found = token ? await userForToken(deps.db, token, deps.now()) : null
    const account = found ? await actingAccountFor(deps.db, found.user, found.accountId) : null
    if (!found || !account) throw unauthenticated()
    c.set('user', found.user)
    c.set('sessionId', found.sessionId)
    c.set('account', account)
    await next()
  })
}
