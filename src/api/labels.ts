import { queryOptions } from '@tanstack/react-query'
import type { ResultScope } from '../shared/leads/filters'
import { http } from './http'

export type CustomLabel = { id: number; name: string; color: string; results_count?: number }

const rows = (r: CustomLabel[] | { data: CustomLabel[] }) => (Array.isArray(r) ? r : r.data)

export const listLabels = () => http<CustomLabel[] | { data: CustomLabel[] }>('/api/custom-labels').then(rows)
export const createLabel = (body: { name: string; color?: string }) => http<CustomLabel>('/api/custom-labels', { method: 'POST', body })
export const updateLabel = (id: number, body: { name: string; color?: string }) => http<CustomLabel>(`/api/custom-labels/${id}`, { method: 'PUT', body })
export const deleteLabel = (id: number) => http<unknown>(`/api/custom-labels/${id}`, { method: 'DELETE' })
/** The results a label change applies to: ids, or a list's results by scope (every result a filter matches). */
export type LabelTargets = { result_ids: number[] } | ({ campaign_id: number } & ResultScope)
export const assignLabels = (label_ids: number[], targets: LabelTargets) => http<unknown>('/api/custom-labels/assign', { method: 'POST', body: { label_ids, ...targets } })
export const removeLabels = (label_ids: number[], targets: LabelTargets) => http<unknown>('/api/custom-labels/remove', { method: 'POST', body: { label_ids, ...targets } })

export const labelKeys = { all: ['labels'] as const }
export const labelsQuery = () => queryOptions({ queryKey: labelKeys.all, queryFn: listLabels })
