import path from 'node:path'
import type { AppDeps } from './app-deps'
import type { ServerConfig } from './config'
import { openDatabase, type DatabaseHandle } from './db/client'
import { loadAppSecret, seedDatabase, type SeedResult } from './db/seed'
import { createIdentityVerifiers } from './providers/identity/identity-verifiers'
import { createMailService } from './providers/mail/mail-service'
import { createSecretBox } from './security/secret-box'

export type Prepared = { deps: AppDeps; database: DatabaseHandle; seed: SeedResult; close(): Promise<void> }

/** PGlite lives in `<DATA_DIR>/pglite`, beside the lock file; `memory://` keeps it in memory (tests). */
export function pgliteDirFor(dataDir: string) {
  return dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite')
}

/** Opens and migrates the database, loads the secret, seeds, and wires the services the app needs. */
export async function prepareServer(config: ServerConfig, options: { now?: () => Date } = {}): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) })
  try {
    const appSecret = await loadAppSecret(database.db, config.appSecret)
    const seed = await seedDatabase(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword })
    const mail = createMailService({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db })
    const deps: AppDeps = {
      db: database.db,
      config,
      appSecret,
      secretBox: createSecretBox(appSecret),
      mail,
      identity: createIdentityVerifiers(config),
      now: options.now ?? (() => new Date()),
    }
    return {
      deps,
      database,
      seed,
      async close() {
        mail.close()
        await database.close()
      },
    }
  } catch (err) {
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
