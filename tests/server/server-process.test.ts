import { afterAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { serverHome } from './spawned-server'

const home = serverHome('data')
const dataDir = home.dataDir

afterAll(() => home.dispose())

/** `npm start`'s server on PGlite in `dataDir`. */
const startServer = () => home.start()

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

  it('takes over a lock whose pid now belongs to another process', async () => {
    // A container gives the next start the pid the dead server had: the lock names a live process that is not it.
    writeFileSync(path.join(dataDir, 'server.lock'), `${process.pid} not-this-boot:1\n`)
    const again = startServer()
    await again.waitFor(/listening on (http:\/\/\S+)/)
    again.child.kill('SIGTERM')
    expect(await again.exited).toBe(0)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`stops \`npm start\` on ${signal} sent to npm, leaving no process and no lock`, async () => {
      const started = home.start({ via: 'npm' })
      await started.waitFor(/listening on (http:\/\/\S+)/)
      const serverPid = Number(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').split(/\s+/)[0])
      started.child.kill(signal)
      expect(await started.exited).toBe(0)
      await expect.poll(() => alive(serverPid), { timeout: 15_000 }).toBe(false)
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
    })
  }
})

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
