import { afterAll, describe, expect, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { campaignSearches, creditLedger, leadResults } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { chargeKey } from '../../src/server/jobs/search-page'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { createUser } from '../../src/server/modules/users/user-repository'
import { hashPassword } from '../../src/server/security/passwords'

import { throwawayPostgres } from './harness'

const root = path.resolve(__dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-console-restart-'))
const pgliteDir = path.join(dataDir, 'pglite')
const running = new Set<ChildProcess>()
const USER = { email: 'restart@example.com', password: 'restart-pass' }
const LIMIT = 400
let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
  await postgres?.drop()
})

/**
 * `node --import tsx src/server/main.ts` as `npm start` runs it: on PGlite in `dataDir`, or on a throwaway database
 * of the PostgreSQL of DATABASE_URL (CI's second run). There a restarted process cannot know that the runs marked
 * running are orphans (another live process could own them), so it resumes them once their heartbeat is stale:
 * a short SEARCH_STALE_SECONDS keeps the test quick, and makes a live page be re-queued now and then, which the
 * runner must survive without double charges too.
 */
function startServer() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: path.join(dataDir, 'no-client'), SEARCH_STALE_SECONDS: '2' }
  for (const name of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'APP_SECRET', 'SMTP_URL']) delete env[name]
  if (postgres) env.DATABASE_URL = postgres.url
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
  async function url(): Promise<string> {
    const deadline = Date.now() + 45_000
    for (;;) {
      const m = output.match(/listening on (http:\/\/\S+)/)
      if (m) return m[1]
      if (child.exitCode != null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return { child, exited, url, output: () => output }
}

type Progress = { state: string; total: number; search: { id: number; status: string; found: number; charged: number } | null }

/** Reads GET /api/campaigns/{id}/events until `stop` says so (or the stream ends); returns the last snapshot. */
async function followProgress(url: string, token: string, campaignId: number, stop: (p: Progress, event: string) => boolean): Promise<Progress> {
  const res = await fetch(`${url}/api/campaigns/${campaignId}/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let last: Progress | undefined
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message'
        const data = block.match(/^data: (.*)$/m)?.[1]
        if (!data) continue
        last = JSON.parse(data) as Progress
        if (stop(last, event)) return last
      }
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  if (!last) throw new Error('No progress event')
  return last
}

async function post(url: string, route: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const res = await fetch(url + route, { method: 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as any }
}

describe('a search interrupted by a server crash', () => {
  it('resumes after the restart and finishes with exactly one charge per charged result', { timeout: 180_000 }, async () => {
    // An account with enough credits for the whole search, written before any server owns the directory.
    postgres = await throwawayPostgres()
    const location = { pgliteDir, databaseUrl: postgres?.url }
    const setup = await openDatabase(location)
    await seedDatabase(setup.db, {})
    const user = await createUser(setup.db, { email: USER.email, firstName: 'Re', lastName: 'Start', passwordHash: await hashPassword(USER.password), emailVerifiedAt: new Date() }, new Date())
    await grantPurchased(setup.db, { accountId: user!.id, amount: 5000, key: 'test:restart:credits', now: new Date() })
    await setup.close()

    const first = startServer()
    const url1 = await first.url()
    const token = (await post(url1, '/auth/login', USER)).body.authorisation.token as string
    const created = await post(url1, '/api/campaigns', { name: 'Dentists in the US', type: 'industry', search: { category: 'dentist', location: { country: 'US' }, limit: LIMIT } }, token)
    expect(created.status).toBe(201)
    const campaignId = created.body.id as number

    const midway = await followProgress(url1, token, campaignId, (p) => (p.search?.found ?? 0) >= 100).catch((err) => {
      throw new Error(`${err}; server output:\n${first.output()}`)
    })
    first.child.kill('SIGKILL')
    await first.exited
    expect(midway.search).toMatchObject({ status: 'running' })
    expect(midway.search!.found).toBeLessThan(LIMIT)

    const second = startServer()
    const url2 = await second.url()
    const final = await followProgress(url2, token, campaignId, (_p, event) => event === 'end').catch((err) => {
      throw new Error(`${err}; server output:\n${second.output()}`)
    })
    expect(final).toMatchObject({ state: 'Active', total: LIMIT, search: { status: 'done', found: LIMIT } })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const check = await openDatabase(location)
    try {
      const searchId = final.search!.id
      const results = await check.db.select().from(leadResults).where(eq(leadResults.campaignId, campaignId))
      const charges = await check.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `search:${searchId}:%`))
      const [run] = await check.db.select().from(campaignSearches).where(eq(campaignSearches.id, searchId))
      const chargeable = results.filter((r) => r.email || r.phone || r.potentialEmails.length > 0)
      expect(results).toHaveLength(LIMIT)
      expect(charges.map((c) => c.idempotencyKey).sort()).toEqual(chargeable.map((r) => chargeKey(searchId, r.key)).sort())
      expect(charges.every((c) => c.amount === -1)).toBe(true)
      expect(run.charged).toBe(chargeable.length)
      const balance = await creditBalance(check.db, user!.id, new Date())
      expect(balance).toBe(100 + 5000 - chargeable.length)
      expect(await ledgerSum(check.db, user!.id)).toBe(balance)
    } finally {
      await check.close()
    }
  })
})
