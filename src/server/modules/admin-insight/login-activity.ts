import { sql } from 'drizzle-orm'
import type { InsightReport } from '../../../shared/admin-insight/types'
import type { Database } from '../../db/client'
import { queryRows } from '../credits/credit-rows'
import type { InsightRange } from './insight-range'

/** Login age in whole UTC days since the last sign-in: today (0), 1-7, 8-30, 31-90, over 90, or never signed in. */
export const loginBuckets = ['today', 'days_1_7', 'days_8_30', 'days_31_90', 'over_90', 'never'] as const

const bucketOf = (now: Date) => {
  const age = sql`((${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - (last_login_at AT TIME ZONE 'UTC')::date)`
  return sql`CASE WHEN last_login_at IS NULL THEN 'never' WHEN ${age} <= 0 THEN 'today' WHEN ${age} <= 7 THEN 'days_1_7'
    WHEN ${age} <= 30 THEN 'days_8_30' WHEN ${age} <= 90 THEN 'days_31_90' ELSE 'over_90' END`
}

/** Login activity: users (not deleted) by how long ago they last signed in, as of now; the range does not apply. */
export async function loginActivityReport(db: Database, range: InsightRange, now: Date): Promise<InsightReport> {
  const rows = await queryRows<{ bucket: string; total: string | number }>(
    db,
    sql`SELECT ${bucketOf(now)} AS bucket, count(*) AS total FROM users WHERE status <> 'deleted' GROUP BY 1`,
  )
  const count = (key: string) => Number(rows.find((r) => r.bucket === key)?.total ?? 0)
  const all = loginBuckets.reduce((sum, key) => sum + count(key), 0)
  return {
    name: 'login-activity',
    range,
    kpis: [
      { key: 'users', kind: 'count', value: all },
      { key: 'active_30', kind: 'count', value: count('today') + count('days_1_7') + count('days_8_30') },
    ],
    series: [{ key: 'login_age', kind: 'count', x: 'label', points: loginBuckets.map((key) => ({ at: key, value: count(key) })) }],
    table: {
      key: 'login_age',
      columns: [
        { key: 'bucket', kind: 'label' },
        { key: 'users', kind: 'count' },
        { key: 'percent', kind: 'percent' },
      ],
      rows: loginBuckets.map((key) => ({ bucket: key, users: count(key), percent: all ? Math.round((count(key) / all) * 1000) / 10 : 0 })),
      next_cursor: null,
    },
  }
}
