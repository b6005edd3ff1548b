/**
 * The autopilot scheduler's tick (src/server/modules/autopilots/autopilot-tick.ts) with 10k autopilots due: claim,
 * compute each latest slot in its zone, insert the runs, queue their jobs, move next_run_at; against the same
 * writes done as bare SQL in one transaction (goal >= 0.5x: the tick's rate over the bare writes'), and, for reference,
 * against a bare `SELECT ... FOR UPDATE SKIP LOCKED` of the same rows that writes nothing. On PGlite in memory, and on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or a throwaway server).
 */
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/server/db/client'
import { inTransaction } from '../../src/server/db/transaction'
import { tickAutopilots } from '../../src/server/modules/autopilots/autopilot-tick'
import { onBothDatabases } from './throwaway-postgres'

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

/** Every autopilot due again (its slot a minute ago, as at a tick of a running server), with no runs and no queued jobs of a previous round. */
async function reset(handle: DatabaseHandle, now: Date) {
  await handle.db.execute(sql`delete from job_queue where kind = 'autopilot-run'`)
  await handle.db.execute(sql`delete from autopilot_runs`)
  await handle.db.execute(sql`update autopilots set status = 'active', next_kind = 'scheduled', next_run_at = ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`)
}

/**
 * The fair baseline: the tick's writes as bare SQL in one transaction, with no time-zone arithmetic: claim the due rows
 * with SKIP LOCKED, insert a run per row for its slot, queue a job per run, and move next_run_at a day on.
 */
async function bareWrites(handle: DatabaseHandle, now: Date): Promise<number> {
  return inTransaction(handle.db, async (tx) => {
    const claimed = ((await tx.execute(sql`with due as (
        select id, account_id, next_run_at from autopilots
        where status = 'active' and next_run_at is not null and next_run_at <= ${now.toISOString()}::timestamptz
        order by next_run_at for update skip locked),
      runs as (
        insert into autopilot_runs (autopilot_id, account_id, slot_at, kind, counts)
        select id, account_id, next_run_at, 'scheduled', '{}'::jsonb from due
        on conflict (autopilot_id, slot_at) do nothing returning id, account_id),
      jobs as (
        insert into job_queue (kind, data, subject, account_id, max_attempts, run_after, turn)
        select 'autopilot-run', jsonb_build_object('runId', id), 'autopilot-run:' || id, account_id, 6, now(), 0 from runs
        on conflict (kind, data) where state = 'queued' do nothing returning id),
      moved as (
        update autopilots a set next_run_at = due.next_run_at + interval '1 day', updated_at = now() from due where a.id = due.id returning a.id)
      select (select count(*) from moved)::int as claimed, (select count(*) from jobs)::int as jobs`)) as unknown as { rows: { claimed: number }[] }).rows
    return claimed[0].claimed
  })
}

async function measure(name: string, handle: DatabaseHandle) {
  await seed(handle)
  const now = new Date()
  const bare: number[] = []
  const writes: number[] = []
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
    await reset(handle, now)
    t = performance.now()
    const written = await bareWrites(handle, now)
    writes.push(performance.now() - t)
    await reset(handle, now)
    t = performance.now()
    const handled = await tickAutopilots({ db: handle.db, now: () => now })
    tick.push(performance.now() - t)
    if (claimed !== AUTOPILOTS || written !== AUTOPILOTS || handled !== AUTOPILOTS) throw new Error(`claimed ${claimed}, wrote ${written}, ticked ${handled} of ${AUTOPILOTS}`)
  }
  const [{ runs }] = ((await handle.db.execute(sql`select count(*)::int as runs from autopilot_runs`)) as unknown as { rows: { runs: number }[] }).rows
  const [{ jobs }] = ((await handle.db.execute(sql`select count(*)::int as jobs from job_queue where kind = 'autopilot-run'`)) as unknown as { rows: { jobs: number }[] }).rows
  const b = median(bare)
  const w = median(writes)
  const k = median(tick)
  console.log(
    `autopilot tick (${name}, ${AUTOPILOTS / 1000}k due): tick ${k.toFixed(0)} ms (${runs} runs, ${jobs} jobs); ` +
      `vs the same writes as bare SQL ${w.toFixed(0)} ms, ratio ${(w / k).toFixed(2)} (goal >= 0.5); ` +
      `vs a bare SKIP LOCKED claim that writes nothing ${b.toFixed(0)} ms, ratio ${(b / k).toFixed(2)}`,
  )
}

export async function benchAutopilotTick() {
  await onBothDatabases('autopilot tick', measure)
}
