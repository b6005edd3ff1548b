import { and, count } from 'drizzle-orm'
import { resultFilter, type ResultFilter, type ResultScope } from '../../../shared/leads/filters'
import { nestFieldErrors, validate } from '../../../shared/validate'
import type { Database } from '../../db/client'
import { leadResults } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { validationFailed } from '../../http/api-error'
import { filterConditions } from './result-conditions'
import type { ListRef } from './result-page'
import { scopeWhere } from './result-scope'

/** The `within` filter of a count request, validated like a results page's filter (errors keyed under `within.`). */
export function readWithin(raw: unknown): ResultFilter | null {
  if (raw === undefined || raw === null) return null
  const checked = validate(resultFilter, raw)
  if (!checked.ok) throw validationFailed(nestFieldErrors('within', checked.errors))
  return checked.value
}

/**
 * How many results a scope holds in a list (`count`) and how many of them the table's filter `within` shows
 * (`visible`): a selection kept across a filter change says how many of its rows that filter hides.
 */
export async function countSelection(db: Database, account: AccountScope, list: ListRef, scope: ResultScope, within: ResultFilter | null) {
  const where = scopeWhere(account, list, scope)
  const [[all], [shown]] = await Promise.all([
    db.select({ n: count() }).from(leadResults).where(where),
    within ? db.select({ n: count() }).from(leadResults).where(and(where, filterConditions(list.type, within))) : Promise.resolve([null]),
  ])
  const total = Number(all.n)
  return { count: total, visible: shown ? Number(shown.n) : total }
}
