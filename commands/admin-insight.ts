import { enums, literal, optional, string, union } from 'superstruct'
import { intervals, searcherBands, type AnalyticsName, type Interval, type SearcherBand } from '../src/shared/admin-insight/schemas'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** The ranges the palette offers, in days up to today. */
export const rangeChoices = [30, 90, 365] as const
export type RangeChoice = (typeof rangeChoices)[number]

/** What an insight page provides while it is on screen (src/client/features/admin-insight). */
export type ReportSlot = {
  name: AnalyticsName
  /** False while the report loads. */
  loaded: boolean
  /** The report's interval, null when it has none to choose (login activity, searchers). */
  interval: Interval | null
  setInterval(interval: Interval): void
  setLastDays(days: RangeChoice): void
  exportCsv(): Promise<void>
  /** The searchers' band on screen; null on the other reports. */
  band: SearcherBand | null
  setBand(band: SearcherBand): void
  /** The chart focused last, and whether it shows as a table; null when the page has no chart yet. */
  chart: { key: string; asTable: boolean } | null
  /** Switches the chart `key` (by default the one focused last) between chart and table. */
  toggleTable(key?: string): void
}
export const reportSlot = defineSlot<ReportSlot>('report', ['report'])

const group = 'admin'
const scope = 'report' as const
const loaded = (ctx: CommandContext, also?: (slot: ReportSlot) => true | string): true | string => {
  const slot = ctx.get(reportSlot)
  if (!slot) return 'insight.reason.openReport'
  if (!slot.loaded) return 'insight.reason.loading'
  return also ? also(slot) : true
}

/** The report's table as CSV, with the range on screen: Shift+O (out to a file). */
export const exportReportCsv = defineCommand({
  id: 'insight.exportCsv', title: 'insight.commands.exportCsv', group, scope, shortcut: 'Shift+O',
  keywords: ['report', 'download', 'spreadsheet', 'export', 'csv'],
  when: (ctx) => loaded(ctx),
  run: async (ctx) => {
    await ctx.get(reportSlot)!.exportCsv()
    announce(ctx, { code: 'insight.csv_exported' })
  },
})

/** The chart focused last (or the chart `key` a chart's own button names) as a table, or back as a chart: Shift+T. */
export const toggleChartTable = defineCommand<string | undefined>({
  id: 'insight.toggleTable', title: 'insight.commands.toggleTable', group, scope, shortcut: 'Shift+T',
  keywords: ['table', 'chart', 'graph', 'data', 'accessible', 'show'],
  when: (ctx) => loaded(ctx, (slot) => (slot.chart ? true : 'insight.reason.noChart')),
  detail: (ctx) => {
    const chart = ctx.get(reportSlot)?.chart
    return chart ? ctx.t(chart.asTable ? 'insight.chart.showChart' : 'insight.chart.showTable') : null
  },
  args: optional(string()),
  run: (ctx, key) => ctx.get(reportSlot)!.toggleTable(key),
})

/** Groups the report's series by day, week or month; the palette asks which. */
export const setReportInterval = defineCommand<Interval>({
  id: 'insight.interval', title: 'insight.commands.interval', group, scope,
  keywords: ['interval', 'group', 'day', 'week', 'month', 'daily', 'weekly', 'monthly'],
  when: (ctx) => loaded(ctx, (slot) => (slot.interval ? true : 'insight.reason.noInterval')),
  args: enums(intervals),
  argChoices: () => intervals.map((value) => ({ value, title: `insight.intervals.${value}` })),
  run: (ctx, interval) => ctx.get(reportSlot)!.setInterval(interval),
})

/** The last 30 days, 90 days or 12 months up to today; the palette asks which. */
export const setReportRange = defineCommand<RangeChoice>({
  id: 'insight.range', title: 'insight.commands.range', group, scope,
  keywords: ['range', 'period', 'dates', 'last', 'days', 'year', 'month'],
  when: (ctx) => loaded(ctx),
  args: union([literal(30), literal(90), literal(365)]),
  argChoices: () => rangeChoices.map((value) => ({ value, title: `insight.commands.last${value}` })),
  run: (ctx, days) => ctx.get(reportSlot)!.setLastDays(days),
})

/** Lists the searchers of one band (under 50%, over 50%, at 100% of their limit); the palette asks which. */
export const setSearcherBand = defineCommand<SearcherBand>({
  id: 'insight.band', title: 'insight.commands.band', group, scope,
  keywords: ['band', 'searchers', 'limit', 'usage', 'percent'],
  when: (ctx) => loaded(ctx, (slot) => (slot.band ? true : 'insight.reason.noBand')),
  args: enums(searcherBands),
  argChoices: () => searcherBands.map((value) => ({ value, title: `insight.labels.${value}` })),
  run: (ctx, band) => ctx.get(reportSlot)!.setBand(band),
})

export const adminInsightCommands: AnyCommand[] = [exportReportCsv, toggleChartTable, setReportInterval, setReportRange, setSearcherBand]
