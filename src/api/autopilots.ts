import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Autopilot, AutopilotRepeat, AutopilotRun, AutopilotUpdateBody } from '../shared/automation/autopilot'
import { http } from './http'

type One = { data: Autopilot }
export type RunsPage = { data: AutopilotRun[]; next_cursor: number | string | null }
export type SchedulePreviewBody = { repeat: AutopilotRepeat; time: string; timezone: string; start?: string | null }

export const listAutopilots = () => http<{ data: Autopilot[] }>('/api/autopilots')
export const getAutopilot = (id: number) => http<One>(`/api/autopilots/${id}`).then((a) => a.data)
export const createAutopilot = (body: AutopilotUpdateBody) => http<One>('/api/autopilots', { method: 'POST', body }).then((a) => a.data)
export const updateAutopilot = (id: number, body: AutopilotUpdateBody) => http<One>(`/api/autopilots/${id}`, { method: 'PUT', body }).then((a) => a.data)
export const deleteAutopilot = (id: number) => http<{ message: string; id: number }>(`/api/autopilots/${id}`, { method: 'DELETE' })
/** pause, resume, run-now and duplicate: no body, the autopilot as it is after. */
export const autopilotAction = (id: number, action: 'pause' | 'resume' | 'run-now' | 'duplicate') =>
  http<One>(`/api/autopilots/${id}/${action}`, { method: 'POST' }).then((a) => a.data)
export const autopilotRuns = (id: number, cursor?: number | string | null) =>
  http<RunsPage>(`/api/autopilots/${id}/runs`, { query: cursor === undefined || cursor === null ? {} : { cursor: String(cursor) } })
export const previewSchedule = (body: SchedulePreviewBody) => http<{ runs: string[] }>('/api/autopilots/preview-schedule', { method: 'POST', body })

export const autopilotKeys = {
  all: ['autopilots'] as const,
  one: (id: number) => ['autopilots', id] as const,
  runs: (id: number) => ['autopilots', id, 'runs'] as const,
  preview: (body: SchedulePreviewBody) => ['autopilots', 'preview', body] as const,
}
export const autopilotsQuery = () => queryOptions({ queryKey: autopilotKeys.all, queryFn: listAutopilots })
export const autopilotQuery = (id: number) => queryOptions({ queryKey: autopilotKeys.one(id), queryFn: () => getAutopilot(id) })
export const autopilotRunsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: autopilotKeys.runs(id),
    queryFn: ({ pageParam }) => autopilotRuns(id, pageParam),
    initialPageParam: null as number | string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
export const schedulePreviewQuery = (body: SchedulePreviewBody) =>
  queryOptions({ queryKey: autopilotKeys.preview(body), queryFn: () => previewSchedule(body), staleTime: 60_000 })
