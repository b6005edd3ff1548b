import { createHash } from 'node:crypto'
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { SubscriptionBulkBody } from '../../../../shared/whitelabel/subscription-schemas'
import { nextStatus, type SubscriptionStatus } from '../../../../shared/whitelabel/subscriptions'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlBulkJobs, wlPackages } from '../../../db/schema'
import { fieldError } from '../../../http/api-error'
import { defineJobKind } from '../../../jobs/job-kind'
import { queryRows } from '../../credits/credit-rows'
import type { BulkAction, BulkParams } from './bulk-actions'
import { intArray } from './batch-change'
import { filterConditions } from './subscription-list'

/** One bulk job's work: its rows in steps, each step one transaction; a second delivery takes up the rows left. */
export const wlBulkJob = defineJobKind<{ bulkId: number }>({
  name: 'wl-subscription-bulk',
  subject: (data) => `wl-bulk:${data.bulkId}`,
  policy: { retryLimit: 5, retryDelayMs: 2_000, concurrency: { pglite: 1, postgres: 2 }, timeoutMs: 10 * 60_000 },
})

export type BulkJobRow = typeof wlBulkJobs.$inferSelect

/** A job's columns without its (long) list of rows: what the history and the progress read. */
export const withoutIds = (({ subscriptionIds: _ids, ...rest }) => rest)(getTableColumns(wlBulkJobs))

export function presentBulkJob(job: Omit<BulkJobRow, 'subscriptionIds'>) {
  return {
    id: job.id,
    action: job.action,
    params: job.params,
    status: job.status,
    total: job.total,
    applied: job.applied,
    skipped: job.skipped,
    failed: job.failed,
    done: job.applied + job.skipped + job.failed,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  }
}

const FROM = sql`wl_subscriptions s JOIN accounts a ON a.id = s.customer_account_id LEFT JOIN users u ON u.id = s.customer_user_id`

/** The rows a request chooses, as an SQL condition on `s` (the reseller's own only). */
function chosenRows(resellerId: number, body: Pick<SubscriptionBulkBody, 'ids' | 'filter'>): SQL {
  if (body.ids) {
    if (!body.ids.length) return sql`false`
    return sql`s.account_id = ${resellerId} AND s.id IN (${sql.join(body.ids.map((i) => sql`${i}`), sql`, `)})`
  }
  return filterConditions(resellerId, body.filter ?? {})
}

/**
 * The dry run: how many subscriptions the request chooses and how many of them the action applies to (their status
 * allows it); the others would be reported as skipped.
 */
export async function bulkCounts(db: Database, resellerId: number, body: SubscriptionBulkBody) {
  const rows = await queryRows<{ status: SubscriptionStatus; n: number }>(db, sql`SELECT s.status, count(*)::int AS n FROM ${FROM} WHERE ${chosenRows(resellerId, body)} GROUP BY s.status`)
  const matched = rows.reduce((sum, r) => sum + Number(r.n), 0)
  const action = body.action === 'export' ? null : body.action
  const applicable = action === null ? matched : rows.filter((r) => nextStatus(r.status, action) !== null).reduce((sum, r) => sum + Number(r.n), 0)
  return { matched, applicable, skipped: matched - applicable }
}

/**
 * The request's key: the client's Idempotency-Key, else the request itself (action, values, rows) on the same UTC
 * day, so a double click or a retried request finds the job already made instead of changing the rows twice.
 */
export function bulkRequestKey(header: string | undefined, body: SubscriptionBulkBody, now: Date): string {
  if (header) return `key:${header}`
  const chosen = body.ids ? { ids: [...new Set(body.ids)].sort((a, b) => a - b) } : { filter: body.filter }
  const hash = createHash('sha256').update(JSON.stringify([body.action, body.days ?? null, body.package_id ?? null, chosen])).digest('hex')
  return `hash:${hash}:${now.toISOString().slice(0, 10)}`
}

/**
 * Makes the bulk job (its rows listed, each to be done once) and queues it; a request with a key already used answers
 * that job (`repeated`), whatever it asked this time.
 */
export async function startBulkJob(deps: AppDeps, resellerId: number, actorUserId: number, body: SubscriptionBulkBody & { action: BulkAction }, requestKey: string) {
  const params: BulkParams & Record<string, unknown> = {}
  if (body.days !== undefined) params.days = body.days
  if (body.package_id !== undefined) {
    const [pkg] = await deps.db.select({ id: wlPackages.id }).from(wlPackages).where(and(eq(wlPackages.id, body.package_id), eq(wlPackages.accountId, resellerId)))
    if (!pkg) throw fieldError('package_id', 'whitelabel.package_unknown')
    params.package_id = body.package_id
  }
  if (body.filter) params.filter = body.filter
  // The chosen rows are fixed now (a filter matches other rows once the job has changed some) and worked in id order.
  const [chosen] = await queryRows<{ ids: number[] | string | null }>(deps.db, sql`SELECT array_agg(s.id ORDER BY s.id) AS ids FROM ${FROM} WHERE ${chosenRows(resellerId, body)}`)
  const subscriptionIds = intArray(chosen?.ids ?? null)
  const total = subscriptionIds.length
  const [made] = await deps.db
    .insert(wlBulkJobs)
    .values({ accountId: resellerId, actorUserId, action: body.action, params, requestKey, subscriptionIds, total, status: total ? 'queued' : 'done', finishedAt: total ? null : deps.now() })
    .onConflictDoNothing({ target: [wlBulkJobs.accountId, wlBulkJobs.requestKey] })
    .returning()
  if (!made) {
    const [existing] = await deps.db.select(withoutIds).from(wlBulkJobs).where(and(eq(wlBulkJobs.accountId, resellerId), eq(wlBulkJobs.requestKey, requestKey)))
    return { job: existing, repeated: true }
  }
  if (made.status !== 'done') await deps.jobs.send(wlBulkJob, { bulkId: made.id }, { accountId: resellerId })
  return { job: made, repeated: false }
}

/** The reseller's bulk jobs, newest first: the history of bulk changes. */
export const bulkHistory = (db: Database, resellerId: number) =>
  db.select(withoutIds).from(wlBulkJobs).where(eq(wlBulkJobs.accountId, resellerId)).orderBy(desc(wlBulkJobs.id)).limit(100)

const csvCell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v)
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
export const csvLine = (cells: unknown[]) => cells.map(csvCell).join(',')

/** The rows of a bulk job that were skipped or failed, with why: the error CSV. */
export async function bulkErrorsCsv(db: Database, jobId: number): Promise<string> {
  const rows = await queryRows<{ id: number; email: string | null; customer: string; status: string; outcome: string; reason: string | null }>(
    db,
    sql`SELECT s.id, u.email, a.name AS customer, s.status, i.outcome, i.reason FROM wl_bulk_items i JOIN ${FROM} ON s.id = i.subscription_id
      WHERE i.job_id = ${jobId} ORDER BY s.id`,
  )
  return [csvLine(['subscription_id', 'email', 'customer', 'status', 'outcome', 'reason']), ...rows.map((r) => csvLine([r.id, r.email, r.customer, r.status, r.outcome, r.reason]))].join('\n') + '\n'
}
