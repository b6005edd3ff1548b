import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, wlSubscriptionEvents, wlSubscriptions } from '../../src/server/db/schema'
import { sweepPeriods } from '../../src/server/modules/whitelabel/subscriptions/period-sweep'
import { startTestServer, uniqueEmail, type TestServer } from './harness'
import { addAccount, customerToken, makeReseller, type Reseller } from './whitelabel-subscriptions-fixtures'

const DAY = 86_400_000
let s: TestServer
let a: Reseller
let b: Reseller
beforeAll(async () => {
  s = await startTestServer()
  a = await makeReseller(s, 'resa')
  b = await makeReseller(s, 'resb')
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const history = (id: number) => s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, id)).orderBy(wlSubscriptionEvents.id)
const daysFromNow = (iso: string) => Math.round((Date.parse(iso) - s.clock.now().getTime()) / DAY)

describe('add an account', () => {
  it('makes the customer, their account tagged with the reseller and a subscription expiring after the days asked', async () => {
    const sub = await addAccount(s, a, { expiry_days: 30 })
    expect(sub).toMatchObject({ status: 'active', package: 'resa Starter', fee_cents: 4900, provider: 'manual' })
    expect(daysFromNow(sub.ends_at)).toBe(30)
    const [customer] = await s.db.select().from(accounts).where(eq(accounts.id, sub.customer_account_id))
    expect(customer.resellerId).toBe(a.accountId)
    expect((await history(sub.id)).map((e) => e.action)).toEqual(['create'])
    const mail = await s.mailbox.waitForMail(sub.email)
    expect(mail.subject).toContain('Welcome')
  })

  it('gives a year when the expiry is missing, zero or more than 365 days', async () => {
    for (const expiry_days of [undefined, 0, 366, 5000]) {
      const sub = await addAccount(s, a, expiry_days === undefined ? {} : { expiry_days })
      expect(daysFromNow(sub.ends_at)).toBe(365)
    }
  })

  it("refuses another reseller's package and a customer of another reseller", async () => {
    const foreign = await s.request('POST', '/api/wl/subscriptions', { token: a.token, body: { package_id: b.packageId, email: uniqueEmail('c') } })
    expect(foreign.status).toBe(422)
    expect(foreign.body.field_codes.package_id[0].code).toBe('whitelabel.package_unknown')
    const theirs = await addAccount(s, b)
    const taken = await s.request('POST', '/api/wl/subscriptions', { token: a.token, body: { package_id: a.packageId, email: theirs.email } })
    expect(taken.status).toBe(422)
    expect(taken.body.field_codes.email[0].code).toBe('whitelabel.customer_elsewhere')
  })

  it('validates the body and needs the white-label module', async () => {
    const bad = await s.request('POST', '/api/wl/subscriptions', { token: a.token, body: { package_id: 'x', email: 'nope' } })
    expect(bad.status).toBe(422)
    // An id past int4 is the field's 422, not a database error (a 500 on PGlite, found by `npm run fuzz`).
    const huge = await s.request('POST', '/api/wl/subscriptions', { token: a.token, body: { package_id: 2 ** 31, email: uniqueEmail('huge') } })
    expect(huge.status).toBe(422)
    expect(Object.keys(huge.body.field_codes)).toEqual(['package_id'])
    const plain = await s.signedInUser('plain')
    const refused = await s.request('GET', '/api/wl/subscriptions', { token: plain.token })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('accounts.module_required')
  })
})

describe('the subscriptions table', () => {
  it("pages on the server in the asked order, filters, and never shows another reseller's rows", async () => {
    const r = await makeReseller(s, 'table')
    for (let i = 0; i < 7; i++) await addAccount(s, r, { first_name: `Name${i}`, package_id: i % 2 ? r.otherPackageId : r.packageId })
    const seen: any[] = []
    let cursor: string | null = null
    do {
      const page: any = await s.request('GET', `/api/wl/subscriptions?sort=fee&dir=asc&limit=3${cursor ? `&cursor=${cursor}` : ''}`, { token: r.token })
      expect(page.status).toBe(200)
      expect(page.body.total).toBe(7)
      seen.push(...page.body.data)
      cursor = page.body.next_cursor
    } while (cursor)
    expect(seen).toHaveLength(7)
    expect(new Set(seen.map((x) => x.id)).size).toBe(7)
    expect(seen.map((x) => x.fee_cents)).toEqual([...seen.map((x) => x.fee_cents)].sort((x, y) => x - y))
    const pro = await s.request('GET', `/api/wl/subscriptions?package_id=${r.otherPackageId}`, { token: r.token })
    expect(pro.body.total).toBe(3)
    const named = await s.request('GET', `/api/wl/subscriptions?q=name3`, { token: r.token })
    expect(named.body.data.map((x: any) => x.username)).toEqual(['Name3 Tomer'])
    const other = await s.request('GET', '/api/wl/subscriptions?limit=500', { token: a.token })
    expect(other.body.data.some((x: any) => seen.some((y) => y.id === x.id))).toBe(false)
    const foreign = await s.request('GET', `/api/wl/subscriptions/${seen[0].id}`, { token: a.token })
    expect(foreign.status).toBe(404)
    const foreignCancel = await s.request('POST', `/api/wl/subscriptions/${seen[0].id}/cancel`, { token: a.token })
    expect(foreignCancel.status).toBe(404)
    expect((await s.request('GET', '/api/wl/subscriptions?cursor=garbage', { token: r.token })).status).toBe(422)
    expect((await s.request('GET', '/api/wl/subscriptions?sort=nope', { token: r.token })).status).toBe(422)
  })
})

describe('one subscription', () => {
  it('cancels at the period end keeping access, undoes it, and refunds ending access at once', async () => {
    const sub = await addAccount(s, a)
    const cancel = await s.request('POST', `/api/wl/subscriptions/${sub.id}/cancel`, { token: a.token })
    expect(cancel.body.data).toMatchObject({ status: 'cancel_scheduled', ends_at: sub.ends_at })
    const token = await customerToken(s, sub.email)
    expect((await s.request('GET', '/api/campaigns', { token })).status).toBe(200)
    const undo = await s.request('POST', `/api/wl/subscriptions/${sub.id}/undo-cancel`, { token: a.token })
    expect(undo.body.data).toMatchObject({ status: 'active', canceled_at: null })
    const refund = await s.request('POST', `/api/wl/subscriptions/${sub.id}/refund`, { token: a.token })
    expect(refund.body.data.status).toBe('refunded')
    expect(Date.parse(refund.body.data.ends_at)).toBeLessThanOrEqual(s.clock.now().getTime())
    const locked = await s.request('GET', '/api/campaigns', { token })
    expect(locked.status).toBe(403)
    expect(locked.body.code).toBe('whitelabel.subscription_paused')
    const events = await history(sub.id)
    expect(events.map((e) => [e.action, e.toStatus])).toEqual([['create', 'active'], ['cancel', 'cancel_scheduled'], ['undo_cancel', 'active'], ['refund', 'refunded']])
    expect(events[3].details).toEqual({ refunded_cents: 4900 })
    const again = await s.request('POST', `/api/wl/subscriptions/${sub.id}/refund`, { token: a.token })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('whitelabel.subscription_not_allowed')
    expect(await history(sub.id)).toHaveLength(4)
  })

  it("pauses: the customer's users are locked out while the reseller keeps access; resuming lets them back", async () => {
    const sub = await addAccount(s, a)
    const token = await customerToken(s, sub.email)
    expect((await s.request('POST', `/api/wl/subscriptions/${sub.id}/pause`, { token: a.token })).body.data.status).toBe('paused')
    const locked = await s.request('GET', '/api/campaigns', { token })
    expect(locked.status).toBe(403)
    expect(locked.body.code).toBe('whitelabel.subscription_paused')
    expect((await s.request('GET', '/api/wl/subscriptions', { token: a.token })).status).toBe(200)
    expect((await s.request('GET', '/api/campaigns', { token: a.token })).status).toBe(200)
    expect((await s.request('POST', `/api/wl/subscriptions/${sub.id}/resume`, { token: a.token })).body.data.status).toBe('active')
    expect((await s.request('GET', '/api/campaigns', { token })).status).toBe(200)
    const notPaused = await s.request('POST', `/api/wl/subscriptions/${sub.id}/resume`, { token: a.token })
    expect(notPaused.status).toBe(409)
  })

  it('restores one cancelled at its provider, managed by hand from then on', async () => {
    const sub = await addAccount(s, a)
    await s.db.update(wlSubscriptions).set({ status: 'external_canceled', provider: 'stripe', providerSubscriptionId: `sub_${sub.id}` }).where(eq(wlSubscriptions.id, sub.id))
    const restored = await s.request('POST', `/api/wl/subscriptions/${sub.id}/restore`, { token: a.token })
    expect(restored.body.data).toMatchObject({ status: 'active', managed_manually: true })
    const cancel = await s.request('POST', `/api/wl/subscriptions/${sub.id}/cancel`, { token: a.token })
    expect(cancel.body.data.status).toBe('cancel_scheduled')
  })

  it('does not mark cancelled a subscription whose provider could not be told', async () => {
    const sub = await addAccount(s, a)
    await s.db.update(wlSubscriptions).set({ provider: 'paykickstart', providerSubscriptionId: `pks_${sub.id}` }).where(eq(wlSubscriptions.id, sub.id))
    const cancel = await s.request('POST', `/api/wl/subscriptions/${sub.id}/cancel`, { token: a.token })
    expect(cancel.status).toBe(409)
    expect(cancel.body.code).toBe('whitelabel.provider_refused')
    const [row] = await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, sub.id))
    expect(row.status).toBe('active')
  })

  it('edits the expiry and the package (the customer moves to its plan), with their history', async () => {
    const sub = await addAccount(s, a)
    const past = await s.request('PUT', `/api/wl/subscriptions/${sub.id}`, { token: a.token, body: { ends_at: new Date(s.clock.now().getTime() - DAY).toISOString() } })
    expect(past.status).toBe(422)
    expect(past.body.field_codes.ends_at[0].code).toBe('whitelabel.expiry_past')
    const endsAt = new Date(s.clock.now().getTime() + 400 * DAY).toISOString()
    const edited = await s.request('PUT', `/api/wl/subscriptions/${sub.id}`, { token: a.token, body: { ends_at: endsAt, package_id: a.otherPackageId } })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.data).toMatchObject({ ends_at: endsAt, package: 'resa Pro', fee_cents: 9900, package_id: a.otherPackageId })
    expect((await history(sub.id)).map((e) => e.action)).toEqual(['create', 'extend', 'change_package'])
    const foreign = await s.request('PUT', `/api/wl/subscriptions/${sub.id}`, { token: a.token, body: { package_id: b.packageId } })
    expect(foreign.status).toBe(422)
  })

  it('answers the usage history newest first, page by page, only the reseller’s own', async () => {
    const sub = await addAccount(s, a)
    await s.request('POST', `/api/wl/subscriptions/${sub.id}/pause`, { token: a.token })
    await s.request('POST', `/api/wl/subscriptions/${sub.id}/resume`, { token: a.token })
    const first = await s.request('GET', `/api/wl/subscriptions/usage-history?subscription_id=${sub.id}&limit=2`, { token: a.token })
    expect(first.body.data.map((e: any) => e.action)).toEqual(['resume', 'pause'])
    expect(first.body.data[0]).toMatchObject({ email: sub.email, from_status: 'paused', to_status: 'active', source: 'user' })
    const second = await s.request('GET', `/api/wl/subscriptions/usage-history?subscription_id=${sub.id}&limit=2&cursor=${first.body.next_cursor}`, { token: a.token })
    expect(second.body.data.map((e: any) => e.action)).toEqual(['create'])
    expect(second.body.next_cursor).toBeNull()
    const foreign = await s.request('GET', `/api/wl/subscriptions/usage-history?subscription_id=${sub.id}`, { token: b.token })
    expect(foreign.body.data).toEqual([])
  })
})

describe('the period sweep', () => {
  it('ends periods of subscriptions charged here: scheduled cancellations become cancelled, the rest expire; provider-charged ones wait for their events', async () => {
    const r = await makeReseller(s, 'sweep')
    const scheduled = await addAccount(s, r, { expiry_days: 10 })
    const running = await addAccount(s, r, { expiry_days: 10 })
    const atStripe = await addAccount(s, r, { expiry_days: 10 })
    const later = await addAccount(s, r, { expiry_days: 100 })
    await s.request('POST', `/api/wl/subscriptions/${scheduled.id}/cancel`, { token: r.token })
    await s.db.update(wlSubscriptions).set({ provider: 'stripe', providerSubscriptionId: `sub_sweep_${atStripe.id}` }).where(eq(wlSubscriptions.id, atStripe.id))
    s.clock.advance(11 * DAY)
    try {
      await sweepPeriods(s.deps)
      const status = async (id: number) => (await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, id)))[0].status
      expect(await status(scheduled.id)).toBe('canceled')
      expect(await status(running.id)).toBe('expired')
      expect(await status(atStripe.id)).toBe('active')
      expect(await status(later.id)).toBe('active')
      expect((await history(running.id)).at(-1)).toMatchObject({ action: 'expire', source: 'schedule', actorUserId: null })
      const again = await sweepPeriods(s.deps)
      expect(again).toEqual({ canceled: 0, expired: 0 })
    } finally {
      s.clock.advance(-11 * DAY)
    }
  })
})

describe('the table at the database', () => {
  it('keeps one history row per change for every subscription of the reseller', async () => {
    const rows = await s.db.execute(sql`SELECT count(*)::int AS n FROM wl_subscriptions s WHERE NOT EXISTS (SELECT 1 FROM wl_subscription_events e WHERE e.subscription_id = s.id AND e.action = 'create')`)
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0)
  })
})
