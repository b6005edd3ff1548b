import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from '../app-deps'
import { userForToken } from '../modules/auth/sessions'
import { forbidden, unauthenticated } from './api-error'
import type { Role } from '../../shared/types'

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

export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.user.role)) throw forbidden()
    await next()
  })
}
