import path from 'node:path'
import type { AppDeps } from './app-deps'
import type { ServerConfig } from './config'
import { openDatabase, type DatabaseHandle } from './db/client'
import { openNotifications, type Notifications } from './db/notifications'
import { loadAppSecret, seedDatabase, type SeedResult } from './db/seed'
import { startJobQueue, type JobQueue } from './jobs/job-queue'
import { leadProviders, readLeadProviderConfig } from './providers/leads'
import type { LeadProviders } from './providers/leads/types'
import { createMailService } from './providers/mail/mail-service'
import { serverModules, withModuleDeps, type ServerDeps } from './registered-modules'
import { createSecretBox } from './security/secret-box'
import { runsJobs } from './server-role'

export type Prepared = { deps: ServerDeps; database: DatabaseHandle; seed: SeedResult; close(): Promise<void> }

const noNotifications: Notifications = {
  listen: async (channel) => {
    throw new Error(`An API process (ROLE=api) listens to no notifications (${channel}): that is the workers' part.`)
  },
  close: async () => {},
}

/** PGlite lives in `<DATA_DIR>/pglite`, beside the lock file; `memory://` keeps it in memory (tests). */
export function pgliteDirFor(dataDir: string) {
  return dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite')
}

/**
 * Opens and migrates the database, loads the secret, seeds, wires the shared services, then builds every registered
 * module's deps and runs its seed; in a process that runs jobs (ROLE all or worker) it also registers the module's job
 * kinds with the queue and runs its start hook (sweeps, schedules). An API process (ROLE=api) only sends jobs.
 */
export async function prepareServer(config: ServerConfig, options: { now?: () => Date; leadProviders?: LeadProviders; pgliteTemplate?: Blob } = {}): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir), pgliteTemplate: options.pgliteTemplate })
  let notifications: Notifications | undefined
  let jobs: JobQueue | undefined
  const stoppers: (() => Promise<void> | void)[] = []
  try {
    const appSecret = await loadAppSecret(database.db, config.appSecret)
    const seed = await seedDatabase(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword })
    const mail = createMailService({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db })
    const worksJobs = runsJobs(config.role)
    // Only the queue's workers and the start hooks listen: an API process keeps no connection open for it.
    notifications = worksJobs ? await openNotifications({ databaseUrl: config.databaseUrl, pglite: database.pglite }) : noNotifications
    const staleAfterMs = config.searchStaleSeconds * 1000
    const resumeAllOnStart = database.driver === 'pglite'
    // Work whose heartbeat is stale is taken over after staleAfterMs; a job whose worker went silent, after half that.
    jobs = await startJobQueue({
      db: database.db,
      driver: database.driver,
      listen: notifications.listen,
      leaseMs: Math.max(1_000, staleAfterMs / 2),
      releaseRunningOnStart: resumeAllOnStart,
      runsJobs: worksJobs,
    })
    const shared: AppDeps = {
      db: database.db,
      config,
      appSecret,
      secretBox: createSecretBox(appSecret),
      mail,
      jobs,
      leadProviders: options.leadProviders ?? leadProviders({ ...readLeadProviderConfig(), crawl: { policy: config.outbound } }),
      now: options.now ?? (() => new Date()),
    }
    const deps = withModuleDeps(shared)
    const context = { staleAfterMs, resumeAllOnStart, listen: notifications.listen }
    for (const module of serverModules) {
      await module.seed?.(deps)
      if (!worksJobs) continue
      for (const job of module.jobs ?? []) job.work(jobs, deps)
      const stop = await module.start?.(deps, context)
      if (stop) stoppers.push(stop)
    }
    const queue = jobs
    const listener = notifications
    return {
      deps,
      database,
      seed,
      async close() {
        mail.close()
        for (const stop of stoppers) await stop()
        // Jobs first: a running job gets its moment to finish before the database goes away.
        await queue.stop().catch((err) => console.error('Stopping the job queue failed:', err))
        await listener.close()
        await database.close()
      },
    }
  } catch (err) {
    for (const stop of stoppers) await Promise.resolve(stop()).catch(() => {})
    await jobs?.stop().catch(() => {})
    await notifications?.close().catch(() => {})
    await database.close().catch(() => {})
    throw err
  }
}

/** The one-time notice with generated admin credentials. */
export function adminNotice(admin: { email: string; password: string }) {
  const lines = ['A super admin account was created:', '', `  e-mail:   ${admin.email}`, `  password: ${admin.password}`, '', 'This is shown once. Sign in and keep it somewhere safe.']
  const width = Math.max(...lines.map((l) => l.length)) + 2
  const bar = '+' + '-'.repeat(width) + '+'
  return [bar, ...lines.map((l) => `| ${l.padEnd(width - 1)}|`), bar].join('\n')
}
