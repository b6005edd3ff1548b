import { array, enums, integer, nullable, object, optional, refine, size, string } from 'superstruct'
import { locales } from '../i18n/locales'
import { reject, requiredString } from '../validate'
import { workflowGraph, type WorkflowGraph } from './workflow-nodes'

/** POST /api/workflows: a new workflow, empty (a trigger alone) or from a template of GET /api/workflow-templates. */
export const workflowCreateBody = object({
  name: size(requiredString(), 1, 120),
  description: optional(size(string(), 0, 1000)),
  campaign_id: optional(nullable(integer())),
  template: optional(size(string(), 1, 60)),
})

/** PUT /api/workflows/{id}: any of the fields, with the draft revision the client edited (optimistic concurrency). */
export const workflowUpdateBody = object({
  name: optional(size(requiredString(), 1, 120)),
  description: optional(size(string(), 0, 1000)),
  campaign_id: optional(nullable(integer())),
  draft: optional(workflowGraph),
  draft_revision: integer(),
})

export const workflowPublishBody = object({ draft_revision: integer() })

/** POST /api/workflows/{id}/runs: the list (default the workflow's) and optionally some of its results. */
export const workflowRunBody = object({
  campaign_id: optional(integer()),
  result_ids: optional(size(array(integer()), 1, 10_000)),
})

/** A keyset cursor: the `next_cursor` of the page before (a row id). */
const cursor = optional(refine(string(), 'cursor', (v) => /^\d{1,10}$/.test(v) || reject('validation.type')))
/** GET /api/workflows/{id}/runs and GET .../runs/{runId}/log: the page after `cursor`. */
export const workflowRunsQuery = object({ cursor })
export const workflowLogQuery = object({ cursor })
export const workflowTemplatesQuery = object({ lang: optional(enums(locales)) })

export type WorkflowStatus = 'draft' | 'published'
export type WorkflowSummary = {
  id: number
  name: string
  description: string
  campaign_id: number | null
  status: WorkflowStatus
  published_version: number | null
  draft_changed: boolean
  runs: { total: number; last_at: string | null }
  updated_at: string
}
export type Workflow = {
  id: number
  name: string
  description: string
  campaign_id: number | null
  /** The trigger node's settings of the draft (`{ event }`), for the settings panel. */
  trigger: Record<string, unknown>
  draft: WorkflowGraph
  draft_revision: number
  published: { version: number; graph: WorkflowGraph; published_at: string } | null
}
export type WorkflowRunStatus = 'queued' | 'running' | 'done' | 'stopped_credits' | 'failed'
export type WorkflowRun = {
  id: number
  version: number
  status: WorkflowRunStatus
  leads: { total: number; done: number; failed: number; skipped: number }
  credits: number
  started_at: string | null
  finished_at: string | null
}
export type WorkflowLogEntry = {
  lead_id: number
  lead_name: string | null
  node_id: string
  status: 'done' | 'skipped' | 'failed' | 'pending'
  attempts: number
  cost: number
  message: string | null
  finished_at: string | null
}
/** A page of a run's log: whole leads, `next_cursor` null after the last one. */
export type WorkflowLogPage = { data: WorkflowLogEntry[]; next_cursor: string | null }
export type WorkflowRunsPage = { data: WorkflowRun[]; next_cursor: string | null }
export type WorkflowTemplate = { key: string; name: string; description: string; graph: WorkflowGraph }
