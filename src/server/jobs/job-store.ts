import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'

/**
 * The queue's statements, each one round trip, the same on PGlite and PostgreSQL. Times are the database's clock
 * (`now()`), so every process on one database agrees on leases and delays whatever its own clock says.
 */

/** The channel a sent job is announced on (`<kind> <sending instance>`), delivered on commit to every process. */
export const JOBS_CHANNEL = 'job_queue'

export type ClaimedJob = { id: number; data: unknown; accountId: number | null; attempt: number; maxAttempts: number; turn: number }

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`

/** The driver's unique-violation error, bare (PGlite) or wrapped by drizzle (`cause`). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

type NewJob = { kind: string; data: unknown; subject: string; accountId: number | null; maxAttempts: number; delayMs: number; sender: string }

/**
 * Queues a job at its account's turn (start-time fair queueing): one past the account's latest job in flight, but
 * never before the turn being served now (the first waiting job's, or when none waits the latest running one's). An
 * account that queued a thousand jobs keeps its order; a newcomer's job goes in at the head of the line, not behind
 * them. An identical job already waiting is not queued again (null). The NOTIFY wakes the workers of other processes.
 */
export async function insertJob(db: Database, job: NewJob): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`with inserted as (
      insert into job_queue (kind, data, subject, account_id, max_attempts, run_after, turn)
      values (${job.kind}, ${JSON.stringify(job.data)}::jsonb, ${job.subject}, ${job.accountId}, ${job.maxAttempts}, now() + ${ms(job.delayMs)},
        greatest(
          coalesce(
            (select turn from job_queue where kind = ${job.kind} and state = 'queued' order by turn, id limit 1),
            (select max(turn) from job_queue where kind = ${job.kind} and state = 'running'),
            0),
          coalesce((select max(turn) + 1 from job_queue where kind = ${job.kind} and account_id = ${job.accountId} and state in ('queued', 'running')), 0)))
      on conflict (kind, data) where state = 'queued' do nothing
      returning id)
    select id::float8 as id, pg_notify(${JOBS_CHANNEL}, ${`${job.kind} ${job.sender}`}) from inserted`,
  )
  return row ? Number(row.id) : null
}

/**
 * Queues many jobs of one kind inside the caller's statement, so a scheduler records its runs and their jobs in one
 * round trip: an INSERT ... RETURNING id to use as a data-modifying CTE, reading `source`, a query of rows
 * `(data jsonb, subject text, account_id int)` (another CTE of the same statement). The jobs all take the kind's
 * current turn (the head of the line, in id order); identical waiting jobs are not queued twice. Select
 * `jobBatchNotify(kind)` once in the statement to wake the workers of every process on commit, this one's included.
 */
export function jobBatchInsert(kind: { name: string; policy: { retryLimit: number } }, source: SQL): SQL {
  return sql`insert into job_queue (kind, data, subject, account_id, max_attempts, run_after, turn)
    select ${kind.name}, j.data, j.subject, j.account_id, ${kind.policy.retryLimit + 1}, now(),
      coalesce(
        (select turn from job_queue where kind = ${kind.name} and state = 'queued' order by turn, id limit 1),
        (select max(turn) from job_queue where kind = ${kind.name} and state = 'running'),
        0)
    from (${source}) as j
    on conflict (kind, data) where state = 'queued' do nothing
    returning id`
}

export const jobBatchNotify = (kind: { name: string }): SQL => sql`pg_notify(${JOBS_CHANNEL}, ${`${kind.name} batch`})`

/** The statement that leases up to `limit` due jobs of a kind, in turn order, skipping jobs other workers are taking. */
function claimNext(kind: string, limit: number, worker: string, leaseMs: number): SQL {
  return sql`next as (
      select id from job_queue where kind = ${kind} and state = 'queued' and run_after <= now()
      order by turn, id limit ${limit} for update skip locked)
    update job_queue q set state = 'running', attempts = q.attempts + 1, locked_by = ${worker}, locked_until = now() + ${ms(leaseMs)}, started_at = now()
    from next where q.id = next.id
    returning q.id::float8 as id, q.data, q.account_id, q.attempts, q.max_attempts, q.turn::float8 as turn`
}

type ClaimedRow = { id: number; data: unknown; account_id: number | null; attempts: number; max_attempts: number; turn: number }
const claimedJobs = (claimed: ClaimedRow[]): ClaimedJob[] =>
  claimed
    .map((r) => ({ id: Number(r.id), data: r.data, accountId: r.account_id, attempt: r.attempts, maxAttempts: r.max_attempts, turn: Number(r.turn) }))
    .sort((a, b) => a.turn - b.turn || a.id - b.id)

/** Takes up to `limit` due jobs of a kind in turn order, leased to `worker`. */
export async function claimJobs(db: Database, kind: string, limit: number, worker: string, leaseMs: number): Promise<ClaimedJob[]> {
  return claimedJobs(await rows<ClaimedRow>(db, sql`with ${claimNext(kind, limit, worker, leaseMs)}`))
}

/** The delivery that holds the job now; a late answer of an earlier delivery (a timed-out one) changes nothing. */
const held = (id: number, attempt: number, worker: string) => sql`id = ${id} and attempts = ${attempt} and locked_by = ${worker} and state = 'running'`

/** Marks a delivery done and, in the same statement, takes the kind's next due job for the slot it frees (if any). */
export async function completeAndClaim(db: Database, done: { id: number; attempt: number }, kind: string, worker: string, leaseMs: number): Promise<ClaimedJob[]> {
  return claimedJobs(
    await rows<ClaimedRow>(
      db,
      sql`with finished as (
          update job_queue set state = 'done', finished_at = now(), locked_by = null, locked_until = null where ${held(done.id, done.attempt, worker)}),
        ${claimNext(kind, 1, worker, leaseMs)}`,
    ),
  )
}

/**
 * Puts a delivery back in line: after a failure (with a delay; failed for good past its attempts), or, with
 * `uncounted`, a job a stopping worker hands back without it counting as an attempt. When an identical job is
 * already waiting, this one ends instead (that one does the work): the waiting-job index allows one.
 */
type Requeue = { error: string | null; delayMs: number; uncounted?: boolean }

export async function requeueJob(db: Database, id: number, attempt: number, worker: string, outcome: Requeue): Promise<'queued' | 'failed' | 'ended'> {
  const attempts = outcome.uncounted ? sql`attempts - 1` : sql`attempts`
  try {
    const [row] = await rows<{ state: 'queued' | 'failed' }>(
      db,
      sql`update job_queue set
          state = case when ${attempts} >= max_attempts then 'failed' else 'queued' end,
          finished_at = case when ${attempts} >= max_attempts then now() end,
          attempts = ${attempts}, run_after = now() + ${ms(outcome.delayMs)}, locked_by = null, locked_until = null,
          last_error = coalesce(${outcome.error}, last_error)
        where ${held(id, attempt, worker)}
        returning state, case when state = 'queued' then pg_notify(${JOBS_CHANNEL}, kind || ' ') end`,
    )
    return row?.state ?? 'ended'
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    await db.execute(sql`update job_queue set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = ${outcome.error}
      where ${held(id, attempt, worker)}`)
    return 'ended'
  }
}

/** Extends the leases of the worker's running jobs (a job it gave up on is back in line already, no longer its own). */
export async function renewLeases(db: Database, worker: string, leaseMs: number): Promise<void> {
  await db.execute(sql`update job_queue set locked_until = now() + ${ms(leaseMs)} where state = 'running' and locked_by = ${worker}`)
}

/**
 * Puts running jobs whose lease has lapsed back in line (their process died, or gave up on them), counting the lost
 * delivery as an attempt; past their attempts they fail. With `all`, every running job (PGlite at start: the data
 * directory's lock proves the previous owner dead). A lapsed job with an identical one waiting just ends. Answers the
 * kinds that got work back, so their workers can be woken.
 */
export async function reapLapsedLeases(db: Database, all: boolean): Promise<string[]> {
  const lapsed = all ? sql`state = 'running'` : sql`state = 'running' and locked_until < now()`
  const error = 'Its worker stopped renewing the lease (the process ended or the job hung).'
  await db.execute(sql`update job_queue j set state = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = ${error}
    where ${lapsed} and exists (select 1 from job_queue w where w.kind = j.kind and w.data = j.data and w.state = 'queued')`)
  const back = await rows<{ kind: string; state: string }>(
    db,
    sql`update job_queue set state = case when attempts >= max_attempts then 'failed' else 'queued' end,
        finished_at = case when attempts >= max_attempts then now() end,
        run_after = now(), locked_by = null, locked_until = null, last_error = ${error}
      where ${lapsed} returning kind, state`,
  )
  return [...new Set(back.filter((r) => r.state === 'queued').map((r) => r.kind))]
}

/** Drops done and failed jobs older than `keepMs`, a bounded number at a time. */
export async function purgeFinished(db: Database, keepMs: number): Promise<void> {
  await db.execute(sql`delete from job_queue where id in (
    select id from job_queue where state in ('done', 'failed') and finished_at < now() - ${ms(keepMs)} limit 5000)`)
}

/** Milliseconds until the kind's next waiting job is due (0 if one is due now), or null when none waits. */
export async function nextDueInMs(db: Database, kind: string): Promise<number | null> {
  const [row] = await rows<{ wait: number | null }>(
    db,
    sql`select (extract(epoch from min(run_after) - now()) * 1000)::float8 as wait from job_queue where kind = ${kind} and state = 'queued'`,
  )
  return row?.wait == null ? null : Math.max(0, Number(row.wait))
}

/**
 * A condition for a module's stale sweep: the queue holds a job of `kind` for `subject` (an SQL text expression such
 * as `'lead-job:' || lead_jobs.id`) that waits in line or runs. Such work is not lost, however old its heartbeat:
 * the sweep leaves it alone, and a running job whose worker died is put back by the lease reaper, not by the sweep.
 */
export function jobInLine(kind: { name: string }, subject: SQL): SQL {
  return sql`exists (select 1 from job_queue where job_queue.kind = ${kind.name} and job_queue.subject = ${subject} and job_queue.state in ('queued', 'running'))`
}
