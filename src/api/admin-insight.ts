import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query'
import type { AnalyticsName, Interval, SearcherBand } from '../shared/admin-insight/schemas'
import type { InsightReport } from '../shared/admin-insight/types'
import { http } from './http'

/** What a report is asked for: its range (UTC days), its interval, the searchers' band. */
export type ReportParams = { from: string; to: string; interval?: Interval; band?: SearcherBand }

const queryOf = (params: ReportParams) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined))

export const fetchReport = (name: AnalyticsName, params: ReportParams, cursor: string | null) =>
  http<InsightReport>(`/api/admin/analytics/${name}`, { query: { ...queryOf(params), ...(cursor ? { cursor } : {}) } })

export const insightKeys = { all: ['admin-insight'] as const, report: (name: AnalyticsName, params: ReportParams) => ['admin-insight', name, params] as const }

/** A report; its table pages on (each page's next_cursor reads the next) where it is a list. */
export const reportQuery = (name: AnalyticsName, params: ReportParams) =>
  infiniteQueryOptions({
    queryKey: insightKeys.report(name, params),
    queryFn: ({ pageParam }) => fetchReport(name, params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.table.next_cursor,
    placeholderData: keepPreviousData,
  })

/** The report's whole table as CSV, as the server writes it. */
export async function exportReport(name: AnalyticsName, params: ReportParams): Promise<{ blob: Blob; filename: string }> {
  const response = await http.raw<Blob, 'blob'>(`/api/admin/analytics/${name}`, { query: { ...queryOf(params), format: 'csv' }, responseType: 'blob' })
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`
  return { blob: response._data ?? new Blob([]), filename }
}
