import { serve } from '@hono/node-server'
import { createApp } from './app'
import { adminNotice, prepareServer } from './bootstrap'
import { readConfig } from './config'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { mountClientAssets } from './http/client-assets'

async function main() {
  const config = readConfig()
  // PGlite owns its directory alone; PostgreSQL handles many processes itself.
  let lock: DataDirLock | undefined
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir)

  const prepared = await prepareServer(config).catch((err) => {
    lock?.release()
    throw err
  })
  if (prepared.seed.generatedAdmin) console.log(`\n${adminNotice(prepared.seed.generatedAdmin)}\n`)

  const app = createApp(prepared.deps)
  const servesClient = mountClientAssets(app, config.clientDir)
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(`Lead console listening on http://${host}:${info.port}`)
    console.log(`Database: ${prepared.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`)
    console.log(`Mail: ${prepared.deps.mail.kind === 'smtp' ? 'SMTP (SMTP_URL)' : 'stored outbox (GET /api/admin/outbox)'}`)
    if (!servesClient) console.log(`No built client in ${config.clientDir}: run "npm run build" to serve the console.`)
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down.`)
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    // Jobs stop while HTTP drains: a running page reaches a checkpoint, and open progress streams (which end once
    // the queue is stopping) let server.close finish instead of holding it until the forced exit.
    await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), prepared.deps.jobs.stop().catch((err) => console.error('Stopping the job queue failed:', err))])
    await prepared.close().catch((err) => console.error('Closing the database failed:', err))
    lock?.release()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) console.error(`Cannot start: ${err.message}`)
  else console.error('Cannot start:', err)
  process.exit(1)
})
