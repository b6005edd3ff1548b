import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ResultFilter, ResultScope } from '../shared/leads/filters'
import type { LeadType, ResultBase, ResultPage } from '../shared/leads/types'
import { http } from './http'

/** A result as the details call returns it: the base fields plus whatever the type carries. */
export type ResultDetails = ResultBase & Record<string, unknown>
export type ResultRow = ResultBase & Record<string, unknown>
/** The table's filter without the paging fields, which the infinite query owns. */
export type TableFilter = Omit<ResultFilter, 'page' | 'cursor' | 'limit'>

export const tablePageSize = 100
/** What manual entry and the influencer import answer (201). */
export type ManualEntryAnswer = { message: string; created: number; skipped: number; ids: number[] }

export const resultsPage = (type: LeadType, listId: number, filter: Partial<ResultFilter>) =>
  http<ResultPage<ResultRow>>(`/api/${type}-results/${listId}`, { method: 'POST', body: filter })
export const resultDetails = (id: number) => http<ResultDetails>(`/api/results/${id}`)
export const deleteResults = (listId: number, scope: ResultScope) =>
  http<{ message: string; deleted: number }>('/api/results/delete', { method: 'POST', body: { campaign_id: listId, ...scope } })
/** How many results a selection holds (`count`) and how many of them the table's filter shows (`visible`). */
export const countSelection = (listId: number, scope: ResultScope, within: ResultFilter) =>
  http<{ count: number; visible: number }>(`/api/campaigns/${listId}/results/count`, { method: 'POST', body: { ...scope, within } })
export const manualEntry = (listId: number, records: Record<string, string>[]) =>
  http<ManualEntryAnswer>(`/api/campaigns/${listId}/manual-entry`, { method: 'POST', body: { records } })
export const influencerImport = (listId: number, urls: string[]) =>
  http<ManualEntryAnswer>(`/api/campaigns/${listId}/influencer-import`, { method: 'POST', body: { urls } })

/** The CSV of a list, a filter or a selection; the server streams it, the browser saves it under the server's name. */
export async function exportCsv(listId: number, scope: ResultScope): Promise<{ blob: Blob; filename: string }> {
  const response = await http.raw<Blob, 'blob'>(`/api/campaigns/${listId}/export.csv`, { method: 'POST', body: scope, responseType: 'blob' })
  const disposition = response.headers.get('content-disposition') ?? ''
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? `list-${listId}.csv`
  return { blob: response._data ?? new Blob([]), filename: decodeURIComponent(filename) }
}

export const resultKeys = {
  all: ['results'] as const,
  list: (listId: number) => ['results', 'list', listId] as const,
  table: (type: LeadType, listId: number, filter: TableFilter) => ['results', 'list', listId, type, filter] as const,
  one: (id: number) => ['results', 'one', id] as const,
}

/** One page of the results table: the first (`cursor` null) or the one after a previous page's `next_cursor`. */
export const resultsTablePage = (type: LeadType, listId: number, filter: TableFilter, cursor: string | null) =>
  resultsPage(type, listId, { ...filter, limit: tablePageSize, ...(cursor ? { cursor } : { page: 1 }) })

/** Infinite scrolling in the cursor form: each page hands over `next_cursor` for the next one. */
export const resultsInfiniteQuery = (type: LeadType, listId: number, filter: TableFilter) =>
  infiniteQueryOptions({
    queryKey: resultKeys.table(type, listId, filter),
    queryFn: ({ pageParam }) => resultsTablePage(type, listId, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })

export const resultDetailsQuery = (id: number) => queryOptions({ queryKey: resultKeys.one(id), queryFn: () => resultDetails(id) })
