import { queryOptions } from '@tanstack/react-query'
import type { Campaign, CampaignPage, LeadType, ListState } from '../shared/leads/types'
import type { ListType } from '../shared/types'
import { readEventStream } from './event-stream'
import { http } from './http'

export type CampaignQuery = { search?: string; type?: LeadType; state?: ListState; page?: number; limit?: number }
export type CreateCampaign = { name: string; type: LeadType; search?: unknown; tags?: string | null; source?: string | null }
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
export type CampaignProgress = { state: Campaign['state']; total: number; progress: Campaign['progress']; stop_reason: string | null; is_demo?: boolean }
/** One snapshot of GET /api/campaigns/{id}/events (docs/api.md): the list's state and count, and its latest search run. */
export type ListProgressEvent = {
  campaign_id: number
  state: Campaign['state']
  total: number
  search: null | { id: number; status: 'queued' | 'running' | 'done' | 'stopped' | 'failed'; found: number; target: number | null; stop_reason: string | null }
}

const clean = (query: CampaignQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''))

export const campaignTypes = () => http<ListType[]>('/api/campaign-types')
export const listCampaigns = (query: CampaignQuery) => http<CampaignPage>('/api/campaigns', { query: clean(query) })
export const getCampaign = (id: number) => http<Campaign>(`/api/campaigns/${id}`)
export const createCampaign = (body: CreateCampaign) => http<Campaign>('/api/campaigns', { method: 'POST', body })
export const updateCampaign = (id: number, body: { name?: string; tags?: string | null; source?: string | null }) =>
  http<Campaign>(`/api/campaigns/${id}`, { method: 'PUT', body })
export const deleteCampaign = (id: number) => http<unknown>(`/api/campaigns/${id}`, { method: 'DELETE' })
export const bulkDeleteCampaigns = (resultIds: number[]) => http<unknown>('/api/campaigns/bulk-delete', { method: 'POST', body: { resultIds } })
export const archiveCampaign = (id: number) => http<Campaign>(`/api/campaigns/archive/${id}`, { method: 'POST' })
export const bulkArchiveCampaigns = (resultIds: number[], is_archived: boolean) =>
  http<unknown>('/api/campaigns/bulk-archive', { method: 'POST', body: { resultIds, is_archived } })
export const saveCampaignDetails = (body: { tags: string | null; source: string | null; ids?: number[] }) =>
  http<{ message: string; updated: number; tags: string[]; sources: string[] }>('/api/campaigns/details', { method: 'POST', body })
export const campaignHistory = (id: number) =>
  http<SearchRun[] | { data: SearchRun[] }>(`/api/campaign/${id}/history`, { method: 'POST' }).then((r) => (Array.isArray(r) ? r : r.data))
export const campaignWebhook = (id: number) => http<{ webhook: string | null }>(`/api/campaign-webhook/${id}`)
export const setupCampaignWebhook = (id: number, webhook: string) => http<unknown>(`/api/campaign-webhook-setup/${id}`, { method: 'POST', body: { webhook } })
export const addSearch = (id: number, search: unknown) => http<Campaign>(`/api/campaigns/${id}/search`, { method: 'POST', body: { search } })
export const campaignProgress = (id: number) => http<CampaignProgress>(`/api/campaigns/${id}/progress`)
/** Follows GET /api/campaigns/{id}/events until no search is at work on the list (`end`); rejects on an HTTP error or an abort. */
export const followCampaign = (id: number, onProgress: (snapshot: ListProgressEvent) => void, signal?: AbortSignal) =>
  readEventStream<ListProgressEvent>(`/api/campaigns/${id}/events`, onProgress, signal)

export const campaignKeys = {
  all: ['campaigns'] as const,
  types: ['campaigns', 'types'] as const,
  lists: ['campaigns', 'list'] as const,
  list: (query: CampaignQuery) => ['campaigns', 'list', query] as const,
  one: (id: number) => ['campaigns', 'one', id] as const,
  history: (id: number) => ['campaigns', 'history', id] as const,
  webhook: (id: number) => ['campaigns', 'webhook', id] as const,
}

export const campaignTypesQuery = () => queryOptions({ queryKey: campaignKeys.types, queryFn: campaignTypes, staleTime: Infinity })
export const campaignsQuery = (query: CampaignQuery) => queryOptions({ queryKey: campaignKeys.list(query), queryFn: () => listCampaigns(query) })
/** A list. While its search runs, the list page keeps it current from the progress stream (useListProgress), not by polling. */
export const campaignQuery = (id: number) => queryOptions({ queryKey: campaignKeys.one(id), queryFn: () => getCampaign(id) })
export const campaignHistoryQuery = (id: number) => queryOptions({ queryKey: campaignKeys.history(id), queryFn: () => campaignHistory(id) })
export const campaignWebhookQuery = (id: number) => queryOptions({ queryKey: campaignKeys.webhook(id), queryFn: () => campaignWebhook(id) })
