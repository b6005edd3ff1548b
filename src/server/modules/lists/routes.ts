import { Hono } from 'hono'
import { reads } from '../../http/route-policy'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import {
  addSearchBody, bulkArchiveBody, bulkDeleteBody, listDetailsBody, listsQuery, listWebhookBody, createListBody, updateListBody,
} from '../../../shared/lists/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import type { ListType } from '../../../shared/types'
import { campaigns, campaignSearches, listTypes } from '../../db/schema'
import { accountIdOf, forAccount } from '../../db/tenant-scope'
import { readBody, readQuery } from '../../http/read-body'
import { fieldError, refusal } from '../../http/api-error'
import { queryNumber } from '../../http/query-number'
import { bodyIds, pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { listRow, findList, findLists, ownedListIds, searchHistory, tagsAndSources } from './list-repository'
import { resumeStoppedSearch, startSearch, validSearch } from '../search/search-runner'
import { creditBalance } from '../credits/credit-ledger'
import { searchResultCost } from '../../../shared/leads/costs'
import { say } from '../../../shared/english-message'

const MAX_PAGE_SIZE = 100

/** Saved lists (the API's campaigns): the paths of docs/api.md, "Lists and results". */
export function listRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))

  app.get('/campaign-types', allow.signedIn, async (c) => {
    const rows: ListType[] = await db.select({ id: listTypes.id, name: listTypes.name }).from(listTypes).orderBy(asc(listTypes.id))
    return c.json(rows)
  })

  app.get('/campaigns', allow.module('leads'), reads({ query: listsQuery }), async (c) => {
    const query = readQuery(c, listsQuery)
    const { search, type, state } = query
    const page = queryNumber(query.page, 'page', 1, 10_000_000)
    const limit = queryNumber(query.limit, 'limit', 20, MAX_PAGE_SIZE)
    return c.json(await findLists(db, scopeOf(c.var), { search, type, state, page, limit }))
  })

  app.post('/campaigns', allow.module('leads'), reads({ body: createListBody }), async (c) => {
    const body = await readBody(c, createListBody)
    const scope = scopeOf(c.var)
    // Validate the search before writing anything: a bad search must not leave an empty list behind.
    const params = body.search === undefined || body.search === null ? null : validSearch(body.type, body.search)
    const [row] = await scope
      .insert('campaigns', [{ name: body.name.trim(), type: body.type, tags: body.tags ?? null, source: body.source ?? null }])
      .returning({ id: campaigns.id })
    if (params) {
      try {
        await startSearch(deps, { accountId: scope.accountId, listId: row.id, type: body.type, params })
      } catch (err) {
        await scope.delete('campaigns', inArray(campaigns.id, [row.id]))
        throw err
      }
    }
    return c.json(await findList(db, scope, row.id), 201)
  })

  app.post('/campaigns/bulk-delete', allow.module('leads'), reads({ body: bulkDeleteBody }), async (c) => {
    const body = await readBody(c, bulkDeleteBody)
    const scope = scopeOf(c.var)
    const ids = await ownedListIds(scope, bodyIds(body.resultIds, 'resultIds'))
    await scope.delete('campaigns', inArray(campaigns.id, ids))
    return c.json({ message: say('lists.deleted_many'), deleted: ids.length })
  })

  app.post('/campaigns/bulk-archive', allow.module('leads'), reads({ body: bulkArchiveBody }), async (c) => {
    const body = await readBody(c, bulkArchiveBody)
    const scope = scopeOf(c.var)
    const ids = await ownedListIds(scope, bodyIds(body.resultIds, 'resultIds'))
    await scope.update('campaigns', { isArchived: body.is_archived, updatedAt: deps.now() }, inArray(campaigns.id, ids))
    return c.json({ message: say(body.is_archived ? 'lists.archived_many' : 'lists.restored_many'), updated: ids.length, is_archived: body.is_archived })
  })

  app.post('/campaigns/details', allow.module('leads'), reads({ body: listDetailsBody }), async (c) => {
    const body = await readBody(c, listDetailsBody)
    const scope = scopeOf(c.var)
    let updated = 0
    if (body.ids?.length) {
      const ids = await ownedListIds(scope, bodyIds(body.ids, 'ids'))
      const changes = { updatedAt: deps.now(), ...(body.tags !== undefined && { tags: body.tags }), ...(body.source !== undefined && { source: body.source }) }
      await scope.update('campaigns', changes, inArray(campaigns.id, ids))
      updated = ids.length
    }
    return c.json({ message: say(updated ? 'lists.details_saved' : 'lists.nothing_to_update'), updated, ...(await tagsAndSources(db, scope)) })
  })

  app.post('/campaigns/archive/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    await scope.update('campaigns', { isArchived: !row.isArchived, updatedAt: deps.now() }, inArray(campaigns.id, [row.id]))
    return c.json(await findList(db, scope, row.id))
  })

  app.get('/campaigns/:id', allow.module('leads'), async (c) => c.json(await findList(db, scopeOf(c.var), pathId(c))))

  app.get('/campaigns/:id/progress', allow.module('leads'), async (c) => {
    const list = await findList(db, scopeOf(c.var), pathId(c))
    return c.json({ state: list.state, total: list.total, progress: list.progress, stop_reason: list.stop_reason, is_demo: list.is_demo })
  })

  app.put('/campaigns/:id', allow.module('leads'), reads({ body: updateListBody }), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    const body = await readBody(c, updateListBody)
    const changes = {
      updatedAt: deps.now(),
      ...(body.name !== undefined && { name: body.name.trim() }),
      ...(body.tags !== undefined && { tags: body.tags }),
      ...(body.source !== undefined && { source: body.source }),
    }
    await scope.update('campaigns', changes, inArray(campaigns.id, [row.id]))
    return c.json(await findList(db, scope, row.id))
  })

  app.delete('/campaigns/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    // Results, searches and label links go with it (ON DELETE CASCADE), in the one statement.
    await scope.delete('campaigns', inArray(campaigns.id, [row.id]))
    return c.json({ message: say('lists.deleted'), id: row.id })
  })

  app.post('/campaigns/:id/search', allow.module('leads'), reads({ body: addSearchBody }), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    const body = await readBody(c, addSearchBody)
    const params = validSearch(row.type, body.search)
    await startSearch(deps, { accountId: scope.accountId, listId: row.id, type: row.type, params })
    return c.json(await findList(db, scope, row.id), 202)
  })

  // A search stopped because the credits ran out goes on where it stopped, once the balance pays for a result.
  app.post('/campaigns/:id/resume', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    const [run] = await db
      .select({ id: campaignSearches.id, status: campaignSearches.status, stopReason: campaignSearches.stopReason })
      .from(campaignSearches)
      .where(scope.where('campaignSearches', eq(campaignSearches.campaignId, row.id)))
      .orderBy(desc(campaignSearches.id))
      .limit(1)
    if (!run || run.status !== 'stopped' || run.stopReason !== 'credits') throw refusal(422, { code: 'lists.nothing_to_resume' })
    const cost = searchResultCost[row.type]
    const balance = await creditBalance(db, scope.accountId, deps.now())
    if (balance < cost) throw refusal(422, { code: 'lists.resume_needs_credits', params: { cost, balance } })
    if (!(await resumeStoppedSearch(deps, run.id))) throw refusal(422, { code: 'lists.nothing_to_resume' })
    return c.json(await findList(db, scope, row.id), 202)
  })

  app.post('/campaign/:id/history', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    return c.json({ data: await searchHistory(db, scope, row.id) })
  })

  app.get('/campaign-webhook/:id', allow.module('leads'), async (c) => {
    const row = await listRow(scopeOf(c.var), pathId(c))
    return c.json({ id: row.id, webhook: row.webhook })
  })

  app.post('/campaign-webhook-setup/:id', allow.module('leads'), reads({ body: listWebhookBody }), async (c) => {
    const scope = scopeOf(c.var)
    const row = await listRow(scope, pathId(c))
    const body = await readBody(c, listWebhookBody)
    const webhook = body.webhook.trim()
    if (webhook.length > 2000) throw fieldError('webhook', 'validation.max', { max: 2000 })
    await scope.update('campaigns', { webhook, updatedAt: deps.now() }, inArray(campaigns.id, [row.id]))
    return c.json({ message: say('lists.webhook_saved'), id: row.id, webhook })
  })

  return app
}
