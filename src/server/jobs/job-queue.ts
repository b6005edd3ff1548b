import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Database } from '../db/client'
import type { Listen } from '../db/notifications'
import type { JobHandler, JobKind } from './job-kind'
import { insertJob, JOBS_CHANNEL, purgeFinished, reapLapsedLeases, renewLeases } from './job-store'
import { startKindWorker, type KindWorker } from './job-worker'

export type SendOptions = {
  /** The account the work is for: the workers are shared out between accounts. */
  accountId?: number | null
  /** Not before this many milliseconds from now (a retry's wait). */
  delayMs?: number
}

export type JobQueue = {
  /**
   * Queues a job and wakes the workers for it: this process's at once, other processes' through the database's
   * NOTIFY. Answers the job's id, or null when an identical job was already waiting (it does the same work).
   */
  send<D>(kind: JobKind<D>, data: D, options?: SendOptions): Promise<number | null>
  /** Runs `handler` for jobs of `kind` in this process, up to the kind's concurrency at once. One handler per kind. */
  work<D>(kind: JobKind<D>, handler: JobHandler<D>): void
  /** True once `stop` was called: long handlers check it between steps and leave the rest for a later job. */
  readonly stopping: boolean
  stop(): Promise<void>
}

export type JobQueueOptions = {
  db: Database
  driver: 'pglite' | 'postgres'
  listen: Listen
  /** A running job's lease; its worker renews it every third of this while the job runs. Default 30 s. */
  leaseMs?: number
  /** With nothing due, a worker looks again after this long at the latest. Default 10 s. */
  idlePollMs?: number
  /**
   * Put every running job back in line at start. PGlite: one process owns the data (the data-directory lock), so a
   * job left running is an orphan of the previous process. PostgreSQL: other live processes may be running them.
   */
  releaseRunningOnStart: boolean
  /**
   * False in a process that only sends jobs (an API process beside worker processes, ROLE=api): it takes no job,
   * keeps no lease and reaps none, and `work` refuses. Default true.
   */
  runsJobs?: boolean
}

/** Done and failed jobs are kept this long, then purged. */
const KEEP_FINISHED_MS = 24 * 60 * 60_000
const PURGE_EVERY_MS = 10 * 60_000
/** At a shutdown, running jobs get this long to reach a checkpoint; what they leave is resumed from the queue. */
const STOP_TIMEOUT_MS = 5_000

/**
 * The job queue: a table on the app's own database (PGlite or PostgreSQL, the same statements), taken with
 * `FOR UPDATE SKIP LOCKED` by every process's workers, woken by NOTIFY, shared out between accounts by turns, and
 * kept alive by leases. See docs/decisions.md, "Jobs are infrastructure".
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { db } = options
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const leaseMs = options.leaseMs ?? 30_000
  const workers = new Map<string, KindWorker>()
  let stopping = false
  const context = { db, driver: options.driver, worker, leaseMs, idlePollMs: options.idlePollMs ?? 10_000, stopping: () => stopping }

  if (options.runsJobs === false) return sendOnlyQueue(db, worker)

  const wakeKinds = (kinds: string[]) => kinds.forEach((kind) => workers.get(kind)?.wake())
  const unlisten = await options.listen(JOBS_CHANNEL, (payload) => {
    const [kind, sender] = payload.split(' ')
    if (sender !== worker) workers.get(kind)?.wake()
  })
  await reapLapsedLeases(db, options.releaseRunningOnStart)

  let lastPurge = 0
  let maintaining = false
  const maintain = async () => {
    if (maintaining || stopping) return
    maintaining = true
    try {
      await renewLeases(db, worker, leaseMs)
      wakeKinds(await reapLapsedLeases(db, false))
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now()
        await purgeFinished(db, KEEP_FINISHED_MS)
      }
    } catch (err) {
      if (!stopping) console.error('Job queue upkeep failed:', (err as Error).message)
    } finally {
      maintaining = false
    }
  }
  const upkeep = setInterval(() => void maintain(), Math.max(100, Math.floor(leaseMs / 3)))
  upkeep.unref()

  return {
    get stopping() {
      return stopping
    },
    async send(kind, data, sendOptions = {}) {
      const id = await insertJob(db, newJob(kind, data, sendOptions, worker))
      if (id !== null) workers.get(kind.name)?.wake()
      return id
    },
    work(kind, handler) {
      if (workers.has(kind.name)) throw new Error(`The ${kind.name} jobs already have a worker in this process.`)
      const kindWorker = startKindWorker(kind, handler, context)
      workers.set(kind.name, kindWorker)
      kindWorker.wake()
    },
    async stop() {
      if (stopping) return
      stopping = true
      clearInterval(upkeep)
      await unlisten()
      await Promise.all([...workers.values()].map((w) => w.drain(STOP_TIMEOUT_MS)))
    },
  }
}

function newJob<D>(kind: JobKind<D>, data: D, options: SendOptions, sender: string) {
  return { kind: kind.name, data, subject: kind.subject(data), accountId: options.accountId ?? null, maxAttempts: kind.policy.retryLimit + 1, delayMs: options.delayMs ?? 0, sender }
}

/** A queue that sends: the NOTIFY of each job wakes the workers of the processes that run jobs. */
function sendOnlyQueue(db: Database, sender: string): JobQueue {
  let stopping = false
  return {
    get stopping() {
      return stopping
    },
    send: (kind, data, sendOptions = {}) => insertJob(db, newJob(kind, data, sendOptions, sender)),
    work(kind) {
      throw new Error(`This process runs no jobs (ROLE=api): the ${kind.name} jobs are run by the worker processes.`)
    },
    async stop() {
      stopping = true
    },
  }
}
