import { array, boolean, enums, integer, min, nullable, object, optional, record, refine, string, unknown, type Infer } from 'superstruct'
import { crmProviders } from '../integrations/types'
import { reject, requiredString } from '../validate'
import { isTimeZone } from './autopilot-schedule'

export const autopilotTypes = ['basic', 'webhook'] as const
export const autopilotRepeats = ['once', 'daily', 'weekly', 'monthly', 'yearly'] as const
export const autopilotStatuses = ['draft', 'active', 'paused', 'paused_no_credits', 'finished'] as const
export const autopilotRunKinds = ['initial', 'scheduled', 'catch_up', 'manual'] as const
export const autopilotRunStatuses = ['queued', 'running', 'done', 'failed', 'stopped_credits'] as const
/** The lead-job kinds an autopilot's enrichment step may run over a run's new leads. */
export const autopilotEnrichmentKinds = ['find-emails', 'get-phones', 'get-employees', 'enrich'] as const

export type AutopilotType = (typeof autopilotTypes)[number]
export type AutopilotRepeat = (typeof autopilotRepeats)[number]
export type AutopilotStatus = (typeof autopilotStatuses)[number]
export type AutopilotRunKind = (typeof autopilotRunKinds)[number]
export type AutopilotRunStatus = (typeof autopilotRunStatuses)[number]

export type AutopilotEnrichment = { enabled: boolean; kinds: (typeof autopilotEnrichmentKinds)[number][] }
export type AutopilotAi = { enabled: boolean; prompt_ids: number[] }
export type AutopilotDelivery = { crm: (typeof crmProviders)[number] | null; webhook: boolean; phones: boolean }
export type AutopilotRunCounts = { found: number; added: number; enriched: number; written: number; delivered: number; failed: number }
/** One lead job of a run, planned when its search ends; `job_id` is set in the transaction that creates the job. */
export type AutopilotRunStep = { kind: string; params: Record<string, unknown>; job_id: number | null; error?: string }

export const emptyRunCounts = (): AutopilotRunCounts => ({ found: 0, added: 0, enriched: 0, written: 0, delivered: 0, failed: 0 })

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)

export const autopilotTime = refine(string(), 'time', (v) => TIME.test(v) || reject('autopilots.time_invalid'))
export const autopilotTimezone = refine(string(), 'timezone', (v) => isTimeZone(v) || reject('autopilots.timezone_invalid'))
export const autopilotDate = refine(string(), 'date', (v) => isDate(v) || reject('validation.date'))

const fields = {
  name: refine(requiredString(), 'name', (v) => v.trim().length <= 200 || reject('validation.max', { max: 200 })),
  type: enums(autopilotTypes),
  campaign_id: nullable(integer()),
  /** Checked against the list type's search schema on the server (a draft may hold an unfinished one). */
  search: record(string(), unknown()),
  repeat: enums(autopilotRepeats),
  time: autopilotTime,
  timezone: autopilotTimezone,
  start_date: optional(nullable(autopilotDate)),
  max_results_per_period: optional(nullable(min(integer(), 1))),
  enrichment: optional(object({ enabled: boolean(), kinds: array(enums(autopilotEnrichmentKinds)) })),
  ai: optional(object({ enabled: boolean(), prompt_ids: array(integer()) })),
  delivery: optional(object({ crm: nullable(enums(crmProviders)), webhook: boolean(), phones: boolean() })),
  nearby_districts: optional(array(string())),
  local_filters: optional(record(string(), unknown())),
  status: optional(enums(['draft', 'active'] as const)),
}

/**
 * POST /api/autopilots. A draft (the wizard's autosave) needs a name and a type; saving active needs the list, the
 * search (valid for the list's type) and the schedule, each missing one a 422 on its field.
 */
export const autopilotBody = object({
  ...fields,
  campaign_id: optional(fields.campaign_id),
  search: optional(fields.search),
  repeat: optional(fields.repeat),
  time: optional(fields.time),
  timezone: optional(fields.timezone),
})
export type AutopilotBody = Infer<typeof autopilotBody>

/** PUT /api/autopilots/{id}: the POST fields, each optional. */
export const autopilotUpdateBody = object({
  ...fields,
  name: optional(fields.name),
  type: optional(fields.type),
  campaign_id: optional(fields.campaign_id),
  search: optional(fields.search),
  repeat: optional(fields.repeat),
  time: optional(fields.time),
  timezone: optional(fields.timezone),
})
export type AutopilotUpdateBody = Infer<typeof autopilotUpdateBody>

/** POST /api/autopilots/preview-schedule. */
export const previewScheduleBody = object({ repeat: enums(autopilotRepeats), time: autopilotTime, timezone: autopilotTimezone, start: optional(nullable(autopilotDate)) })

/** GET /api/autopilots/{id}/runs. */
export const autopilotRunsQuery = object({ cursor: optional(refine(string(), 'cursor', (v) => /^\d{1,9}$/.test(v) || reject('validation.integer'))) })

export type AutopilotRun = {
  id: number
  slot_at: string
  kind: AutopilotRunKind
  status: AutopilotRunStatus
  started_at: string | null
  finished_at: string | null
  counts: AutopilotRunCounts
  credits: number
  error: string | null
}

export type Autopilot = {
  id: number
  name: string
  type: AutopilotType
  status: AutopilotStatus
  campaign_id: number | null
  campaign: { id: number; name: string; type: string } | null
  search: Record<string, unknown>
  repeat: AutopilotRepeat
  time: string
  timezone: string
  start_date: string | null
  max_results_per_period: number | null
  enrichment: AutopilotEnrichment
  ai: AutopilotAi
  delivery: AutopilotDelivery
  nearby_districts: string[]
  local_filters: Record<string, unknown>
  next_run_at: string | null
  last_run: Omit<AutopilotRun, 'slot_at' | 'kind'> | null
  created_at: string
  updated_at: string
}
