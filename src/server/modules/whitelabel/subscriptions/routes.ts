import { Hono, type Context } from 'hono'
import {
  createSubscriptionBody, subscriptionBulkBody, subscriptionsPage, subscriptionsQuery, updateSubscriptionBody, usageHistoryPage, usageHistoryQuery,
} from '../../../../shared/whitelabel/subscription-schemas'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { allowFor } from '../../../http/allow'
import { notFound, refusal } from '../../../http/api-error'
import { queryNumber } from '../../../http/query-number'
import { readBody, readQuery } from '../../../http/read-body'
import { bodyIds, pathId } from '../../../http/route-params'
import { reads } from '../../../http/route-policy'
import type { BulkAction } from './bulk-actions'
import { bulkCounts, bulkErrorsCsv, bulkHistory, bulkRequestKey, presentBulkJob, startBulkJob } from './bulk-jobs'
import { exportCsv } from './export-csv'
import { rotateInboundSecret } from './inbound-secret'
import { createSubscription, singleActions, subscriptionAction, updateSubscription, type Actor, type SingleAction } from './subscription-actions'
import { findSubscriptions, subscriptionIdsFor, subscriptionView } from './subscription-list'
import { usageHistory } from './usage-history'

const actorOf = (c: Context<AppEnv>): Actor => ({ resellerId: accountIdOf(c.var), userId: c.var.user.id, source: 'user' })

function idempotencyKey(c: Context): string | undefined {
  const given = c.req.header('idempotency-key')?.trim()
  if (given === undefined || given === '') return undefined
  if (given.length > 200) throw refusal(400, { code: 'error.invalid_data' })
  return given
}

const csv = (c: Context, body: string, name: string) =>
  c.body(body, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` })

/** The reseller's subscriptions (docs/api.md, "Reseller subscriptions"): every route needs the white-label module. */
export function subscriptionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')

  const view = async (c: Context<AppEnv>, id: number) => {
    const found = await subscriptionView(deps.db, accountIdOf(c.var), id)
    if (!found) throw notFound()
    return found
  }

  app.get('/wl/subscriptions', reseller, reads({ query: subscriptionsQuery }), async (c) => {
    const query = readQuery(c, subscriptionsQuery)
    return c.json(await findSubscriptions(deps.db, accountIdOf(c.var), query, queryNumber(query.limit, 'limit', subscriptionsPage.default, subscriptionsPage.max)))
  })
  app.post('/wl/subscriptions', reseller, reads({ body: createSubscriptionBody }), async (c) => {
    const body = await readBody(c, createSubscriptionBody)
    const row = await createSubscription(deps, actorOf(c), body)
    return c.json({ data: await view(c, row.id) }, 201)
  })
  app.get('/wl/subscriptions/usage-history', reseller, reads({ query: usageHistoryQuery }), async (c) => {
    const query = readQuery(c, usageHistoryQuery)
    return c.json(await usageHistory(deps.db, accountIdOf(c.var), query, queryNumber(query.limit, 'limit', usageHistoryPage.default, usageHistoryPage.max)))
  })
  app.post('/wl/subscriptions/inbound-secret', reseller, async (c) => c.json({ secret: await rotateInboundSecret(deps.db, accountIdOf(c.var)) }, 201))

  app.post('/wl/subscriptions/bulk', reseller, reads({ body: subscriptionBulkBody }), async (c) => {
    const body = await readBody(c, subscriptionBulkBody)
    const resellerId = accountIdOf(c.var)
    if (body.ids) body.ids = bodyIds(body.ids, 'ids')
    if (body.dryRun) return c.json({ dry_run: await bulkCounts(deps.db, resellerId, body) })
    if (body.action === 'export') return csv(c, await exportCsv(deps.db, resellerId, await subscriptionIdsFor(deps.db, resellerId, body)), 'subscriptions.csv')
    const key = bulkRequestKey(idempotencyKey(c), body, deps.now())
    const { job, repeated } = await startBulkJob(deps, resellerId, c.var.user.id, { ...body, action: body.action as BulkAction }, key)
    return c.json({ data: presentBulkJob(job), repeated }, repeated ? 200 : 202)
  })
  app.get('/wl/subscriptions/bulk', reseller, async (c) => c.json({ data: (await bulkHistory(deps.db, accountIdOf(c.var))).map(presentBulkJob) }))
  app.get('/wl/subscriptions/bulk/:id', reseller, async (c) => {
    const job = await forAccount(deps.db, accountIdOf(c.var)).one('wlBulkJobs', pathId(c))
    if (!job) throw notFound()
    return c.json({ data: presentBulkJob(job) })
  })
  app.get('/wl/subscriptions/bulk/:id/errors', reseller, async (c) => {
    const job = await forAccount(deps.db, accountIdOf(c.var)).one('wlBulkJobs', pathId(c))
    if (!job) throw notFound()
    return csv(c, await bulkErrorsCsv(deps.db, job.id), `bulk-${job.id}-errors.csv`)
  })

  app.get('/wl/subscriptions/:id', reseller, async (c) => c.json({ data: await view(c, pathId(c)) }))
  app.put('/wl/subscriptions/:id', reseller, reads({ body: updateSubscriptionBody }), async (c) => {
    const id = pathId(c)
    const row = await updateSubscription(deps, actorOf(c), id, await readBody(c, updateSubscriptionBody))
    return c.json({ data: await view(c, row.id) })
  })
  for (const action of singleActions) {
    app.post(`/wl/subscriptions/:id/${action}`, reseller, async (c) => {
      const id = pathId(c)
      const row = await subscriptionAction(deps, actorOf(c), id, action as SingleAction)
      return c.json({ data: await view(c, row.id) })
    })
  }
  return app
}
