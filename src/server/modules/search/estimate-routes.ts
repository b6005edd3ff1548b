import { Hono } from 'hono'
import { readQuery } from '../../http/read-body'
import { searchLimit } from '../../../shared/leads/search'
import { searchEstimate } from '../../../shared/search/estimate'
import { searchEstimateQuery } from '../../../shared/search/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { queryNumber } from '../../http/query-number'
import { creditBalance } from '../credits/credit-ledger'

/** What a search will cost at most against the account's balance, as the new-search form shows it (docs/api.md). */
export function estimateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/search-estimate', allowFor(deps).module('leads'), reads({ query: searchEstimateQuery }), async (c) => {
    const query = readQuery(c, searchEstimateQuery)
    const limit = queryNumber(query.limit, 'limit', searchLimit.default, searchLimit.max)
    const balance = await creditBalance(deps.db, accountIdOf(c.var), deps.now())
    return c.json(searchEstimate(query.type, limit, balance))
  })
  return app
}
