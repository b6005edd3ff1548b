import type { Context } from 'hono'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { resultScopes, type ResultScope } from '../../../shared/leads/filters'
import { validate } from '../../../shared/validate'
import { leadResults } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { fieldError, validationFailed } from '../../http/api-error'
import { readJsonObject } from '../../http/read-body'
import { bodyIds } from '../../http/route-params'
import { filterConditions } from './result-conditions'
import type { ListRef } from './result-page'

/**
 * A resultScope read from a JSON body (plus any extra keys the caller wants, such as campaign_id). The scope kind is
 * read first so a bad filter is reported field by field, not as "the union did not match".
 */
export async function readScopeBody(c: Context): Promise<{ scope: ResultScope; raw: Record<string, unknown> }> {
  const raw = await readJsonObject(c)
  return { scope: parseScope(raw), raw }
}

export function parseScope(raw: Record<string, unknown>): ResultScope {
  const kind = raw.scope
  if (kind !== 'all' && kind !== 'filter' && kind !== 'selection') throw fieldError('scope', kind === undefined || kind === null || kind === '' ? 'validation.required' : 'validation.type')
  const fields = kind === 'filter' ? { scope: kind, filter: raw.filter ?? {} } : kind === 'selection' ? { scope: kind, ids: raw.ids } : { scope: kind }
  const result = validate(resultScopes[kind] as never, fields)
  if (!result.ok) throw validationFailed(result.errors)
  const scope = result.value as ResultScope
  if (scope.scope === 'selection') bodyIds(scope.ids, 'ids')
  return scope
}

/** The WHERE of the results a scope names inside one list (tenant included). */
export function scopeWhere(account: AccountScope, list: ListRef, scope: ResultScope): SQL {
  const inList = eq(leadResults.campaignId, list.id)
  if (scope.scope === 'all') return account.where('leadResults', inList)!
  if (scope.scope === 'filter') return account.where('leadResults', and(inList, filterConditions(list.type, scope.filter)))!
  return account.where('leadResults', and(inList, inArray(leadResults.id, scope.ids)))!
}

