import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../src/server/config'
import { readRole, roleRefusal, runsJobs } from '../../src/server/server-role'

const root = path.resolve(__dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-console-roles-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** `npm run <script>` as a user types it, on PGlite (no DATABASE_URL): its exit code and output. */
function npmRun(script: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: path.join(dataDir, 'no-client') }
  delete env.DATABASE_URL
  delete env.ROLE
  const child = spawn('npm', ['run', '--silent', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe('server roles', () => {
  it('reads ROLE (all by default) and refuses a value it does not know', () => {
    expect(readConfig({}).role).toBe('all')
    expect(readConfig({ ROLE: ' Worker ' }).role).toBe('worker')
    expect(() => readRole('jobs')).toThrow('ROLE must be one of all, api, worker, got "jobs".')
    expect(['all', 'api', 'worker'].map((r) => runsJobs(readRole(r)))).toEqual([true, false, true])
    expect(roleRefusal('api', 'postgres://db/app')).toBeNull()
    expect(roleRefusal('all', undefined)).toBeNull()
  })

  it('refuses npm run start:api and start:worker on PGlite with the reason, and creates no data', { timeout: 120_000 }, async () => {
    const [api, worker] = await Promise.all([npmRun('start:api'), npmRun('start:worker')])
    expect(api.code).toBe(1)
    expect(api.output).toContain('Cannot start: ROLE=api runs beside worker processes on one PostgreSQL database, and PGlite belongs to a single process.')
    expect(worker.code).toBe(1)
    expect(worker.output).toContain('Cannot start: ROLE=worker runs beside API processes on one PostgreSQL database')
    expect(worker.output).toContain('or start without ROLE (npm start)')
    // Refused before the database was opened: the data directory holds no PGlite files.
    expect(() => rmSync(path.join(dataDir, 'pglite'))).toThrow()
  })
})
