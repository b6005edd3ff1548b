import { afterAll, describe, expect, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, like, sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { campaigns, creditLedger, leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { createUser } from '../../src/server/modules/users/user-repository'
import { hashPassword } from '../../src/server/security/passwords'
import { throwawayPostgres } from './harness'
import { jobLedger } from './lead-job-ledger'

const root = path.resolve(__dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-console-lead-jobs-'))
const pgliteDir = path.join(dataDir, 'pglite')
const running = new Set<ChildProcess>()
const USER = { email: 'lead-jobs-restart@example.com', password: 'restart-pass' }
const LEADS = 4000
let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
  await postgres?.drop()
})

/**
 * `npm start`'s server in a child process: on PGlite in `dataDir` (a restart resumes every unfinished job at once), or
 * on a throwaway database of DATABASE_URL (a restart resumes jobs whose heartbeat is stale: a short
 * SEARCH_STALE_SECONDS keeps the test quick, and re-queues live batches now and then, which must be harmless too).
 */
function startServer() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CLIENT_DIR: path.join(dataDir, 'no-client'), SEARCH_STALE_SECONDS: '2' }
  for (const name of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'APP_SECRET', 'SMTP_URL', 'ENRICHMENT_EMAILS', 'EMAIL_VERIFIER']) delete env[name]
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

type Job = { id: number; status: string; total: number; processed: number; charged: number }

/** Reads GET /api/lead-jobs/{id}/events until `stop` says so or the stream ends; returns the last snapshot. */
async function follow(url: string, token: string, jobId: number, stop: (job: Job, event: string) => boolean): Promise<Job> {
  const res = await fetch(`${url}/api/lead-jobs/${jobId}/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } })
  expect(res.status).toBe(200)
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let last: Job | undefined
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
        last = JSON.parse(data) as Job
        if (stop(last, block.match(/^event: (.*)$/m)?.[1] ?? 'message')) return last
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

describe('a lead job interrupted by a server crash', () => {
  it('resumes after the restart and charges every lead that returned data exactly once', { timeout: 240_000 }, async () => {
    postgres = await throwawayPostgres()
    const location = { pgliteDir, databaseUrl: postgres?.url }
    const setup = await openDatabase(location)
    await seedDatabase(setup.db, {})
    const user = await createUser(setup.db, { email: USER.email, firstName: 'Re', lastName: 'Start', passwordHash: await hashPassword(USER.password), emailVerifiedAt: new Date() }, new Date())
    const accountId = user!.id
    await grantPurchased(setup.db, { accountId, amount: 10_000, key: 'test:lead-jobs-restart:credits', now: new Date() })
    const [list] = await setup.db.insert(campaigns).values({ accountId, name: 'People to enrich', type: 'people' }).returning()
    await setup.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state)
      select ${accountId}, ${list.id}, 'people', g, 'restart-' || g, 'Person' || g || ' Example', 'https://company' || g || '.example', 'US', 'no_email_found'
      from generate_series(1, ${LEADS}) as g`)
    const startBalance = await creditBalance(setup.db, accountId, new Date())
    await setup.close()

    const first = startServer()
    const url1 = await first.url()
    const token = (await post(url1, '/auth/login', USER)).body.authorisation.token as string
    const created = await post(url1, '/api/lead-jobs', { campaign_id: list.id, kind: 'find-emails', scope: 'all' }, token)
    expect(created.status).toBe(202)
    const jobId = created.body.job.id as number
    const midway = await follow(url1, token, jobId, (job) => job.processed >= 200).catch((err) => {
      throw new Error(`${err}; server output:\n${first.output()}`)
    })
    first.child.kill('SIGKILL')
    await first.exited
    expect(midway.status).toBe('running')
    expect(midway.processed).toBeLessThan(LEADS)

    const second = startServer()
    const url2 = await second.url()
    const final = await follow(url2, token, jobId, (_job, event) => event === 'end').catch((err) => {
      throw new Error(`${err}; server output:\n${second.output()}`)
    })
    expect(final).toMatchObject({ status: 'done', total: LEADS, processed: LEADS })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const check = await openDatabase(location)
    try {
      const [job] = await check.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
      const items = await check.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))
      const charges = await check.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `leadjob:${jobId}:%`))
      expect(items.every((i) => i.status === 'done' || i.status === 'skipped')).toBe(true)
      // One credit per lead that got an e-mail, each paid once: the ledger, the job and its items agree.
      const ledger = await jobLedger(check.db, jobId)
      expect(ledger.items.every((i) => i.charged === 0 || i.charged === 1)).toBe(true)
      expect(ledger.spent).toBe(items.filter((i) => i.charged === 1).length)
      expect(charges.length).toBeGreaterThan(0)
      expect(job.succeeded + job.skipped).toBe(LEADS)
      const rows = await check.db.select({ state: leadResults.emailState }).from(leadResults).where(eq(leadResults.campaignId, list.id))
      expect(rows.filter((r) => r.state === 'looking_for_email')).toEqual([])
      expect(rows.filter((r) => r.state === 'email_found').length).toBeGreaterThan(0)
      expect(await creditBalance(check.db, accountId, new Date())).toBe(startBalance - job.charged)
    } finally {
      await check.close()
    }
  })
})
