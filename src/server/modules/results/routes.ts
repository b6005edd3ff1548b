import { Hono, type Context } from 'hono'
import { eq, inArray, and, sql } from 'drizzle-orm'
import { resultFilter, scopedResultsBody, type ResultScope } from '../../../shared/leads/filters'
import { influencerImportBody, manualEntryBody } from '../../../shared/leads/manual'
import { leadTypes } from '../../../shared/leads/types'
import type { AppDeps, AppEnv } from '../../app-deps'
import { leadResults } from '../../db/schema'
import { isRowId } from '../../../shared/validate'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { fieldError, notFound } from '../../http/api-error'
import { readBody } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { bodyIds, pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { listRow } from '../lists/list-repository'
import { labelsJson } from './result-columns'
import { csvStream, exportCsv } from './csv-export'
import { influencerResults, insertResults, manualResults, manualShapeOf } from './manual-entry'
import { presentResult, queryResults, rowsOf } from './result-page'
import { readScopeBody, scopeWhere } from './result-scope'
import { countSelection, readWithin } from './selection-count'
import { say } from '../../../shared/english-message'
import { newLeadsLanded } from '../workflows/workflow-triggers'

/** Results of saved lists: the filtered pages, details, deletion, manual entry and influencer import. */
export function resultRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const { db } = deps
  const allow = allowFor(deps)
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))

  for (const type of leadTypes) {
    app.post(`/${type}-results/:id`, allow.module('leads'), reads({ body: resultFilter }), async (c) => {
      const scope = scopeOf(c.var)
      const list = await listRow(scope, pathId(c))
      if (list.type !== type) throw fieldError('type', 'results.wrong_type', { type, actual: list.type })
      const filter = await readBody(c, resultFilter)
      return c.json(await queryResults(db, scope, list, filter))
    })
  }

  app.get('/results/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const id = pathId(c)
    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql`select "lead_results".*, ${labelsJson} as labels, c.name as campaign_name from "lead_results"
        join campaigns c on c.id = "lead_results"."campaign_id"
        where ${scope.where('leadResults', eq(leadResults.id, id))}`,
    )
    if (!row) throw notFound()
    return c.json({ ...presentResult(row), campaign_name: row.campaign_name })
  })

  app.post('/results/delete', allow.module('leads'), reads({ body: scopedResultsBody }), async (c) => {
    const scope = scopeOf(c.var)
    const { scope: which, raw } = await readScopeBody(c)
    const campaignId = raw.campaign_id
    if (campaignId === undefined || campaignId === null) {
      // A selection may span lists; "all" and "filter" only ever mean one list.
      if (which.scope !== 'selection') throw fieldError('campaign_id', 'validation.required')
      const ids = which.ids
      const owned = await scope.ownedIds('leadResults', ids)
      if (owned.length !== ids.length) throw notFound()
      await scope.delete('leadResults', inArray(leadResults.id, owned))
      return c.json({ message: say('results.deleted'), deleted: owned.length })
    }
    if (typeof campaignId !== 'number' || !Number.isInteger(campaignId)) throw fieldError('campaign_id', 'validation.integer')
    if (!isRowId(campaignId)) throw notFound()
    const list = await listRow(scope, campaignId)
    if (which.scope === 'selection') {
      const inList = await db
        .select({ id: leadResults.id })
        .from(leadResults)
        .where(and(scopeWhere(scope, list, which)))
      if (inList.length !== which.ids.length) throw notFound()
    }
    const deleted = await db.delete(leadResults).where(scopeWhere(scope, list, which)).returning({ id: leadResults.id })
    return c.json({ message: say('results.deleted'), deleted: deleted.length })
  })

  app.post('/campaigns/:id/results/count', allow.module('leads'), reads({ body: scopedResultsBody }), async (c) => {
    const account = scopeOf(c.var)
    const list = await listRow(account, pathId(c))
    const { scope, raw } = await readScopeBody(c)
    return c.json(await countSelection(db, account, list, scope, readWithin(raw.within)))
  })

  app.post('/campaigns/:id/manual-entry', allow.module('leads'), reads({ body: manualEntryBody }), async (c) => {
    const scope = scopeOf(c.var)
    const list = await listRow(scope, pathId(c))
    if (!manualShapeOf(list.type)) throw fieldError('type', 'results.no_manual_entry', { type: list.type })
    const body = await readBody(c, manualEntryBody)
    if (body.records.length > MAX_RECORDS) throw fieldError('records', 'validation.max', { max: MAX_RECORDS })
    const result = await insertResults(db, scope, list, manualResults(list.type, body.records))
    if (result.created) await newLeadsLanded(deps, { accountId: scope.accountId, campaignId: list.id })
    return c.json({ message: say('results.added', { count: result.created }), ...result }, 201)
  })

  app.post('/campaigns/:id/influencer-import', allow.module('leads'), reads({ body: influencerImportBody }), async (c) => {
    const scope = scopeOf(c.var)
    const list = await listRow(scope, pathId(c))
    if (list.type !== 'influencer') throw fieldError('type', 'results.wrong_type', { type: 'influencer', actual: list.type })
    const body = await readBody(c, influencerImportBody)
    if (body.urls.length > MAX_RECORDS) throw fieldError('urls', 'validation.max', { max: MAX_RECORDS })
    const result = await insertResults(db, scope, list, influencerResults(body.urls))
    if (result.created) await newLeadsLanded(deps, { accountId: scope.accountId, campaignId: list.id })
    return c.json({ message: say('results.added', { count: result.created }), ...result }, 201)
  })

  const exportList = async (c: Context<AppEnv>, scope: ResultScope) => {
    const account = scopeOf(c.var)
    const list = await listRow(account, pathId(c))
    if (scope.scope === 'selection') bodyIds(scope.ids, 'ids')
    const csv = exportCsv(db, account, list, scope)
    return new Response(csvStream(csv.chunks), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csv.asciiFilename}"; filename*=UTF-8''${encodeURIComponent(csv.filename)}`,
        'cache-control': 'no-store',
      },
    })
  }
  app.get('/campaigns/:id/export.csv', allow.module('leads'), async (c) => {
    const ids = c.req.query('ids')
    if (ids === undefined) return exportList(c, { scope: 'all' })
    const parsed = ids.split(',').map((v) => (/^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : NaN))
    if (!parsed.length || parsed.some((n) => !Number.isInteger(n))) throw fieldError('ids', 'validation.type')
    return exportList(c, { scope: 'selection', ids: parsed })
  })
  app.post('/campaigns/:id/export.csv', allow.module('leads'), reads({ body: scopedResultsBody }), async (c) => exportList(c, (await readScopeBody(c)).scope))

  return app
}

/** Records per manual-entry or import request; bigger sets come in several requests. */
const MAX_RECORDS = 1000
