import { sql } from 'drizzle-orm'
import type { InsightReport } from '../../../shared/admin-insight/types'
import type { Database } from '../../db/client'
import { queryRows } from '../credits/credit-rows'
import { bucketOfDay, type InsightRange } from './insight-range'
import { bucketSums, timeSeries } from './insight-series'
import type { TablePage } from './insight-page'

/** Credits spent net of refunds, from the daily rollup (credit_usage_daily), within the range's days. */
const inRange = (range: InsightRange) => sql`day >= ${range.from}::date AND day <= ${range.to}::date`
const netPerBucket = (db: Database, range: InsightRange) =>
  bucketSums(db, sql`SELECT ${bucketOfDay(sql`day`, range.interval)} AS bucket, sum(spent - refunded) AS total FROM credit_usage_daily WHERE ${inRange(range)} GROUP BY 1`)

type SpenderRow = { account_id: number; account_name: string; owner_email: string | null; spent: string; refunded: string; net: string }

/**
 * Credit usage: what every account spent over the range, top spenders first (the table pages by position: its
 * order is the amount, not a key), with the net spend per interval.
 */
export async function creditUsageReport(db: Database, range: InsightRange, page: TablePage): Promise<InsightReport> {
  const offset = page.after ?? 0
  const [perBucket, totals, spenders] = await Promise.all([
    netPerBucket(db, range),
    queryRows<{ spent: string | null; refunded: string | null; accounts: string | number }>(
      db,
      sql`SELECT sum(spent) AS spent, sum(refunded) AS refunded, count(DISTINCT account_id) AS accounts FROM credit_usage_daily WHERE ${inRange(range)}`,
    ),
    queryRows<SpenderRow>(
      db,
      sql`SELECT d.account_id, a.name AS account_name,
          (SELECT uu.email FROM account_members m JOIN users uu ON uu.id = m.user_id WHERE m.account_id = d.account_id AND m.role = 'owner') AS owner_email,
          d.spent, d.refunded, d.spent - d.refunded AS net
        FROM (SELECT account_id, sum(spent) AS spent, sum(refunded) AS refunded FROM credit_usage_daily WHERE ${inRange(range)} GROUP BY account_id) AS d
        JOIN accounts a ON a.id = d.account_id
        ORDER BY net DESC, d.account_id
        ${page.limit === null ? sql`` : sql`LIMIT ${page.limit + 1} OFFSET ${offset}`}`,
    ),
  ])
  const more = page.limit !== null && spenders.length > page.limit
  const shown = more ? spenders.slice(0, page.limit!) : spenders
  const spent = Number(totals[0]?.spent ?? 0)
  const refunded = Number(totals[0]?.refunded ?? 0)
  return {
    name: 'credit-usage',
    range,
    kpis: [
      { key: 'net', kind: 'credits', value: spent - refunded },
      { key: 'refunded', kind: 'credits', value: refunded },
      { key: 'accounts', kind: 'count', value: Number(totals[0]?.accounts ?? 0) },
    ],
    series: [timeSeries('credits', 'credits', range, perBucket)],
    table: {
      key: 'spenders',
      columns: [
        { key: 'account_id', kind: 'count' },
        { key: 'account_name', kind: 'text' },
        { key: 'owner_email', kind: 'text' },
        { key: 'spent', kind: 'credits' },
        { key: 'refunded', kind: 'credits' },
        { key: 'net', kind: 'credits' },
      ],
      rows: shown.map((r) => ({ account_id: Number(r.account_id), account_name: r.account_name, owner_email: r.owner_email, spent: Number(r.spent), refunded: Number(r.refunded), net: Number(r.net) })),
      next_cursor: more ? String(offset + shown.length) : null,
    },
  }
}

/** Monthly credit usage: the range by calendar month, with what was spent, given back and by how many accounts. */
export async function monthlyCreditUsageReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const monthly = { ...range, interval: 'month' as const }
  const [perMonth, rows] = await Promise.all([
    netPerBucket(db, monthly),
    queryRows<{ month: string; spent: string; refunded: string; accounts: string | number }>(
      db,
      sql`SELECT ${bucketOfDay(sql`day`, 'month')} AS month, sum(spent) AS spent, sum(refunded) AS refunded, count(DISTINCT account_id) AS accounts
        FROM credit_usage_daily WHERE ${inRange(range)} GROUP BY 1`,
    ),
  ])
  const series = timeSeries('credits', 'credits', monthly, perMonth)
  const byMonth = new Map(rows.map((r) => [r.month, r]))
  const tableRows = series.points.map((p) => {
    const row = byMonth.get(p.at.slice(0, 7) + '-01')
    const spent = Number(row?.spent ?? 0)
    const refunded = Number(row?.refunded ?? 0)
    return { month: p.at.slice(0, 7), spent, refunded, net: spent - refunded, accounts: Number(row?.accounts ?? 0) }
  })
  const net = tableRows.reduce((sum, r) => sum + r.net, 0)
  return {
    name: 'monthly-credit-usage',
    range: monthly,
    kpis: [
      { key: 'net', kind: 'credits', value: net },
      { key: 'average', kind: 'credits', value: tableRows.length ? Math.round(net / tableRows.length) : 0 },
    ],
    series: [series],
    table: {
      key: 'months',
      columns: [
        { key: 'month', kind: 'month' },
        { key: 'spent', kind: 'credits' },
        { key: 'refunded', kind: 'credits' },
        { key: 'net', kind: 'credits' },
        { key: 'accounts', kind: 'count' },
      ],
      rows: tableRows,
      next_cursor: null,
    },
  }
}
