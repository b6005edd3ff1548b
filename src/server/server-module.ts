import type { Hono } from 'hono'
import type { AppDeps } from './app-deps'
import type { Listen } from './db/notifications'
import type { OwnBody } from './http/front-door/front-door'
import type { Job, JobKind } from './jobs/job-kind'
import type { JobQueue } from './jobs/job-queue'

/** What a module's start hook is given besides its deps (src/server/bootstrap.ts). */
export type ModuleStartContext = {
  /**
   * Work (a run, a lead job, a crawl) whose heartbeat is older than this, and that has no job in the queue, was lost
   * (its job failed for good, or was never sent because the process died in between): its sweep queues it again.
   */
  staleAfterMs: number
  /** PGlite: one process owns the data, so at start every unfinished piece of work is an orphan of the previous one. */
  resumeAllOnStart: boolean
  /** Database notifications (LISTEN), for modules that react to their own events. */
  listen: Listen
}

/** Stops what a start hook started (timers, listeners); the queue stops on its own. */
type Stop = () => Promise<void> | void

/** Where a module's routes are mounted: the sign-in flows, the API, the back office. */
type Mount = '/auth' | '/api' | '/api/admin'

/** A router of the module and where it is mounted. Each of its routes declares its policy (src/server/http/allow.ts). */
type ModuleRoutes<Deps> = {
  mount: Mount
  // Any Env: most routers carry the signed-in user (AppEnv), the API-key ones their key too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  routes(deps: Deps): Hono<any, any, any>
}

/**
 * A kind of job the module works and what works it (one module per kind: the queue refuses a second handler). The
 * module sends its jobs itself (`deps.jobs.send`).
 */
type ModuleJob<Deps> = { work(queue: JobQueue, deps: Deps): void }

/**
 * A server module: one folder of src/server/modules, registered by one line in src/server/modules/index.ts. The app
 * mounts its routes (src/server/app.ts); the bootstrap builds its deps and runs its seed, and in a process that runs
 * jobs registers its job kinds with the queue and runs its start hook, then stops it at shutdown (src/server/bootstrap.ts). `Deps` is what its routes, jobs and hook
 * read: the shared AppDeps, what it adds itself (`Own`), and what other registered modules add (the app's type check
 * fails when no registered module provides it).
 */
export type ServerModule<Deps extends AppDeps = AppDeps, Own extends object = object> = {
  /** The folder's name. */
  id: string
  /** Services the module owns (a provider, a table of processors), built once at start from the shared deps. */
  deps?(shared: AppDeps): Own
  routes?: readonly ModuleRoutes<Deps>[]
  /** POST routes that read their body themselves (see installFrontDoor). */
  ownBodies?: readonly OwnBody[]
  jobs?: readonly ModuleJob<Deps>[]
  /** Data the module needs once per database (idempotent, safe from several processes at once): runs in every process. */
  seed?(deps: Deps): Promise<void>
  /**
   * Runs once the queue is up and the module's job kinds are registered: sweeps, schedules, listeners that queue
   * work. Only in the processes that run jobs (ROLE all or worker, src/server/server-role.ts).
   */
  start?(deps: Deps, context: ModuleStartContext): Promise<Stop | void>
}

export function defineServerModule<Deps extends AppDeps = AppDeps, Own extends object = object>(module: ServerModule<Deps, Own>): ServerModule<Deps, Own> {
  return module
}

/** Registers `handle` for the jobs of `kind`: the queue runs it up to the kind's concurrency at once. */
export function worksJob<D, Deps = AppDeps>(kind: JobKind<D>, handle: (deps: Deps, job: Job<D>) => Promise<void>): ModuleJob<Deps> {
  return { work: (queue, deps) => queue.work(kind, (job) => handle(deps, job)) }
}
