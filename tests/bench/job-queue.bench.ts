/**
 * The job queue (src/server/jobs), on PGlite in memory and on PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL, or a
 * throwaway server as throwaway-postgres.ts starts it), each figure against a baseline of the same run:
 *   enqueue-to-start p95 on an idle worker (goal <= 50 ms), with the send's own round trip beside it: sent in this
 *     process, and on PostgreSQL sent by another process's connection (the worker is woken by NOTIFY);
 *   200 one-result searches by 200 accounts, started at once, until the last is done: PostgreSQL against PGlite
 *     (goal <= 2x);
 *   jobs/s of no-op jobs against a bare `SELECT ... FOR UPDATE SKIP LOCKED` loop over a table of the same shape, with
 *     the same number of workers (goal >= 0.5x).
 */
import { inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'
import { openNotifications } from '../../src/server/db/notifications'
import { campaigns, campaignSearches, users } from '../../src/server/db/schema'
import { defineJobKind } from '../../src/server/jobs/job-kind'
import { startJobQueue, type JobQueue } from '../../src/server/jobs/job-queue'
import { startSearch } from '../../src/server/modules/search/search-runner'
import { benchPostgres } from './throwaway-postgres'

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200)
const JOBS = Number(process.env.BENCH_JOBS ?? 5_000)
const LATENCY_SAMPLES = 200

type Target = { name: 'PGlite' | 'PostgreSQL'; url?: string }
const policy = { retryLimit: 0, retryDelayMs: 1_000, concurrency: { pglite: 2, postgres: 4 }, timeoutMs: 60_000 }
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function freshDatabase(baseUrl: string, name: string, admin: pg.Client) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function openQueue(handle: DatabaseHandle, url?: string) {
  const notifications = await openNotifications({ databaseUrl: url, pglite: handle.pglite })
  const queue = await startJobQueue({ db: handle.db, driver: handle.driver, listen: notifications.listen, releaseRunningOnStart: false })
  return { queue, close: async () => (await queue.stop(), await notifications.close()) }
}

/** Sends jobs one at a time to an idle worker: from the send until its handler starts, and the send's own round trip. */
async function enqueueToStart(sender: JobQueue, worker: JobQueue, name: string) {
  const kind = defineJobKind<{ n: number }>({ name, subject: (d) => `${name}:${d.n}`, policy })
  let started: ((at: number) => void) | null = null
  worker.work(kind, async () => started?.(performance.now()))
  const toStart: number[] = []
  const sends: number[] = []
  for (let n = 0; n < LATENCY_SAMPLES; n++) {
    await pause(5 + (n % 4) * 5)
    const begun = new Promise<number>((resolve) => (started = resolve))
    const t = performance.now()
    await sender.send(kind, { n })
    sends.push(performance.now() - t)
    toStart.push((await begun) - t)
  }
  return { p95: p95(toStart), sendP95: p95(sends) }
}

async function latency(target: Target, log: (line: string) => void) {
  const handle = await openDatabase({ databaseUrl: target.url, pgliteDir: 'memory://' })
  const worker = await openQueue(handle, target.url)
  try {
    const here = await enqueueToStart(worker.queue, worker.queue, 'bench-latency-here')
    log(`job queue enqueue-to-start p95 on an idle worker (${target.name}, sent in this process): ${here.p95.toFixed(1)} ms, the send itself ${here.sendP95.toFixed(1)} ms (goal <= 50 ms)`)
    if (!target.url) return
    const otherHandle = await openDatabase({ databaseUrl: target.url, pgliteDir: 'memory://' })
    const other = await openQueue(otherHandle, target.url)
    try {
      const there = await enqueueToStart(other.queue, worker.queue, 'bench-latency-there')
      log(`job queue enqueue-to-start p95 on an idle worker (${target.name}, sent by another process, woken by NOTIFY): ${there.p95.toFixed(1)} ms, the send itself ${there.sendP95.toFixed(1)} ms (goal <= 50 ms)`)
    } finally {
      await other.close()
      await otherHandle.close()
    }
  } finally {
    await worker.close()
    await handle.close()
  }
}

/** 200 accounts each start a one-result search at once (as the list page's POST does); ms until the last is done. */
async function searches(target: Target): Promise<number> {
  const prepared = await prepareServer({ ...readConfig({}), dataDir: 'memory://', databaseUrl: target.url, adminEmail: 'bench-admin@example.com', adminPassword: 'bench-admin-1' })
  const { deps } = prepared
  try {
    const lists: { accountId: number; listId: number }[] = []
    for (let i = 0; i < SEARCHES; i++) {
      const [user] = await deps.db.insert(users).values({ email: `searcher${i}@example.com` }).returning({ id: users.id })
      const [list] = await deps.db.insert(campaigns).values({ accountId: user.id, name: 'Dentists', type: 'industry' }).returning({ id: campaigns.id })
      lists.push({ accountId: user.id, listId: list.id })
    }
    const t = performance.now()
    const ids = await Promise.all(
      lists.map(async (l) => (await startSearch(deps, { ...l, type: 'industry', params: { category: 'dentist', location: { country: 'US' }, limit: 1 } })).searchId),
    )
    for (;;) {
      const left = await deps.db.select({ n: sql<number>`count(*)::int` }).from(campaignSearches).where(inArray(campaignSearches.status, ['queued', 'running']))
      if (Number(left[0].n) === 0) break
      await pause(20)
    }
    const ms = performance.now() - t
    const done = await deps.db.select({ n: sql<number>`count(*)::int` }).from(campaignSearches).where(inArray(campaignSearches.id, ids))
    if (Number(done[0].n) !== SEARCHES) throw new Error('search bench: runs went missing')
    return ms
  } finally {
    await prepared.close()
  }
}

/** No-op jobs of 100 accounts drained by the queue's workers; jobs/s. */
async function queueThroughput(target: Target): Promise<number> {
  const handle = await openDatabase({ databaseUrl: target.url, pgliteDir: 'memory://' })
  const { queue, close } = await openQueue(handle, target.url)
  try {
    const kind = defineJobKind<{ n: number }>({ name: 'bench-throughput', subject: (d) => `bench:${d.n}`, policy })
    for (let n = 0; n < JOBS; n++) await queue.send(kind, { n }, { accountId: 1 + (n % 100) })
    let ran = 0
    let finished!: () => void
    const all = new Promise<void>((resolve) => (finished = resolve))
    const t = performance.now()
    queue.work(kind, async () => void (++ran === JOBS && finished()))
    await all
    return JOBS / ((performance.now() - t) / 1000)
  } finally {
    await close()
    await handle.close()
  }
}

/**
 * The baseline: the textbook loop over a table of the queue's shape, each worker in a transaction that takes the
 * oldest waiting row `FOR UPDATE SKIP LOCKED`, runs the (no-op) job and marks it done. PGlite has one connection, so
 * there its workers take turns.
 */
async function bareThroughput(target: Target): Promise<number> {
  const handle = await openDatabase({ databaseUrl: target.url, pgliteDir: 'memory://' })
  const pool = target.url ? new pg.Pool({ connectionString: target.url, max: policy.concurrency.postgres }) : null
  try {
    await handle.db.execute(sql`create table bare_queue (like job_queue including defaults)`)
    await handle.db.execute(sql`create index bare_queue_next on bare_queue (kind, id) where state = 'queued'`)
    await handle.db.execute(sql`insert into bare_queue (kind, data, subject, account_id, turn, max_attempts)
      select 'bare', jsonb_build_object('n', g), 'bench:' || g, 1 + g % 100, 0, 1 from generate_series(1, ${JOBS}) as g`)
    const take = `select id, data from bare_queue where kind = 'bare' and state = 'queued' order by id limit 1 for update skip locked`
    const finish = `update bare_queue set state = 'done', finished_at = now() where id = $1`
    const t = performance.now()
    if (pool) {
      const loop = async () => {
        const client = await pool.connect()
        try {
          for (;;) {
            await client.query('begin')
            const { rows } = await client.query(take)
            if (rows.length) await client.query(finish, [rows[0].id])
            await client.query('commit')
            if (!rows.length) return
          }
        } finally {
          client.release()
        }
      }
      await Promise.all(Array.from({ length: policy.concurrency.postgres }, loop))
    } else {
      const pglite = handle.pglite!
      for (;;) {
        const taken = await pglite.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: number }>(take)
          if (rows.length) await tx.query(finish, [rows[0].id])
          return rows.length
        })
        if (!taken) break
      }
    }
    return JOBS / ((performance.now() - t) / 1000)
  } finally {
    await pool?.end()
    await handle.close()
  }
}

export async function benchJobQueue(log: (line: string) => void = console.log) {
  const server = await benchPostgres()
  const targets: Target[] = [{ name: 'PGlite' }]
  let admin: pg.Client | null = null
  if ('skip' in server) log(`job queue on PostgreSQL: skipped (${server.skip})`)
  else {
    admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
  }
  try {
    const postgresUrl = async (name: string) => (admin && !('skip' in server) ? await freshDatabase(server.url, `${name}_${process.pid}`, admin) : null)
    const pgTarget = async (name: string): Promise<Target | null> => {
      const url = await postgresUrl(name)
      return url ? { name: 'PostgreSQL', url } : null
    }

    for (const target of [targets[0], await pgTarget('bench_jobs_latency')]) if (target) await latency(target, log)

    const pgSearch = await pgTarget('bench_jobs_searches')
    const pgliteMs = await searches(targets[0])
    const postgresMs = pgSearch ? await searches(pgSearch) : null
    log(
      `${SEARCHES} one-result searches by ${SEARCHES} accounts, started at once: PGlite ${(pgliteMs / 1000).toFixed(2)} s` +
        (postgresMs === null ? '' : `, PostgreSQL ${(postgresMs / 1000).toFixed(2)} s, ratio PostgreSQL/PGlite ${(postgresMs / pgliteMs).toFixed(2)} (goal <= 2)`),
    )

    for (const target of [targets[0], await pgTarget('bench_jobs_throughput')]) {
      if (!target) continue
      const ours = await queueThroughput(target)
      const bareTarget = target.url ? await pgTarget('bench_jobs_bare') : target
      const bare = await bareThroughput(bareTarget!)
      const workers = target.url ? policy.concurrency.postgres : policy.concurrency.pglite
      log(
        `job queue throughput (${target.name}, ${JOBS} no-op jobs of 100 accounts, ${workers} workers): ${ours.toFixed(0)} jobs/s, ` +
          `a bare SKIP LOCKED loop ${bare.toFixed(0)} jobs/s, ratio ${(ours / bare).toFixed(2)} (goal >= 0.5)`,
      )
    }
  } finally {
    if (admin && !('skip' in server)) {
      for (const name of ['bench_jobs_latency', 'bench_jobs_searches', 'bench_jobs_throughput', 'bench_jobs_bare']) {
        await admin.query(`DROP DATABASE IF EXISTS ${name}_${process.pid} WITH (FORCE)`).catch(() => {})
      }
      await admin.end()
      server.stop()
    }
  }
}
