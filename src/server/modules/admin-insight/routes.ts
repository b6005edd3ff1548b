import { Hono } from 'hono'
import { analyticsQuery, isAnalyticsName, type AnalyticsName, type AnalyticsQuery } from '../../../shared/admin-insight/schemas'
import type { InsightReport } from '../../../shared/admin-insight/types'
import type { AppDeps, AppEnv } from '../../app-deps'
import { refusal } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readQuery } from '../../http/read-body'
import { reads } from '../../http/route-policy'
import { creditUsageReport, monthlyCreditUsageReport } from './credit-usage'
import { dashboardReport } from './dashboard'
import { csvFilename, insightCsv } from './insight-csv'
import { tablePage } from './insight-page'
import { insightRange } from './insight-range'
import { loginActivityReport } from './login-activity'
import { referralsReport, subscriptionsReport } from './reports'
import { searchersReport } from './searchers'

function report(deps: AppDeps, name: AnalyticsName, query: AnalyticsQuery, csv: boolean): Promise<InsightReport> {
  const now = deps.now()
  const range = insightRange(query, now)
  const page = tablePage(query, csv)
  switch (name) {
    case 'dashboard':
      return dashboardReport(deps.db, range)
    case 'searchers':
      return searchersReport(deps.db, range, query.band ?? 'at_limit', page, now)
    case 'credit-usage':
      return creditUsageReport(deps.db, range, page)
    case 'login-activity':
      return loginActivityReport(deps.db, range, now)
    case 'monthly-credit-usage':
      return monthlyCreditUsageReport(deps.db, range)
    case 'subscriptions':
      return subscriptionsReport(deps.db, range, now)
    case 'user-referrals':
      return referralsReport(deps.db, range)
  }
}

/** The admin console's reports, computed over the live tables (docs/api.md, "Admin insight"). */
export function insightRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const admin = allowFor(deps).module('admin', 'super_admin', 'admin')

  app.get('/analytics/:name', admin, reads({ query: analyticsQuery }), async (c) => {
    const name = c.req.param('name')
    if (!isAnalyticsName(name)) throw refusal(404, { code: 'insight.unknown_report', params: { name: name.slice(0, 60) } })
    const query = readQuery(c, analyticsQuery)
    const csv = query.format === 'csv'
    const answer = await report(deps, name, query, csv)
    if (!csv) return c.json(answer)
    return c.body(insightCsv(answer), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFilename(answer)}"`,
      'cache-control': 'no-store',
    })
  })
  return app
}
