import type { ApiKeyScope } from '../../../shared/integrations/types'
import type { AppDeps, UserRow } from '../../app-deps'
import { declarePolicy } from '../../http/route-policy'
import { requireUser } from '../../http/require-user'
import type { ActingAccount } from '../accounts/acting-account'

export type ApiKeyEnv = { Variables: { user: UserRow; account: ActingAccount; apiKey: { id: number; scope: ApiKeyScope } } }

/**
 * Routes called only by machines on an account's behalf (Zapier's REST hooks): one of the account's API keys in
 * `X-API-Key`, or as a bearer token. A revoked key, a session token, or the key of an account whose owner is disabled
 * is a 401; scope and rate limit apply as on every keyed request (src/server/http/require-user.ts).
 */
export function allowApiKey(deps: AppDeps) {
  return declarePolicy({ who: 'api-key' }, requireUser(deps, 'only'))
}
