import type { Listen } from '../db/notifications'

/** What every module's job runner is started with (src/server/bootstrap.ts). */
type JobRunnerContext = {
  /**
   * Work (a run, a lead job, a crawl) whose heartbeat is older than this, and that has no job in the queue, was lost
   * (its job failed for good, or was never sent because the process died in between): its sweep queues it again.
   */
  staleAfterMs: number
  /** PGlite: one process owns the data, so at start every unfinished piece of work is an orphan of the previous one. */
  resumeAllOnStart: boolean
  /** Database notifications (LISTEN), for modules that react to their own events. */
  listen: Listen
}

/**
 * A module's jobs: `start` registers a handler for each of its kinds with the queue (`deps.jobs.work`), resumes what
 * an earlier process left and starts its sweeps; the answer stops the sweeps (the queue stops on its own).
 */
export type JobModule<Deps> = {
  name: string
  start(deps: Deps, context: JobRunnerContext): Promise<() => Promise<void> | void>
}

/**
 * Runs `recover(staleBefore)` now and then every half of `staleAfterMs`: at start with everything counted as stale
 * when `resumeAllOnStart`. A sweep must only take up work the queue does not hold (see jobInLine).
 */
export async function startStaleSweep(
  name: string,
  recover: (staleBefore: Date) => Promise<number>,
  options: { staleAfterMs: number; resumeAllOnStart: boolean; now: () => Date },
): Promise<() => void> {
  const sweep = (staleBefore: Date) => recover(staleBefore).catch((err) => console.error(`Resuming ${name} failed:`, err))
  const now = () => options.now().getTime()
  await sweep(new Date(options.resumeAllOnStart ? now() + 1 : now() - options.staleAfterMs))
  const timer = setInterval(() => void sweep(new Date(now() - options.staleAfterMs)), Math.max(1_000, options.staleAfterMs / 2))
  timer.unref()
  return () => clearInterval(timer)
}
