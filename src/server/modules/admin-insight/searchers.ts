import { sql } from 'drizzle-orm'
import type { SearcherBand } from '../../../shared/admin-insight/schemas'
import type { InsightReport } from '../../../shared/admin-insight/types'
import type { Database } from '../../db/client'
import { queryRows } from '../credits/credit-rows'
import type { InsightRange } from './insight-range'
import type { TablePage } from './insight-page'

/**
 * Each account's searches this period against its limit (the plan's leads limit plus the account's additional
 * searches, as a search start counts them). A period that has ended counts as 0 used: the monthly reset is lazy and
 * would set it back at the account's next search. Accounts without a limit (no plan, or an unlimited one) are in no band.
 */
const usage = (now: Date) => sql`
  SELECT a.id AS account_id, a.name AS account_name, p.name AS plan_name,
    CASE WHEN u.period_end > ${now.toISOString()}::timestamptz THEN u.searches_used ELSE 0 END AS used,
    p.leads_limit + a.additional_query_count AS search_limit
  FROM accounts a
  LEFT JOIN plans p ON p.id = a.plan_id
  LEFT JOIN account_usage u ON u.account_id = a.id`

const bandOf = sql`CASE WHEN search_limit IS NULL THEN 'unlimited' WHEN used >= search_limit THEN 'at_limit' WHEN used * 2 >= search_limit THEN 'over_50' ELSE 'under_50' END`

type SearcherRow = { account_id: number; account_name: string; owner_email: string | null; plan_name: string | null; used: number; search_limit: number }

export async function searchersReport(db: Database, range: InsightRange, band: SearcherBand, page: TablePage, now: Date): Promise<InsightReport> {
  const [counts, rows] = await Promise.all([
    queryRows<{ band: string; total: string | number }>(db, sql`SELECT ${bandOf} AS band, count(*) AS total FROM (${usage(now)}) AS s GROUP BY 1`),
    queryRows<SearcherRow>(
      db,
      sql`SELECT s.*, (SELECT uu.email FROM account_members m JOIN users uu ON uu.id = m.user_id WHERE m.account_id = s.account_id AND m.role = 'owner') AS owner_email
        FROM (${usage(now)}) AS s
        WHERE ${bandOf} = ${band} AND s.account_id > ${page.after ?? 0}
        ORDER BY s.account_id ${page.limit === null ? sql`` : sql`LIMIT ${page.limit + 1}`}`,
    ),
  ])
  const count = (key: string) => Number(counts.find((c) => c.band === key)?.total ?? 0)
  const more = page.limit !== null && rows.length > page.limit
  const shown = more ? rows.slice(0, page.limit!) : rows
  const bands = ['under_50', 'over_50', 'at_limit'] as const
  return {
    name: 'searchers',
    range,
    kpis: [...bands, 'unlimited' as const].map((key) => ({ key, kind: 'count' as const, value: count(key) })),
    series: [{ key: 'bands', kind: 'count', x: 'label', points: bands.map((key) => ({ at: key, value: count(key) })) }],
    table: {
      key: band,
      columns: [
        { key: 'account_id', kind: 'count' },
        { key: 'account_name', kind: 'text' },
        { key: 'owner_email', kind: 'text' },
        { key: 'plan_name', kind: 'text' },
        { key: 'used', kind: 'count' },
        { key: 'search_limit', kind: 'count' },
        { key: 'percent', kind: 'percent' },
      ],
      rows: shown.map((r) => {
        const used = Number(r.used)
        const limit = Number(r.search_limit)
        return { account_id: Number(r.account_id), account_name: r.account_name, owner_email: r.owner_email, plan_name: r.plan_name, used, search_limit: limit, percent: limit > 0 ? Math.round((used / limit) * 1000) / 10 : 100 }
      }),
      next_cursor: more ? String(shown.at(-1)!.account_id) : null,
    },
  }
}
