/**
 * The back office's user search over 100k users, on PGlite and on PostgreSQL: GET /api/admin/users?q=<3 letters>
 * through its repository function (findAdminUsers: the page and the filter's total) against the same two statements
 * sent raw through the driver, measured in the same run (goal <= 1.2x), with the statement's own time for scale.
 */
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'
import { findAdminUsers, userCountStatement, userPageStatement } from '../../src/server/modules/admin-users/user-list'
import { benchPostgres } from './throwaway-postgres'

const USERS = 100_000
const QUERIES = ['mar', 'kim', 'lop', 'ann', 'jo']
const PAGE = 100

const firstNames = ['Maria', 'Mark', 'Martin', 'Anna', 'Annika', 'John', 'Joanna', 'Kim', 'Kimberly', 'Lopez', 'Ada', 'Grace', 'Alan', 'Linus', 'Tim', 'Margaret', 'Barbara', 'Ken', 'Dennis', 'Edsger']
const lastNames = ['Lopez', 'Kim', 'Martinez', 'Annan', 'Johnson', 'Marsh', 'Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Berners', 'Hamilton', 'Liskov', 'Thompson', 'Ritchie', 'Dijkstra', 'Knuth', 'Joy', 'Kay', 'Moore']

type RawRunner = (text: string, params: unknown[]) => Promise<unknown>

async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

/** 100k users, each owning an account on a plan with two modules; every third has credits. Ids are set so rows line up. */
async function seed(handle: DatabaseHandle) {
  const { db } = handle
  const first = `(ARRAY[${firstNames.map((n) => `'${n}'`).join(',')}])[1 + g % ${firstNames.length}]`
  const last = `(ARRAY[${lastNames.map((n) => `'${n}'`).join(',')}])[1 + (g / ${firstNames.length}) % ${lastNames.length}]`
  await db.execute(sql.raw(`INSERT INTO plans (name) VALUES ('Bench plan') ON CONFLICT DO NOTHING`))
  await db.execute(
    sql.raw(`INSERT INTO users (id, email, first_name, last_name, created_at, last_login_at)
      SELECT 1000000 + g, lower(${first} || '.' || ${last} || g) || '@bench.test', ${first}, ${last},
        timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g * 37),
        CASE WHEN g % 4 = 0 THEN NULL ELSE timestamptz '2025-01-01 00:00:00+00' + make_interval(secs => (g * 7919) % 3000000) END
      FROM generate_series(1, ${USERS}) g`),
  )
  await db.execute(
    sql.raw(`INSERT INTO accounts (id, name, plan_id, created_at)
      SELECT 1000000 + g, 'Bench ' || g, (SELECT id FROM plans WHERE name = 'Bench plan'), timestamptz '2024-01-01 00:00:00+00' FROM generate_series(1, ${USERS}) g`),
  )
  await db.execute(sql.raw(`INSERT INTO account_members (account_id, user_id, role) SELECT 1000000 + g, 1000000 + g, 'owner' FROM generate_series(1, ${USERS}) g`))
  await db.execute(
    sql.raw(`INSERT INTO account_modules (account_id, module_id)
      SELECT 1000000 + g, m.id FROM generate_series(1, ${USERS}) g CROSS JOIN (SELECT id FROM modules WHERE slug IN ('leads', 'wallet')) m`),
  )
  await db.execute(sql.raw(`INSERT INTO credit_buckets (account_id, kind, granted, balance) SELECT 1000000 + g, 'purchased', g % 500, g % 500 FROM generate_series(1, ${USERS}, 3) g`))
  await db.execute(sql.raw('ANALYZE'))
}

async function measure(name: string, handle: DatabaseHandle, raw: RawRunner, log: (line: string) => void) {
  const t = performance.now()
  await seed(handle)
  log(`admin users bench (${name}): seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  const dialect = new PgDialect()
  const now = new Date('2026-01-01T00:00:00Z')
  let oursTotal = 0
  let rawTotal = 0
  for (const q of QUERIES) {
    const query = { q }
    const page = dialect.sqlToQuery(userPageStatement(query, PAGE, now))
    const count = dialect.sqlToQuery(userCountStatement(query))
    const ours = await medianMs(15, () => findAdminUsers(handle.db, query, PAGE, now))
    const base = await medianMs(15, () => Promise.all([raw(page.sql, page.params), raw(count.sql, count.params)]))
    const found = await findAdminUsers(handle.db, query, PAGE, now)
    oursTotal += ours
    rawTotal += base
    log(`admin users search q=${q} (${found.total.toLocaleString('en')} match) on ${name}: ours ${ours.toFixed(2)} ms, raw SQL ${base.toFixed(2)} ms, ratio ${(ours / base).toFixed(2)}`)
  }
  log(`admin users search over ${USERS.toLocaleString('en')} users on ${name}: ratio ${(oursTotal / rawTotal).toFixed(2)} over ${QUERIES.length} queries (goal <= 1.2)`)
  const plan = dialect.sqlToQuery(userCountStatement({ q: 'mar' }))
  const explained = (await handle.db.execute(sql.raw(`EXPLAIN ${plan.sql.replace(/\$\d+/g, `'mar%'`)}`))) as unknown as { rows: Record<string, string>[] }
  const indexes = explained.rows.map((r) => Object.values(r)[0]).filter((line) => /Index/.test(line)).length
  log(`admin users search on ${name}: the count's plan reads ${indexes} index${indexes === 1 ? '' : 'es'} (expected 4: e-mail, first, last and full name)`)
}

export async function benchAdminUsers(log: (line: string) => void = console.log) {
  const pglite = await openDatabase({ pgliteDir: 'memory://' })
  try {
    await measure('PGlite', pglite, (text, params) => pglite.pglite!.query(text, params), log)
  } finally {
    await pglite.close()
  }
  const server = await benchPostgres()
  if ('skip' in server) return log(`admin users bench on PostgreSQL skipped: ${server.skip}`)
  const admin = new pg.Client({ connectionString: server.url })
  const dbName = `bench_users_${process.pid}`
  try {
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`)
    await admin.query(`CREATE DATABASE ${dbName}`)
    const url = new URL(server.url)
    url.pathname = `/${dbName}`
    const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' })
    const raw = new pg.Pool({ connectionString: url.toString(), max: 4 })
    try {
      await measure('PostgreSQL', handle, (text, params) => raw.query(text, params), log)
    } finally {
      await raw.end()
      await handle.close()
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => {})
    await admin.end()
    server.stop()
  }
}
