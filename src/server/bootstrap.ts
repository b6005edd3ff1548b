import path from 'node:path'
import type { AppDeps } from './app-deps'
import type { ServerConfig } from './config'
import { openDatabase, type DatabaseHandle } from './db/client'
import { loadAppSecret, seedDatabase, type SeedResult } from './db/seed'
import { seedAiDefaults } from './modules/ai/default-prompts'
import { openNotifications, type Notifications } from './db/notifications'
import type { JobModule } from './jobs/job-module'
import { startJobQueue, type JobQueue } from './jobs/job-queue'
import { leadJobJobs } from './modules/lead-jobs/lead-job-runner'
import { leadJobProcessors } from './modules/lead-jobs/processors'
import { searchJobs } from './modules/search/search-runner'
import { enrichmentProviders, readEnrichmentConfig } from './providers/enrichment'
import { createIdentityVerifiers } from './providers/identity/identity-verifiers'
import { leadProviders, readLeadProviderConfig } from './providers/leads'
import type { LeadProviders } from './providers/leads/types'
import { createMailService } from './providers/mail/mail-service'
import { createSecretBox } from './security/secret-box'
import { trainingCrawlJobs } from './modules/ai-training/crawl-runner'
import { createPaymentProvider } from './providers/payments'
import { walletPaymentJobs } from './modules/wallet/payment-worker'

/** Every module's jobs, one line each: the module registers its kinds' handlers with the queue and starts its sweeps. */
const jobModules: JobModule<AppDeps>[] = [searchJobs, leadJobJobs, trainingCrawlJobs, walletPaymentJobs]

export type Prepared = { deps: AppDeps; database: DatabaseHandle; seed: SeedResult; close(): Promise<void> }

/** PGlite lives in `<DATA_DIR>/pglite`, beside the lock file; `memory://` keeps it in memory (tests). */
export function pgliteDirFor(dataDir: string) {
  return dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite')
}

/** Opens and migrates the database, loads the secret, seeds, and wires the services the app needs. */
export async function prepareServer(config: ServerConfig, options: { now?: () => Date; leadProviders?: LeadProviders } = {}): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) })
  let notifications: Notifications | undefined
  let jobs: JobQueue | undefined
  const stoppers: (() => Promise<void> | void)[] = []
  try {
    const appSecret = await loadAppSecret(database.db, config.appSecret)
    const seed = await seedDatabase(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword })
    await seedAiDefaults(database.db)
    const mail = createMailService({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db })
    notifications = await openNotifications({ databaseUrl: config.databaseUrl, pglite: database.pglite })
    const staleAfterMs = config.searchStaleSeconds * 1000
    const resumeAllOnStart = database.driver === 'pglite'
    // Work whose heartbeat is stale is taken over after staleAfterMs; a job whose worker went silent, after half that.
    jobs = await startJobQueue({ db: database.db, driver: database.driver, listen: notifications.listen, leaseMs: Math.max(1_000, staleAfterMs / 2), releaseRunningOnStart: resumeAllOnStart })
    const deps: AppDeps = {
      db: database.db,
      config,
      appSecret,
      secretBox: createSecretBox(appSecret),
      mail,
      identity: createIdentityVerifiers(config),
      payments: createPaymentProvider(config.payments, database.db),
      jobs,
      leadProviders: options.leadProviders ?? leadProviders({ ...readLeadProviderConfig(), crawl: { policy: config.outbound } }),
      now: options.now ?? (() => new Date()),
      leadJobProcessors: { ...leadJobProcessors },
      enrichment: enrichmentProviders(readEnrichmentConfig()),
    }
    for (const module of jobModules) stoppers.push(await module.start(deps, { staleAfterMs, resumeAllOnStart, listen: notifications.listen }))
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
