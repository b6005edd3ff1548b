import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The real server on the built client, with one confirmed user who owns a list of results. */
export type BenchApp = { url: string; token: string; listPath: string; listName: string; stop(): Promise<void> }

export const benchAdmin = { email: 'admin@bench.test', password: 'bench-admin-pass' }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })
}

export async function call<T = any>(url: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

export async function waitUntil<T>(what: string, probe: () => Promise<T | null | undefined>, seconds = 90): Promise<T> {
  for (let i = 0; i < seconds * 4; i++) {
    const value = await probe().catch(() => null)
    if (value) return value
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`bench app: ${what} did not happen within ${seconds} s`)
}

/** A user signed up and confirmed through the stored outbox (no SMTP), as a new user of the platform would be. */
export async function confirmedUser(url: string): Promise<string> {
  const email = `bench.${Date.now()}@example.com`
  const password = 'bench-user-pass-2025'
  await call(url, 'POST', '/auth/register', { first_name: 'Bench', last_name: 'User', email, password, password_confirmation: password, terms: true })
  const adminToken = (await call(url, 'POST', '/auth/login', benchAdmin)).authorisation.token as string
  const code = await waitUntil('the confirmation mail', async () => {
    const outbox = await call<{ data: Array<{ to: string; text: string }> }>(url, 'GET', '/api/admin/outbox', undefined, adminToken)
    return /\b(\d{6})\b/.exec(outbox.data.find((m) => m.to === email)?.text ?? '')?.[1]
  })
  await call(url, 'POST', '/auth/confirm-email', { email, code })
  return (await call(url, 'POST', '/auth/login', { email, password })).authorisation.token as string
}

/** Starts `node src/server/main.ts` on a free port with a fresh PGlite directory, serving dist/. */
export async function startBenchApp(root: string): Promise<BenchApp> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'key-to-paint-'))
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password, LOG_LEVEL: 'warn' },
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntil('the server start', async () => {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
      return (await fetch(`${url}/`)).ok
    })
    const token = await confirmedUser(url)
    const listName = 'Bench dentists'
    const list = await call(url, 'POST', '/api/campaigns', { name: listName, type: 'industry', search: { category: 'dentist', location: { country: 'US', state: 'CA', city: 'Fresno' }, limit: 60 } }, token)
    await waitUntil('the list search', async () => (await call(url, 'GET', `/api/campaigns/${list.id}`, undefined, token)).state === 'Active')
    return { url, token, listPath: `/lead-search/saved-lists/industry-${list.id}`, listName, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
