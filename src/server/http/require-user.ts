import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from '../app-deps'
import { userForToken } from '../modules/auth/sessions'
import { unauthenticated } from './api-error'

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match ? match[1] : null
}

/** Needs a valid, unrevoked bearer token of an active user, checked on every request. */
export function requireUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    const found = token ? await userForToken(deps.db, token, deps.now()) : null
    if (!found) throw unauthenticated()
    c.set('user', found.user)
    c.set('sessionId', found.sessionId)
    await next()
  })
}
