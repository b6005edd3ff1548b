import type { LeadJobDeps } from './lead-job-deps'
import type { LeadJobProcessorTable, LeadJobProcessorWith, LeadJobRunWith } from './processor-types'

/**
 * What a lead-job processor is written against (README.md beside this file): the machinery's types bound to the
 * lead-jobs module's deps (LeadJobDeps). The types themselves live in processor-types.ts, generic in the deps, so that
 * LeadJobDeps can hold the processor table without importing this file back.
 */
export type { ChargeResult, LeadEffect, LeadJobRow, LeadOutcome, LeadPatch, LeadRecord, LeadRow } from './processor-types'

export type LeadJobRun<P> = LeadJobRunWith<P, LeadJobDeps>
export type LeadJobProcessor<P = Record<string, unknown>, Prepared = unknown, R = unknown> = LeadJobProcessorWith<P, Prepared, R, LeadJobDeps>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLeadJobProcessor = LeadJobProcessor<any, any, any>
export type LeadJobProcessors = LeadJobProcessorTable<LeadJobDeps>

/** Throw from `prepare` (or `process`) to fail the whole job with this message ("Selected list doesn't have webhook, ..."). */
export class LeadJobFatal extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LeadJobFatal'
  }
}
/** Builds a processor with its types checked and inferred. */
export function defineLeadJobProcessor<P, Prepared = undefined, R = unknown>(processor: LeadJobProcessor<P, Prepared, R>): LeadJobProcessor<P, Prepared, R> {
  return processor
}
