import PgBoss from 'pg-boss'
import type { PGlite } from '@electric-sql/pglite'
import { jobKinds, type JobData, type JobKind } from './job-kinds'

export type JobHandler<K extends JobKind> = (job: PgBoss.JobWithMetadata<JobData[K]>) => Promise<void>

export type JobQueue = {
  /** Enqueues a job and wakes this process's worker for it, so a chain of jobs does not wait a polling interval. */
  send<K extends JobKind>(kind: K, data: JobData[K], options?: PgBoss.SendOptions): Promise<string | null>
  /** One job at a time per kind and process; a handler that throws is retried with the kind's backoff. */
  work<K extends JobKind>(kind: K, handler: JobHandler<K>): Promise<void>
  /** True once `stop` was called: long handlers check it between steps and leave the rest for a later job. */
  readonly stopping: boolean
  stop(): Promise<void>
}

export type JobQueueLocation = { databaseUrl?: string; pglite?: PGlite }

/**
 * pg-boss's `db` option for PGlite. pg-boss sends its schema and maintenance scripts as one multi-statement string
 * without parameters (BEGIN; ...; COMMIT), which only `exec` accepts; everything with parameters is one statement.
 */
function pgliteExecutor(pglite: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values)
      const results = await pglite.exec(text)
      return results[results.length - 1] ?? { rows: [] }
    },
  }
}

const STOP_TIMEOUT_MS = 5_000

/**
 * pg-boss on the app's own database: PostgreSQL through its connection string (its own small pool), PGlite through
 * the shared client. Every queue is created before anything is sent to it (pg-boss 10 refuses sends to unknown
 * queues) with an explicit retry policy, since the docs and the SQL of v10 disagree on the default.
 */
export async function startJobQueue(location: JobQueueLocation): Promise<JobQueue> {
  const connection: PgBoss.ConstructorOptions = location.databaseUrl
    ? { connectionString: location.databaseUrl, max: 4 }
    : { db: pgliteExecutor(location.pglite!) as PgBoss.Db }
  // The periodic work of this app runs in its own timers; pg-boss's cron scheduler and state monitor are not needed.
  const boss = new PgBoss({ ...connection, schedule: false, supervise: true, migrate: true })
  boss.on('error', (err) => console.error('Job queue error:', err.message))
  await boss.start()
  for (const [name, policy] of Object.entries(jobKinds)) await boss.createQueue(name, { name, ...policy })

  const workerIds = new Map<JobKind, string>()
  let stopping = false
  return {
    get stopping() {
      return stopping
    },
    async send(kind, data, options = {}) {
      const id = await boss.send(kind, data as object, options)
      const worker = workerIds.get(kind)
      if (worker) boss.notifyWorker(worker)
      return id
    },
    async work(kind, handler) {
      const id = await boss.work<JobData[typeof kind]>(kind, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 }, async ([job]) => handler(job))
      workerIds.set(kind, id)
    },
    async stop() {
      if (stopping) return
      stopping = true
      // Graceful: the running job gets a moment to reach a checkpoint; what it leaves is resumed on the next start.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: true })
    },
  }
}
