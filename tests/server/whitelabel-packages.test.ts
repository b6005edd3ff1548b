import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountModules, accounts, businessSettings, modules, plans, users, wlSalesOrders, wlSubscriptionEvents, wlSubscriptions } from '../../src/server/db/schema'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
let resellerPlanId: number
let platformOnlyPlanId: number
type Reseller = { token: string; accountId: number }
let a: Reseller
let b: Reseller

async function reseller(label: string, withLook = true): Promise<Reseller> {
  const { token } = await s.signedInUser(label)
  const me = await s.request('GET', '/api/me', { token })
  const accountId = me.body.account.id as number
  const [wl] = await s.db.select().from(modules).where(eq(modules.slug, 'whitelabel'))
  await s.db.insert(accountModules).values({ accountId, moduleId: wl.id }).onConflictDoNothing()
  if (withLook) await giveLook(accountId, `${label} Brand`)
  return { token, accountId }
}

async function giveLook(accountId: number, name: string) {
  await s.db.insert(businessSettings).values({
    ownerId: accountId,
    domain: `${name.toLowerCase().replace(/\W+/g, '-')}-${accountId}.example.com`,
    name,
    loginPageBgColor: '#573BFF',
    sidebarBackgroundColor: '#202633',
    buttonColor: '#573BFF',
    secondaryColor: '#01C0F6',
    textColor: '#202633',
    headingColor: '#A0AEC0',
    script: '<script>steal(localStorage)</script>',
  })
}

const packageOf = (overrides: Record<string, unknown> = {}) => ({
  plan_id: resellerPlanId,
  name: 'Growth',
  description: 'For growing agencies',
  price: 4900,
  yearly_price: 49000,
  one_time_price: null,
  currency: 'usd',
  credits: 300,
  trial_days: 0,
  trial_amount: 0,
  collect_payment_method: true,
  billing_portal: true,
  show_on_sales_page: true,
  form_available_days: null,
  custom_fields: [
    { label: 'Company', optional: false, options: [] },
    { label: 'Team size', optional: true, options: ['Solo', '2 to 10', 'More'] },
  ],
  thank_you_url: 'https://brand.example.com/thanks',
  tax_collection: false,
  billing_address: false,
  phone_required: true,
  ...overrides,
})

const buyer = (overrides: Record<string, unknown> = {}) => ({
  request_id: `req-${Math.random().toString(36).slice(2, 12)}`,
  email: uniqueEmail('buyer'),
  first_name: 'Grace',
  last_name: 'Hopper',
  price_option: 'period',
  phone: '+1 555 0100',
  custom_fields: { Company: 'Navy', 'Team size': 'Solo' },
  ...overrides,
})

async function publishedWithPage(owner: Reseller, slug: string, overrides: Record<string, unknown> = {}) {
  const made = await s.request('POST', '/api/wl/packages', { token: owner.token, body: packageOf(overrides) })
  expect(made.status).toBe(201)
  expect((await s.request('POST', `/api/wl/packages/${made.body.id}/publish`, { token: owner.token })).status).toBe(200)
  const page = await s.request('PUT', `/api/wl/packages/${made.body.id}/sales-settings`, { token: owner.token, body: { slug, title: 'Grow now', description: 'Buy it', enabled: true } })
  expect(page.status).toBe(200)
  return made.body.id as number
}

beforeAll(async () => {
  s = await startTestServer()
  const [forResellers] = await s.db.insert(plans).values({ name: 'Reseller base', price: 2000, credits: 300, availableForResellers: true }).returning()
  const [platformOnly] = await s.db.insert(plans).values({ name: 'Platform only', price: 2000, credits: 300 }).returning()
  resellerPlanId = forResellers.id
  platformOnlyPlanId = platformOnly.id
  a = await reseller('reseller-a')
  b = await reseller('reseller-b')
}, 60_000)
afterAll(async () => {
  await s?.close()
})

describe('packages', () => {
  it('refuses a user without the white-label module', async () => {
    const { token } = await s.signedInUser('plain')
    const res = await s.request('GET', '/api/wl/packages', { token })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('accounts.module_required')
  })

  it('creates a draft with every field, answers it back, and lists the plans available for resellers only', async () => {
    const plansRes = await s.request('GET', '/api/wl/package-plans', { token: a.token })
    expect(plansRes.body.data.map((p: { id: number }) => p.id)).toContain(resellerPlanId)
    expect(plansRes.body.data.map((p: { id: number }) => p.id)).not.toContain(platformOnlyPlanId)
    const res = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ trial_days: 7, trial_amount: 100, form_available_days: 30, tax_collection: true, billing_address: true }) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      status: 'draft',
      plan_id: resellerPlanId,
      plan_name: 'Reseller base',
      price: 4900,
      yearly_price: 49000,
      trial_days: 7,
      trial_amount: 100,
      form_available_days: 30,
      tax_collection: true,
      billing_address: true,
      phone_required: true,
      custom_fields: [{ label: 'Company', optional: false, options: [] }, { label: 'Team size', optional: true, options: ['Solo', '2 to 10', 'More'] }],
      thank_you_url: 'https://brand.example.com/thanks',
      subscriptions: 0,
      sales_page: null,
      published_at: null,
    })
    const read = await s.request('GET', `/api/wl/packages/${res.body.id}`, { token: a.token })
    expect(read.body).toEqual(res.body)
  })

  it('keeps the sale price per credit above 12 cents', async () => {
    const atFloor = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ price: 3600, credits: 300 }) })
    expect(atFloor.status).toBe(422)
    expect(atFloor.body.errors.price[0]).toBe('The sale price per credit must be above 12 cents.')
    const above = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ price: 3601, credits: 300 }) })
    expect(above.status).toBe(201)
  })

  it('refuses dropdown options that are not alphanumeric, a plan not for resellers, and a custom field without a label', async () => {
    const options = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ custom_fields: [{ label: 'Size', optional: false, options: ['ok', 'not<ok>'] }] }) })
    expect(options.status).toBe(422)
    expect(options.body.errors['custom_fields.0.options'][0]).toBe('Dropdown options must be alphanumeric.')
    const plan = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ plan_id: platformOnlyPlanId }) })
    expect(plan.status).toBe(422)
    expect(plan.body.errors.plan_id[0]).toBe('This plan is not available for resellers.')
    const label = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ custom_fields: [{ label: ' ', optional: true, options: [] }] }) })
    expect(label.status).toBe(422)
    expect(Object.keys(label.body.errors)).toEqual(['custom_fields.0.label'])
  })

  it('answers 4xx for a bad id or a body that is not a package, never 500', async () => {
    expect((await s.request('GET', '/api/wl/packages/abc', { token: a.token })).status).toBe(404)
    expect((await s.request('GET', '/api/wl/packages/99999999999', { token: a.token })).status).toBe(404)
    const junk = await s.request('POST', '/api/wl/packages', { token: a.token, body: { name: 12, custom_fields: 'x' } })
    expect(junk.status).toBe(422)
    expect((await s.request('PUT', '/api/wl/packages/1/sales-settings', { token: a.token, raw: '{', headers: { 'content-type': 'application/json' } })).status).toBeLessThan(500)
  })

  it('never shows, changes or deletes another reseller\'s package', async () => {
    const mine = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf({ name: 'Only A' }) })
    const id = mine.body.id
    expect((await s.request('GET', `/api/wl/packages/${id}`, { token: b.token })).status).toBe(404)
    expect((await s.request('PUT', `/api/wl/packages/${id}`, { token: b.token, body: packageOf({ name: 'Taken' }) })).status).toBe(404)
    expect((await s.request('POST', `/api/wl/packages/${id}/publish`, { token: b.token })).status).toBe(404)
    expect((await s.request('DELETE', `/api/wl/packages/${id}`, { token: b.token })).status).toBe(404)
    expect((await s.request('GET', `/api/wl/packages/${id}/sales-settings`, { token: b.token })).status).toBe(404)
    const listB = await s.request('GET', '/api/wl/packages', { token: b.token })
    expect(listB.body.data.map((p: { name: string }) => p.name)).not.toContain('Only A')
    expect((await s.request('GET', `/api/wl/packages/${id}`, { token: a.token })).body.name).toBe('Only A')
  })

  it('edits every field and publishes once: a repeated publish keeps the first date', async () => {
    const made = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf() })
    const edited = await s.request('PUT', `/api/wl/packages/${made.body.id}`, { token: a.token, body: packageOf({ name: 'Growth Plus', price: 9900, phone_required: false, custom_fields: [] }) })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ name: 'Growth Plus', price: 9900, phone_required: false, custom_fields: [] })
    const first = await s.request('POST', `/api/wl/packages/${made.body.id}/publish`, { token: a.token })
    expect(first.body.status).toBe('published')
    s.clock.advance(60_000)
    const again = await s.request('POST', `/api/wl/packages/${made.body.id}/publish`, { token: a.token })
    expect(again.body.published_at).toBe(first.body.published_at)
  })
})

describe('sales settings', () => {
  it('cannot be created before the business account form is complete', async () => {
    const bare = await reseller('bare', false)
    const made = await s.request('POST', '/api/wl/packages', { token: bare.token, body: packageOf() })
    const settings = await s.request('GET', `/api/wl/packages/${made.body.id}/sales-settings`, { token: bare.token })
    expect(settings.body).toMatchObject({ saved: false, business_complete: false })
    const res = await s.request('PUT', `/api/wl/packages/${made.body.id}/sales-settings`, { token: bare.token, body: { slug: 'bare-offer', title: '', description: '', enabled: true } })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Sales settings page cannot be created before the business account form is complete.')
    await giveLook(bare.accountId, 'Bare Brand')
    expect((await s.request('PUT', `/api/wl/packages/${made.body.id}/sales-settings`, { token: bare.token, body: { slug: 'bare-offer', title: '', description: '', enabled: true } })).status).toBe(200)
  })

  it('takes letters, numbers and hyphens only, and refuses reserved and taken slugs', async () => {
    const made = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf() })
    const put = (token: string, id: number, slug: string) => s.request('PUT', `/api/wl/packages/${id}/sales-settings`, { token, body: { slug, title: 'T', description: '', enabled: true } })
    const chars = await put(a.token, made.body.id, 'no spaces!')
    expect(chars.status).toBe(422)
    expect(chars.body.errors.slug[0]).toBe('Letters, numbers and hyphens only.')
    expect((await put(a.token, made.body.id, 'admin')).body.errors.slug[0]).toBe('This slug cannot be used.')
    expect((await put(a.token, made.body.id, 'Agency-Offer')).body).toMatchObject({ slug: 'agency-offer', saved: true, path: '/sales/agency-offer' })
    const other = await s.request('POST', '/api/wl/packages', { token: b.token, body: packageOf() })
    const taken = await put(b.token, other.body.id, 'agency-offer')
    expect(taken.status).toBe(422)
    expect(taken.body.errors.slug[0]).toBe('This slug cannot be used.')
    expect((await put(a.token, made.body.id, 'agency-offer')).status).toBe(200)
  })
})

describe('the public sales page', () => {
  it('is not found until the package is published, then shows the package in the reseller\'s look', async () => {
    const made = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf() })
    await s.request('PUT', `/api/wl/packages/${made.body.id}/sales-settings`, { token: a.token, body: { slug: 'later-offer', title: 'Later', description: '', enabled: true } })
    expect((await s.request('GET', '/api/sales-pages/later-offer')).status).toBe(404)
    // A path no slug could be is not found either (a NUL byte was a 500 on PostgreSQL).
    for (const path of ['%00', 'later%00offer', 'later offer', 'x'.repeat(61)]) expect((await s.request('GET', `/api/sales-pages/${path}`)).status).toBe(404)
    expect((await s.request('POST', '/api/sales-pages/%00/checkout', { body: {} })).status).toBe(404)
    await s.request('POST', `/api/wl/packages/${made.body.id}/publish`, { token: a.token })
    const page = await s.request('GET', '/api/sales-pages/later-offer')
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ title: 'Later', open: true, package: { name: 'Growth', price: 4900, phone_required: true }, look: { name: 'reseller-a Brand', button_color: '#573BFF' } })
    // The reseller's custom script runs on its customers' console pages only, never on a public page.
    expect(JSON.stringify(page.body)).not.toContain('steal(')
  })

  it('checks the form against the package: phone, required and dropdown fields, the prices offered', async () => {
    await publishedWithPage(a, 'checked-offer')
    const res = await s.request('POST', '/api/sales-pages/checked-offer/checkout', { body: buyer({ phone: '', custom_fields: { 'Team size': 'Huge' } }) })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ phone: ['Field is required'], 'custom_fields.0': ['Field is required'], 'custom_fields.1': ['Choose one of the options offered.'] })
    const price = await s.request('POST', '/api/sales-pages/checked-offer/checkout', { body: buyer({ price_option: 'one_time' }) })
    expect(price.status).toBe(422)
    expect(price.body.errors.price_option[0]).toBe('This price is not offered for this package.')
    expect(await s.db.select().from(wlSalesOrders).where(eq(wlSalesOrders.requestId, 'none'))).toEqual([])
  })

  it('buying with the local provider makes the customer\'s account and subscription, once however often the form is sent', async () => {
    await publishedWithPage(a, 'buy-offer')
    const order = buyer()
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.request('POST', '/api/sales-pages/buy-offer/checkout', { body: order })))
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201))
    expect(new Set(answers.map((r) => r.body.order_id)).size).toBe(1)
    expect(answers[0].body).toMatchObject({ status: 'completed', redirect_url: 'https://brand.example.com/thanks' })
    const [user] = await s.db.select().from(users).where(eq(users.email, order.email))
    const subs = await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.customerUserId, user.id))
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({ accountId: a.accountId, provider: 'local', status: 'active', packageName: 'Growth', feeCents: 4900 })
    const [customer] = await s.db.select().from(accounts).where(eq(accounts.id, subs[0].customerAccountId))
    expect(customer.resellerId).toBe(a.accountId)
    expect(customer.planId).toBe(resellerPlanId)
    const history = await s.db.select().from(wlSubscriptionEvents).where(eq(wlSubscriptionEvents.subscriptionId, subs[0].id))
    expect(history.map((h) => h.action)).toEqual(['create'])
    const orders = await s.db.select().from(wlSalesOrders).where(and(eq(wlSalesOrders.requestId, order.request_id)))
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ customFields: { Company: 'Navy', 'Team size': 'Solo' }, phone: '+1 555 0100', amountCents: 4900, subscriptionId: subs[0].id })
    const mail = await s.mailbox.waitForMail(order.email)
    expect(mail.subject).toBe('Welcome to reseller-a Brand')
    expect(mail.raw).toContain('/forgot-password')
  })

  it('a yearly purchase charges the yearly price and runs a year; a trial charges the trial amount', async () => {
    await publishedWithPage(a, 'yearly-offer')
    const yearly = buyer({ price_option: 'yearly' })
    expect((await s.request('POST', '/api/sales-pages/yearly-offer/checkout', { body: yearly })).status).toBe(201)
    const [order] = await s.db.select().from(wlSalesOrders).where(eq(wlSalesOrders.requestId, yearly.request_id))
    const [sub] = await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, order.subscriptionId!))
    expect(order.amountCents).toBe(49000)
    expect(sub.feeCents).toBe(49000)
    expect(Math.round((sub.endsAt.getTime() - sub.startedAt.getTime()) / 86_400_000)).toBe(365)
    await publishedWithPage(a, 'trial-offer', { trial_days: 14, trial_amount: 100 })
    const trial = buyer()
    await s.request('POST', '/api/sales-pages/trial-offer/checkout', { body: trial })
    const [trialOrder] = await s.db.select().from(wlSalesOrders).where(eq(wlSalesOrders.requestId, trial.request_id))
    const [trialSub] = await s.db.select().from(wlSubscriptions).where(eq(wlSubscriptions.id, trialOrder.subscriptionId!))
    expect(trialOrder.amountCents).toBe(100)
    expect(trialSub.status).toBe('trialing')
  })

  it('refuses a buyer who is another reseller\'s customer, leaving no order behind', async () => {
    await publishedWithPage(a, 'a-offer')
    await publishedWithPage(b, 'b-offer')
    const person = buyer()
    expect((await s.request('POST', '/api/sales-pages/a-offer/checkout', { body: person })).status).toBe(201)
    const again = buyer({ email: person.email })
    const res = await s.request('POST', '/api/sales-pages/b-offer/checkout', { body: again })
    expect(res.status).toBe(422)
    expect(res.body.errors.email[0]).toBe('This e-mail belongs to an account that is not one of your customers.')
    expect(await s.db.select().from(wlSalesOrders).where(eq(wlSalesOrders.requestId, again.request_id))).toEqual([])
  })

  it('closes the form after its available days', async () => {
    await publishedWithPage(a, 'short-offer', { form_available_days: 3 })
    expect((await s.request('GET', '/api/sales-pages/short-offer')).body.open).toBe(true)
    s.clock.advance(4 * 86_400_000)
    expect((await s.request('GET', '/api/sales-pages/short-offer')).body.open).toBe(false)
    const res = await s.request('POST', '/api/sales-pages/short-offer/checkout', { body: buyer() })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('This sales page is not taking orders.')
  })

  it('a disabled page or a package hidden from sales pages is not found', async () => {
    const id = await publishedWithPage(a, 'hidden-offer')
    await s.request('PUT', `/api/wl/packages/${id}/sales-settings`, { token: a.token, body: { slug: 'hidden-offer', title: '', description: '', enabled: false } })
    expect((await s.request('GET', '/api/sales-pages/hidden-offer')).status).toBe(404)
    await s.request('PUT', `/api/wl/packages/${id}/sales-settings`, { token: a.token, body: { slug: 'hidden-offer', title: '', description: '', enabled: true } })
    await s.request('PUT', `/api/wl/packages/${id}`, { token: a.token, body: packageOf({ show_on_sales_page: false }) })
    expect((await s.request('POST', '/api/sales-pages/hidden-offer/checkout', { body: buyer() })).status).toBe(404)
  })
})

describe('deleting a package', () => {
  it('deletes one nobody subscribed to, and archives one with subscriptions (its page stops selling)', async () => {
    const unsold = await s.request('POST', '/api/wl/packages', { token: a.token, body: packageOf() })
    expect((await s.request('DELETE', `/api/wl/packages/${unsold.body.id}`, { token: a.token })).body).toEqual({ result: 'deleted' })
    expect((await s.request('GET', `/api/wl/packages/${unsold.body.id}`, { token: a.token })).status).toBe(404)
    const id = await publishedWithPage(a, 'sold-offer')
    await s.request('POST', '/api/sales-pages/sold-offer/checkout', { body: buyer() })
    expect((await s.request('DELETE', `/api/wl/packages/${id}`, { token: a.token })).body).toEqual({ result: 'archived' })
    const kept = await s.request('GET', `/api/wl/packages/${id}`, { token: a.token })
    expect(kept.body).toMatchObject({ status: 'archived', subscriptions: 1, sales_page: { slug: 'sold-offer', enabled: false } })
    expect((await s.request('GET', '/api/sales-pages/sold-offer')).status).toBe(404)
  })
})
