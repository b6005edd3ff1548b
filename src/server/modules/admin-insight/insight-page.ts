import type { AnalyticsQuery } from '../../../shared/admin-insight/schemas'
import { insightPage } from '../../../shared/admin-insight/schemas'

/** A page of a report's table: rows after the cursor, `limit` of them (null: every row, for the CSV). */
export type TablePage = { after: number | null; limit: number | null }

export function tablePage(query: AnalyticsQuery, csv: boolean): TablePage {
  if (csv) return { after: null, limit: null }
  return { after: query.cursor ? Number(query.cursor) : null, limit: query.limit ? Number(query.limit) : insightPage.default }
}
