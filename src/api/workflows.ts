import { queryOptions } from '@tanstack/react-query'
import type { WorkflowGraph } from '../shared/automation/workflow-nodes'
import type { Workflow, WorkflowLogEntry, WorkflowRun, WorkflowSummary, WorkflowTemplate } from '../shared/automation/workflow-schemas'
import { http } from './http'

export type { Workflow, WorkflowLogEntry, WorkflowRun }
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
export const fetchWorkflowRuns = (id: number) => http<{ data: WorkflowRun[]; next_cursor: string | null }>(`/api/workflows/${id}/runs`).then(data)
export const fetchWorkflowRunLog = (id: number, runId: number) => http<{ data: WorkflowLogEntry[] }>(`/api/workflows/${id}/runs/${runId}/log`).then(data)

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
const running = (runs: readonly WorkflowRun[] | undefined) => (runs ?? []).some((r) => !r.finished_at)

export const workflowsQuery = () => queryOptions({ queryKey: workflowKeys.list, queryFn: fetchWorkflows })
export const workflowQuery = (id: number) => queryOptions({ queryKey: workflowKeys.one(id), queryFn: () => fetchWorkflow(id) })
/** Names and descriptions in the interface's language. */
export const workflowTemplatesQuery = (locale: string) => queryOptions({ queryKey: workflowKeys.templates(locale), queryFn: () => fetchWorkflowTemplates(locale), staleTime: Infinity })
export const workflowRunsQuery = (id: number) =>
  queryOptions({ queryKey: workflowKeys.runs(id), queryFn: () => fetchWorkflowRuns(id), refetchInterval: (query) => (running(query.state.data) ? RUNNING_POLL_MS : false) })
export const workflowRunLogQuery = (id: number, runId: number, finishedAt: string | null) =>
  queryOptions({ queryKey: workflowKeys.log(id, runId, finishedAt), queryFn: () => fetchWorkflowRunLog(id, runId), refetchInterval: finishedAt ? false : RUNNING_POLL_MS })
