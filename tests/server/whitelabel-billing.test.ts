import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { accountModules, modules, plans, wlPackages, wlProviderEvents, wlSubscriptionEvents, wlSubscriptions } from '../../src/server/db/schema'
import { billingFor } from '../../src/server/modules/whitelabel/billing/reseller-billing'
import { publishPackageOnProvider } from '../../src/server/modules/whitelabel/billing/publish-package'
import { ipnHash } from '../../src/server/providers/payments/paykickstart'
import { STRIPE_SECRET_KEY } from './fakes/fake-stripe'
import { CONNECT_CLIENT_ID, CONNECT_WEBHOOK_SECRET, startFakeStripeConnect, type FakeStripeConnect } from './fakes/fake-stripe-connect'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
let stripe: FakeStripeConnect
beforeAll(async () => {
  stripe = await startFakeStripeConnect()
  s = await startTestServer({
    mail: 'outbox',
    config: {
      resellerBilling: {
        stripeConnect: { clientId: CONNECT_CLIENT_ID, secretKey: STRIPE_SECRET_KEY, webhookSecret: CONNECT_WEBHOOK_SECRET, apiBase: stripe.url, connectBase: stripe.url },
        paykickstartApiBase: `${stripe.url}/paykickstart`,
      },
    },
  })
}, 60_000)
afterAll(async () => {
  await s?.close()
  await stripe?.close()
})

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

async function reseller() {
  const user = await s.signedInUser('reseller')
  const me = await s.request('GET', '/api/me', { token: user.token })
  const id = me.body.account.id as number
  const [module] = await s.db.select().from(modules).where(eq(modules.slug, 'whitelabel'))
  await s.db.insert(accountModules).values({ accountId: id, moduleId: module.id }).onConflictDoNothing()
  return { ...user, id }
}

async function connected() {
  const r = await reseller()
  const start = await s.request('POST', '/api/wl/stripe/connect', { token: r.token })
  const state = new URL(start.body.url).searchParams.get('state')!
  const acct = `acct_${Math.random().toString(36).slice(2, 12)}`
  const done = await s.request('POST', '/api/wl/stripe/callback', { token: r.token, body: { code: stripe.authorize(acct), state } })
  expect(done).toMatchObject({ status: 200, body: { provider: 'stripe', stripe: { account_id: acct } } })
  return { ...r, acct }
}

async function publishedPackage(resellerId: number, overrides: Partial<typeof wlPackages.$inferInsert> = {}) {
  const [plan] = await s.db.select().from(plans).limit(1)
  const [pkg] = await s.db
    .insert(wlPackages)
    .values({ accountId: resellerId, planId: plan.id, name: 'Growth', priceCents: 9900, credits: 500, status: 'published', ...overrides })
    .returning()
  return pkg
}

const deliver = (d: { payload: string; signature: string }) =>
  s.request('POST', '/api/webhooks/stripe-connect', { raw: d.payload, headers: { 'content-type': 'application/json', 'stripe-signature': d.signature } })
const subscriptionsOf = (resellerId: number) => s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.accountId, resellerId))
const historyOf = (subscriptionId: number) => s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, subscriptionId)).orderBy(wlSubscriptionEvents.id)

describe(`reseller billing with Stripe Connect against a fake Stripe (${driver})`, () => {
  it('connects by OAuth with a state that is checked and spent, and refuses an account another reseller holds', async () => {
    const r = await reseller()
    expect((await s.request('GET', '/api/wl/billing', { token: r.token })).body).toMatchObject({ provider: 'local', stripe: { available: true, account_id: null } })
    const start = await s.request('POST', '/api/wl/stripe/connect', { token: r.token })
    const authorize = new URL(start.body.url)
    expect(authorize.pathname).toBe('/oauth/authorize')
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ response_type: 'code', client_id: CONNECT_CLIENT_ID, scope: 'read_write', redirect_uri: expect.stringMatching(/\/whitelabel\/stripe\/callback$/) })
    const state = authorize.searchParams.get('state')!
    const wrong = await s.request('POST', '/api/wl/stripe/callback', { token: r.token, body: { code: stripe.authorize('acct_wrongstate1'), state: 'not-the-state' } })
    expect(wrong).toMatchObject({ status: 409, body: { code: 'whitelabel.stripe_state_invalid' } })
    // A wrong state spends nothing: the reseller's own state still completes the connection, once.
    const again = state
    const ok = await s.request('POST', '/api/wl/stripe/callback', { token: r.token, body: { code: stripe.authorize('acct_first000001'), state: again } })
    expect(ok).toMatchObject({ status: 200, body: { provider: 'stripe', stripe: { account_id: 'acct_first000001' } } })
    const replay = await s.request('POST', '/api/wl/stripe/callback', { token: r.token, body: { code: stripe.authorize('acct_first000001'), state: again } })
    expect(replay).toMatchObject({ status: 409, body: { code: 'whitelabel.stripe_state_invalid' } })

    const other = await reseller()
    const otherState = new URL((await s.request('POST', '/api/wl/stripe/connect', { token: other.token })).body.url).searchParams.get('state')!
    const taken = await s.request('POST', '/api/wl/stripe/callback', { token: other.token, body: { code: stripe.authorize('acct_first000001'), state: otherState } })
    expect(taken).toMatchObject({ status: 409, body: { code: 'whitelabel.stripe_connect_refused' } })
    expect((await s.request('POST', '/api/wl/stripe/callback', { token: other.token, body: { code: 'x y', state: otherState } })).status).toBe(422)

    const off = await s.request('DELETE', '/api/wl/stripe', { token: r.token })
    expect(off).toMatchObject({ status: 200, body: { provider: 'local', stripe: { account_id: null } } })
    expect(stripe.requests.filter((q) => q.path === '/oauth/deauthorize').at(-1)?.params).toMatchObject({ stripe_user_id: 'acct_first000001', client_id: CONNECT_CLIENT_ID })
    const put = await s.request('PUT', '/api/wl/billing', { token: r.token, body: { provider: 'stripe' } })
    expect(put).toMatchObject({ status: 422, body: { errors: { provider: [expect.any(String)] } } })
  })

  it('publishes on the connected account, sells through Checkout, and applies the same completed event 10 times once', async () => {
    const r = await connected()
    const pkg = await publishPackageOnProvider(s.deps, r.id, await publishedPackage(r.id, { yearlyPriceCents: 99000, trialDays: 0, billingAddress: true }))
    expect(pkg.providerProductId).toMatch(/^prod_/)
    expect(Object.keys(pkg.providerPriceIds).sort()).toEqual(['period', 'yearly'])
    const creations = stripe.requests.filter((q) => q.path === '/v1/products' || q.path === '/v1/prices')
    expect(creations.every((q) => q.account === r.acct && q.idempotencyKey?.startsWith(`wl-package:${pkg.id}:`))).toBe(true)

    const billing = await billingFor(s.deps, r.id)
    const email = uniqueEmail('buyer')
    const out = await billing.checkout(pkg, { email, firstName: 'Grace', lastName: 'Hopper' }, { successUrl: 'https://shop.example/thanks', cancelUrl: 'https://shop.example/p' })
    expect(out).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) })
    const sessionRequest = stripe.requests.find((q) => q.path === '/v1/checkout/sessions' && q.account === r.acct)!
    expect(sessionRequest.params).toMatchObject({ mode: 'subscription', customer_email: email, billing_address_collection: 'required', success_url: 'https://shop.example/thanks', metadata: { package_id: String(pkg.id) } })

    const sessionId = out.kind === 'redirect' ? out.url.split('/').at(-1)! : ''
    const paid = stripe.completeCheckout(sessionId, { email, name: 'Grace Hopper' })
    const delivery = stripe.signedEvent('checkout.session.completed', paid.session, r.acct)
    const results = []
    for (let i = 0; i < 10; i++) results.push((await deliver(delivery)).body.result)
    expect(results).toEqual(['applied', ...Array(9).fill('duplicate')])
    const subs = await subscriptionsOf(r.id)
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({ provider: 'stripe', providerSubscriptionId: paid.subscription.id, providerCustomerId: expect.stringMatching(/^cus_/), status: 'active', packageId: pkg.id })
    expect((await historyOf(subs[0].id)).map((e) => e.action)).toEqual(['create'])
    const [recorded] = await s.db.select().from(wlProviderEvents).where(and(eq(wlProviderEvents.provider, 'stripe'), eq(wlProviderEvents.eventId, delivery.event.id)))
    expect(recorded).toMatchObject({ accountId: r.id, result: 'applied' })
  })

  it('moves the subscription by invoice, subscription and refund events, and cancels and refunds at Stripe on the connected account', async () => {
    const r = await connected()
    const pkg = await publishPackageOnProvider(s.deps, r.id, await publishedPackage(r.id))
    const billing = await billingFor(s.deps, r.id)
    const email = uniqueEmail('buyer')
    const out = await billing.checkout(pkg, { email, firstName: 'Alan', lastName: 'Turing' }, { successUrl: 'https://shop.example/ok', cancelUrl: 'https://shop.example/no' })
    const paid = stripe.completeCheckout(out.kind === 'redirect' ? out.url.split('/').at(-1)! : '', { email, name: 'Alan Turing' })
    await deliver(stripe.signedEvent('checkout.session.completed', paid.session, r.acct))
    const status = async () => (await subscriptionsOf(r.id))[0]
    const invoice = { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: paid.subscription.id } }, amount_due: 9900, amount_paid: 9900 }

    expect((await deliver(stripe.signedEvent('invoice.payment_failed', invoice, r.acct))).body.result).toBe('applied')
    expect((await status()).status).toBe('past_due')
    const end = Math.floor(Date.now() / 1000) + 60 * 86_400
    await deliver(stripe.signedEvent('invoice.paid', { ...invoice, lines: { data: [{ period: { end } }] } }, r.acct))
    expect(await status()).toMatchObject({ status: 'active', endsAt: new Date(end * 1000) })

    await billing.cancelAtPeriodEnd(await status(), true)
    const update = stripe.requests.filter((q) => q.path === `/v1/subscriptions/${paid.subscription.id}` && q.method === 'POST').at(-1)!
    expect(update).toMatchObject({ account: r.acct, params: { cancel_at_period_end: 'true' } })
    await deliver(stripe.signedEvent('customer.subscription.updated', { ...paid.subscription, cancel_at_period_end: true }, r.acct))
    expect((await status()).status).toBe('cancel_scheduled')
    await deliver(stripe.signedEvent('customer.subscription.updated', { ...paid.subscription, cancel_at_period_end: false }, r.acct))
    expect((await status()).status).toBe('active')

    const refund = await billing.refundLast(await status())
    expect(refund).toEqual({ amountCents: 9900 })
    const refundCalls = stripe.requests.filter((q) => q.account === r.acct && (q.path === '/v1/invoice_payments' || q.path === '/v1/refunds'))
    expect(refundCalls.map((q) => q.path)).toEqual(['/v1/invoice_payments', '/v1/refunds'])
    expect(refundCalls[1]).toMatchObject({ params: { payment_intent: paid.intent.id }, idempotencyKey: `wl-refund:${(await status()).id}` })
    const charge = { id: 'ch_1', object: 'charge', customer: paid.subscription.customer, amount_refunded: 9900, refunded: true }
    for (let i = 0; i < 3; i++) await deliver(stripe.signedEvent('charge.refunded', charge, r.acct, { id: 'evt_refund_same' }))
    expect((await status()).status).toBe('refunded')
    const history = await historyOf((await status()).id)
    expect(history.map((e) => [e.action, e.toStatus])).toEqual([
      ['create', 'active'], ['payment_failed', 'past_due'], ['payment_succeeded', 'active'], ['cancel', 'cancel_scheduled'], ['undo_cancel', 'active'], ['refund', 'refunded'],
    ])
    expect(history.slice(1).every((e) => e.source.startsWith('stripe:evt_') && e.actorUserId === null)).toBe(true)
    expect(await billing.portalUrl(await status(), 'https://shop.example/account')).toMatch(/^https:\/\/billing\.stripe\.com\//)
  })

  it("refuses bad and stale signatures; another account's events change nothing of this reseller; a deauthorization forgets the account", async () => {
    const a = await connected()
    const b = await connected()
    const pkg = await publishPackageOnProvider(s.deps, a.id, await publishedPackage(a.id))
    const email = uniqueEmail('buyer')
    const out = await (await billingFor(s.deps, a.id)).checkout(pkg, { email, firstName: 'Ada', lastName: 'L' }, { successUrl: 'https://x.example/ok', cancelUrl: 'https://x.example/no' })
    const paid = stripe.completeCheckout(out.kind === 'redirect' ? out.url.split('/').at(-1)! : '', { email, name: 'Ada L' })

    expect(await deliver(stripe.signedEvent('checkout.session.completed', paid.session, a.acct, { secret: 'whsec_other' }))).toMatchObject({ status: 400, body: { code: 'whitelabel.webhook_signature' } })
    expect((await deliver(stripe.signedEvent('checkout.session.completed', paid.session, a.acct, { at: new Date(Date.now() - 301_000) }))).status).toBe(400)
    expect((await deliver(stripe.signedEvent('checkout.session.completed', paid.session, a.acct, { at: new Date(Date.now() + 301_000) }))).status).toBe(400)
    // B's connected account names A's package in a forged metadata: it is not B's package, so nothing is sold.
    expect((await deliver(stripe.signedEvent('checkout.session.completed', paid.session, b.acct))).body.result).toBe('ignored')
    expect(await subscriptionsOf(b.id)).toHaveLength(0)
    expect(await subscriptionsOf(a.id)).toHaveLength(0)
    await deliver(stripe.signedEvent('checkout.session.completed', paid.session, a.acct))
    expect(await subscriptionsOf(a.id)).toHaveLength(1)
    expect((await deliver(stripe.signedEvent('customer.subscription.deleted', paid.subscription, b.acct))).body.result).toBe('ignored')
    expect((await subscriptionsOf(a.id))[0].status).toBe('active')

    expect((await deliver(stripe.signedEvent('account.application.deauthorized', { id: 'ca_x', object: 'application' }, a.acct))).body.result).toBe('applied')
    expect((await s.request('GET', '/api/wl/billing', { token: a.token })).body).toMatchObject({ provider: 'local', stripe: { account_id: null } })
    // Stripe's own cancellation of a subscription of a connected account B does not know: recorded, ignored.
    expect((await deliver(stripe.signedEvent('customer.subscription.deleted', paid.subscription, a.acct))).body.result).toBe('ignored')
  })
})

describe(`reseller billing with PayKickStart and the local provider (${driver})`, () => {
  const ipn = (resellerId: number, packageId: number, fields: [string, string][]) =>
    s.request('POST', `/api/webhooks/paykickstart?account=${resellerId}&package=${packageId}`, { raw: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })

  it('verifies the IPN hash (and the older verification_code), provisions on a sale once, and applies a cancellation', async () => {
    const r = await reseller()
    const secret = 'pks-secret-1234'
    expect((await s.request('PUT', '/api/wl/billing', { token: r.token, body: { provider: 'paykickstart' } })).status).toBe(422)
    const put = await s.request('PUT', '/api/wl/billing', { token: r.token, body: { provider: 'paykickstart', paykickstart_secret: secret } })
    expect(put).toMatchObject({ status: 200, body: { provider: 'paykickstart', paykickstart: { secret_set: true } } })
    expect(JSON.stringify(put.body)).not.toContain(secret)
    const pkg = await publishedPackage(r.id)
    const email = uniqueEmail('pks')
    const fields: [string, string][] = [
      ['event', 'sales'], ['mode', 'live'], ['is_rebill', '0'], ['amount', '99.00'], ['buyer_email', email], ['buyer_first_name', 'Kat '], ['buyer_last_name', ''],
      ['transaction_id', 'PK-T-1'], ['invoice_id', 'PK-I-1'], ['product_id', '77'], ['campaign_id', '5'],
    ]
    const signed: [string, string][] = [...fields, ['hash', ipnHash(fields, secret)]]
    expect(await ipn(r.id, pkg.id, [...fields, ['hash', ipnHash(fields, 'wrong')]])).toMatchObject({ status: 400, body: { code: 'whitelabel.webhook_signature' } })
    const results = []
    for (let i = 0; i < 10; i++) results.push((await ipn(r.id, pkg.id, signed)).body.result)
    expect(results).toEqual(['applied', ...Array(9).fill('duplicate')])
    const [sub] = await subscriptionsOf(r.id)
    expect(sub).toMatchObject({ provider: 'paykickstart', providerSubscriptionId: 'PK-I-1', status: 'active' })

    const cancel: [string, string][] = [['event', 'subscription-cancelled'], ['transaction_id', 'PK-T-1'], ['invoice_id', 'PK-I-1'], ['buyer_email', email]]
    const code = createHmac('sha1', secret).update(cancel.map(([, v]) => v).join('|')).digest('hex')
    expect((await ipn(r.id, pkg.id, [...cancel, ['verification_code', code]])).body.result).toBe('applied')
    expect((await subscriptionsOf(r.id))[0].status).toBe('external_canceled')

    const other = await reseller()
    expect((await ipn(other.id, pkg.id, signed)).status).toBe(400)
  })

  it('sells with the local provider at once and refunds its last charge once', async () => {
    const r = await reseller()
    const pkg = await publishedPackage(r.id, { priceCents: 4900 })
    const billing = await billingFor(s.deps, r.id)
    const out = await billing.checkout(pkg, { email: uniqueEmail('local'), firstName: 'L', lastName: 'P' }, { successUrl: 'https://x.example/ok', cancelUrl: 'https://x.example/no' })
    expect(out).toMatchObject({ kind: 'completed', provider: 'local', providerSubscriptionId: expect.stringMatching(/^lsub_\d+$/) })
    const [sub] = await s.db
      .insert(wlSubscriptions)
      .values({ accountId: r.id, customerAccountId: r.id, packageName: pkg.name, provider: 'local', providerSubscriptionId: out.kind === 'completed' ? out.providerSubscriptionId : null, endsAt: new Date(Date.now() + 86_400_000) })
      .returning()
    expect(await billing.refundLast(sub)).toEqual({ amountCents: 4900 })
    expect(await billing.refundLast(sub)).toBeNull()
    expect(await billing.portalUrl(sub, 'https://x.example')).toBeNull()
  })
})
