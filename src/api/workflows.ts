import { queryOptions } from '@tanstack/react-query'
import type { WorkflowGraph } from '../shared/automation/workflow-nodes'
import { http } from './http'

/** A row of the workflows dashboard (GET /api/workflows). */
export type WorkflowSummary = {
  id: number
  name: string
  description: string | null
  campaign_id: number | null
  status: 'draft' | 'published'
  published_version: number | null
  /** The draft differs from the published version. */
  draft_changed: boolean
  runs: { total: number; last_at: string | null }
  updated_at: string
}

export type Workflow = {
  id: number
  name: string
  description: string | null
  campaign_id: number | null
  trigger: Record<string, unknown>
  draft: WorkflowGraph
  /** The draft's optimistic revision: a save or a publish naming an older one is refused (409). */
  draft_revision: number
  published: { version: number; graph: WorkflowGraph; published_at: string } | null
}

export type WorkflowRun = {
  id: number
  version: number
  status: string
  leads: { total: number; done: number; failed: number; skipped: number }
  credits: number
  started_at: string | null
  finished_at: string | null
}

/** One lead through one node of a run (the builder's log panel). */
export type WorkflowLogEntry = {
  lead_id: number
  lead_name: string
  node_id: string
  status: 'done' | 'skipped' | 'failed' | 'pending'
  attempts: number
  cost: number
  message: string | null
  finished_at: string | null
}

export type WorkflowTemplate = { key: string; name: string; description: string; graph: WorkflowGraph }
export type WorkflowChanges = { name?: string; description?: string | null; campaign_id?: number | null; draft?: WorkflowGraph; draft_revision: number }

const data = <T>(answer: { data: T }) => answer.data

export const fetchWorkflows = () => http<{ data: WorkflowSummary[] }>('/api/workflows').then(data)
export const fetchWorkflow = (id: number) => http<{ data: Workflow }>(`/api/workflows/${id}`).then(data)
export const fetchWorkflowTemplates = () => http<{ data: WorkflowTemplate[] }>('/api/workflow-templates').then(data)
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
  log: (id: number, runId: number) => ['workflows', 'log', id, runId] as const,
  templates: (locale: string) => ['workflows', 'templates', locale] as const,
}

/** Runs still going are read again every 2 s, so the dashboard and the log follow them. */
const RUNNING_POLL_MS = 2_000
const running = (runs: readonly WorkflowRun[] | undefined) => (runs ?? []).some((r) => !r.finished_at)

export const workflowsQuery = () => queryOptions({ queryKey: workflowKeys.list, queryFn: fetchWorkflows })
export const workflowQuery = (id: number) => queryOptions({ queryKey: workflowKeys.one(id), queryFn: () => fetchWorkflow(id) })
/** Names and descriptions come in the user's language: a change of language reads them again. */
export const workflowTemplatesQuery = (locale: string) => queryOptions({ queryKey: workflowKeys.templates(locale), queryFn: fetchWorkflowTemplates, staleTime: Infinity })
export const workflowRunsQuery = (id: number) =>
  queryOptions({ queryKey: workflowKeys.runs(id), queryFn: () => fetchWorkflowRuns(id), refetchInterval: (query) => (running(query.state.data) ? RUNNING_POLL_MS : false) })
export const workflowRunLogQuery = (id: number, runId: number, live: boolean) =>
  queryOptions({ queryKey: workflowKeys.log(id, runId), queryFn: () => fetchWorkflowRunLog(id, runId), refetchInterval: live ? RUNNING_POLL_MS : false })
