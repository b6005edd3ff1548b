import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, plans } from '../../src/server/db/schema'
import { ADMIN, startTestServer, type TestServer } from './harness'

let s: TestServer
let admin: string
beforeAll(async () => {
  s = await startTestServer()
  admin = await s.login(ADMIN.email, ADMIN.password)
}, 60_000)
afterAll(async () => {
  await s?.close()
})

let n = 0
/** A plan body with every field set to something other than its default. */
const fullPlan = (overrides: Record<string, unknown> = {}) => ({
  name: `Growth ${++n}`,
  price: 4_900,
  currency: 'eur',
  yearly_price: 49_000,
  trial_days: 14,
  trial_amount: 100,
  credits: 2_500,
  duration: 'yearly',
  license_days: 365,
  leads_limit: 40,
  payment_product_id: 'prod_123',
  ghl_plan_id: 'ghl-9',
  available_for_resellers: true,
  allow_related_accounts: true,
  sub_account_limit: 5,
  modules: ['wallet', 'leads'],
  ...overrides,
})

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await s.request('POST', '/api/admin/plans', { token: admin, body: fullPlan(overrides) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as { id: number; name: string }
}
const auditOf = async (id: number) => (await s.request('GET', `/api/admin/audit?entity=plan&entity_id=${id}`, { token: admin })).body.data
const accountOf = async (token: string) => (await s.request('GET', '/api/me', { token })).body.account.id as number

describe('the plans of the back office', () => {
  it('creates a plan with every field and reads each one back, in the list and alone', async () => {
    const body = fullPlan()
    const created = await create(body)
    const expected = { ...body, modules: ['leads', 'wallet'], reset_date: 'subscription_date', is_default: false, in_use: 0 }
    expect(created).toMatchObject(expected)
    expect((await s.request('GET', `/api/admin/plans/${created.id}`, { token: admin })).body).toMatchObject(expected)
    const list = await s.request('GET', '/api/admin/plans', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.data.find((p: { id: number }) => p.id === created.id)).toMatchObject(expected)
    expect(list.body.data.some((p: { is_default: boolean }) => p.is_default)).toBe(true)
  })

  it('counts the accounts on each plan', async () => {
    const plan = await create()
    const [a, b] = [await s.signedInUser('on-plan-a'), await s.signedInUser('on-plan-b')]
    for (const user of [a, b]) await s.db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, await accountOf(user.token)))
    const list = await s.request('GET', '/api/admin/plans', { token: admin })
    expect(list.body.data.find((p: { id: number }) => p.id === plan.id).in_use).toBe(2)
  })

  it('replaces every field on PUT and audits the plan before and after, in words the history can show', async () => {
    const plan = await create()
    const changed = fullPlan({ name: `${plan.name} renamed`, price: 5_900, currency: 'usd', yearly_price: null, license_days: null, leads_limit: null, payment_product_id: null, ghl_plan_id: null, available_for_resellers: false, modules: [] })
    const res = await s.request('PUT', `/api/admin/plans/${plan.id}`, { token: admin, body: changed })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ...changed, modules: [] })
    const [update, creation] = await auditOf(plan.id)
    expect(creation).toMatchObject({ action: 'plan.create', entity: 'plan', entity_id: String(plan.id), actor: { email: ADMIN.email }, before: null, after: { name: plan.name } })
    expect(update).toMatchObject({ action: 'plan.update', before: { name: plan.name, price: 4_900, modules: ['leads', 'wallet'] }, after: { name: `${plan.name} renamed`, price: 5_900, modules: [] } })
    expect(update.after).not.toHaveProperty('in_use')
  })

  it('refuses to delete a plan in use with 409 admin.plan_in_use, and leaves the plan and the log as they were', async () => {
    const plan = await create()
    const user = await s.signedInUser('keeps-plan')
    await s.db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, await accountOf(user.token)))
    const res = await s.request('DELETE', `/api/admin/plans/${plan.id}`, { token: admin })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'admin.plan_in_use', message: 'A plan cannot be deleted while in use.', in_use: 1 })
    expect((await s.request('GET', `/api/admin/plans/${plan.id}`, { token: admin })).status).toBe(200)
    expect((await auditOf(plan.id)).map((e: { action: string }) => e.action)).toEqual(['plan.create'])
  })

  it('never deletes the default plan', async () => {
    const [defaultPlan] = await s.db.select({ id: plans.id }).from(plans).where(eq(plans.isDefault, true))
    await s.db.update(accounts).set({ planId: null }).where(eq(accounts.planId, defaultPlan!.id))
    const res = await s.request('DELETE', `/api/admin/plans/${defaultPlan!.id}`, { token: admin })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('admin.plan_default')
  })

  it('deletes an unused plan and audits what it was', async () => {
    const plan = await create()
    expect((await s.request('DELETE', `/api/admin/plans/${plan.id}`, { token: admin })).status).toBe(204)
    expect((await s.request('GET', `/api/admin/plans/${plan.id}`, { token: admin })).status).toBe(404)
    const [deletion] = await auditOf(plan.id)
    expect(deletion).toMatchObject({ action: 'plan.delete', before: { id: plan.id, name: plan.name }, after: null })
    expect((await s.request('DELETE', `/api/admin/plans/${plan.id}`, { token: admin })).status).toBe(404)
  })

  it('answers 422 naming each invalid field, and writes nothing', async () => {
    const before = (await s.request('GET', '/api/admin/plans', { token: admin })).body.data.length
    const res = await s.request('POST', '/api/admin/plans', {
      token: admin,
      body: fullPlan({ name: ' ', price: -1, currency: 'xyz', trial_days: 1.5, duration: 'weekly', license_days: 0, modules: ['spaceship'], sub_account_limit: 'many' }),
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['currency', 'duration', 'license_days', 'modules.0', 'name', 'price', 'sub_account_limit', 'trial_days'])
    expect(res.body.field_codes.name[0].code).toBe('validation.required')
    expect(res.body.field_codes.price[0]).toMatchObject({ code: 'validation.min', params: { min: 0 } })
    const missing = await s.request('POST', '/api/admin/plans', { token: admin, body: {} })
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors)).toContain('currency')
    expect((await s.request('GET', '/api/admin/plans', { token: admin })).body.data.length).toBe(before)
  })

  it('refuses a name another plan has, on the name field, on create and on edit', async () => {
    const a = await create()
    const b = await create()
    const dup = await s.request('POST', '/api/admin/plans', { token: admin, body: fullPlan({ name: a.name }) })
    expect(dup.status).toBe(422)
    expect(dup.body.field_codes.name[0].code).toBe('admin.plan_name_taken')
    const rename = await s.request('PUT', `/api/admin/plans/${b.id}`, { token: admin, body: fullPlan({ name: a.name }) })
    expect(rename.status).toBe(422)
    expect(rename.body.field_codes.name[0].code).toBe('admin.plan_name_taken')
    expect((await auditOf(b.id)).map((e: { action: string }) => e.action)).toEqual(['plan.create'])
  })

  it('answers 404 for a plan that does not exist, or an id that cannot be one', async () => {
    expect((await s.request('GET', '/api/admin/plans/999999', { token: admin })).status).toBe(404)
    expect((await s.request('PUT', '/api/admin/plans/abc', { token: admin, body: fullPlan() })).status).toBe(404)
    expect((await s.request('PUT', '/api/admin/plans/999999', { token: admin, body: fullPlan() })).status).toBe(404)
  })

  it("limits an account's searches by its plan's leads limit, as the admin last set it", async () => {
    const plan = await create({ leads_limit: 7 })
    const user = await s.signedInUser('limited')
    await s.db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, await accountOf(user.token)))
    expect((await s.request('GET', '/api/user-limits', { token: user.token })).body.searches_limit).toBe(7)
    await s.request('PUT', `/api/admin/plans/${plan.id}`, { token: admin, body: fullPlan({ name: plan.name, leads_limit: 12 }) })
    expect((await s.request('GET', '/api/user-limits', { token: user.token })).body.searches_limit).toBe(12)
  })

  it("starts a new account's licence for the default plan's licence days", async () => {
    const [defaultPlan] = await s.db.select().from(plans).where(eq(plans.isDefault, true))
    const current = (await s.request('GET', `/api/admin/plans/${defaultPlan!.id}`, { token: admin })).body
    const { id: _id, in_use: _u, is_default: _d, reset_date: _r, created_at: _c, updated_at: _up, ...fields } = current
    await s.request('PUT', `/api/admin/plans/${defaultPlan!.id}`, { token: admin, body: { ...fields, license_days: 30 } })
    try {
      const user = await s.signedInUser('licensed')
      const limits = (await s.request('GET', '/api/user-limits', { token: user.token })).body
      const [account] = await s.db.select().from(accounts).where(eq(accounts.id, await accountOf(user.token)))
      expect(new Date(limits.license_time).getTime() - account!.createdAt.getTime()).toBe(30 * 86_400_000)
    } finally {
      await s.request('PUT', `/api/admin/plans/${defaultPlan!.id}`, { token: admin, body: { ...fields, license_days: null } })
    }
  })

  it('is for admins: a plain user gets 403 and nobody signed in 401', async () => {
    const user = await s.signedInUser('not-admin')
    expect((await s.request('GET', '/api/admin/plans', { token: user.token })).status).toBe(403)
    expect((await s.request('POST', '/api/admin/plans', { token: user.token, body: fullPlan() })).status).toBe(403)
    expect((await s.request('GET', '/api/admin/plans')).status).toBe(401)
  })
})
