import { array, enums, integer, object, optional, record, string, unknown, type Infer } from 'superstruct'

/**
 * Bulk jobs over a list's leads: one machinery (src/server/modules/lead-jobs) serves enrichment, CRM and webhook
 * delivery and AI writing. Every kind is listed here once so the client and the server agree on the names; a kind
 * whose processor is not registered on the server is refused like an unknown one.
 */
export const leadJobKinds = ['find-emails', 'get-phones', 'get-employees', 'enrich', 'send-crm', 'send-webhook', 'ai-write'] as const
export type LeadJobKind = (typeof leadJobKinds)[number]

export type LeadJobStatus = 'queued' | 'running' | 'done' | 'stopped' | 'failed' | 'cancelled'
export const activeLeadJobStatuses: readonly LeadJobStatus[] = ['queued', 'running']
export const isActiveLeadJob = (job: { status: LeadJobStatus }) => activeLeadJobStatuses.includes(job.status)

/** A lead job as the API answers it. */
export type LeadJob = {
  id: number
  campaign_id: number
  kind: LeadJobKind
  params: Record<string, unknown>
  /** The results scope it was created from: `{ scope: 'all' } | { scope: 'filter', filter } | { scope: 'selection', ids }`. */
  scope: Record<string, unknown>
  /** Who did the work ('demo' is labelled "Demo data"); null when the kind has no provider. */
  provider: string | null
  status: LeadJobStatus
  /** Leads in the job (fixed at creation). */
  total: number
  /** Leads finished one way or the other: succeeded + skipped + failed. */
  processed: number
  succeeded: number
  skipped: number
  failed: number
  /** Credits spent by the job. */
  charged: number
  /** Why it ended early: 'credits' | 'cancelled' | 'error'; null otherwise. */
  stop_reason: string | null
  /** The message of a fatal error. */
  error: string | null
  created_at: string
  started_at: string | null
  finished_at: string | null
}

export type LeadJobEstimate = {
  /** Leads the scope names now. */
  leads: number
  /** The most the job can cost: leads x the kind's highest cost per lead. Misses cost nothing. */
  max_credits: number
  /** The account's balance now. */
  balance: number
}

export type LeadJobFailure = { result_id: number; name: string | null; reason: string | null; attempts: number; updated_at: string }
export type LeadJobFailurePage = { data: LeadJobFailure[]; total: number; page: number; limit: number }

/**
 * POST /api/lead-jobs and /api/lead-jobs/estimate. The scope fields (`scope`, `filter`, `ids`) are read by the
 * results module's scope reader, which reports a bad filter field by field; `params` by the kind's own schema.
 */
export const leadJobRequest = object({
  campaign_id: integer(),
  kind: enums(leadJobKinds),
  params: optional(record(string(), unknown())),
})
type LeadJobRequest = Infer<typeof leadJobRequest>

/** POST /api/lead-jobs/{id}/redeliver: the failed items to try again, all of them when absent. */
export const redeliverRequest = object({ result_ids: optional(array(integer())) })

export const leadJobFailuresPageSize = 50
