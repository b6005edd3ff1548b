import type { ApiKeyScope } from '../shared/integrations/types'
import type { ModuleSlug } from '../shared/modules'
import type { ServerConfig } from './config'
import type { Database } from './db/client'
import type { users } from './db/schema'
import type { JobQueue } from './jobs/job-queue'
import type { ActingAccount } from './modules/accounts/acting-account'
import type { LeadProviders } from './providers/leads/types'
import type { MailService } from './providers/mail/mail-service'
import type { SecretBox } from './security/secret-box'

/**
 * What every module shares. A service that one module uses is that module's own (its `deps` in module.ts: the wallet's
 * payment provider, the lead jobs' processors and enrichment sources, the sign-in's identity verifiers).
 */
export type AppDeps = {
  db: Database
  config: ServerConfig
  appSecret: string
  secretBox: SecretBox
  mail: MailService
  /** The job queue on the app's database (src/server/jobs); long work (search runs, lead jobs, crawls) goes through it. */
  jobs: JobQueue
  /** Lead data sources by list type: searches run on them, and lead jobs look up a company's people on the single one. */
  leadProviders: LeadProviders
  /** The clock every service reads; tests move it instead of sleeping. */
  now: () => Date
}

export type UserRow = typeof users.$inferSelect

/**
 * What a signed-in request carries: the user, their session, and the account the session acts as. A request made
 * with an API key carries the key instead of a session (`sessionId` is then unset: only routes that refuse keys read it).
 */
export type AppEnv = {
  Variables: {
    user: UserRow
    sessionId: number
    account: ActingAccount
    apiKey?: { id: number; scope: ApiKeyScope; modules: readonly ModuleSlug[] | null }
    /** The admin acting as `user` through an impersonation session ("log in as user"); unset otherwise. */
    impersonator?: UserRow
  }
}
