import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import pg from 'pg'
import { desc, eq, sql } from 'drizzle-orm'
import { mailOutbox } from '../../src/server/db/schema'
import { createApp } from '../../src/server/app'
import { prepareServer, type Prepared } from '../../src/server/bootstrap'
import { openDatabase } from '../../src/server/db/client'
import { readConfig, type ServerConfig } from '../../src/server/config'
import type { LeadProviders } from '../../src/server/providers/leads/types'
import { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, startFakeFacebook } from './fakes/fake-facebook'
import { GOOGLE_CLIENT_ID, startFakeGoogle } from './fakes/fake-google'
import { startSmtpMailbox } from './fakes/smtp-mailbox'

export const ADMIN = { email: 'root@console.test', password: 'admin-secret-1' }

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }
type RequestOptions = { body?: unknown; raw?: string; token?: string; headers?: Record<string, string>; from?: string }

const migrationsFolder = path.resolve(import.meta.dirname, '../../src/server/db/migrations')

/** What the migrations say, as a short hash: a template database is reused only while they are unchanged. */
function migrationsHash() {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 12)
}

function databaseUrl(base: string, name: string) {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Creating a database and running every migration on it takes seconds a test file (PGlite: a new cluster 3 s and the
 * migrations 1.7 s), so each test process migrates one database and starts every test server's database as a copy of
 * it: PGlite from its dumped data directory, PostgreSQL by CREATE DATABASE ... TEMPLATE of a database named after the
 * migrations' hash (made once under an advisory lock, kept for the next run). The server still runs the migrator on the
 * copy, which finds everything applied.
 */
let pgliteTemplate: Promise<Blob> | undefined
function migratedPglite() {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' })
    try {
      return await database.pglite!.dumpDataDir('none')
    } finally {
      await database.close()
    }
  })()
  return pgliteTemplate
}

const TEMPLATE_LOCK_ID = 7_346_202
const postgresTemplates = new Map<string, Promise<string>>()
function migratedPostgres(base: string) {
  let made = postgresTemplates.get(base)
  if (!made) {
    made = (async () => {
      const name = `t_template_${migrationsHash()}`
      const admin = new pg.Client({ connectionString: base })
      await admin.connect()
      try {
        await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID])
        const found = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (found.rowCount === 0) {
          // Migrated under another name and renamed when complete: a run killed half-way leaves no half-made template.
          const building = `t_building_${randomBytes(6).toString('hex')}`
          await admin.query(`CREATE DATABASE ${building}`)
          const database = await openDatabase({ databaseUrl: databaseUrl(base, building), pgliteDir: 'memory://' })
          await database.close()
          await untilUnused(admin, () => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`))
        }
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {})
        await admin.end()
      }
      return name
    })()
    made.catch(() => postgresTemplates.delete(base))
    postgresTemplates.set(base, made)
  }
  return made
}

/** Runs a statement that needs a database nobody is connected to: a closed pool's connections take a moment to go. */
async function untilUnused<T>(admin: pg.Client, statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement()
    } catch (err) {
      // 55006 object_in_use: "source database ... is being accessed by other users"
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * A throwaway database on the PostgreSQL of DATABASE_URL (CI), or null to use PGlite in memory. `migrated`: a copy of
 * the migrated template instead of an empty database.
 */
export async function throwawayPostgres(options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL
  if (!base) return null
  const template = options.migrated ? await migratedPostgres(base) : undefined
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    if (template) await untilUnused(admin, () => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
    else await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return {
    url: databaseUrl(base, name),
    async drop() {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/**
 * The real app over real HTTP on 127.0.0.1, against a real database, with a real SMTP server and local
 * fakes of Google's JWKS and Facebook's Graph API. One per test file (PGlite is slow to create).
 */
export async function startTestServer(options: { mail?: 'smtp' | 'outbox'; config?: Partial<ServerConfig>; leadProviders?: LeadProviders } = {}) {
  const [mailbox, google, facebook, postgres] = await Promise.all([startSmtpMailbox(), startFakeGoogle(), startFakeFacebook(), throwawayPostgres({ migrated: true })])
  let offsetMs = 0
  const clock = {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms
    },
  }
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir: 'memory://',
    databaseUrl: postgres?.url,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    smtpUrl: options.mail === 'outbox' ? undefined : mailbox.url,
    googleClientId: GOOGLE_CLIENT_ID,
    googleJwksUrl: google.jwksUrl,
    facebookAppId: FACEBOOK_APP_ID,
    facebookAppSecret: FACEBOOK_APP_SECRET,
    facebookGraphUrl: facebook.graphUrl,
    // Every request names its own client address, so tests do not share the per-address login limit.
    trustProxy: true,
    // Quiet unless asked for (LOG_LEVEL=info npx vitest ...): one line per request drowns the test output.
    logLevel: readConfig({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }).logLevel,
    ...options.config,
  }
  let prepared: Prepared
  try {
    const pgliteTemplate = config.databaseUrl ? undefined : await migratedPglite()
    prepared = await prepareServer(config, { now: clock.now, leadProviders: options.leadProviders, pgliteTemplate })
  } catch (err) {
    await postgres?.drop()
    throw err
  }
  // Account ids start far from user ids, so no test passes because a user's id happens to equal their account's.
  await prepared.deps.db.execute(sql`select setval(pg_get_serial_sequence('accounts', 'id'), 100000)`)
  const app = createApp(prepared.deps)
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  // Tests block the event loop for seconds (bursts of ledger writes); a request right after one would otherwise be
  // written to a pooled socket whose 5 s keep-alive ran out meanwhile (ECONNRESET). Idle sockets go at close().
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': opts.from ?? `10.${rnd()}.${rnd()}.${rnd()}`,
      ...opts.headers,
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    let payload: string | undefined
    if (opts.raw !== undefined) payload = opts.raw
    else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body)
      headers['content-type'] ??= 'application/json'
    }
    const res = await fetch(url + path, { method, headers, body: payload })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: the raw text is kept for the assertion message
    }
    return { status: res.status, body: body as T, headers: res.headers }
  }

  async function close() {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await prepared.close()
    await Promise.all([mailbox.close(), google.close(), facebook.close()])
    await postgres?.drop()
  }

  /** The code of the newest mail to `to` in whichever transport this server uses. */
  async function readCode(to: string): Promise<string> {
    if (config.smtpUrl) return mailbox.waitForCode(to)
    const [row] = await prepared.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(desc(mailOutbox.id)).limit(1)
    const code = row?.text.match(/code is (\d{6})/)?.[1]
    if (!code) throw new Error(`No code in the outbox for ${to}`)
    return code
  }

  return { url, app, deps: prepared.deps, db: prepared.deps.db, database: prepared.database, config, clock, mailbox, google, facebook, request, close, readCode, ...accountHelpers(request, readCode) }
}

const rnd = () => Math.floor(Math.random() * 250) + 1

let counter = 0
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'user') {
  return `${label}.${Date.now().toString(36)}.${++counter}@example.com`
}

type Request = <T = any>(method: string, path: string, opts?: RequestOptions) => Promise<ApiResponse<T>>

function accountHelpers(request: Request, readCode: (to: string) => Promise<string>) {
  /** Registers, reads the code from the SMTP mailbox and confirms; returns the credentials. */
  async function registerConfirmed(label = 'user', password = 'secret-pass') {
    const email = uniqueEmail(label)
    const reg = await request('POST', '/auth/register', {
      body: { first_name: 'Ada', last_name: 'Lovelace', email, password, password_confirmation: password, terms: true },
    })
    if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`)
    const code = await readCode(email)
    const confirm = await request('POST', '/auth/confirm-email', { body: { email, code } })
    if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`)
    return { email, password }
  }

  async function login(email: string, password: string) {
    const res = await request('POST', '/auth/login', { body: { email, password } })
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.authorisation.token as string
  }

  async function signedInUser(label = 'user') {
    const creds = await registerConfirmed(label)
    return { ...creds, token: await login(creds.email, creds.password) }
  }

  return { registerConfirmed, login, signedInUser }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>
