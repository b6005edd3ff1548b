import type { Interval } from '../../../shared/admin-insight/schemas'
import type { ColumnKind, InsightCell, InsightSeries } from '../../../shared/admin-insight/types'
import type { Translate } from '../../../shared/message-wording'
import { formatCents } from '../../../shared/wallet/pricing'

/** A `YYYY-MM-DD` (or `YYYY-MM`) of the report as a date in the user's language; the report's days are UTC days. */
export function formatDay(day: string, locale: string, kind: 'day' | 'month' = 'day'): string {
  const date = new Date(`${day.length === 7 ? `${day}-01` : day.slice(0, 10)}T00:00:00Z`)
  const options: Intl.DateTimeFormatOptions = kind === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale, options).format(date)
}

/** A chart axis's short label of a point: "Mar 2" by day or week, "Mar 26" by month, else the point's own label. */
export function tickLabel(series: Pick<InsightSeries, 'x'>, at: string, interval: Interval, locale: string, label: string): string {
  if (series.x !== 'time') return label
  const options: Intl.DateTimeFormatOptions = interval === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${at.slice(0, 10)}T00:00:00Z`))
}

/** One cell of a report's table in the user's language: numbers, money and dates by Intl, keys by the catalogue. */
export function formatCell(kind: ColumnKind, value: InsightCell, locale: string, t: Translate): string {
  if (value === null || value === '') return kind === 'text' ? t('insight.labels.none') : '—'
  if (typeof value === 'number') {
    if (kind === 'cents') return formatCents(value, locale)
    if (kind === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
    return new Intl.NumberFormat(locale).format(value)
  }
  if (kind === 'day' || kind === 'month') return formatDay(value, locale, kind)
  if (kind === 'label') return t(`insight.labels.${value}`)
  return value
}

/** The label of a chart's point: a date over time (a month's name by month), a worded key, or the category's name. */
export function pointLabel(series: Pick<InsightSeries, 'x'>, at: string, interval: Interval, locale: string, t: Translate): string {
  if (series.x === 'time') return formatDay(at, locale, interval === 'month' ? 'month' : 'day')
  if (series.x === 'label') return t(`insight.labels.${at}`)
  return at === '' ? t('insight.labels.none') : at
}

/** The point the arrow keys move to from `index` (clamped to the chart; Home and End go to its ends), or null for any other key. */
export function pointAfterKey(key: string, index: number | null, count: number): number | null {
  if (count === 0) return null
  const current = index ?? -1
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(count - 1, current + 1)
    case 'ArrowLeft':
    case 'ArrowDown':
      return index === null ? count - 1 : Math.max(0, current - 1)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** The last `days` days up to today, as the report's UTC days. */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10)
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  return { from, to }
}
