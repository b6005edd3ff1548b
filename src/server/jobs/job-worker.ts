import type { Database } from '../db/client'
import type { JobHandler, JobKind } from './job-kind'
import { claimJobs, completeAndClaim, nextDueInMs, requeueJob, type ClaimedJob } from './job-store'

export type WorkerContext = {
  db: Database
  driver: 'pglite' | 'postgres'
  /** This process's name on its leases. */
  worker: string
  leaseMs: number
  /** With nothing due, the worker looks again after this long at the latest (a notification lost while reconnecting). */
  idlePollMs: number
  /** True once the queue is stopping: no job is taken, and one that ends is handed back rather than marked done. */
  stopping(): boolean
}

export type KindWorker = {
  /** Looks for work now: a job was sent, a notification came, a slot came free. */
  wake(): void
  /** Resolves when the running jobs have ended, or after `timeoutMs`, whichever comes first. */
  drain(timeoutMs: number): Promise<void>
}

/** A job due now but taken by another worker's claim in flight: look again shortly, it is theirs or ours by then. */
const RECHECK_MS = 25
const ERROR_BACKOFF_MS = 1_000

/**
 * The worker of one kind in one process: keeps up to the kind's concurrency of jobs running, claims as many as there
 * are free slots in one statement, and sleeps until it is woken or the next delayed job is due. Wake-ups that come
 * while it claims are not lost: it claims again before it sleeps.
 */
export function startKindWorker<D>(kind: JobKind<D>, handler: JobHandler<D>, ctx: WorkerContext): KindWorker {
  const concurrency = Math.max(1, kind.policy.concurrency[ctx.driver])
  const running = new Map<number, Promise<void>>()
  let pumping = false
  let again = false
  let timer: NodeJS.Timeout | undefined

  const sleep = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(wake, ms)
    timer.unref()
  }

  function wake() {
    if (ctx.stopping()) return
    if (pumping) {
      again = true
      return
    }
    void pump()
  }

  async function pump() {
    pumping = true
    clearTimeout(timer)
    try {
      for (;;) {
        again = false
        let claimed = 0
        while (!ctx.stopping() && running.size < concurrency) {
          const free = concurrency - running.size
          const jobs = await claimJobs(ctx.db, kind.name, free, ctx.worker, ctx.leaseMs)
          for (const job of jobs) start(job)
          claimed += jobs.length
          if (jobs.length < free) break
        }
        if (ctx.stopping() || running.size >= concurrency) return
        // A job just taken wakes the worker again when it ends, and the next look for delayed work comes then.
        const due = claimed > 0 ? null : await nextDueInMs(ctx.db, kind.name)
        if (again) continue
        sleep(due === null ? ctx.idlePollMs : Math.min(Math.max(due, RECHECK_MS), ctx.idlePollMs))
        return
      }
    } catch (err) {
      if (ctx.stopping()) return
      console.error(`The ${kind.name} worker could not read the queue:`, (err as Error).message)
      sleep(ERROR_BACKOFF_MS)
    } finally {
      pumping = false
    }
  }

  function start(job: ClaimedJob) {
    const run = deliver(job).finally(() => {
      running.delete(job.id)
      wake()
    })
    running.set(job.id, run)
  }

  async function deliver(job: ClaimedJob) {
    const delivery = { id: job.id, data: job.data as D, accountId: job.accountId, attempt: job.attempt, lastAttempt: job.attempt >= job.maxAttempts }
    let timeout: NodeJS.Timeout | undefined
    const timedOut = new Promise<'timeout'>((resolve) => (timeout = setTimeout(() => resolve('timeout'), kind.policy.timeoutMs)))
    let outcome: 'ok' | 'timeout' | { error: unknown }
    try {
      outcome = await Promise.race([handler(delivery).then(() => 'ok' as const), timedOut])
    } catch (error) {
      outcome = { error }
    } finally {
      clearTimeout(timeout)
    }
    const retryDelayMs = kind.policy.retryDelayMs * 2 ** (job.attempt - 1)
    try {
      if (outcome === 'ok' && ctx.stopping()) {
        // It may have left work for later (handlers stop early at a shutdown): another worker takes it up at once.
        await requeueJob(ctx.db, job.id, job.attempt, ctx.worker, { error: null, delayMs: 0, uncounted: true })
      } else if (outcome === 'ok') {
        // The slot goes straight to the next job in line: one statement a job where the backlog is long.
        for (const next of await completeAndClaim(ctx.db, job, kind.name, ctx.worker, ctx.leaseMs)) start(next)
      } else {
        const message = outcome === 'timeout' ? `Timed out after ${kind.policy.timeoutMs} ms.` : errorText(outcome.error)
        console.error(`Job ${kind.name} ${job.id} (attempt ${job.attempt} of ${job.maxAttempts}) failed: ${message}`)
        await requeueJob(ctx.db, job.id, job.attempt, ctx.worker, { error: message, delayMs: retryDelayMs })
      }
    } catch (err) {
      // The lease lapses and the job is put back by the reaper; at a shutdown the database may be gone already.
      if (!ctx.stopping()) console.error(`Job ${kind.name} ${job.id}: recording its outcome failed:`, (err as Error).message)
    }
  }

  return {
    wake,
    async drain(timeoutMs) {
      clearTimeout(timer)
      let limit: NodeJS.Timeout | undefined
      await Promise.race([Promise.allSettled([...running.values()]), new Promise((resolve) => (limit = setTimeout(resolve, timeoutMs)))])
      clearTimeout(limit)
    },
  }
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}
