/**
 * The autopilot scheduler's tick (src/server/modules/autopilots/autopilot-tick.ts) with 10k autopilots due: claim,
 * compute each latest slot in its zone, insert the runs, queue their jobs, move next_run_at; against a bare
 * `SELECT ... FOR UPDATE SKIP LOCKED` of the same rows in one transaction (goal >= 0.5x: the tick's rate over the
 * bare claim's). On PGlite in memory, and on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or a throwaway server).
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'
import { inTransaction } from '../../src/server/db/transaction'
import { tickAutopilots } from '../../src/server/modules/autopilots/autopilot-tick'
import { benchPostgres } from './throwaway-postgres'

const AUTOPILOTS = Number(process.env.BENCH_AUTOPILOTS ?? 10_000)
const ROUNDS = 3
const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'UTC', 'Australia/Sydney']
const repeats = ['daily', 'weekly', 'monthly', 'yearly']
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function seed(handle: DatabaseHandle) {
  const { db } = handle
  await db.execute(sql`insert into accounts (name) values ('bench') on conflict do nothing`)
  const [{ id: accountId }] = ((await db.execute(sql`select id from accounts order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows
  const [{ id: listId }] = ((await db.execute(sql`insert into campaigns (account_id, name, type) values (${accountId}, 'bench', 'industry') returning id`)) as unknown as { rows: { id: number }[] }).rows
  await db.execute(sql`insert into autopilots (account_id, campaign_id, name, type, status, search, repeat, time, timezone, anchor, enrichment, ai, delivery, next_kind)
    select ${accountId}, ${listId}, 'A' || g, 'basic', 'active', '{}'::jsonb,
      (${`{${repeats.join(',')}}`}::text[])[1 + g % ${repeats.length}], lpad((g % 24)::text, 2, '0') || ':' || lpad((g % 60)::text, 2, '0'),
      (${`{${zones.join(',')}}`}::text[])[1 + g % ${zones.length}], '2026-01-01',
      '{"enabled":false,"kinds":[]}'::jsonb, '{"enabled":false,"prompt_ids":[]}'::jsonb, '{"crm":null,"webhook":false,"phones":false}'::jsonb, 'scheduled'
    from generate_series(1, ${AUTOPILOTS}) as g`)
}

/** Every autopilot due again (a slot two days ago), with no runs and no queued jobs of a previous round. */
async function reset(handle: DatabaseHandle, now: Date) {
  await handle.db.execute(sql`delete from job_queue where kind = 'autopilot-run'`)
  await handle.db.execute(sql`delete from autopilot_runs`)
  await handle.db.execute(sql`update autopilots set status = 'active', next_kind = 'scheduled', next_run_at = ${new Date(now.getTime() - 2 * 86_400_000).toISOString()}::timestamptz`)
}

async function measure(name: string, handle: DatabaseHandle) {
  await seed(handle)
  const now = new Date()
  const bare: number[] = []
  const tick: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    await reset(handle, now)
    let t = performance.now()
    const claimed = await inTransaction(handle.db, async (tx) =>
      ((await tx.execute(sql`select id, account_id, repeat, time, timezone, anchor, next_kind, next_run_at from autopilots
        where status = 'active' and next_run_at is not null and next_run_at <= ${now.toISOString()}::timestamptz
        order by next_run_at for update skip locked`)) as unknown as { rows: unknown[] }).rows.length,
    )
    bare.push(performance.now() - t)
    t = performance.now()
    const handled = await tickAutopilots({ db: handle.db, now: () => now })
    tick.push(performance.now() - t)
    if (claimed !== AUTOPILOTS || handled !== AUTOPILOTS) throw new Error(`claimed ${claimed}, ticked ${handled} of ${AUTOPILOTS}`)
  }
  const [{ runs }] = ((await handle.db.execute(sql`select count(*)::int as runs from autopilot_runs`)) as unknown as { rows: { runs: number }[] }).rows
  const [{ jobs }] = ((await handle.db.execute(sql`select count(*)::int as jobs from job_queue where kind = 'autopilot-run'`)) as unknown as { rows: { jobs: number }[] }).rows
  const b = median(bare)
  const k = median(tick)
  console.log(
    `autopilot tick (${name}, ${AUTOPILOTS / 1000}k due): tick ${k.toFixed(0)} ms (${runs} runs, ${jobs} jobs), bare SKIP LOCKED claim ${b.toFixed(0)} ms, ratio ${(b / k).toFixed(2)} (goal >= 0.5)`,
  )
}

export async function benchAutopilotTick() {
  const memory = await openDatabase({ pgliteDir: 'memory://' })
  try {
    await measure('PGlite', memory)
  } finally {
    await memory.close()
  }
  const server = await benchPostgres()
  if ('skip' in server) return console.log(`autopilot tick on PostgreSQL: skipped (${server.skip})`)
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  const name = `bench_autopilot_${process.pid}`
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(server.url)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' })
  try {
    await measure('PostgreSQL', handle)
  } finally {
    await handle.close()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    server.stop()
  }
}
