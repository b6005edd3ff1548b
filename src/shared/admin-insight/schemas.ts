import { enums, Infer, object, optional, refine, string } from 'superstruct'
import { reject } from '../validate'

/** The insight reports, by the name in `GET /api/admin/analytics/{name}`. */
export const analyticsNames = ['dashboard', 'searchers', 'credit-usage', 'login-activity', 'monthly-credit-usage', 'subscriptions', 'user-referrals'] as const
export type AnalyticsName = (typeof analyticsNames)[number]
export const isAnalyticsName = (name: string): name is AnalyticsName => (analyticsNames as readonly string[]).includes(name)

export const intervals = ['day', 'week', 'month'] as const
export type Interval = (typeof intervals)[number]

/** The searchers' bands: under half the limit, at least half, at or over the limit. */
export const searcherBands = ['under_50', 'over_50', 'at_limit'] as const
export type SearcherBand = (typeof searcherBands)[number]

/** The longest range a report covers, so a day-by-day series stays a few thousand points at most. */
export const MAX_RANGE_DAYS = 3660
export const insightPage = { default: 50, max: 500 } as const

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
const day = refine(string(), 'day', (v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return reject('validation.date')
  const parsed = new Date(`${v}T00:00:00Z`)
  return (!Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v) || reject('validation.date')
})

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * `GET /api/admin/analytics/{name}`: `from` and `to` are UTC days, both included (defaults: the 30 days up to
 * today); `interval` groups a series; `format=csv` answers the report's table as CSV; `band` picks the searchers'
 * list; `cursor` is the `next_cursor` of the page before; `limit` the rows of a page.
 */
export const analyticsQuery = refine(
  object({
    from: optional(day),
    to: optional(day),
    interval: optional(enums(intervals)),
    format: optional(enums(['json', 'csv'] as const)),
    band: optional(enums(searcherBands)),
    cursor: optional(refine(string(), 'cursor', (v) => /^\d{1,10}$/.test(v) || reject('validation.type'))),
    limit: optional(refine(string(), 'limit', (v) => (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= insightPage.max) || reject('validation.max', { max: insightPage.max }))),
  }),
  'range',
  (q) => {
    if (!q.from || !q.to) return true
    const days = daysBetween(q.from, q.to)
    if (days < 0) return reject('insight.range_order', {}, ['to'])
    return days <= MAX_RANGE_DAYS || reject('insight.range_too_long', { max: MAX_RANGE_DAYS }, ['to'])
  },
)
export type AnalyticsQuery = Infer<typeof analyticsQuery>
