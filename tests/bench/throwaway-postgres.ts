import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'

const BIN = '/usr/lib/postgresql/15/bin'

export type BenchPostgres = { url: string; stop(): void }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })
}

/**
 * BENCH_DATABASE_URL or TEST_DATABASE_URL when set; else a PostgreSQL 15 started for the run (initdb + pg_ctl on a
 * free port, as the postgres user when we are root) and stopped after. Null, with the reason, when there is none.
 */
export async function benchPostgres(): Promise<BenchPostgres | { skip: string }> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (given) return { url: given, stop() {} }
  if (!existsSync(join(BIN, 'initdb'))) return { skip: `no PostgreSQL binaries in ${BIN} and no BENCH_DATABASE_URL/TEST_DATABASE_URL` }
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { stdio: 'pipe' }) : execFileSync(join(BIN, cmd), args, { stdio: 'pipe' })
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=256MB`, 'start'])
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    return { skip: `could not start PostgreSQL: ${(err as Error).message.split('\n')[0]}` }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/**
 * Runs `measure` on a fresh in-memory PGlite, then on a fresh database of the bench's PostgreSQL (dropped after), so
 * a bench prints its figures on both databases from one function. Without PostgreSQL it says why and skips that half.
 */
export async function onBothDatabases(label: string, measure: (database: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle) => Promise<void>) {
  const memory = await openDatabase({ pgliteDir: 'memory://' })
  try {
    await measure('PGlite', memory)
  } finally {
    await memory.close()
  }
  const server = await benchPostgres()
  if ('skip' in server) return console.log(`${label} on PostgreSQL: skipped (${server.skip})`)
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  const name = `bench_${label.replace(/\W+/g, '_')}_${process.pid}`
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(server.url)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' })
  try {
    await measure('PostgreSQL', handle)
  } finally {
    await handle.close()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    server.stop()
  }
}
