import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

export type CustomLabel = { id: number; name: string; color: string; results_count?: number }

const rows = (r: CustomLabel[] | { data: CustomLabel[] }) => (Array.isArray(r) ? r : r.data)

export const listLabels = () => http<CustomLabel[] | { data: CustomLabel[] }>('/api/custom-labels').then(rows)
export const createLabel = (body: { name: string; color?: string }) => http<CustomLabel>('/api/custom-labels', { method: 'POST', body })
export const updateLabel = (id: number, body: { name: string; color?: string }) => http<CustomLabel>(`/api/custom-labels/${id}`, { method: 'PUT', body })
export const deleteLabel = (id: number) => http<unknown>(`/api/custom-labels/${id}`, { method: 'DELETE' })
export const assignLabels = (label_ids: number[], result_ids: number[]) => http<unknown>('/api/custom-labels/assign', { method: 'POST', body: { label_ids, result_ids } })
export const removeLabels = (label_ids: number[], result_ids: number[]) => http<unknown>('/api/custom-labels/remove', { method: 'POST', body: { label_ids, result_ids } })

export const labelKeys = { all: ['labels'] as const }
export const labelsQuery = () => queryOptions({ queryKey: labelKeys.all, queryFn: listLabels })
