import { createMiddleware } from 'hono/factory'
import type { AppDeps, UserRow } from '../../app-deps'
import { unauthenticated } from '../../http/api-error'
import { declarePolicy } from '../../http/route-policy'
import type { ActingAccount } from '../accounts/acting-account'
import { userForApiKey } from './api-key-store'

export type ApiKeyEnv = { Variables: { user: UserRow; account: ActingAccount; apiKeyId: number } }

/**
 * Routes called by machines on an account's behalf (Zapier's REST hooks): one of the account's API keys in
 * `X-API-Key`, or as a bearer token. A revoked key, or the key of an account whose owner is disabled, is a 401.
 */
export function allowApiKey(deps: AppDeps) {
  const check = createMiddleware<ApiKeyEnv>(async (c, next) => {
    const header = c.req.header('x-api-key') ?? c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
    const found = header ? await userForApiKey(deps.db, header.trim(), deps.now()) : null
    if (!found) throw unauthenticated()
    c.set('user', found.user)
    c.set('account', found.account)
    c.set('apiKeyId', found.keyId)
    await next()
  })
  return declarePolicy({ who: 'api-key' }, check)
}
