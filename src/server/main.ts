import { readConfig } from './config'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { roleRefusal } from './server-role'

class StartRefusedError extends Error {}

/**
 * The server process (`npm start`, `npm run start:api`, `npm run start:worker`). Its settings and role are checked
 * before the server's modules load (seconds on a busy machine), so a refused start says why at once.
 */
async function main() {
  let config: ReturnType<typeof readConfig>
  try {
    config = readConfig()
  } catch (err) {
    throw new StartRefusedError((err as Error).message)
  }
  const refusal = roleRefusal(config.role, config.databaseUrl)
  if (refusal) throw new StartRefusedError(refusal)
  // PGlite owns its directory alone; PostgreSQL handles many processes itself.
  let lock: DataDirLock | undefined
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir)
  const { serveRole } = await import('./serve-role')
  await serveRole(config, lock)
}

main().catch((err) => {
  if (err instanceof DataDirLockedError || err instanceof StartRefusedError) console.error(`Cannot start: ${err.message}`)
  else console.error('Cannot start:', err)
  process.exit(1)
})
