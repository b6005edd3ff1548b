import { afterAll, describe, expect, it } from 'vitest'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-console-data-'))
const running = new Set<ChildProcess>()

afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** `node --import tsx src/server/main.ts` on PGlite in `dataDir`, as `npm start` runs it. */
function startServer() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: path.join(dataDir, 'no-client') }
  for (const name of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'APP_SECRET', 'SMTP_URL']) delete env[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  async function waitFor(pattern: RegExp, timeoutMs = 45_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const m = output.match(pattern)
      if (m) return m
      if (child.exitCode != null || Date.now() > deadline) throw new Error(`Expected ${pattern}; output:\n${output}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return { child, exited, waitFor, output: () => output }
}

async function login(url: string, email: string, password: string) {
  const res = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  return { status: res.status, body: (await res.json()) as any }
}

describe('the server process', { timeout: 120_000 }, () => {
  let admin: { email: string; password: string }
  let firstHash: string

  it('prints generated admin credentials in a box on first start, and they work', async () => {
    const first = startServer()
    const [, url] = await first.waitFor(/listening on (http:\/\/\S+)/)
    const box = first.output()
    expect(box).toContain('A super admin account was created')
    admin = { email: box.match(/e-mail:\s+(\S+)/)![1], password: box.match(/password:\s+(\S+)/)![1] }
    const res = await login(url, admin.email, admin.password)
    expect(res.status).toBe(200)
    expect(res.body.user.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(['admin', 'ai_suggest', 'leads', 'wallet', 'whitelabel'])
    firstHash = res.body.user.hash

    // A second process on the same data directory refuses to start.
    const second = startServer()
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toMatch(/data directory .* is in use by another server process \(pid \d+\)/)
    expect((await login(url, admin.email, admin.password)).status).toBe(200)

    // SIGTERM shuts down cleanly and releases the lock.
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
  })

  it('takes over a stale lock, keeps its data and secret, and does not print the password again', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
    writeFileSync(path.join(dataDir, 'server.lock'), `${dead.stdout}\n`)
    const again = startServer()
    const [, url] = await again.waitFor(/listening on (http:\/\/\S+)/)
    expect(again.output()).not.toContain('A super admin account was created')
    const res = await login(url, admin.email, admin.password)
    expect(res.status).toBe(200)
    expect(res.body.user.hash).toBe(firstHash)
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })
})
