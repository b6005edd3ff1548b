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
import { providerEffect, type ProviderOutcome } from './provider-effect'
import { sendCustomerWelcome } from '../templates/welcome'

/**
 * Rows per step: one transaction each, so a bulk over thousands never holds the database long and resumes close to
 * where it stopped. A step is set-based, so its size costs little; each step costs round trips and a commit, which on
 * a loaded machine weigh more than the rows (docs/decisions.md, "Reseller bulk job steps"). A cancel tells each
 * charged row's payment provider before its step, one call a row: its steps stay at 500 rows.
 */
const STEP = Number(process.env.WL_BULK_STEP ?? 2_000)
const stepOf = (action: BulkJobRow['action']) => (action === 'cancel' ? Math.min(STEP, 500) : STEP)

/** PGlite answers in microtasks: without a macrotask turn between steps, a long job would starve every request. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

const idList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`

type NotChanged = { id: number; outcome: 'skipped' | 'failed'; reason: string }

/**
 * Works a bulk job to its end, step by step. A step changes its rows, records the rows it did not change (and why),
 * moves the job's position and counts, all in one transaction: after a crash the job resumes at the first step not
 * committed, so no row is changed twice. A provider is told before its step commits, keyed by job and row, so a
 * step done again asks it the same thing. At a shutdown the job stops between steps; the stale sweep queues it again.
 */
export async function runBulkJob(deps: AppDeps, bulkId: number): Promise<void> {
  const [job] = await deps.db.select().from(wlBulkJobs).where(eq(wlBulkJobs.id, bulkId))
  if (!job || job.status === 'done') return
  if (job.status === 'queued') await deps.db.update(wlBulkJobs).set({ status: 'running', heartbeatAt: deps.now() }).where(eq(wlBulkJobs.id, bulkId))
  let position = job.position
  const step = stepOf(job.action)
  for (;;) {
    if (deps.jobs.stopping) return
    const ids = job.subscriptionIds.slice(position, position + step)
    if (!ids.length) {
      await deps.db.update(wlBulkJobs).set({ status: 'done', finishedAt: deps.now(), heartbeatAt: deps.now() }).where(eq(wlBulkJobs.id, bulkId))
      return
    }
    position = await runStep(deps, job, position, ids)
    await yieldToEventLoop()
  }
}

async function runStep(deps: AppDeps, job: BulkJobRow, position: number, ids: number[]): Promise<number> {
  const source = `bulk:${job.id}`
  const told = job.action === 'cancel' ? await tellProviders(deps, job, ids) : new Map<number, ProviderOutcome>()
  const changed = await inTransaction(deps.db, async (tx) => {
    // The step is claimed by moving the job's position: this locks the job's row until the step commits, and finds
    // nothing when another delivery of the job did this step meanwhile (a lease that lapsed under load).
    const claimed = await queryRows<{ id: number }>(tx, sql`UPDATE wl_bulk_jobs SET position = position + ${ids.length}::int WHERE id = ${job.id} AND position = ${position}::int RETURNING id`)
    if (!claimed.length) return null
    const notChanged: NotChanged[] = []
    const applied = new Set<number>()
    for (const [id, effect] of told) {
      if (!effect.ok) notChanged.push({ id, outcome: 'failed', reason: effect.reason })
      else {
        const [row] = await tx.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, id))
        const result = await changeSubscription(tx, row, 'cancel', { actorUserId: job.actorUserId, source, set: { canceledAt: deps.now() }, details: effect.details })
        if (result.applied) applied.add(id)
        else notChanged.push({ id, outcome: 'skipped', reason: result.reason })
      }
    }
    const here = ids.filter((id) => !told.has(id))
    const done = await applyBulkAction(tx, job.accountId, here, job.action, job.params as BulkParams, { actorUserId: job.actorUserId, source, now: deps.now() })
    for (const id of here) {
      if (done.has(id)) applied.add(id)
      else notChanged.push({ id, outcome: 'skipped', reason: 'not_allowed' })
    }
    await recordStep(tx, job.id, applied.size, notChanged)
    return applied
  })
  if (changed === null) return (await deps.db.select({ position: wlBulkJobs.position }).from(wlBulkJobs).where(eq(wlBulkJobs.id, job.id)))[0].position
  if (job.action === 'resend_welcome' && changed.size) await sendWelcomes(deps, job, [...changed])
  return position + ids.length
}

async function recordStep(tx: Database, jobId: number, applied: number, notChanged: NotChanged[]) {
  if (notChanged.length) {
    const values = sql.join(notChanged.map((n) => sql`(${jobId}::int, ${n.id}::int, ${n.outcome}, ${n.reason})`), sql`, `)
    await tx.execute(sql`INSERT INTO wl_bulk_items (job_id, subscription_id, outcome, reason) VALUES ${values} ON CONFLICT DO NOTHING`)
  }
  const skipped = notChanged.filter((n) => n.outcome === 'skipped').length
  const failed = notChanged.length - skipped
  await tx.execute(sql`UPDATE wl_bulk_jobs SET applied = applied + ${applied}::int, skipped = skipped + ${skipped}::int, failed = failed + ${failed}::int, heartbeat_at = now()
    WHERE id = ${jobId}`)
}

/** The step's rows charged at a provider whose status allows a cancel: the provider is told first, keyed by job and row. */
async function tellProviders(deps: AppDeps, job: BulkJobRow, ids: number[]): Promise<Map<number, ProviderOutcome>> {
  const told = new Map<number, ProviderOutcome>()
  const elsewhere = await deps.db.select().from(wlSubscriptions).where(sql`${wlSubscriptions.id} = ANY(${idList(ids)}) AND NOT (${wlSubscriptions.provider} IN ('local', 'manual') OR ${wlSubscriptions.managedManually})`)
  for (const row of elsewhere) {
    if (nextStatus(row.status, 'cancel') === null) continue
    told.set(row.id, await providerEffect(deps, row, 'cancel'))
  }
  return told
}

async function sendWelcomes(deps: AppDeps, job: BulkJobRow, ids: number[]) {
  const rows = await queryRows<{ id: number; email: string | null }>(deps.db, sql`SELECT s.id, u.email FROM wl_subscriptions s LEFT JOIN users u ON u.id = s.customer_user_id WHERE s.id = ANY(${idList(ids)})`)
  for (const row of rows) {
    const failed = !row.email || (await sendCustomerWelcome(deps, job.accountId, { to: row.email, newUser: true }).then(() => false, () => true))
    if (failed) {
      await inTransaction(deps.db, async (tx) => {
        await tx.execute(sql`INSERT INTO wl_bulk_items (job_id, subscription_id, outcome, reason) VALUES (${job.id}::int, ${row.id}::int, 'failed', 'mail_failed') ON CONFLICT DO NOTHING`)
        await tx.execute(sql`UPDATE wl_bulk_jobs SET applied = applied - 1, failed = failed + 1 WHERE id = ${job.id}`)
      })
    }
  }
}
