import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wlBulkItems, wlPackages, wlSubscriptionEvents, wlSubscriptions } from '../../src/server/db/schema'
import { startTestServer, uniqueEmail, type TestServer } from './harness'
import { addAccount, bulkDone, makeReseller, seedSubscriptions, type Reseller } from './whitelabel-subscriptions-fixtures'

let s: TestServer
let a: Reseller
let b: Reseller
beforeAll(async () => {
  s = await startTestServer()
  a = await makeReseller(s, 'bulka')
  b = await makeReseller(s, 'bulkb')
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const bulk = (r: Reseller, body: Record<string, unknown>, headers: Record<string, string> = {}) => s.request('POST', '/api/wl/subscriptions/bulk', { token: r.token, body, headers })
const eventsOf = (ids: number[], action: string) =>
  s.db.select().from(wlSubscriptionEvents).where(sql`${inArray(wlSubscriptionEvents.subscriptionId, ids)} AND ${wlSubscriptionEvents.action} = ${action}`)

describe('bulk changes', () => {
  it('counts first (dry run), then extends every chosen row once, with its history; a repeated request changes nothing twice', async () => {
    const ids = await seedSubscriptions(s, a, 600, 'extend')
    await s.db.update(wlSubscriptions).set({ status: 'canceled' }).where(inArray(wlSubscriptions.id, ids.slice(0, 10)))
    const before = new Map((await s.db.select().from(wlSubscriptions).where(inArray(wlSubscriptions.id, ids))).map((r) => [r.id, r.endsAt.getTime()]))
    const dry = await bulk(a, { action: 'extend', days: 30, ids, dryRun: true })
    expect(dry.body.dry_run).toEqual({ matched: 600, applicable: 590, skipped: 10 })
    expect(await eventsOf(ids, 'extend')).toHaveLength(0)

    const started = await bulk(a, { action: 'extend', days: 30, ids })
    expect(started.status).toBe(202)
    expect(started.body.data).toMatchObject({ action: 'extend', total: 600 })
    const job = await bulkDone(s, a, started.body.data.id)
    expect(job).toMatchObject({ applied: 590, skipped: 10, failed: 0, done: 600 })
    const after = await s.db.select().from(wlSubscriptions).where(inArray(wlSubscriptions.id, ids))
    for (const row of after.filter((r) => r.status === 'active')) expect(row.endsAt.getTime() - before.get(row.id)!).toBe(30 * 86_400_000)
    const events = await eventsOf(ids, 'extend')
    expect(events).toHaveLength(590)
    expect(events[0]).toMatchObject({ source: `bulk:${job.id}`, actorUserId: a.userId })
    expect(events[0].details).toMatchObject({ days: 30 })

    const repeated = await bulk(a, { action: 'extend', days: 30, ids: [...ids].reverse() })
    expect(repeated.status).toBe(200)
    expect(repeated.body).toMatchObject({ repeated: true, data: { id: job.id } })
    const keyed = await bulk(a, { action: 'extend', days: 7, ids: ids.slice(0, 5) }, { 'idempotency-key': 'k-1' })
    const keyedAgain = await bulk(a, { action: 'extend', days: 7, ids: ids.slice(0, 5) }, { 'idempotency-key': 'k-1' })
    expect(keyedAgain.body).toMatchObject({ repeated: true, data: { id: keyed.body.data.id } })
    await bulkDone(s, a, keyed.body.data.id)
    expect(await eventsOf(ids, 'extend')).toHaveLength(590 + 0)

    const errors = await s.request('GET', `/api/wl/subscriptions/bulk/${job.id}/errors`, { token: a.token })
    expect(errors.headers.get('content-type')).toContain('text/csv')
    const lines = (errors.body as string).trim().split('\n')
    expect(lines[0]).toBe('subscription_id,email,customer,status,outcome,reason')
    expect(lines).toHaveLength(11)
    expect(lines[1]).toContain('skipped,not_allowed')
    const history = await s.request('GET', '/api/wl/subscriptions/bulk', { token: a.token })
    expect(history.body.data.map((j: any) => j.id)).toContain(job.id)
  })

  it('cancels everything matching a filter, pauses and resumes, changes the package and resends the welcome e-mail', async () => {
    const r = await makeReseller(s, 'bulkmix')
    const subs = [await addAccount(s, r), await addAccount(s, r), await addAccount(s, r, { package_id: r.otherPackageId })]
    const ids = subs.map((x) => x.id)
    const paused = await bulkDone(s, r, (await bulk(r, { action: 'pause', ids })).body.data.id)
    expect(paused.applied).toBe(3)
    const resumed = await bulkDone(s, r, (await bulk(r, { action: 'resume', ids })).body.data.id)
    expect(resumed.applied).toBe(3)
    const moved = await bulkDone(s, r, (await bulk(r, { action: 'change_package', package_id: r.otherPackageId, ids })).body.data.id)
    expect(moved.applied).toBe(3)
    const rows = await s.db.select().from(wlSubscriptions).where(inArray(wlSubscriptions.id, ids))
    expect(new Set(rows.map((x) => x.packageName))).toEqual(new Set(['bulkmix Pro']))
    const welcome = await bulkDone(s, r, (await bulk(r, { action: 'resend_welcome', ids: [ids[0]] })).body.data.id)
    expect(welcome.applied).toBe(1)
    const [pro] = await s.db.select().from(wlPackages).where(eq(wlPackages.id, r.otherPackageId))
    const cancelled = await bulkDone(s, r, (await bulk(r, { action: 'cancel', filter: { package_id: pro.id } })).body.data.id)
    expect(cancelled).toMatchObject({ total: 3, applied: 3 })
    const after = await s.db.select().from(wlSubscriptions).where(inArray(wlSubscriptions.id, ids))
    expect(after.every((x) => x.status === 'cancel_scheduled')).toBe(true)
  })

  it("leaves another reseller's rows alone, whatever ids are named", async () => {
    const mine = await addAccount(s, a)
    const theirs = await addAccount(s, b)
    const job = await bulkDone(s, a, (await bulk(a, { action: 'pause', ids: [mine.id, theirs.id] })).body.data.id)
    expect(job).toMatchObject({ total: 1, applied: 1 })
    const [row] = await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, theirs.id))
    expect(row.status).toBe('active')
    const changed = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.source, `bulk:${job.id}`))
    expect(changed.map((e) => e.subscriptionId)).toEqual([mine.id])
    expect(await s.db.select().from(wlBulkItems).where(eq(wlBulkItems.jobId, job.id))).toEqual([])
    expect((await s.request('GET', `/api/wl/subscriptions/bulk/${job.id}`, { token: b.token })).status).toBe(404)
  })

  it('exports the chosen rows as CSV and refuses a malformed request', async () => {
    const sub = await addAccount(s, a, { first_name: '=cmd' })
    const csv = await bulk(a, { action: 'export', ids: [sub.id] })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (csv.body as string).trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(sub.email)
    expect(lines[1]).toContain("'=cmd Tomer")
    expect((await bulk(a, { action: 'extend', ids: [sub.id] })).status).toBe(422)
    expect((await bulk(a, { action: 'pause' })).status).toBe(422)
    expect((await bulk(a, { action: 'pause', ids: [sub.id], filter: {} })).status).toBe(422)
    expect((await bulk(a, { action: 'change_package', package_id: b.packageId, ids: [sub.id] })).status).toBe(422)
    expect((await bulk(a, { action: 'pause', ids: [0] })).status).toBe(422)
  })
})

describe('inbound calls of the reseller’s own systems', () => {
  it('need the reseller’s secret, then create, cancel by e-mail and activate a package’s sales page', async () => {
    const r = await makeReseller(s, 'inbound')
    const path = `/api/inbound/${r.accountId}`
    const body = { package_id: r.packageId, email: uniqueEmail('inbound'), expiry_days: 500 }
    expect((await s.request('POST', `${path}/subscriptions`, { body })).status).toBe(401)
    const secret = (await s.request('POST', '/api/wl/subscriptions/inbound-secret', { token: r.token })).body.secret as string
    const otherSecret = (await s.request('POST', '/api/wl/subscriptions/inbound-secret', { token: b.token })).body.secret as string
    expect((await s.request('POST', `${path}/subscriptions`, { body, headers: { authorization: `Bearer ${otherSecret}` } })).status).toBe(401)
    expect((await s.request('POST', `/api/inbound/abc/subscriptions`, { body, headers: { authorization: `Bearer ${secret}` } })).status).toBe(401)
    const auth = { authorization: `Bearer ${secret}` }
    const created = await s.request('POST', `${path}/subscriptions`, { body, headers: auth })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(Math.round((Date.parse(created.body.data.ends_at) - s.clock.now().getTime()) / 86_400_000)).toBe(365)
    const foreignPackage = await s.request('POST', `${path}/subscriptions`, { body: { ...body, package_id: b.packageId }, headers: auth })
    expect(foreignPackage.status).toBe(422)
    const cancelled = await s.request('POST', `${path}/subscriptions/cancel`, { body: { email: body.email.toUpperCase() }, headers: { 'x-inbound-secret': secret } })
    expect(cancelled.body.data.status).toBe('cancel_scheduled')
    const again = await s.request('POST', `${path}/subscriptions/cancel`, { body: { email: body.email }, headers: auth })
    expect(again.status).toBe(200)
    const events = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, created.body.data.id)).orderBy(wlSubscriptionEvents.id)
    expect(events.map((e) => [e.action, e.source])).toEqual([['create', 'inbound'], ['cancel', 'inbound']])
    const unknown = await s.request('POST', `${path}/subscriptions/cancel`, { body: { email: uniqueEmail('nobody') }, headers: auth })
    expect(unknown.status).toBe(422)
    const [draft] = await s.db.insert(wlPackages).values({ accountId: r.accountId, planId: (await s.db.select().from(wlPackages).where(eq(wlPackages.id, r.packageId)))[0].planId, name: 'Draft', priceCents: 2000, credits: 10 }).returning()
    const activated = await s.request('POST', `${path}/sales-pages/activate`, { body: { package_id: draft.id }, headers: auth })
    expect(activated.body.data).toEqual({ package_id: draft.id, status: 'published' })
    expect((await s.request('POST', `${path}/sales-pages/activate`, { body: { package_id: b.packageId }, headers: auth })).status).toBe(422)
    const rotated = (await s.request('POST', '/api/wl/subscriptions/inbound-secret', { token: r.token })).body.secret
    expect(rotated).not.toBe(secret)
    expect((await s.request('POST', `${path}/subscriptions/cancel`, { body: { email: body.email }, headers: auth })).status).toBe(401)
  })
})
