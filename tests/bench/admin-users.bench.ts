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
const QUERIES = ['mar', 'jos', 'kel', 'lu', 'ann']
const PAGE = 100

/**
 * Names built from syllables, deterministic and varied like real ones: about 27,000 distinct first names and as many
 * last names, so a three-letter prefix matches a few hundred users, as it would in a real user base.
 */
const syllables = ['ma', 'ri', 'an', 'jo', 'ke', 'li', 'sa', 'to', 'mi', 'el', 'da', 'ne', 'ro', 'be', 'ka', 'lu', 'ti', 'ar', 'vi', 'no', 'fe', 'ha', 'pe', 'su', 'go', 'la', 'me', 'di', 'ya', 'or']
const syllable = (expr: string) => `(ARRAY[${syllables.map((n) => `'${n}'`).join(',')}])[1 + (${expr}) % ${syllables.length}]`
const first = `initcap(${syllable('g')} || ${syllable('g / 30')} || ${syllable('g / 900')})`
const last = `initcap(${syllable('g * 7 + 3')} || ${syllable('(g * 13) / 30 + 11')} || ${syllable('(g * 17) / 900 + 5')} || 'son')`

type RawRunner = (text: string, params: unknown[]) => Promise<unknown>

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]

/** Both sides' medians, the runs interleaved so a busy moment of the machine weighs on both alike. */
async function pairedMedians(runs: number, ours: () => Promise<unknown>, base: () => Promise<unknown>): Promise<[number, number]> {
  for (let i = 0; i < 3; i++) await Promise.all([ours(), base()])
  const a: number[] = []
  const b: number[] = []
  for (let i = 0; i < runs; i++) {
    for (const [fn, times] of (i % 2 ? [[ours, a], [base, b]] : [[base, b], [ours, a]]) as [() => Promise<unknown>, number[]][]) {
      const t = performance.now()
      await fn()
      times.push(performance.now() - t)
    }
  }
  return [median(a), median(b)]
}

/** 100k users, each owning an account on a plan with two modules; every third has credits. Ids are set so rows line up. */
async function seed(handle: DatabaseHandle) {
  const { db } = handle
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
    const [ours, base] = await pairedMedians(25, () => findAdminUsers(handle.db, query, PAGE, now), () => Promise.all([raw(page.sql, page.params), raw(count.sql, count.params)]))
    const found = await findAdminUsers(handle.db, query, PAGE, now)
    oursTotal += ours
    rawTotal += base
    log(`admin users search q=${q} (${found.total.toLocaleString('en')} match) on ${name}: ours ${ours.toFixed(2)} ms, raw SQL ${base.toFixed(2)} ms, ratio ${(ours / base).toFixed(2)}`)
  }
  log(`admin users search over ${USERS.toLocaleString('en')} users on ${name}: ratio ${(oursTotal / rawTotal).toFixed(2)} over ${QUERIES.length} queries (goal <= 1.2)`)
  const plan = dialect.sqlToQuery(userCountStatement({ q: QUERIES[0] }))
  const explained = (await handle.db.execute(sql.raw(`EXPLAIN ${plan.sql.replace(/\$\d+/g, `'${QUERIES[0]}%'`)}`))) as unknown as { rows: Record<string, string>[] }
  const indexes = [...new Set(explained.rows.flatMap((r) => /Index Scan on (\w+)/.exec(Object.values(r)[0])?.[1] ?? []))]
  log(`admin users search on ${name}: the count's plan reads ${indexes.length} indexes (${indexes.join(', ') || 'none'}; 4 expected: e-mail, first, last and full name)`)
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
