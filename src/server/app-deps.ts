import type { ServerConfig } from './config'
import type { Database } from './db/client'
import type { users } from './db/schema'
import type { JobQueue } from './jobs/job-queue'
import type { LeadJobProcessorTable } from './modules/lead-jobs/processor-types'
import type { EnrichmentProviders } from './providers/enrichment/types'
import type { LeadProviders } from './providers/leads/types'
import type { MailService } from './providers/mail/mail-service'
import type { IdentityVerifiers } from './providers/identity/identity-verifiers'
import type { SecretBox } from './security/secret-box'
import type { PaymentProvider } from './providers/payments/types'

export type AppDeps = {
  db: Database
  config: ServerConfig
  appSecret: string
  secretBox: SecretBox
  mail: MailService
  identity: IdentityVerifiers
  /** The wallet's payment provider: the local test provider (default) or Stripe (config.payments). */
  payments: PaymentProvider
  /** The job queue on the app's database (src/server/jobs); long work (search runs, lead jobs, crawls) goes through it. */
  jobs: JobQueue
  leadProviders: LeadProviders
  /** The processor of each lead-job kind (src/server/modules/lead-jobs/processors.ts); tests may add their own. */
  leadJobProcessors: LeadJobProcessorTable<AppDeps>
  /** Enrichment sources (e-mails, phones, influencer records), chosen by configuration; demo data by default. */
  enrichment: EnrichmentProviders
  /** The clock every service reads; tests move it instead of sleeping. */
  now: () => Date
}

export type UserRow = typeof users.$inferSelect

export type AppEnv = { Variables: { user: UserRow; sessionId: number } }
