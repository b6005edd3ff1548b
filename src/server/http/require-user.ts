import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv, UserRow } from '../app-deps'
import { users } from '../db/schema'
import { actingAccountFor } from '../modules/accounts/acting-account'
import { userForApiKey, type ApiKeyHolder } from '../modules/api-keys/api-key-store'
import { recordAudit } from '../modules/audit/record-audit'
import { userForToken } from '../modules/auth/sessions'
import { refusal, unauthenticated } from './api-error'
import { createKeyRateLimit, rateLimitHeaders } from './key-rate-limit'

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match ? match[1] : null
}

/** Whether a route takes an API key in place of a session (its policy says so: src/server/http/allow.ts). */
export type KeyUse = 'allowed' | 'refused'

const READ_METHODS = new Set(['GET', 'HEAD'])

/** The API key a request presents: `X-API-Key`, or a bearer token that looks like a key (`lc_`). */
function presentedKey(c: Context): string | null {
  const header = c.req.header('x-api-key')?.trim()
  if (header) return header
  const bearer = bearerToken(c.req.header('authorization'))
  return bearer?.startsWith('lc_') ? bearer : null
}

/**
 * Needs a valid, unrevoked bearer token of an active user, checked on every request, and puts the account the token
 * acts as in `c.var.account`. A session whose account the user may no longer act as (removed from it) is over: 401.
 *
 * Where `keys` is 'allowed', one of the account's API keys does instead: the request acts as the key's account with
 * its owner's access (within the key's modules, checked by allow.module), a `read` key only reads (403 `integrations.api_key_read_only` on any other method), and every
 * keyed request counts against the key's rate limit (RateLimit headers on each answer; 429 with Retry-After past it).
 */
export function requireUser(deps: AppDeps, keys: KeyUse | 'only' = 'allowed') {
  // The count lives in the database, so every router's limiter (and every process's) counts the same window.
  const limiter = createKeyRateLimit(deps.db, deps.config.apiKeyRateLimit)
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = presentedKey(c)
    const holder = key ? await userForApiKey(deps.db, key, deps.now()) : null
    if (holder) return keyed(c, holder, next)
    if (keys === 'only') throw unauthenticated()
    if (key && c.req.header('x-api-key')) throw unauthenticated()
    const token = bearerToken(c.req.header('authorization'))
    const found = token ? await userForToken(deps.db, token, deps.now()) : null
    const account = found ? await actingAccountFor(deps.db, found.user, found.accountId) : null
    if (!found || !account) throw unauthenticated()
    const impersonator = found.impersonatorUserId === null ? undefined : (await deps.db.select().from(users).where(eq(users.id, found.impersonatorUserId)))[0]
    // An impersonation session lasts only while the admin behind it may still work.
    if (impersonator && impersonator.status !== 'active') throw unauthenticated()
    c.set('user', found.user)
    c.set('sessionId', found.sessionId)
    c.set('account', account)
    if (impersonator) c.set('impersonator', impersonator)
    await next()
    if (impersonator && !READ_METHODS.has(c.req.method)) await auditImpersonatedRequest(c, impersonator)
  })

  /**
   * Every request that may change something, made while an admin acts as the user, leaves an entry naming both (the
   * user as actor, the admin as impersonator) with what was asked and how it was answered. Every signed-in request
   * passes here, so no route can forget it; routes that change admin records also write their own entries.
   */
  async function auditImpersonatedRequest(c: Context<AppEnv>, impersonator: UserRow) {
    const { user } = c.var
    await recordAudit(deps.db, {
      actor: { id: user.id, email: user.email },
      impersonator: { id: impersonator.id, email: impersonator.email },
      action: 'impersonation.request',
      entity: 'impersonation',
      entityId: user.id,
      after: { method: c.req.method, path: c.req.path, status: c.res.status },
    })
  }

  async function keyed(c: Context<AppEnv>, holder: ApiKeyHolder, next: () => Promise<void>) {
    if (keys === 'refused') throw refusal(403, { code: 'integrations.api_key_not_here' })
    if (holder.scope === 'read' && !READ_METHODS.has(c.req.method)) throw refusal(403, { code: 'integrations.api_key_read_only' })
    const state = await limiter.take(holder.keyId, deps.now())
    const headers = rateLimitHeaders(state)
    if (!state.allowed) {
      const seconds = state.resetSeconds
      throw refusal(429, { code: 'integrations.api_key_rate_limited', params: { seconds } }, {}, { ...headers, 'Retry-After': String(seconds) })
    }
    c.set('user', holder.user)
    c.set('account', holder.account)
    c.set('apiKey', { id: holder.keyId, scope: holder.scope, modules: holder.modules })
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  }
}
