import { stringify } from 'csv-stringify/sync'
import { strings as english } from '../../../shared/admin-insight/i18n/en'
import type { InsightCell, InsightColumn, InsightReport } from '../../../shared/admin-insight/types'
import { neutralised } from '../wallet/credit-history-csv'

const BOM = '\uFEFF'
const words = english.insight

function cell(column: InsightColumn, value: InsightCell): string | number {
  if (value === null) return ''
  if (typeof value === 'number') return column.kind === 'cents' ? (value / 100).toFixed(2) : value
  if (column.kind === 'label') return (words.labels as Record<string, string>)[value] ?? value
  if (column.kind === 'month') return value.slice(0, 7)
  // Names and e-mails are people's text: a formula-looking one is written so a spreadsheet shows it as text.
  return column.kind === 'text' ? neutralised(value) : value
}

/** The report's table as CSV with English headers (a byte-order mark so spreadsheets read it as UTF-8). */
export function insightCsv(report: InsightReport): string {
  const { columns, rows } = report.table
  const header = columns.map((c) => (words.columns as Record<string, string>)[c.key] ?? c.key)
  return BOM + stringify([header, ...rows.map((row) => columns.map((c) => cell(c, row[c.key] ?? null)))])
}

export const csvFilename = (report: InsightReport) => `${report.name}-${report.range.from}-${report.range.to}.csv`
