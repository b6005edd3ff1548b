import { sql } from 'drizzle-orm'
import type { InsightReport, InsightRow } from '../../../shared/admin-insight/types'
import type { Database } from '../../db/client'
import { bucketOf, bucketOfDay, rangeEnd, rangeStart, type InsightRange } from './insight-range'
import { bucketOrBefore, bucketSums, timeSeries } from './insight-series'

/**
 * The dashboard (definitions in docs/decisions.md, "Admin insight"): users (not deleted) and active subscriptions
 * (accounts on a paid plan whose licence has not ended) at each bucket's end; credits spent (net of refunds),
 * searches started and revenue (succeeded wallet payments, in cents) within each bucket. KPIs are the values at the
 * range's end (users, subscriptions) or its totals.
 */
export async function dashboardReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const start = rangeStart(range)
  const end = rangeEnd(range)
  const [users, subscriptions, credits, searches, revenue] = await Promise.all([
    bucketSums(db, sql`SELECT ${bucketOrBefore(sql`created_at`, start, bucketOf(sql`created_at`, range.interval))} AS bucket, count(*) AS total
      FROM users WHERE status <> 'deleted' AND created_at < ${end} GROUP BY 1`),
    // A paid account counts from its creation until its licence ends; one that ended before it began never counts.
    bucketSums(db, sql`SELECT ${bucketOrBefore(sql`at`, start, bucketOf(sql`at`, range.interval))} AS bucket, sum(delta) AS total
      FROM (
        SELECT a.created_at AS at, 1 AS delta FROM accounts a JOIN plans p ON p.id = a.plan_id
          WHERE p.price > 0 AND (a.license_time IS NULL OR a.license_time > a.created_at)
        UNION ALL
        SELECT a.license_time, -1 FROM accounts a JOIN plans p ON p.id = a.plan_id
          WHERE p.price > 0 AND a.license_time > a.created_at
      ) AS events WHERE at < ${end} GROUP BY 1`),
    bucketSums(db, sql`SELECT ${bucketOfDay(sql`day`, range.interval)} AS bucket, sum(spent - refunded) AS total
      FROM credit_usage_daily WHERE day >= ${range.from}::date AND day <= ${range.to}::date GROUP BY 1`),
    bucketSums(db, sql`SELECT ${bucketOf(sql`created_at`, range.interval)} AS bucket, count(*) AS total
      FROM campaign_searches WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1`),
    bucketSums(db, sql`SELECT ${bucketOf(sql`settled_at`, range.interval)} AS bucket, sum(amount_cents) AS total
      FROM wallet_payments WHERE status = 'succeeded' AND settled_at >= ${start} AND settled_at < ${end} GROUP BY 1`),
  ])
  const series = [
    timeSeries('users', 'count', range, users, true),
    timeSeries('subscriptions', 'count', range, subscriptions, true),
    timeSeries('credits', 'credits', range, credits),
    timeSeries('searches', 'count', range, searches),
    timeSeries('revenue', 'cents', range, revenue),
  ]
  const last = (i: number) => series[i].points.at(-1)?.value ?? 0
  const total = (i: number) => series[i].points.reduce((sum, p) => sum + p.value, 0)
  const rows: InsightRow[] = series[0].points.map((p, i) => ({
    at: p.at,
    users: p.value,
    subscriptions: series[1].points[i].value,
    credits: series[2].points[i].value,
    searches: series[3].points[i].value,
    revenue: series[4].points[i].value,
  }))
  return {
    name: 'dashboard',
    range,
    kpis: [
      { key: 'users', kind: 'count', value: last(0) },
      { key: 'subscriptions', kind: 'count', value: last(1) },
      { key: 'credits', kind: 'credits', value: total(2) },
      { key: 'searches', kind: 'count', value: total(3) },
      { key: 'revenue', kind: 'cents', value: total(4) },
    ],
    series,
    table: {
      key: 'dashboard',
      columns: [
        { key: 'at', kind: range.interval === 'month' ? 'month' : 'day' },
        { key: 'users', kind: 'count' },
        { key: 'subscriptions', kind: 'count' },
        { key: 'credits', kind: 'credits' },
        { key: 'searches', kind: 'count' },
        { key: 'revenue', kind: 'cents' },
      ],
      rows,
      next_cursor: null,
    },
  }
}
