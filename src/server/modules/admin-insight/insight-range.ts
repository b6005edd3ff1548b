import { sql, type SQL } from 'drizzle-orm'
import type { AnalyticsQuery, Interval } from '../../../shared/admin-insight/schemas'

/** A report's range: UTC days, both included, and the interval its series are grouped by. */
export type InsightRange = { from: string; to: string; interval: Interval }

const DEFAULT_DAYS = 30
const dayOf = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000))

/**
 * The validated query's range with its defaults: the 30 days up to today, or 30 days from `from`, or up to `to`;
 * a series over more than three months goes by week, over more than a year by month, unless `interval` says.
 */
export function insightRange(query: AnalyticsQuery, now: Date): InsightRange {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : dayOf(now))
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1))
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000
  return { from, to, interval: query.interval ?? (span > 366 ? 'month' : span > 92 ? 'week' : 'day') }
}

/** The range's bounds as instants: from the first day's midnight UTC to the midnight after the last day. */
export const rangeStart = (range: InsightRange): SQL => sql`${range.from}::date::timestamp AT TIME ZONE 'UTC'`
export const rangeEnd = (range: InsightRange): SQL => sql`(${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`

/** The first day of the bucket holding `day`: itself, its week's Monday (ISO weeks) or its month's first day. */
export function bucketStart(day: string, interval: Interval): string {
  if (interval === 'day') return day
  if (interval === 'month') return `${day.slice(0, 7)}-01`
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
}

function nextBucket(start: string, interval: Interval): string {
  if (interval === 'day') return addDays(start, 1)
  if (interval === 'week') return addDays(start, 7)
  const d = new Date(`${start}T00:00:00Z`)
  return dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)))
}

/** The first day of every bucket from the one holding `from` to the one holding `to`. */
export function bucketStarts(range: InsightRange): string[] {
  const starts: string[] = []
  for (let b = bucketStart(range.from, range.interval); b <= range.to; b = nextBucket(b, range.interval)) starts.push(b)
  return starts
}

/** SQL for the first day of the bucket holding the instant (or date) `at`, in UTC, as bucketStart computes it. */
export const bucketOf = (at: SQL, interval: Interval): SQL => sql`date_trunc(${sql.raw(`'${interval}'`)}, (${at}) AT TIME ZONE 'UTC')::date::text`
/** The same for a UTC calendar day. */
export const bucketOfDay = (day: SQL, interval: Interval): SQL => sql`date_trunc(${sql.raw(`'${interval}'`)}, (${day})::timestamp)::date::text`
