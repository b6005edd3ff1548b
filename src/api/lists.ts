import { queryOptions } from '@tanstack/react-query'
import type { SavedList, SavedListPage, LeadType, ListState } from '../shared/leads/types'
import { readEventStream } from './event-stream'
import { http } from './http'

export type ListsQuery = { search?: string; type?: LeadType; state?: ListState; page?: number; limit?: number }
export type CreateList = { name: string; type: LeadType; search?: unknown; tags?: string | null; source?: string | null }
/** One search run of a list (POST /api/campaign/{id}/history). */
export type SearchRun = {
  id: number
  campaign_id: number
  params: Record<string, unknown> | null
  status: string
  found: number
  target: number | null
  provider: string | null
  stop_reason: string | null
  created_at: string
  finished_at: string | null
}
export type ListProgressAnswer = { state: SavedList['state']; total: number; progress: SavedList['progress']; stop_reason: string | null; is_demo?: boolean }
/** One snapshot of GET /api/campaigns/{id}/events (docs/api.md): the list's state and count, and its latest search run. */
export type ListProgressEvent = {
  campaign_id: number
  state: SavedList['state']
  total: number
  search: null | { id: number; status: 'queued' | 'running' | 'done' | 'stopped' | 'failed'; found: number; target: number | null; stop_reason: string | null }
}

const clean = (query: ListsQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))

export const fetchLists = (query: ListsQuery) => http<SavedListPage>('/api/campaigns', { query: clean(query) })
export const fetchList = (id: number) => http<SavedList>(`/api/campaigns/${id}`)
export const createList = (body: CreateList) => http<SavedList>('/api/campaigns', { method: 'POST', body })
/** `keepalive` lets the request outlive the page (a delete sent as the tab closes). */
export const deleteLists = (resultIds: number[], keepalive = false) => http<unknown>('/api/campaigns/bulk-delete', { method: 'POST', body: { resultIds }, keepalive })
/** Resumes the list's search that stopped because the credits ran out (202 with the list). */
export const resumeListSearch = (id: number) => http<SavedList>(`/api/campaigns/${id}/resume`, { method: 'POST' })
export const archiveList = (id: number) => http<SavedList>(`/api/campaigns/archive/${id}`, { method: 'POST' })
export const archiveLists = (resultIds: number[], is_archived: boolean) =>
  http<unknown>('/api/campaigns/bulk-archive', { method: 'POST', body: { resultIds, is_archived } })
export const saveListDetails = (body: { tags: string | null; source: string | null; ids?: number[] }) =>
  http<{ message: string; updated: number; tags: string[]; sources: string[] }>('/api/campaigns/details', { method: 'POST', body })
export const fetchListHistory = (id: number) =>
  http<SearchRun[] | { data: SearchRun[] }>(`/api/campaign/${id}/history`, { method: 'POST' }).then((r) => (Array.isArray(r) ? r : r.data))
export const fetchListWebhook = (id: number) => http<{ webhook: string | null }>(`/api/campaign-webhook/${id}`)
export const setListWebhook = (id: number, webhook: string) => http<unknown>(`/api/campaign-webhook-setup/${id}`, { method: 'POST', body: { webhook } })
export const addSearch = (id: number, search: unknown) => http<SavedList>(`/api/campaigns/${id}/search`, { method: 'POST', body: { search } })
export const fetchListProgress = (id: number) => http<ListProgressAnswer>(`/api/campaigns/${id}/progress`)
/** Follows GET /api/campaigns/{id}/events until no search is at work on the list (`end`); rejects on an HTTP error or an abort. */
export const followList = (id: number, onProgress: (snapshot: ListProgressEvent) => void, signal?: AbortSignal) =>
  readEventStream<ListProgressEvent>(`/api/campaigns/${id}/events`, onProgress, signal)

export const listKeys = {
  all: ['lists'] as const,
  lists: ['lists', 'list'] as const,
  list: (query: ListsQuery) => ['lists', 'list', query] as const,
  one: (id: number) => ['lists', 'one', id] as const,
  history: (id: number) => ['lists', 'history', id] as const,
  webhook: (id: number) => ['lists', 'webhook', id] as const,
}

export const listsQuery = (query: ListsQuery) => queryOptions({ queryKey: listKeys.list(query), queryFn: () => fetchLists(query) })
/** A list. While its search runs, the list page keeps it current from the progress stream (useListProgress), not by polling. */
export const listQuery = (id: number) => queryOptions({ queryKey: listKeys.one(id), queryFn: () => fetchList(id) })
export const listHistoryQuery = (id: number) => queryOptions({ queryKey: listKeys.history(id), queryFn: () => fetchListHistory(id) })
export const listWebhookQuery = (id: number) => queryOptions({ queryKey: listKeys.webhook(id), queryFn: () => fetchListWebhook(id) })
