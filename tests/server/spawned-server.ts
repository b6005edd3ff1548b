import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'

const root = path.resolve(__dirname, '../..')
/** Settings of the developer's shell that must not reach a spawned server: each test says what it wants. */
const inherited = ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'APP_SECRET', 'SMTP_URL', 'ENRICHMENT_EMAILS', 'EMAIL_VERIFIER']

export type SpawnedServer = {
  child: ChildProcess
  /** The exit code once the process has ended. */
  exited: Promise<number | null>
  output(): string
  /** Waits until the output matches (or fails with the output when the process ends or 45 s pass). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /** The address it listens on, once it does. */
  url(): Promise<string>
}

/**
 * A data directory for `npm start`'s server run as a child process (`node --import tsx src/server/main.ts`), so a test
 * can start it, kill it (SIGKILL is a crash) and start it again on the same data: PGlite in `pgliteDir`, or the
 * PostgreSQL database a test passes as `databaseUrl`. Call `dispose()` in afterAll: it kills what still runs and
 * removes the directory.
 */
export function serverHome(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lead-console-${prefix}-`))
  const running = new Set<ChildProcess>()

  /** `via: 'npm'` runs `npm start` itself (npm, then start.mjs, then the server), as a user or a supervisor does. */
  function start(options: { databaseUrl?: string | null; env?: Record<string, string>; via?: 'node' | 'npm' } = {}): SpawnedServer {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: path.join(dataDir, 'no-client') }
    for (const name of inherited) delete env[name]
    Object.assign(env, options.env)
    if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
    const [command, args] = options.via === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['--import', 'tsx', 'src/server/main.ts']]
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
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
        if (child.exitCode != null || Date.now() > deadline) throw new Error(`Expected ${pattern}; server output:\n${output}`)
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    return { child, exited, output: () => output, waitFor, url: async () => (await waitFor(/listening on (http:\/\/\S+)/))[1] }
  }

  return {
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    start,
    dispose() {
      for (const child of running) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** POSTs JSON to a spawned server, with a bearer token when given. */
export async function postJson(url: string, route: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(url + route, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as any }
}

/**
 * Reads a server-sent events route (progress of a search or a lead job) until `stop` says so or the stream ends;
 * returns the last snapshot.
 */
export async function followEvents<T>(url: string, route: string, token: string, stop: (snapshot: T, event: string) => boolean): Promise<T> {
  const res = await fetch(url + route, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let last: T | undefined
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = block.match(/^data: (.*)$/m)?.[1]
        if (!data) continue
        last = JSON.parse(data) as T
        if (stop(last, block.match(/^event: (.*)$/m)?.[1] ?? 'message')) return last
      }
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  if (!last) throw new Error('No progress event')
  return last
}
