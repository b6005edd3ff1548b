import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { WorkflowGraph } from '../shared/automation/workflow-nodes'
import type { Workflow, WorkflowLogEntry, WorkflowLogPage, WorkflowRun, WorkflowRunsPage, WorkflowSummary, WorkflowTemplate } from '../shared/automation/workflow-schemas'
import { http } from './http'

export type { Workflow, WorkflowLogEntry, WorkflowLogPage, WorkflowRun, WorkflowRunsPage }
export type WorkflowChanges = { name?: string; description?: string; campaign_id?: number | null; draft?: WorkflowGraph; draft_revision: number }

const data = <T>(answer: { data: T }) => answer.data

export const fetchWorkflows = () => http<{ data: WorkflowSummary[] }>('/api/workflows').then(data)
export const fetchWorkflow = (id: number) => http<{ data: Workflow }>(`/api/workflows/${id}`).then(data)
export const fetchWorkflowTemplates = (lang: string) => http<{ data: WorkflowTemplate[] }>('/api/workflow-templates', { query: { lang } }).then(data)
export const createWorkflow = (body: { name: string; description?: string; campaign_id?: number; template?: string }) =>
  http<{ data: Workflow }>('/api/workflows', { method: 'POST', body }).then(data)
/** PUT with the revision the builder last saw; a stale one rejects with 409 `automation.workflow_conflict`. */
export const saveWorkflow = (id: number, body: WorkflowChanges) => http<{ data: Workflow }>(`/api/workflows/${id}`, { method: 'PUT', body }).then(data)
export const deleteWorkflow = (id: number) => http<unknown>(`/api/workflows/${id}`, { method: 'DELETE' })
/** 422 with `problems` when the server's own check refuses the draft, 409 on a stale revision. */
export const publishWorkflow = (id: number, draftRevision: number) =>
  http<{ data: Workflow }>(`/api/workflows/${id}/publish`, { method: 'POST', body: { draft_revision: draftRevision } }).then(data)
export const startWorkflowRun = (id: number, body: { campaign_id?: number; result_ids?: number[] }) =>
  http<{ data: WorkflowRun }>(`/api/workflows/${id}/runs`, { method: 'POST', body }).then(data)
const page = (cursor: string | null) => (cursor ? { query: { cursor } } : undefined)
export const fetchWorkflowRuns = (id: number, cursor: string | null = null) => http<WorkflowRunsPage>(`/api/workflows/${id}/runs`, page(cursor))
export const fetchWorkflowRunLog = (id: number, runId: number, cursor: string | null = null) => http<WorkflowLogPage>(`/api/workflows/${id}/runs/${runId}/log`, page(cursor))
/** Goes on with a run stopped for want of credits: the leads left pending, charged once each. */
export const resumeWorkflowRun = (id: number, runId: number) => http<{ data: WorkflowRun }>(`/api/workflows/${id}/runs/${runId}/resume`, { method: 'POST' }).then(data)

export const workflowKeys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
  one: (id: number) => ['workflows', 'one', id] as const,
  runs: (id: number) => ['workflows', 'runs', id] as const,
  /** `finishedAt`: a run's log is read once more when it ends, then kept. */
  log: (id: number, runId: number, finishedAt: string | null) => ['workflows', 'log', id, runId, finishedAt] as const,
  templates: (locale: string) => ['workflows', 'templates', locale] as const,
}

/** Runs still going are read again every 2 s, so the dashboard and the log follow them. */
const RUNNING_POLL_MS = 2_000
const running = (pages: readonly WorkflowRunsPage[] | undefined) => (pages ?? []).some((p) => p.data.some((r) => !r.finished_at))
const nextCursor = (last: { next_cursor: string | null }) => last.next_cursor ?? undefined

export const workflowsQuery = () => queryOptions({ queryKey: workflowKeys.list, queryFn: fetchWorkflows })
export const workflowQuery = (id: number) => queryOptions({ queryKey: workflowKeys.one(id), queryFn: () => fetchWorkflow(id) })
/** Names and descriptions in the interface's language. */
export const workflowTemplatesQuery = (locale: string) => queryOptions({ queryKey: workflowKeys.templates(locale), queryFn: () => fetchWorkflowTemplates(locale), staleTime: Infinity })
/** The runs, newest first, a page at a time (`fetchNextPage` reads the older ones). */
export const workflowRunsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: workflowKeys.runs(id),
    queryFn: ({ pageParam }) => fetchWorkflowRuns(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    refetchInterval: (query) => (running(query.state.data?.pages) ? RUNNING_POLL_MS : false),
  })
/** A run's log, whole leads a page; read again every 2 s until the run ends. */
export const workflowRunLogQuery = (id: number, runId: number, finishedAt: string | null) =>
  infiniteQueryOptions({
    queryKey: workflowKeys.log(id, runId, finishedAt),
    queryFn: ({ pageParam }) => fetchWorkflowRunLog(id, runId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    refetchInterval: finishedAt ? false : RUNNING_POLL_MS,
  })
