import { Hono } from 'hono'
import { searchLimit } from '../../../shared/leads/search'
import { searchEstimate } from '../../../shared/search/estimate'
import { searchEstimateQuery } from '../../../shared/search/schemas'
import { validate } from '../../../shared/validate'
import type { AppDeps, AppEnv } from '../../app-deps'
import { accountIdOf } from '../../db/tenant-scope'
import { validationFailed } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { queryNumber } from '../../http/query-number'
import { creditBalance } from '../credits/credit-ledger'

/** What a search will cost at most against the account's balance, as the new-search form shows it (docs/api.md). */
export function estimateRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/search-estimate', allowFor(deps).module('leads'), async (c) => {
    const query = validate(searchEstimateQuery, c.req.query())
    if (!query.ok) throw validationFailed(query.errors)
    const limit = queryNumber(query.value.limit, 'limit', searchLimit.default, searchLimit.max)
    const balance = await creditBalance(deps.db, accountIdOf(c.var), deps.now())
    return c.json(searchEstimate(query.value.type, limit, balance))
  })
  return app
}
