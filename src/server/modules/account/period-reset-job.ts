import type { AppDeps } from '../../app-deps'
import { defineJobKind } from '../../jobs/job-kind'
import { accountsDueForReset, resetPlanPeriod } from '../credits/plan-reset'

/** How often every process looks for accounts whose plan period ended; reads reset an account lazily meanwhile. */
const SWEEP_EVERY_MS = 60_000
/** Accounts queued per sweep at most; the rest are found by the next sweep. */
const SWEEP_BATCH = 500

/**
 * The monthly reset of one account (see resetPlanPeriod): the searches counter back to 0, the ended monthly credits
 * rolled over, ended rollovers expired and the new period's credits granted. Idempotent: a second run in the same
 * period changes nothing, so redelivery and two processes sweeping at once are harmless.
 */
export const periodResetJob = defineJobKind<{ accountId: number }>({
  name: 'plan-period-reset',
  subject: (data) => `plan-period:${data.accountId}`,
  policy: { retryLimit: 5, retryDelayMs: 30_000, concurrency: { pglite: 1, postgres: 2 }, timeoutMs: 60_000 },
})

export async function runPeriodReset(deps: Pick<AppDeps, 'db' | 'now'>, accountId: number): Promise<void> {
  await resetPlanPeriod(deps.db, accountId, deps.now())
}

/**
 * Queues the reset of every account whose period ended, at start and then every minute in every process. An account
 * already waiting in line is not queued twice (the queue keeps one identical waiting job).
 */
export async function startPeriodResetSweep(deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>): Promise<() => void> {
  let stopped = false
  const sweep = async () => {
    if (stopped || deps.jobs.stopping) return
    for (const accountId of await accountsDueForReset(deps.db, deps.now(), SWEEP_BATCH)) await deps.jobs.send(periodResetJob, { accountId }, { accountId })
  }
  const run = () => sweep().catch((err) => console.error('Sweeping plan periods failed:', err))
  await run()
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS)
  timer.unref()
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
