/**
 * The admin dashboard's aggregates over 1M credit-ledger rows (1,000 accounts, a year), against a plain
 * `SELECT SUM(amount) FROM credit_ledger` over the same rows measured in the same run (goal <= 2x), on PGlite and on
 * PostgreSQL when one can be had. The dashboard reads the daily rollup the ledger's triggers keep (migration 0023); the
 * run also times filling that rollup from an existing ledger and what its trigger adds to one-row ledger writes.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'
import { creditUsageReport } from '../../src/server/modules/admin-insight/credit-usage'
import { dashboardReport } from '../../src/server/modules/admin-insight/dashboard'
import { benchPostgres } from './throwaway-postgres'

const ROWS = 1_000_000
const ACCOUNTS = 1_000
const range = { from: '2025-01-01', to: '2025-12-31', interval: 'day' as const }
/** The statement of migration 0023 that fills the rollup from the ledger it finds. */
const backfill = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/server/db/migrations/0023_admin_insight.sql'), 'utf8').split('--> statement-breakpoint').at(-1)!

async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

async function measure(handle: DatabaseHandle, label: string, log: (line: string) => void) {
  const { db } = handle
  await db.execute(sql`INSERT INTO accounts (name) SELECT 'Bench ' || i FROM generate_series(1, ${ACCOUNTS}) AS i`)
  const [{ first }] = ((await db.execute(sql`SELECT min(id) AS first FROM accounts`)) as unknown as { rows: { first: number }[] }).rows
  // Loaded as a ledger that predates the rollup: triggers off, then filled by the statement migration 0023 runs.
  await db.execute(sql.raw('ALTER TABLE credit_ledger DISABLE TRIGGER credit_usage_daily_on_insert'))
  // Nine spends in ten, the rest refunds, spread over 2025.
  await db.execute(sql`INSERT INTO credit_ledger (account_id, kind, amount, idempotency_key, movement, balance_after, created_at)
    SELECT ${first} + (i % ${ACCOUNTS}), CASE WHEN i % 10 = 0 THEN 'refund' ELSE 'spend' END, CASE WHEN i % 10 = 0 THEN 1 ELSE -(1 + i % 5) END,
      'bench:' || i, CASE WHEN i % 10 = 0 THEN 'refund' ELSE 'search' END, 0,
      timestamptz '2025-01-01 00:00:00+00' + (i % 365) * interval '1 day' + (i % 86400) * interval '1 second'
    FROM generate_series(1, ${ROWS}) AS i`)
  await db.execute(sql.raw('ALTER TABLE credit_ledger ENABLE TRIGGER credit_usage_daily_on_insert'))
  const started = performance.now()
  await db.execute(sql.raw(backfill))
  const backfillSeconds = (performance.now() - started) / 1000
  await db.execute(sql`VACUUM ANALYZE credit_ledger`)
  await db.execute(sql`VACUUM ANALYZE credit_usage_daily`)
  const plain = await medianMs(7, () => db.execute(sql`SELECT SUM(amount) FROM credit_ledger`))
  const dashboard = await medianMs(7, () => dashboardReport(db, range))
  const spenders = await medianMs(7, () => creditUsageReport(db, range, { after: null, limit: 50 }))
  const report = await dashboardReport(db, range)
  const credits = report.kpis.find((k) => k.key === 'credits')!.value
  const [{ net }] = ((await db.execute(sql`SELECT -SUM(amount)::bigint AS net FROM credit_ledger WHERE kind IN ('spend', 'refund')`)) as unknown as { rows: { net: string }[] }).rows
  if (credits !== Number(net)) throw new Error(`${label}: the dashboard's credits ${credits} differ from the ledger's ${net}`)
  log(`admin analytics ${label}: the rollup of 1M ledger rows filled in ${backfillSeconds.toFixed(1)} s (migration 0023 on an existing ledger)`)
  log(`admin analytics ${label}: plain SUM ${plain.toFixed(1)} ms, dashboard (5 series, 365 days) ${dashboard.toFixed(1)} ms, ratio ${(dashboard / plain).toFixed(3)} (goal <= 2)`)
  log(`admin analytics ${label}: top spenders over the year ${spenders.toFixed(1)} ms, ratio ${(spenders / plain).toFixed(3)} to the plain SUM`)
  const [withRollup, without] = [await singleSpends(handle, first, 'on'), await singleSpends(handle, first, 'off')]
  log(`admin analytics ${label}: ${SINGLE} one-row spends ${withRollup.toFixed(0)} ms with the rollup, ${without.toFixed(0)} ms without, ratio ${(withRollup / without).toFixed(2)}`)
}

const SINGLE = 2_000

/** What the rollup costs a ledger write as the app makes them: one-row INSERT statements, its triggers on or off. */
async function singleSpends(handle: DatabaseHandle, account: number, triggers: 'on' | 'off'): Promise<number> {
  const { db } = handle
  await db.execute(sql.raw(`ALTER TABLE credit_ledger ${triggers === 'on' ? 'ENABLE' : 'DISABLE'} TRIGGER credit_usage_daily_on_insert`))
  const started = performance.now()
  for (let i = 0; i < SINGLE; i++) {
    await db.execute(sql`INSERT INTO credit_ledger (account_id, kind, amount, idempotency_key, movement, balance_after, created_at)
      VALUES (${account + (i % ACCOUNTS)}, 'spend', -1, ${`single:${triggers}:${i}`}, 'search', 0, now())`)
  }
  const elapsed = performance.now() - started
  await db.execute(sql.raw('ALTER TABLE credit_ledger ENABLE TRIGGER credit_usage_daily_on_insert'))
  return elapsed
}

export async function benchAdminAnalytics(log: (line: string) => void = console.log) {
  const pglite = await openDatabase({ pgliteDir: 'memory://' })
  try {
    await measure(pglite, 'PGlite', log)
  } finally {
    await pglite.close()
  }
  const server = await benchPostgres()
  if ('skip' in server) return log(`admin analytics on PostgreSQL skipped: ${server.skip}`)
  const admin = new pg.Client({ connectionString: server.url })
  const dbName = `bench_insight_${process.pid}`
  try {
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`)
    await admin.query(`CREATE DATABASE ${dbName}`)
    const url = new URL(server.url)
    url.pathname = `/${dbName}`
    const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' })
    try {
      await measure(handle, 'PostgreSQL', log)
    } finally {
      await handle.close()
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => {})
    await admin.end()
    server.stop()
  }
}
