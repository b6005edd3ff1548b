import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, inArray, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadJobs, leadResults } from '../../src/server/db/schema'
import { webhookConnections } from '../../src/server/db/schema/integrations'
import { newSigningSecret, sendWebhook, webhookAgentSockets, webhookSignature } from '../../src/server/modules/integrations/webhook-sender'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { redirectTargets, ssrfCorpus } from './ssrf-corpus'

type Delivery = { path: string; headers: http.IncomingHttpHeaders; raw: string }

/** The user's endpoint, on 127.0.0.3 (the only address the server is allowed to reach here); answers as scripted per path. */
let receiver: http.Server
let receiverUrl: string
const deliveries: Delivery[] = []
const scripted = new Map<string, number[]>()
/** Paths that answer 410 Gone (an endpoint that was removed). */
const gone = new Set<string>()
/** A loopback canary on every other local address: anything the guard lets through is counted. */
let canary: http.Server
let canaryPort: number
let canaryConnections = 0

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>

const listen = (server: http.Server, host: string) => new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)))

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname
      if (path === '/moved') {
        res.writeHead(307, { location: `http://127.0.0.1:${canaryPort}/` })
        return res.end()
      }
      deliveries.push({ path, headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(gone.has(path) ? 410 : scripted.get(path)?.shift() ?? 200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  receiverUrl = `http://127.0.0.3:${await listen(receiver, '127.0.0.3')}`
  canary = http.createServer((_req, res) => res.end('canary'))
  canary.on('connection', () => canaryConnections++)
  canaryPort = await listen(canary, '::')
  s = await startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.3'], allowedPorts: 'any' }, leadJobRetrySeconds: 0 } })
  owner = await signedInAccount(s, 'hooks')
  stranger = await signedInAccount(s, 'stranger')
})
afterAll(async () => {
  await s?.close()
  for (const server of [receiver, canary]) {
    server?.closeAllConnections()
    await new Promise((r) => server?.close(r))
  }
})

const to = (path: string) => deliveries.filter((d) => d.path === path)
const verify = (signingSecret: string, d: Delivery) => new Webhook(signingSecret).verify(d.raw, d.headers as Record<string, string>) as { type: string; timestamp: string; data: any }

async function finished(jobId: number) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const [job] = await s.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
    if (job.status !== 'queued' && job.status !== 'running') return job
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

const createHook = (token: string, body: Record<string, unknown>) => s.request('POST', '/api/integrations/webhooks', { token, body })
const sendList = (token: string, listId: number, params: Record<string, unknown> = {}, scope: Record<string, unknown> = { scope: 'all' }) =>
  s.request('POST', '/api/lead-jobs', { token, body: { campaign_id: listId, kind: 'send-webhook', params, ...scope } })

describe('webhook connections', () => {
  it('creates one with name, url, secret and events; the secrets are shown on creation and on reveal only', async () => {
    const bad = await createHook(owner.token, { url: 'ftp://x', events: ['lead.exploded'] })
    expect(bad.body.errors).toEqual({ name: ['Field is required'], url: ['Field must be a valid url'], 'events.0': ['Type is not valid'] })
    expect((await createHook(owner.token, { name: 'n', url: 'https://a.example', events: [] })).body.errors).toEqual({ events: ['Field is required'] })

    const created = await createHook(owner.token, { name: 'Receiver', url: `${receiverUrl}/hook`, secret: 'my-shared-token', events: ['lead.sent'] })
    expect(created.status).toBe(201)
    expect(created.body.secrets).toEqual({ secret: 'my-shared-token', signing_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{44}$/) })
    expect(created.body.webhook).toMatchObject({ name: 'Receiver', events: ['lead.sent'], status: 'active', secret_hint: '…oken' })
    const [row] = await s.db.select().from(webhookConnections).where(eq(webhookConnections.id, created.body.webhook.id))
    expect(JSON.stringify(row)).not.toContain('my-shared-token')
    expect(JSON.stringify(row)).not.toContain(created.body.secrets.signing_secret)
    expect(JSON.stringify((await s.request('GET', '/api/integrations/webhooks', { token: owner.token })).body)).not.toContain('my-shared-token')

    const id = created.body.webhook.id
    expect((await s.request('POST', `/api/integrations/webhooks/${id}/reveal`, { token: owner.token })).body).toEqual(created.body.secrets)
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['POST', '/reveal'], ['POST', '/test']]) {
      expect([method, path, (await s.request(method, `/api/integrations/webhooks/${id}${path}`, { token: stranger.token, body: method === 'GET' ? undefined : { name: 'x' } })).status]).toEqual([method, path, 404])
    }
    // A blank secret is generated.
    const generated = await createHook(owner.token, { name: 'Generated', url: 'https://hooks.example.com/x', events: ['lead.sent', 'lead.found'] })
    expect(generated.body.secrets.secret).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const renamed = await s.request('PUT', `/api/integrations/webhooks/${generated.body.webhook.id}`, { token: owner.token, body: { name: 'Renamed', events: ['lead.found'] } })
    expect(renamed.body.webhook).toMatchObject({ name: 'Renamed', events: ['lead.found'] })
    expect((await s.request('DELETE', `/api/integrations/webhooks/${generated.body.webhook.id}`, { token: owner.token })).status).toBe(200)
  })

  it('signs exactly as the standardwebhooks library does (the sender uses Node\'s HMAC)', () => {
    for (const [secret, id, body] of [
      [newSigningSecret(), 'msg_1_2', '{"type":"lead.sent","data":{"name":"Zoë ✓"}}'],
      [newSigningSecret(), 'msg_test_x', ''],
      [`whsec_${Buffer.alloc(32, 255).toString('base64')}`, 'msg_9_9', 'x'.repeat(5000)],
    ]) {
      const at = new Date(1_700_000_123_456)
      expect(webhookSignature({ url: 'https://hooks.example.com', secret: 't', signingSecret: secret }, id, at, body)).toBe(new Webhook(secret).sign(id, at, body))
    }
  })

  it('signs a test message the receiver verifies with the standardwebhooks library, with the Authorization-Token header', async () => {
    const created = await createHook(owner.token, { name: 'Test me', url: `${receiverUrl}/test-me`, secret: 'token-123', events: ['lead.sent'] })
    const res = await s.request('POST', `/api/integrations/webhooks/${created.body.webhook.id}/test`, { token: owner.token })
    expect(res.body).toMatchObject({ ok: true, status: 200, message: 'Test delivered (200).' })
    const [d] = to('/test-me')
    expect(d.headers['authorization-token']).toBe('token-123')
    expect(d.headers['webhook-id']).toMatch(/^msg_test_/)
    expect(d.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]{44}$/)
    expect(verify(created.body.secrets.signing_secret, d)).toMatchObject({ type: 'webhook.test', data: { webhook: { id: created.body.webhook.id, name: 'Test me' } } })
    // A tampered body or another secret fails verification.
    expect(() => verify(created.body.secrets.signing_secret, { ...d, raw: d.raw.replace('Test me', 'Test you') })).toThrow()
    expect(() => verify('whsec_' + Buffer.alloc(32, 1).toString('base64'), d)).toThrow()
  })
})

describe('send to webhook', () => {
  async function listWithLeads(label: string, count = 3) {
    const listId = await createList(s, owner.token, 'industry', label)
    const ids = await seedResults(s, owner.accountId, listId, 'industry', Array.from({ length: count }, (_, i) => ({ name: `${label} ${i}`, email: `l${i}@${label}.test`, fields: { category: 'Dentist' } })))
    return { listId, ids }
  }
  const crmStates = async (ids: number[]) =>
    (await s.db.select({ crm: leadResults.crmStatus }).from(leadResults).where(inArray(leadResults.id, ids)).orderBy(leadResults.id)).map((r) => r.crm)

  it('fails with the no-webhook message when the list has no webhook', async () => {
    const { listId, ids } = await listWithLeads('nohook')
    const job = await finished((await sendList(owner.token, listId)).body.job.id)
    expect(job).toMatchObject({ status: 'failed', error: "Selected list doesn't have webhook, please setup before continue.", processed: 0 })
    expect(await crmStates(ids)).toEqual(['unsent', 'unsent', 'unsent'])
  })

  it("sends every lead of the list to the list's webhook, signed, and marks each sent", async () => {
    const { listId, ids } = await listWithLeads('hooked')
    await s.request('POST', `/api/campaign-webhook-setup/${listId}`, { token: owner.token, body: { webhook: `${receiverUrl}/list-hook` } })
    const started = await sendList(owner.token, listId)
    expect(started.status).toBe(202)
    expect(await finished(started.body.job.id)).toMatchObject({ status: 'done', succeeded: 3, failed: 0 })
    expect(await crmStates(ids)).toEqual(['sent', 'sent', 'sent'])
    // Marking a lead sending, then sent, finds room on its own page (migration 0037): no new entry in the table's ten indexes.
    const options = await s.db.execute(sql`select reloptions from pg_class where relname = 'lead_results'`).then((r: any) => r.rows)
    expect(options).toEqual([{ reloptions: ['fillfactor=80'] }])

    // The URL got a connection of its own, named after the list, whose signing secret verifies every delivery.
    const hooks = (await s.request('GET', '/api/integrations/webhooks', { token: owner.token })).body.data
    const made = hooks.find((h: any) => h.url === `${receiverUrl}/list-hook`)
    expect(made).toMatchObject({ name: 'hooked', events: ['lead.sent'], status: 'active' })
    const { signing_secret } = (await s.request('POST', `/api/integrations/webhooks/${made.id}/reveal`, { token: owner.token })).body
    const got = to('/list-hook').map((d) => ({ id: d.headers['webhook-id'], body: verify(signing_secret, d) }))
    got.sort((a, b) => String(a.id).localeCompare(String(b.id)))
    expect(got.map((g) => g.id)).toEqual(ids.map((id) => `msg_${started.body.job.id}_${id}`))
    expect(got[0].body).toMatchObject({ type: 'lead.sent', data: { id: ids[0], name: 'hooked 0', email: 'l0@hooked.test', list: { id: listId, name: 'hooked', type: 'industry' }, fields: { category: 'Dentist' } } })
  })

  it('sends to a chosen connection, retries a 503 with the same message id, and lists what failed for good', async () => {
    const { listId, ids } = await listWithLeads('chosen', 2)
    const hook = await createHook(owner.token, { name: 'Flaky', url: `${receiverUrl}/flaky`, events: ['lead.sent'] })
    scripted.set('/flaky', [503, 503])
    const job = await finished((await sendList(owner.token, listId, { webhook_id: hook.body.webhook.id }, { scope: 'selection', ids: [ids[0]] })).body.job.id)
    expect(job).toMatchObject({ status: 'done', succeeded: 1 })
    const attempts = to('/flaky')
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((a) => a.headers['webhook-id']))).toEqual(new Set([`msg_${job.id}_${ids[0]}`]))

    scripted.set('/flaky', [400])
    const refused = await finished((await sendList(owner.token, listId, { webhook_id: hook.body.webhook.id }, { scope: 'selection', ids: [ids[1]] })).body.job.id)
    expect(refused).toMatchObject({ status: 'done', failed: 1 })
    const failures = await s.request('GET', `/api/lead-jobs/${refused.id}/failures`, { token: owner.token })
    expect(failures.body.data).toEqual([expect.objectContaining({ result_id: ids[1], reason: 'The endpoint answered 400: {"ok":true}', attempts: 1 })])
    expect(await crmStates(ids)).toEqual(['sent', 'unsent'])
    expect((await s.request('POST', `/api/lead-jobs/${refused.id}/redeliver`, { token: owner.token, body: { result_ids: [ids[1]] } })).status).toBe(200)
    expect(await finished(refused.id)).toMatchObject({ status: 'done', succeeded: 1, failed: 0 })
    expect(await crmStates(ids)).toEqual(['sent', 'sent'])
    // Another account cannot send to this connection.
    const strangerList = await createList(s, stranger.token, 'industry', 'theirs')
    await seedResults(s, stranger.accountId, strangerList, 'industry', [{ name: 'x' }])
    const theirs = await finished((await sendList(stranger.token, strangerList, { webhook_id: hook.body.webhook.id })).body.job.id)
    expect(theirs).toMatchObject({ status: 'failed', error: "Selected list doesn't have webhook, please setup before continue." })
  })

  it('disables the endpoint when it answers 410 Gone, and sends nothing more until it is enabled again', async () => {
    const { listId, ids } = await listWithLeads('gone', 12)
    const hook = (await createHook(owner.token, { name: 'Gone', url: `${receiverUrl}/gone`, events: ['lead.sent'] })).body.webhook
    gone.add('/gone')
    const job = await finished((await sendList(owner.token, listId, { webhook_id: hook.id })).body.job.id)
    expect(job).toMatchObject({ status: 'done', succeeded: 0, failed: 12 })
    // Only what was already on the wire when the first 410 came back (a batch has up to one message per kept-alive
    // connection in flight) reached it.
    const tried = to('/gone').length
    expect(tried).toBeGreaterThanOrEqual(1)
    expect(tried).toBeLessThanOrEqual(webhookAgentSockets)
    const after = (await s.request('GET', `/api/integrations/webhooks/${hook.id}`, { token: owner.token })).body
    expect(after).toMatchObject({ status: 'disabled', disabled_reason: 'The endpoint answered 410 Gone: the webhook was disabled.' })
    expect(new Set(await crmStates(ids))).toEqual(new Set(['unsent']))

    const next = await finished((await sendList(owner.token, listId, { webhook_id: hook.id })).body.job.id)
    expect(next).toMatchObject({ status: 'failed', error: 'The endpoint answered 410 Gone: the webhook was disabled.' })
    expect(to('/gone')).toHaveLength(tried)

    gone.delete('/gone')
    await s.request('PUT', `/api/integrations/webhooks/${hook.id}`, { token: owner.token, body: { status: 'active' } })
    expect(await finished((await sendList(owner.token, listId, { webhook_id: hook.id })).body.job.id)).toMatchObject({ status: 'done', succeeded: 12 })
    expect(new Set(await crmStates(ids))).toEqual(new Set(['sent']))
  })

  it('refuses every address of the SSRF corpus and redirects inside, through the webhook sender: zero canary connections', async () => {
    const target = (url: string) => ({ url, secret: 't', signingSecret: 'whsec_' + Buffer.alloc(32, 7).toString('base64') })
    const message = { id: 'msg_ssrf', event: 'lead.sent' as const, data: {} }
    const corpus = ssrfCorpus(canaryPort)
    // With the server's own policy (127.0.0.3 allowed, nothing else) and with production's (nothing allowed).
    for (const policy of [s.config.outbound, {}]) {
      const outcomes = await Promise.all(corpus.map(async ({ label, url }) => [label, await sendWebhook(target(url), message, policy, new Date())]))
      for (const [label, outcome] of outcomes) expect([label, outcome]).toEqual([label, expect.objectContaining({ ok: false, gone: false })])
    }
    const viaRedirect = await sendWebhook(target(`${receiverUrl}/moved`), message, s.config.outbound, new Date())
    expect(viaRedirect).toMatchObject({ ok: false, retryable: false, reason: expect.stringContaining('loopback') })

    // Through the product: a list whose webhook points inside, and a connection redirecting inside.
    const { listId } = await listWithLeads('ssrf', 2)
    for (const url of [...redirectTargets(canaryPort), `${receiverUrl}/moved`]) {
      await s.request('POST', `/api/campaign-webhook-setup/${listId}`, { token: owner.token, body: { webhook: url } })
      const job = await finished((await sendList(owner.token, listId)).body.job.id)
      expect([url, job.succeeded, job.failed]).toEqual([url, 0, 2])
    }
    expect(canaryConnections).toBe(0)
  })
})
