import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { adminNotice, prepareServer, type Prepared } from './bootstrap'
import type { ServerConfig } from './config'
import type { DataDirLock } from './db/data-dir-lock'
import { mountClientAssets } from './http/client-assets'
import { startHealthServer } from './http/health-server'

/**
 * Prepares the server and runs this process's role (config.role): the HTTP server for `all` and `api`, the health
 * probe for `worker`, the jobs wherever they run (src/server/bootstrap.ts). Stops cleanly on SIGINT and SIGTERM.
 */
export async function serveRole(config: ServerConfig, lock: DataDirLock | undefined): Promise<void> {
  const prepared = await prepareServer(config).catch((err) => {
    lock?.release()
    throw err
  })
  if (prepared.seed.generatedAdmin) console.log(`\n${adminNotice(prepared.seed.generatedAdmin)}\n`)
  const server = config.role === 'worker' ? await startWorker(config, prepared) : startApi(config, prepared)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down.`)
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    // Jobs stop while HTTP drains: a running page reaches a checkpoint, and open progress streams (which end once
    // the queue is stopping) let server.close finish instead of holding it until the forced exit.
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()
    await Promise.all([closed, prepared.deps.jobs.stop().catch((err) => console.error('Stopping the job queue failed:', err))])
    await prepared.close().catch((err) => console.error('Closing the database failed:', err))
    lock?.release()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

function databaseLine(config: ServerConfig, prepared: Prepared) {
  return `Database: ${prepared.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`
}

/** ROLE all or api: the HTTP server (API and console); with ROLE=api the jobs are left to worker processes. */
function startApi(config: ServerConfig, prepared: Prepared): Server {
  const app = createApp(prepared.deps)
  const servesClient = mountClientAssets(app, config.clientDir)
  return serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(`Lead console listening on http://${host}:${info.port}`)
    console.log(config.role === 'api' ? 'Role: api (jobs and schedules run in the worker processes: npm run start:worker)' : 'Role: all (API, jobs and schedules in this process)')
    console.log(databaseLine(config, prepared))
    console.log(`Mail: ${prepared.deps.mail.kind === 'smtp' ? 'SMTP (SMTP_URL)' : 'stored outbox (GET /api/admin/outbox)'}`)
    if (!servesClient) console.log(`No built client in ${config.clientDir}: run "npm run build" to serve the console.`)
  }) as Server
}

/** ROLE=worker: jobs, schedules and sweeps; no API, a health probe when HEALTH_PORT is set. */
async function startWorker(config: ServerConfig, prepared: Prepared): Promise<Server | null> {
  const health =
    config.healthPort === undefined
      ? null
      : await startHealthServer({ db: prepared.deps.db, port: config.healthPort, host: config.host, stopping: () => prepared.deps.jobs.stopping })
  console.log(`Lead console worker running (jobs, schedules and sweeps; no API)${health ? `; health on ${health.url}` : ''}`)
  console.log(databaseLine(config, prepared))
  return health?.server ?? null
}
