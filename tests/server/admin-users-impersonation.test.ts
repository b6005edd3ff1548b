import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountModules, modules, plans, users } from '../../src/server/db/schema'
import { ADMIN, startTestServer, type TestServer } from './harness'
import { createUser } from './admin-users-fixtures'

let s: TestServer
let admin: string
let adminId: number
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  admin = await s.login(ADMIN.email, ADMIN.password)
  adminId = (await s.request('GET', '/api/me', { token: admin })).body.id
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const audit = async (query: string) => (await s.request('GET', `/api/admin/audit?${query}`, { token: admin })).body.data

describe('logging in as a user', () => {
  it('acts as the user in their home account, says who is viewing, audits every change with both identities, and ends', async () => {
    const ada = await createUser(s, admin, { first_name: 'Ada', last_name: 'King' })
    const [before] = await s.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.id, ada.id))

    const start = await s.request('POST', `/api/admin/users/${ada.id}/impersonate`, { token: admin })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    expect(start.body.authorisation.type).toBe('bearer')
    expect(start.body.user).toMatchObject({ id: ada.id, email: ada.email, account: { id: ada.account_id } })
    const token = start.body.authorisation.token as string

    const me = await s.request('GET', '/api/me', { token })
    expect(me.body).toMatchObject({ id: ada.id, impersonator: { id: adminId, email: ADMIN.email } })
    expect((await s.request('GET', '/api/me', { token: admin })).body.impersonator).toBeNull()
    const [after] = await s.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.id, ada.id))
    expect(after.at).toEqual(before.at)

    const list = await s.request('POST', '/api/campaigns', { token, body: { name: 'Made while viewing', type: 'industry' } })
    expect(list.status).toBeLessThan(300)
    const refused = await s.request('PUT', '/api/campaigns/999999', { token, body: { name: 'x' } })
    expect(refused.status).toBe(404)

    const entries = await audit(`entity=impersonation&entity_id=${ada.id}`)
    const requests = entries.filter((e: { action: string }) => e.action === 'impersonation.request')
    expect(requests.map((e: any) => e.after)).toEqual([
      { method: 'PUT', path: '/api/campaigns/999999', status: 404 },
      { method: 'POST', path: '/api/campaigns', status: list.status },
    ])
    for (const e of requests) expect(e).toMatchObject({ actor: { id: ada.id, email: ada.email }, impersonator: { id: adminId, email: ADMIN.email } })
    expect(entries.at(-1)).toMatchObject({ action: 'impersonation.start', actor: { id: adminId }, impersonator: null })

    const end = await s.request('POST', '/api/admin/impersonation/end', { token })
    expect(end.status, JSON.stringify(end.body)).toBe(200)
    expect(end.body.user).toMatchObject({ id: adminId, email: ADMIN.email })
    expect((await s.request('GET', '/api/me', { token })).status).toBe(401)
    const back = await s.request('GET', '/api/me', { token: end.body.authorisation.token })
    expect(back.body).toMatchObject({ id: adminId, impersonator: null })
    expect((await audit(`entity=impersonation&entity_id=${ada.id}&action=impersonation.end`))[0]).toMatchObject({ actor: { id: adminId } })
  })

  it('an impersonation session cannot open another, and ending a normal session is refused', async () => {
    const one = await createUser(s, admin)
    const two = await createUser(s, admin)
    const token = (await s.request('POST', `/api/admin/users/${one.id}/impersonate`, { token: admin })).body.authorisation.token
    const nested = await s.request('POST', `/api/admin/users/${two.id}/impersonate`, { token })
    expect(nested.status).toBe(403)
    const notOne = await s.request('POST', '/api/admin/impersonation/end', { token: admin })
    expect(notOne.status).toBe(409)
    expect(notOne.body.code).toBe('admin_users.not_impersonating')
  })

  it('refuses a super admin as target, an admin to a plain admin, and a deleted or disabled user', async () => {
    const self = await s.request('POST', `/api/admin/users/${adminId}/impersonate`, { token: admin })
    expect(self.status).toBe(403)
    const otherSuper = await createUser(s, admin, { role: 'super_admin' })
    const superTarget = await s.request('POST', `/api/admin/users/${otherSuper.id}/impersonate`, { token: admin })
    expect(superTarget.status).toBe(403)
    expect(superTarget.body.code).toBe('admin_users.impersonate_super_admin')

    const plainAdmin = await createUser(s, admin, { role: 'admin', password: 'admin-pass' })
    const [adminModule] = await s.db.select().from(modules).where(eq(modules.slug, 'admin'))
    await s.db.insert(accountModules).values({ accountId: plainAdmin.account_id, moduleId: adminModule.id })
    const plainAdminToken = await s.login(plainAdmin.email, 'admin-pass')
    const anotherAdmin = await createUser(s, admin, { role: 'admin' })
    const adminTarget = await s.request('POST', `/api/admin/users/${anotherAdmin.id}/impersonate`, { token: plainAdminToken })
    expect(adminTarget.body.code).toBe('admin_users.impersonate_admin')
    expect((await s.request('POST', `/api/admin/users/${otherSuper.id}/impersonate`, { token: plainAdminToken })).body.code).toBe('admin_users.impersonate_super_admin')
    expect((await s.request('POST', `/api/admin/users/${anotherAdmin.id}/impersonate`, { token: admin })).status).toBe(200)

    const gone = await createUser(s, admin)
    await s.request('DELETE', `/api/admin/users/${gone.id}`, { token: admin })
    const deleted = await s.request('POST', `/api/admin/users/${gone.id}/impersonate`, { token: admin })
    expect(deleted.status).toBe(409)
    expect(deleted.body.code).toBe('admin_users.impersonate_inactive')
  })

  it('ends when the user is deleted meanwhile', async () => {
    const user = await createUser(s, admin)
    const token = (await s.request('POST', `/api/admin/users/${user.id}/impersonate`, { token: admin })).body.authorisation.token
    await s.request('DELETE', `/api/admin/users/${user.id}`, { token: admin })
    expect((await s.request('GET', '/api/me', { token })).status).toBe(401)
  })
})

describe('bulk actions', () => {
  it('grants credits to the ids given, one audit entry each, once per Idempotency-Key', async () => {
    const a = await createUser(s, admin)
    const b = await createUser(s, admin)
    const balance = async (id: number) => (await s.request('GET', `/api/admin/users/${id}`, { token: admin })).body.data.credits
    const [a0, b0] = [await balance(a.id), await balance(b.id)]
    const headers = { 'idempotency-key': `bulk-${a.id}` }
    const res = await s.request('POST', '/api/admin/users/bulk', { token: admin, headers, body: { action: 'grant_credits', ids: [a.id, b.id, 999_999], amount: 30 } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ affected: 2 })
    const again = await s.request('POST', '/api/admin/users/bulk', { token: admin, headers, body: { action: 'grant_credits', ids: [a.id, b.id], amount: 30 } })
    expect(again.body).toEqual({ affected: 0 })
    expect([await balance(a.id), await balance(b.id)]).toEqual([a0 + 30, b0 + 30])
    expect(await audit(`entity=user&entity_id=${a.id}&action=credits.grant`)).toHaveLength(1)
  })

  it('changes the plan of every user matching a filter, and disables all but super admins', async () => {
    const tag = `blk${Date.now().toString(36)}`
    const [silver] = await s.db.insert(plans).values({ name: `Silver ${tag}` }).returning()
    const made = [await createUser(s, admin, { first_name: tag }), await createUser(s, admin, { first_name: tag }), await createUser(s, admin, { first_name: tag, role: 'super_admin' })]
    const moved = await s.request('POST', '/api/admin/users/bulk', { token: admin, body: { action: 'change_plan', filter: { q: tag }, plan_id: silver.id } })
    expect(moved.body).toEqual({ affected: 3 })
    const listed = await s.request('GET', `/api/admin/users?plan_id=${silver.id}`, { token: admin })
    expect(listed.body.total).toBe(3)
    const user = await createUser(s, admin, { first_name: tag, password: 'bulk-pass' })
    const token = await s.login(user.email, 'bulk-pass')
    const disabled = await s.request('POST', '/api/admin/users/bulk', { token: admin, body: { action: 'disable', filter: { q: tag } } })
    expect(disabled.body).toEqual({ affected: 3 })
    expect((await s.request('GET', '/api/me', { token })).status).toBe(401)
    const states = await s.request('GET', `/api/admin/users?q=${tag}&status=disabled`, { token: admin })
    expect(states.body.data.map((u: any) => u.id).sort()).toEqual([made[0].id, made[1].id, user.id].sort())
    const entries = await audit(`entity=user&entity_id=${made[0].id}`)
    expect(entries.map((e: any) => e.action).slice(0, 2)).toEqual(['user.disable', 'user.change_plan'])
  })

  it('names the field of a bad bulk body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'grant_credits', amount: 5 }, 'ids'],
      [{ action: 'grant_credits', ids: [1], filter: {}, amount: 5 }, 'filter'],
      [{ action: 'grant_credits', ids: [1] }, 'amount'],
      [{ action: 'change_plan', ids: [1] }, 'plan_id'],
      [{ action: 'explode', ids: [1] }, 'action'],
      [{ action: 'disable', ids: [] }, 'ids'],
    ]
    for (const [body, field] of cases) {
      const res = await s.request('POST', '/api/admin/users/bulk', { token: admin, body })
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field])
    }
    const unknownPlan = await s.request('POST', '/api/admin/users/bulk', { token: admin, body: { action: 'change_plan', ids: [1], plan_id: 999_999 } })
    expect(unknownPlan.body.field_codes.plan_id[0].code).toBe('admin_users.plan_unknown')
  })
})
