import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wlDomains, wlPackages, wlSalesPages, wlSubscriptions } from '../../src/server/db/schema'
import { inTransaction } from '../../src/server/db/transaction'
import { changeSubscription } from '../../src/server/modules/whitelabel/subscription-change'
import { CHECKOUT_LIMIT } from '../../src/server/modules/whitelabel/packages/routes'
import { startTestServer, uniqueEmail, type TestServer } from './harness'
import { waitUntil } from './wait'
import { addAccount, makeReseller, type Reseller } from './whitelabel-subscriptions-fixtures'

/** A webhook receiver on loopback that keeps the type of each event it is sent, by path. */
async function startReceiver() {
  const received: { path: string; type: string }[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ path: req.url ?? '', type: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string }).type })
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, at: (path: string) => received.filter((r) => r.path === path).map((r) => r.type), close: () => new Promise<void>((r) => server.close(() => r())) }
}

let s: TestServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
let a: Reseller
let b: Reseller
beforeAll(async () => {
  receiver = await startReceiver()
  // The safety poll is an hour here: whatever the webhook delivers during the test, the history row's wake-up sent it.
  s = await startTestServer({ config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' }, resellerWebhookPollSeconds: 3600 } })
  a = await makeReseller(s, 'gapa')
  b = await makeReseller(s, 'gapb')
}, 60_000)
afterAll(async () => {
  await Promise.all([s?.close(), receiver?.close()])
})

const slugOf = (label: string) => `${label.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`

/** A package of `r` with its sales page at a fresh slug; `pkg` and `page` override their columns. */
async function withPage(r: Reseller, label: string, pkg: Partial<typeof wlPackages.$inferInsert> = {}, page: Partial<typeof wlSalesPages.$inferInsert> = {}) {
  const [base] = await s.db.select().from(wlPackages).where(eq(wlPackages.id, r.packageId))
  const [made] = await s.db.insert(wlPackages).values({ accountId: r.accountId, planId: base.planId, name: label, priceCents: 2900, credits: 50, showOnSalesPage: true, ...pkg }).returning()
  const slug = slugOf(label)
  await s.db.insert(wlSalesPages).values({ accountId: r.accountId, packageId: made.id, slug, ...page })
  return { id: made.id, slug }
}

describe('the inbound activation by sales page URL', () => {
  it('publishes the package of the reseller’s page named by its URL and enables the page; another’s or an unknown page is a 422 on sales_page_url', async () => {
    const secret = (await s.request('POST', '/api/wl/subscriptions/inbound-secret', { token: a.token })).body.secret as string
    const activate = (body: Record<string, unknown>) => s.request('POST', `/api/inbound/${a.accountId}/sales-pages/activate`, { body, headers: { authorization: `Bearer ${secret}` } })
    const draft = await withPage(a, 'Draft offer', { status: 'draft' }, { enabled: false })

    const done = await activate({ sales_page_url: `https://shop.example.com/sales/${draft.slug.toUpperCase()}?ref=mail` })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.data).toEqual({ package_id: draft.id, status: 'published' })
    expect((await s.db.select().from(wlPackages).where(eq(wlPackages.id, draft.id)))[0]).toMatchObject({ status: 'published', publishedAt: expect.any(Date) })
    expect((await s.db.select().from(wlSalesPages).where(eq(wlSalesPages.packageId, draft.id)))[0].enabled).toBe(true)
    expect((await activate({ sales_page_url: `/sales/${draft.slug}/` })).status).toBe(200)

    const theirs = await withPage(b, 'Their offer', { status: 'draft' })
    await s.db.insert(wlDomains).values({ accountId: b.accountId, domain: `gapb-${b.accountId}.example.com`, status: 'active', token: 't' })
    const refused = [
      { sales_page_url: `https://shop.example.com/sales/${theirs.slug}` },
      { sales_page_url: 'https://shop.example.com/sales/no-such-page' },
      { sales_page_url: `https://shop.example.com/offers/${draft.slug}` },
      { sales_page_url: `https://gapb-${b.accountId}.example.com/sales/${draft.slug}` },
      { sales_page_url: 'javascript:alert(1)' },
      {},
    ]
    for (const body of refused) {
      const res = await activate(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors)).toEqual(['sales_page_url'])
    }
    expect((await activate({ sales_page_url: `https://shop.example.com/sales/no-such-page` })).body.errors.sales_page_url[0]).toBe('This is not the address of one of your sales pages.')
    expect((await s.db.select().from(wlPackages).where(eq(wlPackages.id, theirs.id)))[0].status).toBe('draft')

    const byId = await withPage(a, 'By id', { status: 'draft' })
    expect((await activate({ package_id: byId.id })).body.data).toEqual({ package_id: byId.id, status: 'published' })
    expect(Object.keys((await activate({ package_id: theirs.id })).body.errors)).toEqual(['package_id'])
  })
})

describe('the public checkout’s limit per address', () => {
  it(`refuses the ${CHECKOUT_LIMIT.max + 1}th order from one address in a minute with a 429 and Retry-After, while another address buys`, async () => {
    const page = await withPage(a, 'Limited offer', { status: 'published', publishedAt: s.clock.now() })
    const order = () => ({ request_id: `req-${Math.random().toString(36).slice(2, 12)}`, email: uniqueEmail('limit'), first_name: 'Ada', last_name: 'King', price_option: 'period' })
    const buy = (from: string, body: Record<string, unknown> = order()) => s.request('POST', `/api/sales-pages/${page.slug}/checkout`, { body, from })
    const from = '203.0.113.7'
    const statuses = []
    // Refused orders count too: an address cannot probe without limit.
    for (let i = 0; i < CHECKOUT_LIMIT.max; i++) statuses.push((await buy(from, i < 3 ? order() : { ...order(), email: 'not-an-email' })).status)
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(CHECKOUT_LIMIT.max - 3).fill(422)])

    const refused = await buy(from)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'whitelabel.checkout_too_many', message: expect.stringMatching(/^Too many orders from this address\. Please try again in \d+ seconds\.$/) })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(CHECKOUT_LIMIT.windowSeconds)
    expect((await buy('203.0.113.8')).status).toBe(201)

    s.clock.advance((retryAfter + 1) * 1000)
    expect((await buy(from)).status).toBe(201)
  })
})

describe('the reseller webhook’s wake-up', () => {
  it('delivers a new usage-history row without waiting for the safety poll', async () => {
    expect((await s.request('PUT', '/api/wl/webhook', { token: a.token, body: { url: `${receiver.url}/wake`, events: ['subscription.create', 'subscription.pause'] } })).status).toBe(200)
    const sub = await addAccount(s, a)
    await waitUntil(() => receiver.at('/wake').length === 1, 'the create event delivered')
    await inTransaction(s.db, async (tx) => {
      const [row] = await tx.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, sub.id))
      await changeSubscription(tx, row, 'pause', { actorUserId: null, source: 'user' })
    })
    await waitUntil(() => receiver.at('/wake').length === 2, 'the pause event delivered')
    expect(receiver.at('/wake')).toEqual(['subscription.create', 'subscription.pause'])
  })
})
