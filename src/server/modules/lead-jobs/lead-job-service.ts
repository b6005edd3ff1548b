import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ResultScope } from '../../../shared/leads/filters'
import { leadJobFailuresPageSize, type LeadJobEstimate, type LeadJobFailurePage, type LeadJobKind } from '../../../shared/lead-jobs/schemas'
import { nestFieldErrors, validate } from '../../../shared/validate'
import type { Database } from '../../db/client'
import type { LeadJobDeps } from './lead-job-deps'
import { leadJobItems, leadJobs, leadResults } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { fieldError, fieldMessage, notFound, validationFailed } from '../../http/api-error'
import { bodyIds } from '../../http/route-params'
import { finishLeadJob, pendingOf } from './lead-batch'
import { leadBatchJob } from './lead-batch-job'
import type { AnyLeadJobProcessor, LeadJobRow } from './processor'
import { creditBalance } from '../credits/credit-ledger'
import { listRow, type ListRow } from '../lists/list-repository'
import { scopeWhere } from '../results/result-scope'
import { inTransaction } from '../../db/transaction'

export type LeadJobDraft = {
  campaignId: number
  kind: LeadJobKind
  scope: ResultScope
  params: Record<string, unknown> | undefined
  /** Runs in the transaction that records the job (an autopilot run writes the job's id there: never a job it forgot). */
  recorded?: (tx: Database, job: LeadJobRow) => Promise<void>
}
type Checked = { list: ListRow; processor: AnyLeadJobProcessor; params: Record<string, unknown>; where: SQL }

/**
 * Everything a creation or an estimate checks, in the order a user can act on: the list is the account's (404), the
 * kind has a processor and applies to the list's type (422 on kind), the params fit the kind's schema (422 per field),
 * and a selection names only results of the list (404, like any foreign id).
 */
async function checkDraft(deps: LeadJobDeps, account: AccountScope, draft: LeadJobDraft): Promise<Checked> {
  const list = await listRow(account, draft.campaignId)
  const processor = deps.leadJobProcessors[draft.kind]
  if (!processor) throw fieldError('kind', 'validation.type')
  if (!processor.listTypes.includes(list.type)) {
    throw validationFailed({ kind: [fieldMessage('kind', 'validation.type')] }, {}, { code: 'lead_jobs.not_for_type', params: { kind: draft.kind, list_type: list.type } })
  }
  const checked = validate(processor.params, draft.params ?? {})
  if (!checked.ok) throw validationFailed(nestFieldErrors('params', checked.errors))
  const where = scopeWhere(account, list, draft.scope)
  if (draft.scope.scope === 'selection') {
    const wanted = new Set(bodyIds(draft.scope.ids, 'ids')).size
    const [{ found }] = await deps.db.select({ found: sql<number>`count(*)::int` }).from(leadResults).where(where)
    if (Number(found) !== wanted) throw notFound()
  }
  return { list, processor, params: checked.value as Record<string, unknown>, where }
}

export async function estimateLeadJob(deps: LeadJobDeps, account: AccountScope, draft: LeadJobDraft): Promise<LeadJobEstimate> {
  const { list, processor, params, where } = await checkDraft(deps, account, draft)
  const [{ leads }] = await deps.db.select({ leads: sql<number>`count(*)::int` }).from(leadResults).where(where)
  const perLead = processor.maxCostPerLead(list.type, params)
  return { leads: Number(leads), max_credits: Number(leads) * perLead, balance: await creditBalance(deps.db, account.accountId, deps.now()) }
}

/**
 * Records the job and its leads (INSERT ... SELECT over the scope, so the set is fixed now), lets the processor mark
 * them queued, all in one transaction, then queues the first batch. A scope with no leads is a 422 and writes nothing.
 * Should the queueing fail, the job is still found by the stale-job sweep.
 */
export async function createLeadJob(deps: LeadJobDeps, account: AccountScope, draft: LeadJobDraft): Promise<LeadJobRow> {
  const { list, processor, params, where } = await checkDraft(deps, account, draft)
  const now = deps.now()
  const job = await inTransaction(deps.db, async (t) => {
    const [created] = await t
      .insert(leadJobs)
      .values({
        accountId: account.accountId,
        campaignId: list.id,
        kind: draft.kind,
        params,
        scope: draft.scope as unknown as Record<string, unknown>,
        provider: processor.provider?.(deps, list.type, params) ?? null,
        status: 'queued',
        heartbeatAt: now,
        createdAt: now,
      })
      .returning()
    await t.execute(sql`insert into lead_job_items (job_id, result_id) select ${created.id}, "lead_results"."id" from "lead_results" where ${where}`)
    const [counted] = await t
      .update(leadJobs)
      .set({ total: sql`(select count(*)::int from lead_job_items where job_id = ${created.id})` })
      .where(eq(leadJobs.id, created.id))
      .returning()
    if (counted.total === 0) throw fieldError('scope', 'error.no_results')
    await processor.onQueued?.(t, counted, pendingOf(counted.id))
    await draft.recorded?.(t, counted)
    return counted
  })
  await deps.jobs.send(leadBatchJob, { jobId: job.id, batch: 0 }, { accountId: job.accountId })
  return job
}

/** The account's job, or 404 (another account's job reads exactly like a missing one). */
export async function leadJobRow(account: AccountScope, id: number): Promise<LeadJobRow> {
  const row = await account.one('leadJobs', id)
  if (!row) throw notFound()
  return row
}

export async function listLeadJobs(deps: LeadJobDeps, account: AccountScope, query: { campaignId?: number; active: boolean }): Promise<LeadJobRow[]> {
  if (query.campaignId !== undefined) await listRow(account, query.campaignId)
  return deps.db
    .select()
    .from(leadJobs)
    .where(
      account.where(
        'leadJobs',
        and(query.campaignId !== undefined ? eq(leadJobs.campaignId, query.campaignId) : undefined, query.active ? inArray(leadJobs.status, ['queued', 'running']) : undefined),
      ),
    )
    .orderBy(desc(leadJobs.id))
    .limit(query.active ? 100 : 50)
}

export async function leadJobFailures(deps: LeadJobDeps, job: LeadJobRow, page: number): Promise<LeadJobFailurePage> {
  const limit = leadJobFailuresPageSize
  const failed = and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.status, 'failed'))
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ resultId: leadJobItems.resultId, name: leadResults.name, reason: leadJobItems.error, attempts: leadJobItems.attempts, updatedAt: leadJobItems.updatedAt })
      .from(leadJobItems)
      .leftJoin(leadResults, and(eq(leadResults.id, leadJobItems.resultId), eq(leadResults.accountId, job.accountId)))
      .where(failed)
      .orderBy(leadJobItems.resultId)
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(leadJobItems).where(failed),
  ])
  return {
    data: rows.map((r) => ({ result_id: r.resultId, name: r.name, reason: r.reason, attempts: r.attempts, updated_at: new Date(r.updatedAt).toISOString() })),
    total: Number(total),
    page,
    limit,
  }
}

/**
 * Puts failed leads (all, or the chosen ones) back in the queue and resumes the job: leads a credits stop or a
 * cancel left pending go along. The batch index moves on, so a batch still at work cannot end the job under the
 * redelivered leads (its end is conditional on its own index). Chosen ids must be leads of the job (else 404).
 */
export async function redeliverLeadJob(deps: LeadJobDeps, job: LeadJobRow, resultIds: number[] | undefined): Promise<{ job: LeadJobRow; redelivered: number }> {
  const processor = deps.leadJobProcessors[job.kind as LeadJobKind]
  if (!processor) throw fieldError('kind', 'validation.type')
  const chosen = resultIds === undefined ? undefined : [...new Set(bodyIds(resultIds, 'result_ids'))]
  if (chosen?.length) {
    const [{ known }] = await deps.db
      .select({ known: sql<number>`count(*)::int` })
      .from(leadJobItems)
      .where(and(eq(leadJobItems.jobId, job.id), inArray(leadJobItems.resultId, chosen)))
    if (Number(known) !== chosen.length) throw notFound()
  }
  const now = deps.now()
  const result = await inTransaction(deps.db, async (t) => {
    const again = await t
      .update(leadJobItems)
      .set({ status: 'pending', attempts: 0, error: null, retryAt: null, charged: 0, updatedAt: now })
      .where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.status, 'failed'), chosen?.length ? inArray(leadJobItems.resultId, chosen) : undefined))
      .returning({ resultId: leadJobItems.resultId })
    const [{ pending }] = await t.select({ pending: sql<number>`count(*)::int` }).from(leadJobItems).where(and(eq(leadJobItems.jobId, job.id), eq(leadJobItems.status, 'pending')))
    if (Number(pending) === 0) return { job, redelivered: 0, resumed: false }
    const [resumed] = await t
      .update(leadJobs)
      .set({
        processed: sql`${leadJobs.processed} - ${again.length}`,
        failed: sql`${leadJobs.failed} - ${again.length}`,
        batch: sql`${leadJobs.batch} + 1`,
        status: sql`case when ${leadJobs.status} in ('queued', 'running') then ${leadJobs.status} else 'queued' end`,
        stopReason: null,
        error: null,
        finishedAt: null,
        heartbeatAt: now,
      })
      .where(eq(leadJobs.id, job.id))
      .returning()
    await processor.onQueued?.(t, resumed, pendingOf(job.id))
    return { job: resumed, redelivered: again.length, resumed: true }
  })
  if (result.resumed) await deps.jobs.send(leadBatchJob, { jobId: result.job.id, batch: result.job.batch }, { accountId: result.job.accountId })
  return { job: result.job, redelivered: result.redelivered }
}

/** Stops a queued or running job; its pending leads are released. A job that has ended is a 422. */
export async function cancelLeadJob(deps: LeadJobDeps, job: LeadJobRow): Promise<LeadJobRow> {
  const processor = deps.leadJobProcessors[job.kind as LeadJobKind]
  const ended = await finishLeadJob(deps, job, processor, { status: 'cancelled', stopReason: 'cancelled' })
  if (!ended) throw fieldError('status', 'lead_jobs.already_ended')
  return ended
}

