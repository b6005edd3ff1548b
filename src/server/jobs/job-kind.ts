/** How the queue treats a kind of job; each module writes its kinds' policies out where it declares them. */
export type JobPolicy = {
  /** Attempts after the first one fails; then the job is kept as failed (a day) and its module's sweep has the last word. */
  retryLimit: number
  /** The first retry waits this long, each further one twice as long. */
  retryDelayMs: number
  /**
   * Jobs of this kind one process runs at once, by database: PGlite has one connection that every statement of the
   * process shares, PostgreSQL a pool of 10 per process (src/server/db/client.ts) for all kinds and the requests.
   */
  concurrency: { pglite: number; postgres: number }
  /** A job still running after this long is given up by its worker and retried (every effect of a job is keyed). */
  timeoutMs: number
}

/**
 * A kind of job: its name in the queue, the type of what it carries, its policy and what it works on. Modules
 * declare their kinds and register a handler for each (`queue.work(kind, handler)`); the queue knows no feature.
 */
export type JobKind<D> = {
  name: string
  policy: JobPolicy
  /** What a job works on (`lead-job:12`), so a sweep can tell work that waits in line from work that was lost. */
  subject(data: D): string
  /** Never set: carries the data type. */
  readonly data?: D
}

export function defineJobKind<D>(kind: Omit<JobKind<D>, 'data'>): JobKind<D> {
  return kind
}

/** One delivery of a job, as its handler receives it. */
export type Job<D> = {
  id: number
  data: D
  /** The account the work is for (its share of the workers), or null. */
  accountId: number | null
  /** 1 on the first delivery. */
  attempt: number
  /** No retry follows if this delivery fails: a handler may record the failure itself instead of throwing. */
  lastAttempt: boolean
}

/** Runs one job. Throwing retries it with the kind's backoff; a job may run more than once, so effects are keyed. */
export type JobHandler<D> = (job: Job<D>) => Promise<void>
