import { openSync, writeSync, closeSync, readFileSync, unlinkSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

export type DataDirLock = { file: string; release(): void }

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isFinite(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the server takes
 * `<dataDir>/server.lock` holding its pid. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(path.resolve(dataDir), 'server.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      return {
        file,
        release() {
          if (readPid(file) === process.pid) unlinkSync(file)
        },
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = readPid(file)
      if (holder != null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another server process (pid ${holder}). ` +
            'Stop that process first, or start this one with a different DATA_DIR.',
        )
      }
      try {
        unlinkSync(file)
      } catch {
        // another process took the stale lock over at the same moment: the next attempt decides
      }
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}; another process keeps replacing it.`)
}
