import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountMembers, accounts, plans, users, wlPackages, wlSubscriptionEvents, wlSubscriptions } from '../../src/server/db/schema'
import { changeSubscription, recordSubscriptionCreated } from '../../src/server/modules/whitelabel/subscription-change'
import { provisionCustomer } from '../../src/server/modules/whitelabel/provision-customer'
import { inTransaction } from '../../src/server/db/transaction'
import { forAccount } from '../../src/server/db/tenant-scope'
import { startTestServer, type TestServer } from './harness'

let s: TestServer
let resellerId: number
let otherResellerId: number
let customerId: number
let packageId: number
beforeAll(async () => {
  s = await startTestServer()
  const [plan] = await s.db.select().from(plans).limit(1)
  const made = await s.db
    .insert(accounts)
    .values([{ name: 'Reseller A', kind: 'reseller' }, { name: 'Reseller B', kind: 'reseller' }])
    .returning({ id: accounts.id })
  ;[resellerId, otherResellerId] = made.map((a) => a.id)
  const [customer] = await s.db.insert(accounts).values({ name: 'Customer of A', resellerId }).returning({ id: accounts.id })
  customerId = customer.id
  const [pkg] = await s.db
    .insert(wlPackages)
    .values({ accountId: resellerId, planId: plan.id, name: 'Starter', priceCents: 4900, credits: 100 })
    .returning({ id: wlPackages.id })
  packageId = pkg.id
}, 60_000)
afterAll(async () => {
  await s?.close()
})

async function newSubscription() {
  return inTransaction(s.db, async (tx) => {
    const [row] = await tx
      .insert(wlSubscriptions)
      .values({ accountId: resellerId, customerAccountId: customerId, packageId, packageName: 'Starter', endsAt: new Date(Date.now() + 30 * 86_400_000) })
      .returning()
    await recordSubscriptionCreated(tx, row, { actorUserId: null, source: 'inbound' })
    return row
  })
}

describe('a subscription change', () => {
  it('moves the status by the transition table and writes the history row with it', async () => {
    const row = await newSubscription()
    const endsAt = new Date(Date.now() + 60 * 86_400_000)
    const result = await inTransaction(s.db, (tx) => changeSubscription(tx, row, 'extend', { actorUserId: null, source: 'user', set: { endsAt }, details: { days: 30 } }))
    expect(result.applied).toBe(true)
    const cancelled = await inTransaction(s.db, async (tx) => {
      const [now] = await tx.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, row.id))
      return changeSubscription(tx, now, 'cancel', { actorUserId: null, source: 'user' })
    })
    expect(cancelled).toMatchObject({ applied: true, row: { status: 'cancel_scheduled' } })
    const history = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, row.id)).orderBy(wlSubscriptionEvents.id)
    expect(history.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['create', null, 'active'],
      ['extend', 'active', 'active'],
      ['cancel', 'active', 'cancel_scheduled'],
    ])
    expect(history[1].details).toEqual({ days: 30 })
  })

  it('refuses an action its status does not allow, writing nothing', async () => {
    const row = await newSubscription()
    const result = await changeSubscription(s.db, row, 'resume', { actorUserId: null, source: 'user' })
    expect(result).toEqual({ applied: false, reason: 'not_allowed' })
    const history = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, row.id))
    expect(history).toHaveLength(1)
  })

  it('does not overwrite a change made meanwhile: the second of two racing refunds reports it and writes nothing', async () => {
    const row = await newSubscription()
    const results = await Promise.all([
      inTransaction(s.db, (tx) => changeSubscription(tx, row, 'refund', { actorUserId: null, source: 'stripe:evt_1' })),
      inTransaction(s.db, (tx) => changeSubscription(tx, row, 'refund', { actorUserId: null, source: 'user' })),
    ])
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    expect(results.find((r) => !r.applied)).toEqual({ applied: false, reason: 'changed_meanwhile' })
    const refunds = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, row.id))
    expect(refunds.filter((e) => e.action === 'refund')).toHaveLength(1)
  })

  it("is scoped to the reseller's account: another reseller sees none of its packages or subscriptions", async () => {
    await newSubscription()
    const mine = await forAccount(s.db, resellerId).select('wlSubscriptions')
    const theirs = await forAccount(s.db, otherResellerId).select('wlSubscriptions')
    expect(mine.length).toBeGreaterThan(0)
    expect(theirs).toEqual([])
    expect(await forAccount(s.db, otherResellerId).one('wlPackages', packageId)).toBeUndefined()
    expect((await forAccount(s.db, resellerId).one('wlPackages', packageId))?.name).toBe('Starter')
  })
})

describe('a new customer of a reseller', () => {
  const pkgOf = async () => (await s.db.select().from(wlPackages).where(eq(wlPackages.id, packageId)))[0]

  it('gets a user, an account tagged with the reseller on the package plan, and the subscription with its history row', async () => {
    const pkg = await pkgOf()
    const now = new Date('2026-03-01T10:00:00Z')
    const made = await inTransaction(s.db, (tx) =>
      provisionCustomer(tx, { resellerAccountId: resellerId, pkg, customer: { email: ' New.Buyer@Example.com ', firstName: 'Nia', lastName: 'Buyer' }, provider: 'local', expiryDays: 30, actorUserId: null, source: 'inbound', now }),
    )
    expect(made.newUser).toBe(true)
    const [account] = await s.db.select().from(accounts).where(eq(accounts.id, made.customerAccountId))
    expect(account).toMatchObject({ resellerId, planId: pkg.planId })
    const [owner] = await s.db.select({ email: users.email }).from(accountMembers).innerJoin(users, eq(users.id, accountMembers.userId)).where(eq(accountMembers.accountId, account.id))
    expect(owner.email).toBe('new.buyer@example.com')
    expect(made.subscription).toMatchObject({ accountId: resellerId, status: 'active', packageName: 'Starter', feeCents: 4900, provider: 'local' })
    expect(made.subscription.endsAt.toISOString()).toBe('2026-03-31T10:00:00.000Z')
    const history = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, made.subscription.id))
    expect(history.map((e) => e.action)).toEqual(['create'])

    const again = await inTransaction(s.db, (tx) =>
      provisionCustomer(tx, { resellerAccountId: resellerId, pkg, customer: { email: 'new.buyer@example.com', firstName: 'Nia', lastName: 'Buyer' }, provider: 'manual', actorUserId: null, source: 'user', now }),
    )
    expect(again).toMatchObject({ newUser: false, customerAccountId: made.customerAccountId })
  })

  it("refuses someone who is another reseller's customer, leaving nothing behind", async () => {
    const pkg = await pkgOf()
    const before = await s.db.select().from(wlSubscriptions)
    await expect(
      inTransaction(s.db, (tx) =>
        provisionCustomer(tx, { resellerAccountId: otherResellerId, pkg: { ...pkg, accountId: otherResellerId }, customer: { email: 'new.buyer@example.com', firstName: 'N', lastName: 'B' }, provider: 'manual', actorUserId: null, source: 'user', now: new Date() }),
      ),
    ).rejects.toMatchObject({ status: 422 })
    expect(await s.db.select().from(wlSubscriptions)).toHaveLength(before.length)
  })
})
