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
import { createHmac } from 'node:crypto'
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

/** A server (its database and job workers) with one account and a list of n leads whose webhook is the receiver. */
async function withLeads(databaseUrl: string | undefined, receiverUrl: string, n: number) {
  const config = { ...readConfig({}), dataDir: 'memory://', databaseUrl, outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' as const }, leadJobRetrySeconds: 0 }
  const prepared = await prepareServer(config)
  const { db } = prepared.deps
  const [account] = await db.insert(accounts).values({ name: 'Bench' }).returning({ id: accounts.id })
  const [list] = await forAccount(db, account.id).insert('campaigns', [{ name: 'Webhook bench', type: 'industry', webhook: receiverUrl }]).returning({ id: campaigns.id })
  await db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields)
    select ${account.id}, ${list.id}, 'industry', g, 'bench-' || g, 'Lead ' || g, 'lead' || g || '@example.com', 'email_found', '+1 555 ' || g,
      'https://lead' || g || '.example.com', 'Berlin', 'DE', jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1)
    from generate_series(1, ${n}) as g`)
  return { prepared, account, list }
}

/**
 * The fair baseline: the work a delivery must do, written by hand as one loop with nothing else. The job and its items
 * are created and the leads marked sending (one statement each, as the job does); then batch by batch each lead is
 * read, its message built and signed (Standard Webhooks HMAC) and POSTed with the bare loop's keep-alive request, one
 * after the other; every 1,000 leads one transaction records what was sent (items done, leads sent, delivery rows, the
 * job's counters) as bare SQL. No address guard, no queue, no retries, no progress, no concurrency.
 */
export async function handWritten(databaseUrl: string | undefined, receiverUrl: string, n: number): Promise<{ ms: number; cpuMs: number; done: number }> {
  const { prepared, account, list } = await withLeads(databaseUrl, receiverUrl, n)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const key = Buffer.alloc(32, 7)
  try {
    const { db } = prepared.deps
    const started = performance.now()
    const cpu = process.cpuUsage()
    const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[]))
    const [job] = rows<{ id: number }>(await db.execute(sql`insert into lead_jobs (account_id, campaign_id, kind, scope, status, total)
      values (${account.id}, ${list.id}, 'send-webhook', '{"scope":"all"}'::jsonb, 'running', ${n}) returning id`))
    await db.execute(sql`insert into lead_job_items (job_id, result_id) select ${job.id}, id from lead_results where campaign_id = ${list.id}`)
    await db.execute(sql`update lead_results set crm_status = 'sending' where id in (select result_id from lead_job_items where job_id = ${job.id})`)
    let done = 0
    for (let after = 0; ; ) {
      const leads = rows<Record<string, unknown> & { id: number }>(await db.execute(sql`select r.* from lead_job_items i join lead_results r on r.id = i.result_id
        where i.job_id = ${job.id} and i.result_id > ${after} order by i.result_id limit 1000`))
      if (!leads.length) break
      after = leads[leads.length - 1].id
      const sent: number[] = []
      for (const lead of leads) {
        const id = `msg_${job.id}_${lead.id}`
        const now = new Date()
        const body = JSON.stringify({ type: 'lead.sent', timestamp: now.toISOString(), data: { id: lead.id, name: lead.name, email: lead.email, phone: lead.phone, website: lead.website, city: lead.city, country: lead.country, fields: lead.fields, list: { id: list.id, name: 'Webhook bench', type: 'industry' } } })
        const seconds = Math.floor(now.getTime() / 1000)
        const signature = `v1,${createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64')}`
        await new Promise<void>((resolve, reject) => {
          const req = http.request(receiverUrl, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': signature } }, (res) => {
            res.resume()
            res.on('end', resolve)
          })
          req.on('error', reject)
          req.end(body)
        })
        sent.push(lead.id)
      }
      const ids = `{${sent.join(',')}}`
      const at = new Date().toISOString()
      await db.transaction(async (tx) => {
        await tx.execute(sql`update lead_job_items set status = 'done', attempts = attempts + 1, updated_at = ${at}::timestamptz where job_id = ${job.id} and result_id = any(${ids}::int[])`)
        await tx.execute(sql`update lead_results set crm_status = 'sent' where id = any(${ids}::int[])`)
        await tx.execute(sql`insert into lead_deliveries (account_id, result_id, target, external_id, delivered_at)
          select ${account.id}, r, 'webhook:bench', 'msg_' || ${job.id} || '_' || r, ${at}::timestamptz from unnest(${ids}::int[]) as r`)
        await tx.execute(sql`update lead_jobs set processed = processed + ${sent.length}, succeeded = succeeded + ${sent.length} where id = ${job.id}`)
      })
      done += sent.length
    }
    await db.execute(sql`update lead_jobs set status = 'done' where id = ${job.id}`)
    const used = process.cpuUsage(cpu)
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, done }
  } finally {
    agent.destroy()
    await prepared.close()
  }
}

/** A whole `send-webhook` job over n leads; with `noop`, a processor that records each lead without sending (the machinery's own cost). */
export async function pipeline(databaseUrl: string | undefined, receiverUrl: string, n: number, noop = false): Promise<{ ms: number; cpuMs: number; done: number; status: string }> {
  const { prepared, account, list } = await withLeads(databaseUrl, receiverUrl, n)
  if (noop) prepared.deps.leadJobProcessors['send-webhook'] = { ...sendWebhookProcessor, prepare: undefined, prepareLeads: undefined, process: async () => ({ status: 'done', cost: 0 }) }
  try {
    const { db } = prepared.deps
    const scope = forAccount(db, account.id)
    const started = performance.now()
    const cpu = process.cpuUsage()
    const job = await createLeadJob(prepared.deps, scope, { campaignId: list.id, kind: 'send-webhook', scope: { scope: 'all' }, params: {} })
    for (;;) {
      // Two columns, not the whole row: the watch costs PGlite's one thread as little as it can while the job runs.
      const [row] = await db.select({ status: leadJobs.status, succeeded: leadJobs.succeeded }).from(leadJobs).where(eq(leadJobs.id, job.id))
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
    const results: { name: string; run: Awaited<ReturnType<typeof pipeline>>; floor: Awaited<ReturnType<typeof pipeline>>; byHand: Awaited<ReturnType<typeof handWritten>> }[] = []
    for (const [name, serverUrl] of servers) {
      const before = await receiver.count()
      const run = await best(2, () => withDatabase(serverUrl, (url) => pipeline(url, receiver.url, LEADS)))
      const received = (await receiver.count()) - before
      if (received !== 2 * LEADS) throw new Error(`webhook delivery (${name}): the receiver had ${received} requests for two jobs of ${LEADS} leads`)
      const floor = await withDatabase(serverUrl, (url) => pipeline(url, receiver.url, LEADS, true))
      const byHand = await best(2, () => withDatabase(serverUrl, (url) => handWritten(url, receiver.url, LEADS)))
      if (byHand.done !== LEADS) throw new Error(`webhook delivery (${name}): the hand-written loop sent ${byHand.done} of ${LEADS}`)
      results.push({ name, run, floor, byHand })
    }
    // The baseline measured again after the jobs: the faster of all its runs is the one compared against.
    const again = await timed(() => bareLoop(receiver.url, body, LEADS))
    if (again.ms < bare.ms) bare = again
    const bareRate = rate(bare.ms)
    log(
      `webhook bare POST loop (one kept-alive request after the other, best of 3): ${bareRate.toFixed(0)} req/s, CPU ${perLead(bare.cpuMs)}/request; ` +
        `sender alone (sign + guarded POST, one at a time): ${rate(sender.ms).toFixed(0)} msg/s, ratio ${(rate(sender.ms) / bareRate).toFixed(2)}`,
    )
    for (const { name, run, floor, byHand } of results) {
      const runRate = (run.done / run.ms) * 1000
      const floorRate = (floor.done / floor.ms) * 1000
      const byHandRate = (byHand.done / byHand.ms) * 1000
      log(
        `webhook delivery (${name}, best of 2): ${run.done}/${LEADS} leads ${run.status} in ${run.ms.toFixed(0)} ms = ${runRate.toFixed(0)} leads/s, CPU ${perLead(run.cpuMs)}/lead; ` +
          `bare POST loop ${bareRate.toFixed(0)} req/s; ratio ${(runRate / bareRate).toFixed(2)} (goal >= 0.5)`,
      )
      log(`  the lead-job machinery alone (no-op processor, ${name}): ${floorRate.toFixed(0)} leads/s, ratio to the bare loop ${(floorRate / bareRate).toFixed(2)}: the ceiling of any lead job`)
      log(
        `  the fair baseline (${name}): the same signed POSTs and the same writes by hand, one lead after the other (best of 2): ${byHandRate.toFixed(0)} leads/s, CPU ${perLead(byHand.cpuMs)}/lead; ` +
          `delivery's ratio to it ${(runRate / byHandRate).toFixed(2)} (goal >= 0.5)`,
      )
    }
  } finally {
    if (!('skip' in postgres)) postgres.stop()
    await receiver.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWebhookDelivery()
