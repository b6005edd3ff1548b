import type { SQL } from 'drizzle-orm'
import type { Struct } from 'superstruct'
import type { LeadJobKind } from '../../../shared/lead-jobs/schemas'
import type { EmailState, LeadType } from '../../../shared/leads/types'
import type { Database } from '../../db/client'
import type { leadJobs, leadResults } from '../../db/schema'

export type LeadJobRow = typeof leadJobs.$inferSelect
/** A stored result, as the processor receives it (the row is re-read for every batch). */
export type LeadRow = typeof leadResults.$inferSelect

/** What an effect may report back: the credits it really earned (e.g. only the employees that were new). */
export type EffectResult = { cost?: number } | void
/** Writes a lead's result inside the item's transaction: the item, the charge and the effect commit together. */
export type LeadEffect = (tx: Database) => Promise<EffectResult>

/**
 * What became of one lead. `done` may carry a cost and an effect; the machinery runs the effect, spends the cost
 * (the effect's reported cost when it gives one) under the key `leadjob:<jobId>:<resultId>` and records the item,
 * all in ONE transaction: an effect is never stored unpaid nor paid twice. A `skipped` lead costs nothing (a miss:
 * "No credits will be consumed if contact data or e-mail data is not returned.") but may still write an effect
 * (e.g. the e-mail state "search complete"). A retryable failure is tried again later with backoff, up to
 * `maxAttempts`; then, like a permanent one, it is listed as a failure that can be redelivered. Prefer data to an
 * effect: a `patch` (the lead's own columns) and a `record` (written by the processor's `recordAll`) are applied for a
 * whole group of leads in one statement each, an effect costs a statement per lead.
 */
export type LeadOutcome<R = unknown> =
  | { status: 'done'; cost?: number; effect?: LeadEffect; patch?: LeadPatch; record?: R }
  | { status: 'skipped'; reason: string; effect?: LeadEffect; patch?: LeadPatch; record?: R }
  | { status: 'failed'; reason: string; retryable: boolean; effect?: LeadEffect }

/** A settled lead's `record`, as the processor's `recordAll` receives it. */
export type LeadRecord<R> = { resultId: number; record: R }

/**
 * A change to the lead's own row, as data: the machinery applies the patches of many leads in one statement (an
 * effect closure costs a statement per lead). Absent keys are left alone; `fields` is merged into the lead's fields.
 */
export type LeadPatch = {
  email?: string | null
  emailState?: EmailState
  potentialEmails?: string[]
  phone?: string | null
  name?: string | null
  fields?: Record<string, unknown>
}

/** 'stopped': the job was cancelled, or its leads handed to a newer batch, while this lead was at work; nothing was recorded. */
export type ChargeResult = 'ok' | 'duplicate' | 'out-of-credits' | 'stopped'

/** The job at work, as a processor sees it. `Deps` is the module's LeadJobDeps (processor.ts binds it). */
export type LeadJobRunWith<P, Deps> = {
  deps: Deps
  job: LeadJobRow
  params: P
  /** The list's type (every lead of a job is of it). */
  listType: LeadType
  now(): Date
  /** Aborted when the server is shutting down: long provider calls should stop and leave the lead pending. */
  signal: AbortSignal
}

/** The run for one lead: `chargeWith` records the lead as done right away (see LeadOutcome for the usual way). */
export type LeadRunWith<P, Deps> = LeadJobRunWith<P, Deps> & {
  /**
   * Marks this lead done with `cost`, writing `effect` in the same transaction, before `process` returns: for a
   * processor that must know the charge went through before it goes on. `duplicate` means another delivery of the
   * batch already recorded the lead; `out-of-credits` stops the job (stop_reason 'credits') and leaves the lead
   * pending. After an 'ok', whatever `process` returns for the lead is ignored.
   */
  chargeWith(cost: number, effect?: LeadEffect): Promise<ChargeResult>
}

export type LeadJobProcessorWith<P, Prepared, R, Deps> = {
  kind: LeadJobKind
  /** Validates (and defaults) the request's `params`; a failure is a 422 with the field messages. */
  params: Struct<P, unknown>
  /** List types the kind applies to (the list's action table, commands/lists.ts); others are a 422. */
  listTypes: readonly LeadType[]
  /** The estimate shown before a bulk run is leads x this. */
  maxCostPerLead(listType: LeadType, params: P): number
  /** Who does the work, stored on the job ('demo' makes the UI say "Demo data"); null when nobody in particular. */
  provider?(deps: Deps, listType: LeadType, params: P): string | null
  /** Once per batch before its leads (load a CRM token, check the list has a webhook). Throw LeadJobFatal to fail the job. */
  prepare?(run: LeadJobRunWith<P, Deps>): Promise<Prepared>
  /**
   * Once the batch's leads are read, before the first `process`: load what they need in bulk (their labels) into
   * `prepared`. Throw LeadJobFatal to fail the job.
   */
  prepareLeads?(run: LeadJobRunWith<P, Deps>, leads: LeadRow[], prepared: Prepared): Promise<void>
  process(run: LeadRunWith<P, Deps>, lead: LeadRow, prepared: Prepared): Promise<LeadOutcome<R>>
  /**
   * Writes the `record`s of a group of settled leads (done or skipped, each settled by this very settlement) in the
   * group's transaction, with the items, charges and counters: one set-based statement for the whole group where an
   * `effect` would cost one per lead (e.g. "sent to webhook 12" for 250 leads at once).
   */
  recordAll?(tx: Database, job: LeadJobRow, records: LeadRecord<R>[]): Promise<void>
  /**
   * Runs in the transaction that queues leads (creation, redelivery): e.g. e-mail states become "looking for email",
   * CRM states "sending". `resultIds` is a parenthesized subquery of the result ids just queued:
   * `inArray(leadResults.id, resultIds)`.
   */
  onQueued?(tx: Database, job: LeadJobRow, resultIds: SQL): Promise<void>
  /**
   * Runs when queued leads will not be processed after all (the job was cancelled, stopped for credits or failed, or
   * a lead failed for good): undo what onQueued marked. `resultIds` is a subquery of those result ids.
   */
  onReleased?(tx: Database, job: LeadJobRow, resultIds: SQL): Promise<void>
  /**
   * Leads per batch (one job in the queue); default 100. A batch stops taking leads after a minute (the rest goes to
   * the next batch), so it ends well within the job's 5-minute timeout whatever the size; fewer, larger batches cost less
   * per lead. The function form sees the job and what `prepare` returned (the template writer takes hundreds, a
   * model ten). Outcomes are settled in groups (every 1,000 leads or every second) either way, so progress shows.
   */
  batchSize?: number | ((deps: Deps, job: LeadJobRow, prepared: Prepared) => number)
  /**
   * Leads at work at once (default 1): `process` runs for up to this many leads of the batch together, started in
   * order, and their outcomes are settled in order. For a processor that waits on the network (webhook deliveries).
   */
  concurrency?: number
  /** Attempts per lead for retryable failures; default 3. */
  maxAttempts?: number
}

/** The table of processors by kind (the module's deps hold it as `leadJobProcessors`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LeadJobProcessorTable<Deps> = Partial<Record<LeadJobKind, LeadJobProcessorWith<any, any, any, Deps>>>
