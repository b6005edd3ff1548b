import { sql } from 'drizzle-orm'
import type { LeadJobRun, LeadOutcome } from '../processor'
import { LeadJobFatal } from '../processor'
import { EnrichmentError, type EnrichmentContext } from '../../../providers/enrichment/types'

/** What an enrichment source needs from the job at work. */
export function enrichmentContext(run: LeadJobRun<unknown>): EnrichmentContext {
  return { db: run.deps.db, accountId: run.job.accountId, now: run.now, signal: run.signal }
}

/**
 * Runs a provider call and turns its failures into outcomes: a temporary one is a retryable failure of the lead, a
 * fatal one (a verifier refusing the API key) fails the whole job. Anything else propagates (the machinery logs it).
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; outcome: LeadOutcome }> {
  try {
    return { ok: true, value: await call() }
  } catch (err) {
    if (err instanceof EnrichmentError) {
      if (err.kind === 'fatal') throw new LeadJobFatal(err.message)
      return { ok: false, outcome: { status: 'failed', reason: err.message, retryable: true } }
    }
    throw err
  }
}

/** `fields || patch` as SQL: jsonb merge of the lead's fields with what enrichment found. */
export const mergeFields = (column: unknown, patch: Record<string, unknown>) => sql`${column} || ${JSON.stringify(patch)}::jsonb`

/** Leads per batch for sources that answer from memory (demo data): fewer, larger batches cost less per lead. */
export const DEMO_BATCH_SIZE = 1000
