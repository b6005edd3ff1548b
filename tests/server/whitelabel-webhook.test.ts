import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wlSubscriptions, wlWebhookSettings } from '../../src/server/db/schema'
import { inTransaction } from '../../src/server/db/transaction'
import { changeSubscription } from '../../src/server/modules/whitelabel/subscription-change'
import { deliverPending, RETRY_AFTER_MS } from '../../src/server/modules/whitelabel/webhook/webhook-outbox'
import { startTestServer, type TestServer } from './harness'
import { waitUntil } from './wait'
import { customerWithSubscription, resellerAccount } from './whitelabel-reseller-seed'

type Received = { path: string; raw: string; headers: http.IncomingHttpHeaders }

/** A receiver on loopback: keeps what it is sent, and answers what the test sets for its path. */
async function startReceiver() {
  const received: Received[] = []
  const answers = new Map<string, number>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ path: req.url ?? '', raw: Buffer.concat(chunks).toString('utf8'), headers: req.headers })
      res.writeHead(answers.get(req.url ?? '') ?? 200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received, answers, at: (path: string) => received.filter((r) => r.path === path), close: () => new Promise<void>((r) => server.close(() => r())) }
}

let s: TestServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
beforeAll(async () => {
  // The safety poll is an hour: only a history row's wake-up delivers on its own, and the tests below that deliver by
  // hand write their rows with the webhook off (byHand), so nothing races them.
  ;[s, receiver] = await Promise.all([startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' }, resellerWebhookPollSeconds: 3600 } }), startReceiver()])
}, 60_000)
afterAll(async () => {
  await Promise.all([s?.close(), receiver?.close()])
})

const verify = (secret: string, r: Received) => new Webhook(secret).verify(r.raw, r.headers as Record<string, string>) as { type: string; data: any }

async function change(subscriptionId: number, action: 'cancel' | 'undo_cancel' | 'extend' | 'pause') {
  return inTransaction(s.db, async (tx) => {
    const [row] = await tx.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, subscriptionId))
    return changeSubscription(tx, row, action, { actorUserId: null, source: 'user' })
  })
}

/** Writes history rows with the reseller's webhook off, so no wake-up delivers them: the test delivers by hand. */
async function byHand<T>(accountId: number, write: () => Promise<T>): Promise<T> {
  const enabled = (on: boolean) => s.db.update(wlWebhookSettings).set({ enabled: on }).where(eq(wlWebhookSettings.accountId, accountId))
  await enabled(false)
  try {
    return await write()
  } finally {
    await enabled(true)
  }
}

/** A reseller with its webhook set to `path` of the receiver for `events`; answers the signing secret. */
async function withWebhook(label: string, path: string, events: string[]) {
  const r = await resellerAccount(s, label)
  const saved = await r.call('PUT', '/api/wl/webhook', { url: `${receiver.url}${path}`, events })
  expect(saved.status).toBe(200)
  return { ...r, secret: saved.body.signing_secret as string }
}

describe('the reseller webhook', () => {
  it('shows the signing secret once, then only its end; names bad fields', async () => {
    const r = await withWebhook('wh-a', '/a', ['subscription.cancel'])
    expect(r.secret).toMatch(/^whsec_/)
    const got = await r.call('GET', '/api/wl/webhook')
    expect(got.body.data).toMatchObject({ configured: true, events: ['subscription.cancel'], enabled: true, secret_hint: `…${r.secret.slice(-4)}` })
    expect(JSON.stringify(got.body)).not.toContain(r.secret)
    const again = await r.call('PUT', '/api/wl/webhook', { url: `${receiver.url}/a`, events: ['subscription.cancel'] })
    expect(again.body.signing_secret).toBeUndefined()
    const rotated = await r.call('PUT', '/api/wl/webhook', { url: `${receiver.url}/a`, events: ['subscription.cancel'], rotate_secret: true })
    expect(rotated.body.signing_secret).toMatch(/^whsec_/)
    expect(rotated.body.signing_secret).not.toBe(r.secret)
    const bad = await r.call('PUT', '/api/wl/webhook', { url: 'ftp://x', events: ['subscription.nope'] })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.field_codes).sort()).toEqual(['events.0', 'url'])
    const none = await r.call('PUT', '/api/wl/webhook', { url: `${receiver.url}/a`, events: [] })
    expect(none.status).toBe(422)
  })

  it('delivers the chosen kinds of history rows in order, signed the Standard Webhooks way, each once', async () => {
    const r = await withWebhook('wh-b', '/b', ['subscription.create', 'subscription.cancel', 'subscription.undo_cancel'])
    const { subscription } = await byHand(r.accountId, async () => {
      const made = await customerWithSubscription(s, r.accountId)
      await change(made.subscription.id, 'extend')
      await change(made.subscription.id, 'cancel')
      await change(made.subscription.id, 'undo_cancel')
      return made
    })
    expect(await deliverPending(s.deps, r.accountId)).toBe(3)
    expect(await deliverPending(s.deps, r.accountId)).toBe(0)
    const got = receiver.at('/b').map((m) => verify(r.secret, m))
    expect(got.map((m) => m.type)).toEqual(['subscription.create', 'subscription.cancel', 'subscription.undo_cancel'])
    expect(got[1].data).toMatchObject({ action: 'cancel', from_status: 'active', to_status: 'cancel_scheduled', subscription: { id: subscription.id, package_name: 'Starter' } })
    const ids = receiver.at('/b').map((m) => m.headers['webhook-id'])
    expect(new Set(ids).size).toBe(3)

    const log = await r.call('GET', '/api/wl/webhook/deliveries')
    expect(log.body.data.map((d: { event_type: string; ok: boolean }) => [d.event_type, d.ok])).toEqual([
      ['subscription.undo_cancel', true],
      ['subscription.cancel', true],
      ['subscription.create', true],
    ])
  })

  it('redelivers one event on request with the same webhook-id, logged as a redelivery', async () => {
    const r = await withWebhook('wh-c', '/c', ['subscription.create'])
    await byHand(r.accountId, () => customerWithSubscription(s, r.accountId))
    await deliverPending(s.deps, r.accountId)
    const [first] = (await r.call('GET', '/api/wl/webhook/deliveries')).body.data
    const again = await r.call('POST', `/api/wl/webhook/deliveries/${first.id}/redeliver`)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ ok: true, trigger: 'redelivery', event_id: first.event_id })
    const sent = receiver.at('/c')
    expect(sent).toHaveLength(2)
    expect(sent[1].headers['webhook-id']).toBe(sent[0].headers['webhook-id'])
    verify(r.secret, sent[1])
  })

  it('keeps the cursor on a failure worth retrying, waits before the next attempt, then delivers in order', async () => {
    const r = await withWebhook('wh-d', '/d', ['subscription.create', 'subscription.pause'])
    await byHand(r.accountId, async () => {
      const { subscription } = await customerWithSubscription(s, r.accountId)
      await change(subscription.id, 'pause')
    })
    receiver.answers.set('/d', 503)
    expect(await deliverPending(s.deps, r.accountId)).toBe(0)
    expect(receiver.at('/d')).toHaveLength(1)
    // Held: no attempt until the wait has passed.
    receiver.answers.set('/d', 200)
    expect(await deliverPending(s.deps, r.accountId)).toBe(0)
    expect(receiver.at('/d')).toHaveLength(1)
    s.clock.advance(RETRY_AFTER_MS + 1_000)
    expect(await deliverPending(s.deps, r.accountId)).toBe(2)
    expect(receiver.at('/d').map((m) => verify(r.secret, m).type)).toEqual(['subscription.create', 'subscription.create', 'subscription.pause'])
    const log = (await r.call('GET', '/api/wl/webhook/deliveries')).body.data
    expect(log.map((d: { ok: boolean; http_status: number }) => [d.ok, d.http_status])).toEqual([[true, 200], [true, 200], [false, 503]])
  })

  it('passes an event the endpoint refuses for good (logged, redeliverable) and disables the webhook on 410', async () => {
    const r = await withWebhook('wh-e', '/e', ['subscription.create', 'subscription.pause'])
    const { subscription } = await byHand(r.accountId, () => customerWithSubscription(s, r.accountId))
    receiver.answers.set('/e', 400)
    await byHand(r.accountId, () => change(subscription.id, 'pause'))
    expect(await deliverPending(s.deps, r.accountId)).toBe(0)
    expect(receiver.at('/e')).toHaveLength(2)
    receiver.answers.set('/e', 410)
    const second = await byHand(r.accountId, async () => {
      await change(subscription.id, 'extend')
      return customerWithSubscription(s, r.accountId)
    })
    expect(second.subscription.id).toBeGreaterThan(0)
    await deliverPending(s.deps, r.accountId)
    const settings = (await r.call('GET', '/api/wl/webhook')).body.data
    expect(settings.enabled).toBe(false)
    expect(settings.disabled_reason).toContain('410')
  })

  it('a stream that a dead worker held resumes after its lease, without skipping or repeating a delivered event', async () => {
    const r = await withWebhook('wh-f', '/f', ['subscription.create'])
    await byHand(r.accountId, () => customerWithSubscription(s, r.accountId, 'One'))
    expect(await deliverPending(s.deps, r.accountId)).toBe(1)
    await byHand(r.accountId, () => customerWithSubscription(s, r.accountId, 'Two'))
    // A worker claimed the stream and died before sending anything.
    await s.db.update(wlWebhookSettings).set({ leaseUntil: new Date(s.clock.now().getTime() + 60_000) }).where(eq(wlWebhookSettings.accountId, r.accountId))
    expect(await deliverPending(s.deps, r.accountId)).toBe(0)
    s.clock.advance(3 * 60_000)
    expect(await deliverPending(s.deps, r.accountId)).toBe(1)
    const sent = receiver.at('/f').map((m) => verify(r.secret, m).data.subscription.customer_account_id)
    expect(new Set(sent).size).toBe(2)
    expect(sent).toHaveLength(2)
  })

  it('two workers at once deliver each event once', async () => {
    const r = await withWebhook('wh-g', '/g', ['subscription.create'])
    await byHand(r.accountId, async () => {
      for (let i = 0; i < 5; i++) await customerWithSubscription(s, r.accountId, `C${i}`)
    })
    const counts = await Promise.all([deliverPending(s.deps, r.accountId), deliverPending(s.deps, r.accountId)])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5)
    expect(receiver.at('/g')).toHaveLength(5)
  })

  it('a history row queues a delivery job: events reach the endpoint without anyone asking', async () => {
    const r = await withWebhook('wh-h', '/h', ['subscription.create'])
    await customerWithSubscription(s, r.accountId)
    await waitUntil(() => receiver.at('/h').length === 1, 'the woken delivery')
  })

  it('keeps one reseller from another one\'s deliveries', async () => {
    const a = await withWebhook('wh-i', '/i', ['subscription.create'])
    const b = await resellerAccount(s, 'wh-j')
    await byHand(a.accountId, () => customerWithSubscription(s, a.accountId))
    await deliverPending(s.deps, a.accountId)
    const [mine] = (await a.call('GET', '/api/wl/webhook/deliveries')).body.data
    expect((await b.call('GET', '/api/wl/webhook/deliveries')).body.data).toEqual([])
    expect((await b.call('POST', `/api/wl/webhook/deliveries/${mine.id}/redeliver`)).status).toBe(404)
  })
})
