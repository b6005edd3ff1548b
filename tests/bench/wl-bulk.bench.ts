/**
 * A reseller's bulk change of 10k subscriptions (extend by 30 days) as the bulk job does it
 * (src/server/modules/whitelabel/subscriptions: the job and its rows made, then worked step by step, every row's
 * history row and result written in the step's transaction; the history rows are the outbound webhook's outbox),
 * against one set-based UPDATE of the same rows with nothing else written (goal >= 0.3x: the UPDATE's time over the
 * job's). On PGlite in memory, and on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or a throwaway server).
 */
import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../src/server/app-deps'
import type { DatabaseHandle } from '../../src/server/db/client'
import { startBulkJob } from '../../src/server/modules/whitelabel/subscriptions/bulk-jobs'
import { runBulkJob } from '../../src/server/modules/whitelabel/subscriptions/bulk-run'
import { onBothDatabases } from './throwaway-postgres'

const SUBSCRIPTIONS = Number(process.env.BENCH_WL_SUBSCRIPTIONS ?? 10_000)
const ROUNDS = 3
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows

async function seed(handle: DatabaseHandle) {
  const [{ id: resellerId }] = await rows<{ id: number }>(handle, sql`insert into accounts (name) values ('bench reseller') returning id`)
  const [{ id: userId }] = await rows<{ id: number }>(handle, sql`insert into users (email, first_name, last_name) values ('bench-reseller@example.com', 'Bench', 'Reseller') returning id`)
  const [{ id: planId }] = await rows<{ id: number }>(handle, sql`insert into plans (name, credits) values ('bench', 100) returning id`)
  const [{ id: packageId }] = await rows<{ id: number }>(handle, sql`insert into wl_packages (account_id, plan_id, name, price_cents, credits, status) values (${resellerId}, ${planId}, 'Bench', 4900, 100, 'published') returning id`)
  await handle.db.execute(sql`WITH acc AS (
      INSERT INTO accounts (name, reseller_id) SELECT 'Customer ' || g, ${resellerId}::int FROM generate_series(1, ${SUBSCRIPTIONS}::int) g RETURNING id
    )
    INSERT INTO wl_subscriptions (account_id, customer_account_id, package_id, package_name, status, provider, fee_cents, ends_at)
    SELECT ${resellerId}::int, id, ${packageId}::int, 'Bench', 'active', 'manual', 4900, now() + interval '30 days' FROM acc`)
  // Statistics as autovacuum keeps them on a live database: without them the planner takes the fresh tables for a few
  // rows, and its plans change mid-run when autovacuum's ANALYZE comes by.
  await handle.db.execute(sql`ANALYZE`)
  return { resellerId, userId }
}

async function measure(name: string, handle: DatabaseHandle) {
  const { resellerId, userId } = await seed(handle)
  const deps = { db: handle.db, now: () => new Date(), jobs: { stopping: false, send: async () => null } } as unknown as AppDeps
  const bare: number[] = []
  const job: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    let t = performance.now()
    await handle.db.execute(sql`UPDATE wl_subscriptions SET ends_at = ends_at + interval '30 days', updated_at = now() WHERE account_id = ${resellerId}`)
    bare.push(performance.now() - t)
    t = performance.now()
    const { job: made } = await startBulkJob(deps, resellerId, userId, { action: 'extend', days: 30, filter: { status: 'active' } }, `bench:${round}`)
    await runBulkJob(deps, made.id)
    job.push(performance.now() - t)
  }
  const [{ applied }] = await rows<{ applied: number }>(handle, sql`select sum(applied)::int as applied from wl_bulk_jobs`)
  const [{ events }] = await rows<{ events: number }>(handle, sql`select count(*)::int as events from wl_subscription_events where action = 'extend'`)
  if (Number(applied) !== SUBSCRIPTIONS * ROUNDS || Number(events) !== SUBSCRIPTIONS * ROUNDS) throw new Error(`applied ${applied}, history rows ${events}, expected ${SUBSCRIPTIONS * ROUNDS}`)
  const b = median(bare)
  const k = median(job)
  console.log(
    `reseller bulk extend (${name}, ${SUBSCRIPTIONS / 1000}k subscriptions): bulk job ${k.toFixed(0)} ms (every row's history and result written), set-based UPDATE ${b.toFixed(0)} ms, ratio ${(b / k).toFixed(2)} (goal >= 0.3)`,
  )
}

export async function benchResellerBulk() {
  await onBothDatabases('reseller bulk extend', measure)
}
