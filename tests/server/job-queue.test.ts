import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client'
import { openNotifications, type Listen, type Notifications } from '../../src/server/db/notifications'
import { jobQueue } from '../../src/server/db/schema'
import { defineJobKind, type JobKind, type JobPolicy } from '../../src/server/jobs/job-kind'
import { startJobQueue, type JobQueue } from '../../src/server/jobs/job-queue'
import { startTestServer, type TestServer } from './harness'
import { deferred, waitUntil } from './wait'

let server: TestServer
let notifications: Notifications
const queues: JobQueue[] = []
const opened: { close(): Promise<void> }[] = []

beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
  notifications = await openNotifications({ databaseUrl: server.config.databaseUrl, pglite: server.database.pglite })
})
afterAll(async () => {
  for (const queue of queues) await queue.stop()
  for (const handle of opened) await handle.close()
  await notifications?.close()
  await server?.close()
})

type Data = { n: number }
let kinds = 0
/** A kind of its own for each test, so no test sees another's jobs. */
function testKind(policy: Partial<JobPolicy> = {}): JobKind<Data> {
  const name = `test-kind-${++kinds}`
  return defineJobKind<Data>({
    name,
    subject: (data) => `${name}:${data.n}`,
    policy: { retryLimit: 0, retryDelayMs: 10, concurrency: { pglite: 1, postgres: 1 }, timeoutMs: 60_000, ...policy },
  })
}

/**
 * A queue on the test server's database that never polls (its idle poll is an hour): a job it starts was woken for,
 * by its own send, a NOTIFY, a slot coming free or a retry falling due.
 */
async function wakeOnlyQueue(options: { db?: Database; listen?: Listen; leaseMs?: number } = {}) {
  const queue = await startJobQueue({
    db: options.db ?? server.db,
    driver: server.database.driver,
    listen: options.listen ?? notifications.listen,
    idlePollMs: 3_600_000,
    leaseMs: options.leaseMs ?? 30_000,
    releaseRunningOnStart: false,
  })
  queues.push(queue)
  return queue
}

/**
 * Another process's view of the database: on PostgreSQL its own pool and its own LISTEN connection; PGlite belongs to
 * one process, so there a second queue shares its client (and still hears the first one only through NOTIFY).
 */
async function secondConnection(): Promise<{ db: Database; listen: Listen }> {
  let handle: DatabaseHandle | null = null
  if (server.config.databaseUrl) {
    handle = await openDatabase({ databaseUrl: server.config.databaseUrl, pgliteDir: 'memory://' })
    opened.push(handle)
  }
  const listener = await openNotifications({ databaseUrl: server.config.databaseUrl, pglite: server.database.pglite })
  opened.push(listener)
  return { db: handle?.db ?? server.db, listen: listener.listen }
}

async function statesOf(kind: JobKind<Data>) {
  const rows = await server.db.select({ state: jobQueue.state, n: sql<number>`count(*)::int` }).from(jobQueue).where(eq(jobQueue.kind, kind.name)).groupBy(jobQueue.state)
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]))
}

describe('the job queue', () => {
  it("runs up to its kind's concurrency of jobs at once, and takes no more while they run", async () => {
    const kind = testKind({ concurrency: { pglite: 3, postgres: 3 } })
    const queue = await wakeOnlyQueue()
    const release = deferred()
    const thirdStarted = deferred()
    let atWork = 0
    let most = 0
    const finished = new Set<number>()
    queue.work(kind, async (job) => {
      most = Math.max(most, ++atWork)
      if (atWork === 3) thirdStarted.resolve()
      await release.promise
      atWork--
      finished.add(job.data.n)
    })
    for (let n = 1; n <= 5; n++) await queue.send(kind, { n })
    await thirdStarted.promise
    expect(await statesOf(kind)).toEqual({ running: 3, queued: 2 })

    release.resolve()
    await waitUntil(async () => (await statesOf(kind)).done === 5)
    expect(most).toBe(3)
    expect([...finished].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('starts a job sent in this process at once, without waiting for a poll', async () => {
    const kind = testKind()
    const queue = await wakeOnlyQueue()
    const started: number[] = []
    queue.work(kind, async (job) => void started.push(job.data.n))
    await queue.send(kind, { n: 1 })
    await waitUntil(async () => (await statesOf(kind)).done === 1)
    // The worker is idle now (its next look would be in an hour): the send alone must wake it.
    await queue.send(kind, { n: 2 })
    await waitUntil(async () => (await statesOf(kind)).done === 2)
    expect(started).toEqual([1, 2])
  })

  it("wakes another process's worker through NOTIFY when a job is sent on another connection", async () => {
    const kind = testKind()
    const worker = await wakeOnlyQueue()
    const started = deferred<number>()
    worker.work(kind, async (job) => started.resolve(job.data.n))
    const other = await secondConnection()
    const sender = await wakeOnlyQueue(other)
    expect(await sender.send(kind, { n: 7 })).not.toBeNull()
    expect(await started.promise).toBe(7)
  })

  it("shares a kind's worker out between accounts: a newcomer's job goes before the rest of a big backlog", async () => {
    const kind = testKind()
    const queue = await wakeOnlyQueue()
    const [a, b] = [1_000_001, 1_000_002]
    const order: string[] = []
    const firstStarted = deferred()
    const release = deferred()
    queue.work(kind, async (job) => {
      order.push(`${job.accountId === a ? 'A' : 'B'}${job.data.n}`)
      if (order.length === 1) {
        firstStarted.resolve()
        await release.promise
      }
    })
    // Account A's first job holds the only worker while A queues five more; then B queues one.
    await queue.send(kind, { n: 1 }, { accountId: a })
    await firstStarted.promise
    for (let n = 2; n <= 6; n++) await queue.send(kind, { n }, { accountId: a })
    await queue.send(kind, { n: 100 }, { accountId: b })
    release.resolve()
    await waitUntil(() => order.length === 7)
    // B's job waits for one of A's, not all five: its turn is the one being served when it arrived.
    expect(order).toEqual(['A1', 'A2', 'B100', 'A3', 'A4', 'A5', 'A6'])
  })

  it("puts a running job back in line once its worker's lease lapses, and leaves a live lease alone", async () => {
    const kind = testKind({ retryLimit: 2 })
    const running = { kind: kind.name, turn: 0, state: 'running' as const, attempts: 1, maxAttempts: 3 }
    // A job of a process that crashed (its lease ran out a moment ago), and one a live process is running.
    await server.db.insert(jobQueue).values([
      { ...running, data: { n: 1 }, subject: `${kind.name}:1`, lockedBy: 'crashed-process', lockedUntil: sql`now() - interval '1 second'` },
      { ...running, data: { n: 2 }, subject: `${kind.name}:2`, lockedBy: 'live-process', lockedUntil: sql`now() + interval '1 hour'` },
    ])
    const queue = await wakeOnlyQueue({ leaseMs: 300 })
    const started: { n: number; attempt: number }[] = []
    queue.work(kind, async (job) => void started.push({ n: job.data.n, attempt: job.attempt }))
    await waitUntil(async () => (await statesOf(kind)).done === 1)
    expect(started).toEqual([{ n: 1, attempt: 2 }])
    const [live] = await server.db.select().from(jobQueue).where(and(eq(jobQueue.kind, kind.name), eq(jobQueue.subject, `${kind.name}:2`)))
    expect(live).toMatchObject({ state: 'running', lockedBy: 'live-process', attempts: 1 })
  })

  it('retries a failing job with backoff, and keeps it as failed after its last attempt', async () => {
    const kind = testKind({ retryLimit: 2, retryDelayMs: 20 })
    const queue = await wakeOnlyQueue()
    const attempts: string[] = []
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    queue.work(kind, async (job) => {
      attempts.push(`${job.attempt}${job.lastAttempt ? ' (last)' : ''}`)
      throw new Error('The provider said no.')
    })
    await queue.send(kind, { n: 1 })
    await waitUntil(async () => (await statesOf(kind)).failed === 1)
    logged.mockRestore()
    expect(attempts).toEqual(['1', '2', '3 (last)'])
    const [job] = await server.db.select().from(jobQueue).where(eq(jobQueue.kind, kind.name))
    expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'The provider said no.' })
  })

  it('does not queue a job identical to one already waiting in line', async () => {
    const kind = testKind()
    const queue = await wakeOnlyQueue()
    expect(await queue.send(kind, { n: 1 })).not.toBeNull()
    expect(await queue.send(kind, { n: 1 })).toBeNull()
    expect(await queue.send(kind, { n: 2 })).not.toBeNull()
    expect(await statesOf(kind)).toEqual({ queued: 2 })
  })
})
