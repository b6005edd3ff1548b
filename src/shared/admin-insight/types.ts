import type { AnalyticsName, Interval } from './schemas'

/** How a column's values read: the client formats each kind in the user's language. */
export type ColumnKind = 'text' | 'label' | 'count' | 'credits' | 'cents' | 'day' | 'month' | 'percent'
export type InsightColumn = { key: string; kind: ColumnKind }
export type InsightCell = string | number | null
export type InsightRow = Record<string, InsightCell>

/** One point of a chart: `at` is the bucket's first day (a time series) or a category's key (a bucket, a plan). */
export type InsightPoint = { at: string; value: number }
/** A chart: over time (`x: 'time'`, one point per interval from the range's start), over named categories (`category`: plans) or over keys the client words (`label`: bands, login ages). */
export type InsightSeries = { key: string; kind: ColumnKind; x: 'time' | 'category' | 'label'; points: InsightPoint[] }

/**
 * Every report answers this shape (docs/api.md, "Admin insight"): its headline numbers, its charts and one table,
 * which is also what `format=csv` writes. `next_cursor` pages the table where it is a list of users.
 */
export type InsightReport = {
  name: AnalyticsName
  range: { from: string; to: string; interval: Interval }
  kpis: { key: string; kind: ColumnKind; value: number }[]
  series: InsightSeries[]
  table: { key: string; columns: InsightColumn[]; rows: InsightRow[]; next_cursor: string | null }
}
