/**
 * Webhook delivery throughput: a `send-webhook` lead job over N leads (pg-boss batches, per-lead transactions, signed
 * Standard Webhooks messages through the guarded outbound client) against a bare loop POSTing the same JSON to the
 * same local receiver, measured in the same run (goal >= 0.5x the bare loop's leads per second).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { campaigns, leadJobs, users } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { createLeadJob } from '../../src/server/modules/lead-jobs/lead-job-service'
import { sendWebhookProcessor } from '../../src/server/modules/integrations/send-webhook-processor'
import { sendWebhook } from '../../src/server/modules/integrations/webhook-sender'

const LEADS = Number(process.env.WEBHOOK_BENCH_LEADS ?? 1000)

function startReceiver() {
  let received = 0
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received++
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  return new Promise<{ url: string; count(): number; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        count: () => received,
        close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
      }),
    ),
  )
}

/** The baseline: one POST after the other with Node's keep-alive agent, the body a lead message of the same size. */
async function bareLoop(url: string, body: string, n: number): Promise<number> {
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
async function pipeline(databaseUrl: string | undefined, receiverUrl: string, n: number, noop = false): Promise<{ ms: number; done: number; status: string }> {
  const config = { ...readConfig({}), dataDir: 'memory://', databaseUrl, outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' as const }, leadJobRetrySeconds: 0 }
  const prepared = await prepareServer(config)
  if (noop) prepared.deps.leadJobProcessors['send-webhook'] = { ...sendWebhookProcessor, prepare: undefined, process: async () => ({ status: 'done', cost: 0 }) }
  try {
    const { db } = prepared.deps
    const [user] = await db.insert(users).values({ email: `bench.${Date.now()}@example.com`, firstName: 'Bench', lastName: 'Mark' }).returning()
    const scope = forAccount(db, user.id)
    const [list] = await scope.insert('campaigns', [{ name: 'Webhook bench', type: 'industry', webhook: receiverUrl }]).returning({ id: campaigns.id })
    await db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields)
      select ${user.id}, ${list.id}, 'industry', g, 'bench-' || g, 'Lead ' || g, 'lead' || g || '@example.com', 'email_found', '+1 555 ' || g,
        'https://lead' || g || '.example.com', 'Berlin', 'DE', jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1)
      from generate_series(1, ${n}) as g`)
    const started = performance.now()
    const job = await createLeadJob(prepared.deps, scope, { campaignId: list.id, kind: 'send-webhook', scope: { scope: 'all' }, params: {} })
    for (;;) {
      const [row] = await db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
      if (row.status !== 'queued' && row.status !== 'running') return { ms: performance.now() - started, done: row.succeeded, status: row.status }
      await new Promise((r) => setTimeout(r, 20))
    }
  } finally {
    await prepared.close()
  }
}

/** The sender alone: sign and POST through the guarded client, one message after the other. */
async function senderLoop(url: string, n: number): Promise<number> {
  const target = { url, secret: 'bench-token', signingSecret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` }
  const data = { id: 1, name: 'Lead 1', email: 'lead1@example.com', phone: '+1 555 1', website: 'https://lead1.example.com', city: 'Berlin', country: 'DE', fields: { category: 'Dentist', rating: 2 } }
  const started = performance.now()
  for (let i = 0; i < n; i++) {
    const outcome = await sendWebhook(target, { id: `msg_bench_${i}`, event: 'lead.sent', data }, { allow: ['127.0.0.1'], allowedPorts: 'any' }, new Date())
    if (!outcome.ok) throw new Error(outcome.reason)
  }
  return performance.now() - started
}

export async function benchWebhookDelivery(log: (line: string) => void = console.log) {
  const receiver = await startReceiver()
  try {
    const body = JSON.stringify({ type: 'lead.sent', timestamp: new Date().toISOString(), data: { id: 1, name: 'Lead 1', email: 'lead1@example.com', phone: '+1 555 1', website: 'https://lead1.example.com', city: 'Berlin', country: 'DE', fields: { category: 'Dentist', rating: 2 } } })
    await bareLoop(receiver.url, body, 100)
    const bareRate = (LEADS / (await bareLoop(receiver.url, body, LEADS))) * 1000
    const senderRate = (LEADS / (await senderLoop(receiver.url, LEADS))) * 1000
    log(`webhook sender alone (sign + guarded POST): ${senderRate.toFixed(0)} msg/s; bare POST loop ${bareRate.toFixed(0)} req/s; ratio ${(senderRate / bareRate).toFixed(2)}`)
    for (const [name, url] of [['PGlite', undefined], ...(process.env.BENCH_DATABASE_URL ? [['PostgreSQL', process.env.BENCH_DATABASE_URL]] : [])] as const) {
      const run = await pipeline(url, receiver.url, LEADS)
      const floor = await pipeline(url, receiver.url, LEADS, true)
      const rate = (run.done / run.ms) * 1000
      const floorRate = (floor.done / floor.ms) * 1000
      log(
        `webhook delivery (${name}): ${run.done}/${LEADS} leads ${run.status} in ${run.ms.toFixed(0)} ms = ${rate.toFixed(0)} leads/s; bare POST loop ${bareRate.toFixed(0)} req/s; ratio ${(rate / bareRate).toFixed(2)} (goal >= 0.5)`,
      )
      log(`  the lead-job machinery alone (no-op processor, ${name}): ${floorRate.toFixed(0)} leads/s, ratio to the bare loop ${(floorRate / bareRate).toFixed(2)}: the ceiling of any lead job`)
    }
  } finally {
    await receiver.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWebhookDelivery()
