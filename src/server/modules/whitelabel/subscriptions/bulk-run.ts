import { eq, sql } from 'drizzle-orm'
import { nextStatus } from '../../../../shared/whitelabel/subscriptions'
import type { AppDeps } from '../../../app-deps'
import type { Database } from '../../../db/client'
import { wlBulkJobs, wlSubscriptions } from '../../../db/schema'
import { inTransaction } from '../../../db/transaction'
import { queryRows } from '../../credits/credit-rows'
import { changeSubscription } from '../subscription-change'
import { applyBulkAction, type BulkParams } from './bulk-actions'
import type { BulkJobRow } from './bulk-jobs'
import { providerEffect } from './provider-effect'
import { sendWelcome } from './welcome-mail'

/** Rows per step: one transaction each, so a bulk over thousands never holds the database long and resumes close to where it stopped. */
const STEP = Number(process.env.WL_BULK_STEP ?? 500)

/** PGlite answers in microtasks: without a macrotask turn between steps, a long job would starve every request. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

const idList = (ids: number[]) => sql.join(ids.map((i) => sql`${i}`), sql`, `)

/**
 * Works a bulk job to its end, step by step. Each step changes its rows and records their results and the job's
 * counts in one transaction, so after a crash the rows left are exactly those without a result: none is changed
 * twice, and a provider is never asked twice for the same row (its call carries the row's key). At a shutdown the
 * job stops between steps; the stale sweep queues it again.
 */
export async function runBulkJob(deps: AppDeps, bulkId: number): Promise<void> {
  const [job] = await deps.db.select().from(wlBulkJobs).where(eq(wlBulkJobs.id, bulkId))
  if (!job || job.status === 'done') return
  if (job.status === 'queued') await deps.db.update(wlBulkJobs).set({ status: 'running', heartbeatAt: deps.now() }).where(eq(wlBulkJobs.id, bulkId))
  for (;;) {
    if (deps.jobs.stopping) return
    const pending = (await queryRows<{ id: number }>(deps.db, sql`SELECT subscription_id AS id FROM wl_bulk_items WHERE job_id = ${bulkId} AND outcome IS NULL ORDER BY subscription_id LIMIT ${STEP}`)).map((r) => Number(r.id))
    if (!pending.length) {
      await deps.db.update(wlBulkJobs).set({ status: 'done', finishedAt: deps.now(), heartbeatAt: deps.now() }).where(eq(wlBulkJobs.id, bulkId))
      return
    }
    await runStep(deps, job, pending)
    await yieldToEventLoop()
  }
}

async function runStep(deps: AppDeps, job: BulkJobRow, ids: number[]) {
  const source = `bulk:${job.id}`
  let local = ids
  if (job.action === 'cancel') {
    const elsewhere = await deps.db.select().from(wlSubscriptions).where(sql`${wlSubscriptions.id} IN (${idList(ids)}) AND NOT (${wlSubscriptions.provider} IN ('local', 'manual') OR ${wlSubscriptions.managedManually})`)
    for (const row of elsewhere) await cancelAtProvider(deps, job, row)
    const done = new Set(elsewhere.map((r) => r.id))
    local = ids.filter((id) => !done.has(id))
  }
  const applied = await inTransaction(deps.db, async (tx) => {
    const changed = await applyBulkAction(tx, job.accountId, local, job.action, job.params as BulkParams, { actorUserId: job.actorUserId, source, now: deps.now() })
    await recordStep(tx, job.id, local, changed)
    return changed
  })
  if (job.action === 'resend_welcome' && applied.size) await sendWelcomes(deps, job, [...applied.keys()])
}

/** Records a step's results (changed rows with their history row; the others skipped: their status did not allow it) and the job's counts. */
async function recordStep(tx: Database, jobId: number, ids: number[], changed: Map<number, number>) {
  if (changed.size) {
    const values = sql.join([...changed].map(([sid, eid]) => sql`(${sid}::int, ${eid}::bigint)`), sql`, `)
    await tx.execute(sql`UPDATE wl_bulk_items i SET outcome = 'applied', event_id = v.e FROM (VALUES ${values}) AS v(sid, e) WHERE i.job_id = ${jobId} AND i.subscription_id = v.sid`)
  }
  const skipped = ids.length - changed.size
  if (skipped) await tx.execute(sql`UPDATE wl_bulk_items SET outcome = 'skipped', reason = 'not_allowed' WHERE job_id = ${jobId} AND subscription_id IN (${idList(ids)}) AND outcome IS NULL`)
  await tx.execute(sql`UPDATE wl_bulk_jobs SET applied = applied + ${changed.size}::int, skipped = skipped + ${skipped}::int, heartbeat_at = now() WHERE id = ${jobId}`)
}

/** A row charged at a provider: the provider first (keyed by job and row), then the change and its result together. */
async function cancelAtProvider(deps: AppDeps, job: BulkJobRow, row: typeof wlSubscriptions.$inferSelect) {
  const result = async (outcome: 'applied' | 'skipped' | 'failed', reason: string | null, eventId: number | null, tx: Database = deps.db) => {
    await tx.execute(sql`UPDATE wl_bulk_items SET outcome = ${outcome}, reason = ${reason}, event_id = ${eventId}::bigint WHERE job_id = ${job.id} AND subscription_id = ${row.id} AND outcome IS NULL`)
    await tx.execute(sql`UPDATE wl_bulk_jobs SET ${sql.raw(outcome)} = ${sql.raw(outcome)} + 1, heartbeat_at = now() WHERE id = ${job.id}`)
  }
  if (nextStatus(row.status, 'cancel') === null) return result('skipped', 'not_allowed', null)
  const effect = await providerEffect(row, 'cancel', `bulk:${job.id}:${row.id}`)
  if (!effect.ok) return result('failed', effect.reason, null)
  await inTransaction(deps.db, async (tx) => {
    const changed = await changeSubscription(tx, row, 'cancel', { actorUserId: job.actorUserId, source: `bulk:${job.id}`, set: { canceledAt: deps.now() }, details: effect.details })
    if (changed.applied) await result('applied', null, changed.eventId, tx)
    else await result('skipped', changed.reason, null, tx)
  })
}

async function sendWelcomes(deps: AppDeps, job: BulkJobRow, ids: number[]) {
  const rows = await queryRows<{ id: number; email: string | null }>(deps.db, sql`SELECT s.id, u.email FROM wl_subscriptions s LEFT JOIN users u ON u.id = s.customer_user_id WHERE s.id IN (${idList(ids)})`)
  for (const row of rows) {
    const failed = !row.email || (await sendWelcome(deps, job.accountId, row.email).then(() => false, () => true))
    if (failed) {
      await inTransaction(deps.db, async (tx) => {
        await tx.execute(sql`UPDATE wl_bulk_items SET outcome = 'failed', reason = 'mail_failed' WHERE job_id = ${job.id} AND subscription_id = ${row.id} AND outcome = 'applied'`)
        await tx.execute(sql`UPDATE wl_bulk_jobs SET applied = applied - 1, failed = failed + 1 WHERE id = ${job.id}`)
      })
    }
  }
}
