import { queryOptions } from '@tanstack/react-query'
import type { ResultScope } from '../shared/leads/filters'
import type { LeadJob, LeadJobEstimate, LeadJobFailurePage, LeadJobKind } from '../shared/lead-jobs/schemas'
import { http } from './http'
import { readEventStream } from './event-stream'

export type LeadJobDraft = { campaign_id: number; kind: LeadJobKind; scope: ResultScope; params?: Record<string, unknown> }

const draftBody = (draft: LeadJobDraft) => ({ campaign_id: draft.campaign_id, kind: draft.kind, params: draft.params, ...draft.scope })

export const estimateLeadJob = (draft: LeadJobDraft) => http<LeadJobEstimate>('/api/lead-jobs/estimate', { method: 'POST', body: draftBody(draft) })
export const startLeadJob = (draft: LeadJobDraft) => http<{ message: string; job: LeadJob }>('/api/lead-jobs', { method: 'POST', body: draftBody(draft) }).then((r) => r.job)
export const listLeadJobs = (query: { campaign_id: number; active?: boolean }) =>
  http<{ data: LeadJob[] }>('/api/lead-jobs', { query: { campaign_id: query.campaign_id, ...(query.active ? { active: 1 } : {}) } }).then((r) => r.data)
export const getLeadJob = (id: number) => http<LeadJob>(`/api/lead-jobs/${id}`)
export const leadJobFailures = (id: number, page = 1) => http<LeadJobFailurePage>(`/api/lead-jobs/${id}/failures`, { query: { page } })
export const redeliverLeadJob = (id: number, resultIds?: number[]) =>
  http<{ message: string; redelivered: number; job: LeadJob }>(`/api/lead-jobs/${id}/redeliver`, { method: 'POST', body: resultIds ? { result_ids: resultIds } : {} })
export const cancelLeadJob = (id: number) => http<{ message: string; job: LeadJob }>(`/api/lead-jobs/${id}/cancel`, { method: 'POST' })

/**
 * Follows GET /api/lead-jobs/{id}/events: `onJob` gets every snapshot; the promise ends with the last one when the
 * server sends `end` (or the stream closes), and rejects on an HTTP error or an abort.
 */
export const followLeadJob = (id: number, onJob: (job: LeadJob) => void, signal?: AbortSignal) => readEventStream<LeadJob>(`/api/lead-jobs/${id}/events`, onJob, signal)

export const leadJobKeys = {
  all: ['lead-jobs'] as const,
  active: (campaignId: number) => ['lead-jobs', 'active', campaignId] as const,
  one: (id: number) => ['lead-jobs', 'one', id] as const,
  failures: (id: number, page: number) => ['lead-jobs', 'failures', id, page] as const,
}

/** The list's jobs at work: what the progress bars load, on arrival and after a reload. */
export const activeLeadJobsQuery = (campaignId: number) =>
  queryOptions({ queryKey: leadJobKeys.active(campaignId), queryFn: () => listLeadJobs({ campaign_id: campaignId, active: true }) })
export const leadJobFailuresQuery = (id: number, page: number) => queryOptions({ queryKey: leadJobKeys.failures(id, page), queryFn: () => leadJobFailures(id, page) })
