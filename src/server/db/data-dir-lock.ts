import { openSync, writeSync, closeSync, readFileSync, unlinkSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

export type DataDirLock = { file: string; release(): void }

/** A process as the lock file names it: its pid and, where /proc tells it, when it started and on which boot. */
type Holder = { pid: number; started: string | null }

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/**
 * When `pid` started (clock ticks since boot, field 22 of /proc/<pid>/stat) on this boot, or null where there is no
 * /proc (macOS, Windows). Together with the pid it names one process: a pid alone is reused, and in a container the
 * next start is often given the very pid the dead server had.
 */
function startOf(pid: number): string | null {
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim()
  const stat = readProc(`/proc/${pid}/stat`)
  if (!boot || !stat) return null
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return `${boot}:${fields[19]}`
}

function isAlive(holder: Holder) {
  if (holder.started) return startOf(holder.pid) === holder.started
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): Holder | null {
  try {
    const [pidText, started] = readFileSync(file, 'utf8').trim().split(/\s+/)
    const pid = Number.parseInt(pidText, 10)
    return Number.isFinite(pid) && pid > 0 ? { pid, started: started ?? null } : null
  } catch {
    return null
  }
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the server takes
 * `<dataDir>/server.lock` holding its pid and start time. A lock left by a dead process (or by a pid now reused by
 * another process) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(path.resolve(dataDir), 'server.lock')
  const self = `${process.pid} ${startOf(process.pid) ?? ''}`.trim()
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, `${self}\n`)
      closeSync(fd)
      return {
        file,
        release() {
          if (readHolder(file)?.pid === process.pid) unlinkSync(file)
        },
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = readHolder(file)
      if (holder != null && holder.pid !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another server process (pid ${holder.pid}). ` +
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
