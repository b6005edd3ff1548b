import type { AppDeps } from '../../app-deps'
import { defineJobKind } from '../../jobs/job-kind'

/**
 * The one global tick: whichever process's worker takes it claims the due autopilots. A start timer in every process
 * sends it; the queue keeps one waiting at most (identical data), so ticks do not pile up however many processes run.
 */
export const autopilotTickJob = defineJobKind<Record<string, never>>({
  name: 'autopilot-tick',
  subject: () => 'autopilot-tick',
  policy: { retryLimit: 0, retryDelayMs: 1_000, concurrency: { pglite: 1, postgres: 1 }, timeoutMs: 2 * 60_000 },
})

/**
 * One step of an autopilot run: it starts the next piece of work (the search, then each lead job) or, while one is at
 * work, looks again after a short wait. Every step is keyed on the run's row, so a second delivery changes nothing.
 */
export const autopilotRunJob = defineJobKind<{ runId: number }>({
  name: 'autopilot-run',
  subject: (data) => `autopilot-run:${data.runId}`,
  policy: { retryLimit: 5, retryDelayMs: 2_000, concurrency: { pglite: 2, postgres: 4 }, timeoutMs: 2 * 60_000 },
})

/** Queues the next step of a run (after `delayMs` when it waits on work in progress). */
export const sendRunStep = (deps: Pick<AppDeps, 'jobs'>, run: { id: number; accountId: number }, delayMs = 0) =>
  deps.jobs.send(autopilotRunJob, { runId: run.id }, { accountId: run.accountId, delayMs })
