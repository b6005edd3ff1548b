import type { LeadJob, LeadJobKind, LeadJobStatus } from '../../../shared/lead-jobs/schemas'
import type { LeadJobRow } from './processor'

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/** A job row as the API shows it. */
export function presentLeadJob(row: LeadJobRow): LeadJob {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    kind: row.kind as LeadJobKind,
    params: row.params,
    scope: row.scope,
    provider: row.provider,
    status: row.status as LeadJobStatus,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    skipped: row.skipped,
    failed: row.failed,
    charged: row.charged,
    stop_reason: row.stopReason,
    error: row.error,
    created_at: iso(row.createdAt)!,
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  }
}
