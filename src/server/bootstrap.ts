import path from 'node:path'
import type { AppDeps } from './app-deps'
import type { ServerConfig } from './config'
import { openDatabase, type DatabaseHandle } from './db/client'
import { loadAppSecret, seedDatabase, type SeedResult } from './db/seed'
import { seedAiDefaults } from './modules/ai/default-prompts'
import { startJobQueue, type JobQueue } from './jobs/job-queue'
import { startSearchRunner } from './jobs/search-runner'
import { startLeadJobRunner } from './jobs/lead-jobs/lead-job-runner'
import { leadJobProcessors } from './jobs/lead-jobs/processors'
import { enrichmentProviders, readEnrichmentConfig } from './providers/enrichment'
import { createIdentityVerifiers } from './providers/identity/identity-verifiers'
import { leadProviders, readLeadProviderConfig } from './providers/leads'
import type { LeadProviders } from './providers/leads/types'
import { createMailService } from './providers/mail/mail-service'
import { createSecretBox } from './security/secret-box'
import { startTrainingCrawlRunner } from './modules/ai-training/crawl-runner'
import { createPaymentProvider } from './providers/payments'
import { startPaymentWorker } from './modules/wallet/payment-worker'

export type Prepared = { deps: AppDeps; database: DatabaseHandle; seed: SeedResult; close(): Promise<void> }

/** PGlite lives in `<DATA_DIR>/pglite`, beside the lock file; `memory://` keeps it in memory (tests). */
export function pgliteDirFor(dataDir: string) {
  return dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite')
}

/** Opens and migrates the database, loads the secret, seeds, and wires the services the app needs. */
export async function prepareServer(config: ServerConfig, options: { now?: () => Date; leadProviders?: LeadProviders } = {}): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) })
  let jobs: JobQueue | undefined
  try {
    const appSecret = await loadAppSecret(database.db, config.appSecret)
    const seed = await seedDatabase(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword })
    await seedAiDefaults(database.db)
    const mail = createMailService({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db })
    jobs = await startJobQueue({ databaseUrl: config.databaseUrl, pglite: database.pglite })
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
    const paymentWorker = await startPaymentWorker(deps, { databaseUrl: config.databaseUrl, pglite: database.pglite })
    const stopTrainingCrawls = await startTrainingCrawlRunner(deps, { staleAfterMs: config.searchStaleSeconds * 1000, resumeAllOnStart: database.driver === 'pglite' })
    const stopSearchRunner = await startSearchRunner(deps, { staleAfterMs: config.searchStaleSeconds * 1000, resumeAllOnStart: database.driver === 'pglite' })
    const stopLeadJobRunner = await startLeadJobRunner(deps, {
      staleAfterMs: config.searchStaleSeconds * 1000,
      resumeAllOnStart: database.driver === 'pglite',
      retryBaseMs: config.leadJobRetrySeconds * 1000,
    })
    return {
      deps,
      database,
      seed,
      async close() {
        mail.close()
        await paymentWorker.stop()
        stopSearchRunner()
        stopTrainingCrawls()
        stopLeadJobRunner()
        // Jobs first: a running job gets its moment to finish before the database goes away.
        await deps.jobs.stop().catch((err) => console.error('Stopping the job queue failed:', err))
        await database.close()
      },
    }
  } catch (err) {
    await jobs?.stop().catch(() => {})
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
