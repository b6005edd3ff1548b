import type { Context } from 'hono'
import { count, sql, type SQL } from 'drizzle-orm'
import { labelAssignBody, labelScopeBody } from '../../../shared/labels/schemas'
import { validate } from '../../../shared/validate'
import type { Database } from '../../db/client'
import { leadResults } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { notFound, validationFailed } from '../../http/api-error'
import { readJsonObject } from '../../http/read-body'
import { bodyIds } from '../../http/route-params'
import { listRow } from '../lists/list-repository'
import { parseScope, scopeWhere } from '../results/result-scope'

/** Checked ids as one array literal parameter. */
export const intArray = (ids: number[]) => `{${ids.join(',')}}`

/** The labels of a change and the results it applies to, as a condition on "lead_results" (tenant included). */
export type LabelTargets = { labels: number[]; results: SQL }

function checked<T>(struct: Parameters<typeof validate<T, unknown>>[0], raw: Record<string, unknown>): T {
  const result = validate(struct, raw)
  if (!result.ok) throw validationFailed(result.errors)
  return result.value
}

/**
 * Reads a label change: `{ label_ids, result_ids }`, or `{ label_ids, campaign_id, scope, filter | ids }` for a
 * list's results by scope ("every result matching the filter", loaded on screen or not). Every label, the list and
 * every named result must be the account's: one foreign id is a 404 and nothing changes.
 */
export async function readLabelTargets(c: Context, db: Database, account: AccountScope): Promise<LabelTargets> {
  const raw = await readJsonObject(c)
  if (raw.result_ids === undefined && raw.campaign_id !== undefined) {
    const body = checked(labelScopeBody, { label_ids: raw.label_ids, campaign_id: raw.campaign_id })
    const labels = await ownedLabels(account, body.label_ids)
    const list = await listRow(account, body.campaign_id)
    const scope = parseScope(raw)
    if (scope.scope === 'selection') {
      const [{ n }] = await db.select({ n: count() }).from(leadResults).where(scopeWhere(account, list, scope))
      if (Number(n) !== new Set(scope.ids).size) throw notFound()
    }
    return { labels, results: scopeWhere(account, list, scope) }
  }
  const body = checked(labelAssignBody, { label_ids: raw.label_ids, result_ids: raw.result_ids })
  const labels = await ownedLabels(account, body.label_ids)
  const results = bodyIds(body.result_ids, 'result_ids')
  const owned = await account.ownedIds('leadResults', results)
  if (owned.length !== new Set(results).size) throw notFound()
  return { labels, results: sql`"lead_results"."id" = any(${intArray(owned)}::int[])` }
}

async function ownedLabels(account: AccountScope, ids: number[]): Promise<number[]> {
  const labels = bodyIds(ids, 'label_ids')
  const owned = await account.ownedIds('customLabels', labels)
  if (owned.length !== new Set(labels).size) throw notFound()
  return owned
}
