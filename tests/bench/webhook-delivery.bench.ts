/**
 * Webhook delivery throughput: a `send-webhook` lead job over N leads (batches in the job queue, outcomes settled in
 * groups, each lead signed as a Standard Webhooks message and POSTed through the guarded outbound client, its sent state and
 * the job's counters recorded) against a bare loop POSTing the same JSON one request after the other over a kept-alive
 * connection to the same local receiver (a process of its own, as a real endpoint is on another machine), measured in the same run (goal >= 0.5x the bare loop's leads per second).
 * On PGlite (in memory, the embedded default) and on PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL, else a
 * throwaway server as throwaway-postgres.ts starts it; skipped with the reason when there is none): each run gets a
 * database of its own.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { accounts, campaigns, leadJobs } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { createLeadJob } from '../../src/server/modules/lead-jobs/lead-job-service'
import { sendWebhookProcessor } from '../../src/server/modules/integrations/send-webhook-processor'
import { sendWebhook } from '../../src/server/modules/integrations/webhook-sender'
import { benchPostgres } from './throwaway-postgres'

const LEADS = Number(process.env.WEBHOOK_BENCH_LEADS ?? 1000)

/** The receiver, in a process of its own (webhook-receiver-process.ts): a real endpoint is on another machine. */
export async function startReceiver(): Promise<{ url: string; count(): Promise<number>; close(): Promise<void> }> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/webhook-receiver-process.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = createInterface({ input: child.stdout! })
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve))
  const url = await next()
  return {
    url,
    async count() {
      const answer = next()
      child.kill('SIGUSR2')
      return Number(await answer)
    },
    close: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  }
}

/** The baseline: one POST after the other with Node's keep-alive agent, the body a lead message of the same size. */
export async function bareLoop(url: string, body: string, n: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    await new Promise<void>((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume()
        res.on('end', resolve)
      })
      req.on('error', reject)
      req.end(body)
    })
  }
  const ms = performance.now() - started
  agent.destroy()
  return ms
}

/** A whole `send-webhook` job over n leads; with `noop`, a processor that records each lead without sending (the machinery's own cost). */
export async function pipeline(databaseUrl: string | undefined, receiverUrl: string, n: number, noop = false): Promise<{ ms: number; cpuMs: number; done: number; status: string }> {
  const config = { ...readConfig({}), dataDir: 'memory://', databaseUrl, outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' as const }, leadJobRetrySeconds: 0 }
  const prepared = await prepareServer(config)
  if (noop) prepared.deps.leadJobProcessors['send-webhook'] = { ...sendWebhookProcessor, prepare: undefined, prepareLeads: undefined, process: async () => ({ status: 'done', cost: 0 }) }
  try {
    const { db } = prepared.deps
    const [account] = await db.insert(accounts).values({ name: 'Bench' }).returning({ id: accounts.id })
    const scope = forAccount(db, account.id)
    const [list] = await scope.insert('campaigns', [{ name: 'Webhook bench', type: 'industry', webhook: receiverUrl }]).returning({ id: campaigns.id })
    await db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields)
      select ${account.id}, ${list.id}, 'industry', g, 'bench-' || g, 'Lead ' || g, 'lead' || g || '@example.com', 'email_found', '+1 555 ' || g,
        'https://lead' || g || '.example.com', 'Berlin', 'DE', jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1)
      from generate_series(1, ${n}) as g`)
    const started = performance.now()
    const cpu = process.cpuUsage()
    const job = await createLeadJob(prepared.deps, scope, { campaignId: list.id, kind: 'send-webhook', scope: { scope: 'all' }, params: {} })
    for (;;) {
      const [row] = await db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
      if (row.status !== 'queued' && row.status !== 'running') {
        const used = process.cpuUsage(cpu)
        return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, done: row.succeeded, status: row.status }
      }
      await new Promise((r) => setTimeout(r, 20))
    }
  } finally {
    await prepared.close()
  }
}

/** The sender alone: sign and POST through the guarded client, one message after the other. */
export async function senderLoop(url: string, n: number): Promise<number> {
  const target = { url, secret: 'bench-token', signingSecret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` }
  const data = { id: 1, name: 'Lead 1', email: 'lead1@example.com', phone: '+1 555 1', website: 'https://lead1.example.com', city: 'Berlin', country: 'DE', fields: { category: 'Dentist', rating: 2 } }
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const outcome = await sendWebhook(target, { id: `msg_bench_${i}`, event: 'lead.sent', data }, { allow: ['127.0.0.1'], allowedPorts: 'any' }, new Date())
    if (!outcome.ok) throw new Error(outcome.reason)
  }
  return performance.now() - started
}

/** A database of its own for each job run on the PostgreSQL server (the job queue included), dropped after. */
async function withDatabase<T>(serverUrl: string | undefined, run: (url: string | undefined) => Promise<T>): Promise<T> {
  if (!serverUrl) return run(undefined)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const name = `bench_webhook_${process.pid}_${Date.now()}`
  try {
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return await run(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    await admin.end()
  }
}

/** The faster of `runs` runs (machines are shared and noisy: the baseline gets the same chance as the jobs). */
async function best<T extends { ms: number }>(runs: number, run: () => Promise<T>): Promise<T> {
  let fastest: T | null = null
  for (let i = 0; i < runs; i++) {
    const result = await run()
    if (!fastest || result.ms < fastest.ms) fastest = result
  }
  return fastest!
}

/** Milliseconds and CPU milliseconds of this process (the client and PGlite live in it; the receiver does not). */
async function timed(run: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  await run()
  const used = process.cpuUsage(cpu)
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }
}

const perLead = (ms: number) => `${((ms * 1000) / LEADS).toFixed(0)} µs`

export async function benchWebhookDelivery(log: (line: string) => void = console.log) {
  const receiver = await startReceiver()
  const postgres = await benchPostgres()
  try {
    const body = JSON.stringify({ type: 'lead.sent', timestamp: new Date().toISOString(), data: { id: 1, name: 'Lead 1', email: 'lead1@example.com', phone: '+1 555 1', website: 'https://lead1.example.com', city: 'Berlin', country: 'DE', fields: { category: 'Dentist', rating: 2 } } })
    await bareLoop(receiver.url, body, 100)
    await senderLoop(receiver.url, 100)
    let bare = await best(2, () => timed(() => bareLoop(receiver.url, body, LEADS)))
    const sender = await best(2, () => timed(() => senderLoop(receiver.url, LEADS)))
    const rate = (ms: number) => (LEADS / ms) * 1000
    const servers: [string, string | undefined][] = [['PGlite', undefined]]
    if ('skip' in postgres) log(`webhook delivery (PostgreSQL) skipped: ${postgres.skip}`)
    else servers.push(['PostgreSQL', postgres.url])
    const results: { name: string; run: Awaited<ReturnType<typeof pipeline>>; floor: Awaited<ReturnType<typeof pipeline>> }[] = []
    for (const [name, serverUrl] of servers) {
      const before = await receiver.count()
      const run = await best(2, () => withDatabase(serverUrl, (url) => pipeline(url, receiver.url, LEADS)))
      const received = (await receiver.count()) - before
      if (received !== 2 * LEADS) throw new Error(`webhook delivery (${name}): the receiver had ${received} requests for two jobs of ${LEADS} leads`)
      const floor = await withDatabase(serverUrl, (url) => pipeline(url, receiver.url, LEADS, true))
      results.push({ name, run, floor })
    }
    // The baseline measured again after the jobs: the faster of all its runs is the one compared against.
    const again = await timed(() => bareLoop(receiver.url, body, LEADS))
    if (again.ms < bare.ms) bare = again
    const bareRate = rate(bare.ms)
    log(
      `webhook bare POST loop (one kept-alive request after the other, best of 3): ${bareRate.toFixed(0)} req/s, CPU ${perLead(bare.cpuMs)}/request; ` +
        `sender alone (sign + guarded POST, one at a time): ${rate(sender.ms).toFixed(0)} msg/s, ratio ${(rate(sender.ms) / bareRate).toFixed(2)}`,
    )
    for (const { name, run, floor } of results) {
      const runRate = (run.done / run.ms) * 1000
      const floorRate = (floor.done / floor.ms) * 1000
      log(
        `webhook delivery (${name}, best of 2): ${run.done}/${LEADS} leads ${run.status} in ${run.ms.toFixed(0)} ms = ${runRate.toFixed(0)} leads/s, CPU ${perLead(run.cpuMs)}/lead; ` +
          `bare POST loop ${bareRate.toFixed(0)} req/s; ratio ${(runRate / bareRate).toFixed(2)} (goal >= 0.5)`,
      )
      log(`  the lead-job machinery alone (no-op processor, ${name}): ${floorRate.toFixed(0)} leads/s, ratio to the bare loop ${(floorRate / bareRate).toFixed(2)}: the ceiling of any lead job`)
    }
  } finally {
    if (!('skip' in postgres)) postgres.stop()
    await receiver.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWebhookDelivery()
