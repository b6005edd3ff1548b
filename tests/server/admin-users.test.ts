import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountModules, accounts, creditLedger, plans as plansTable, users } from '../../src/server/db/schema'
import { ADMIN, startTestServer, uniqueEmail, type TestServer } from './harness'
import { createUser } from './admin-users-fixtures'

let s: TestServer
let admin: string
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  admin = await s.login(ADMIN.email, ADMIN.password)
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const plans = async () => (await s.db.query.plans.findMany()).map((p) => ({ id: p.id, name: p.name, isDefault: p.isDefault }))

describe('creating and reading a user', () => {
  it('creates a user with every field, reads every field back and can sign in with the password', async () => {
    const [starter] = await plans()
    const parent = await createUser(s, admin, { first_name: 'Parent', last_name: 'Co' })
    const email = uniqueEmail('Every.Field')
    const res = await s.request('POST', '/api/admin/users', {
      token: admin,
      body: {
        first_name: ' Grace ', last_name: 'Hopper', email: email.toUpperCase(), password: 'cobol-1959', role: 'user', plan_id: starter.id,
        modules: ['leads', 'wallet'], credits: 250, license_time: '2030-01-31', last_reset: '2026-11-01', additional_query_count: 7,
        referral_partner: 'partner-x', parent_id: parent.account_id, google_api_key: 'AIza-secret-key',
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const created = res.body.data
    expect(created).toMatchObject({
      first_name: 'Grace', last_name: 'Hopper', email: email.toLowerCase(), role: 'user', status: 'active', plan: { id: starter.id, name: starter.name },
      modules: ['leads', 'wallet'], license_time: '2030-01-31T00:00:00.000Z', last_reset: '2026-11-01T00:00:00.000Z', additional_query_count: 7,
      referral_partner: 'partner-x', parent: { id: parent.account_id }, children: [], google_api_key_set: true, last_login_at: null,
    })
    expect(created.credits).toBeGreaterThanOrEqual(250)

    const read = await s.request('GET', `/api/admin/users/${created.id}`, { token: admin })
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual(created)
    expect(JSON.stringify(read.body)).not.toContain('AIza-secret-key')
    const [row] = await s.db.select().from(users).where(eq(users.id, created.id))
    expect(row.googleApiKey).not.toContain('AIza')
    expect(s.deps.secretBox.open(row.googleApiKey!)).toBe('AIza-secret-key')
    expect(row.emailVerifiedAt).not.toBeNull()

    const parentRead = await s.request('GET', `/api/admin/users/${parent.id}`, { token: admin })
    expect(parentRead.body.data.children).toEqual([{ id: created.account_id, name: 'Grace Hopper' }])

    const token = await s.login(email, 'cobol-1959')
    const wallet = await s.request('GET', '/api/wallet/transactions', { token })
    const grant = wallet.body.data.find((m: { credits: number }) => m.credits === 250)
    expect(grant).toMatchObject({ kind: 'adjustment', author: { id: 1 } })
  })

  it('audits the creation with the password and the Google API key written as "[set]"', async () => {
    const made = await createUser(s, admin, { google_api_key: 'AIza-other', password: 'pass-word-9' })
    const history = await s.request('GET', `/api/admin/users/${made.id}/history`, { token: admin })
    expect(history.status).toBe(200)
    expect(history.body.data).toHaveLength(1)
    expect(history.body.data[0]).toMatchObject({ action: 'user.create', actor: { email: ADMIN.email }, after: { password: '[set]', google_api_key: '[set]', email: made.email } })
    expect(JSON.stringify(history.body)).not.toContain('AIza-other')
    expect(JSON.stringify(history.body)).not.toContain('pass-word-9')
  })

  it('refuses a taken e-mail, an unknown plan or parent, and names the field of each bad value', async () => {
    const taken = await createUser(s, admin)
    const dup = await s.request('POST', '/api/admin/users', { token: admin, body: { first_name: 'A', last_name: 'B', email: taken.email, password: 'secret-pass', role: 'user' } })
    expect(dup.status).toBe(422)
    expect(dup.body.field_codes.email[0].code).toBe('auth.email_taken')

    const base = { first_name: 'A', last_name: 'B', email: uniqueEmail('bad'), password: 'secret-pass', role: 'user' }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plan_id: 999_999 }, 'plan_id', 'admin_users.plan_unknown'],
      [{ parent_id: 999_999 }, 'parent_id', 'admin_users.parent_unknown'],
      [{ role: 'emperor' }, 'role', 'validation.type'],
      [{ email: 'not-an-email' }, 'email', 'validation.email'],
      [{ password: '123' }, 'password', 'validation.password_min'],
      [{ license_time: '2030-02-30' }, 'license_time', 'validation.date'],
      [{ credits: -5 }, 'credits', 'validation.min'],
      [{ modules: ['teleport'] }, 'modules.0', 'validation.type'],
      [{ first_name: '' }, 'first_name', 'validation.required'],
    ]
    for (const [change, field, code] of cases) {
      const res = await s.request('POST', '/api/admin/users', { token: admin, body: { ...base, ...change } })
      expect(res.status, JSON.stringify(change)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(change)).toEqual([field])
      expect(res.body.field_codes[field][0].code, JSON.stringify(change)).toBe(code)
    }
    expect(await s.db.select({ id: users.id }).from(users).where(eq(users.email, base.email))).toEqual([])
  })

  it('answers 404 for an unknown user', async () => {
    expect((await s.request('GET', '/api/admin/users/999999', { token: admin })).status).toBe(404)
    expect((await s.request('PUT', '/api/admin/users/999999', { token: admin, body: {} })).status).toBe(404)
    expect((await s.request('DELETE', '/api/admin/users/abc', { token: admin })).status).toBe(404)
  })
})

describe('editing a user', () => {
  it('changes the fields given, keeps the password when it is empty, and audits before and after', async () => {
    const made = await createUser(s, admin, { google_api_key: 'AIza-keep', password: 'first-pass' })
    const res = await s.request('PUT', `/api/admin/users/${made.id}`, {
      token: admin,
      body: { first_name: 'Ada M.', password: '', additional_query_count: 3, referral_partner: null, license_time: null, modules: ['leads'] },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ first_name: 'Ada M.', additional_query_count: 3, referral_partner: null, license_time: null, modules: ['leads'], google_api_key_set: true })
    await s.login(made.email, 'first-pass')

    const history = await s.request('GET', `/api/admin/users/${made.id}/history`, { token: admin })
    expect(history.body.data[0]).toMatchObject({ action: 'user.update', before: { first_name: 'Ada', additional_query_count: 0 }, after: { first_name: 'Ada M.', additional_query_count: 3 } })
    expect(history.body.data[0].after.password).toBeUndefined()

    const removeKey = await s.request('PUT', `/api/admin/users/${made.id}`, { token: admin, body: { google_api_key: null, password: 'second-pass' } })
    expect(removeKey.body.data.google_api_key_set).toBe(false)
    await s.login(made.email, 'second-pass')
    const latest = await s.request('GET', `/api/admin/users/${made.id}/history`, { token: admin })
    expect(latest.body.data[0]).toMatchObject({ before: { google_api_key: '[set]' }, after: { google_api_key: null, password: '[set]' } })
  })

  it('changing the plan gives the account the plan\'s modules', async () => {
    const made = await createUser(s, admin, { modules: ['leads'] })
    const [starter] = await plans()
    const res = await s.request('PUT', `/api/admin/users/${made.id}`, { token: admin, body: { plan_id: starter.id } })
    // Same plan: the modules stay those chosen.
    expect(res.body.data.modules).toEqual(['leads'])
    const [other] = await s.db.insert(plansTable).values({ name: `Other ${Date.now()}` }).returning()
    const moved = await s.request('PUT', `/api/admin/users/${made.id}`, { token: admin, body: { plan_id: other.id } })
    expect(moved.body.data).toMatchObject({ plan: { id: other.id }, modules: [] })
  })
})

describe('deleting and restoring', () => {
  it('a deleted user cannot sign in and their sessions end; a restored one signs in again', async () => {
    const made = await createUser(s, admin, { password: 'gone-pass' })
    const token = await s.login(made.email, 'gone-pass')
    const del = await s.request('DELETE', `/api/admin/users/${made.id}`, { token: admin })
    expect(del.status).toBe(200)
    expect(del.body.data).toMatchObject({ status: 'deleted', email: made.email })
    expect((await s.request('GET', '/api/me', { token })).status).toBe(401)
    expect((await s.request('POST', '/auth/login', { body: { email: made.email, password: 'gone-pass' } })).status).toBe(422)

    const listed = await s.request('GET', `/api/admin/users?q=${encodeURIComponent(made.email)}`, { token: admin })
    expect(listed.body.data).toEqual([])
    const deleted = await s.request('GET', `/api/admin/users?status=deleted&q=${encodeURIComponent(made.email)}`, { token: admin })
    expect(deleted.body.data.map((u: { id: number }) => u.id)).toEqual([made.id])

    const restored = await s.request('POST', `/api/admin/users/${made.id}/restore`, { token: admin })
    expect(restored.body.data.status).toBe('active')
    await s.login(made.email, 'gone-pass')
    const history = await s.request('GET', `/api/admin/users/${made.id}/history`, { token: admin })
    expect(history.body.data.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['user.restore', 'user.delete'])
  })

  it('nobody deletes themselves, and a plain admin cannot delete or edit a super admin', async () => {
    const me = await s.request('GET', '/api/me', { token: admin })
    const self = await s.request('DELETE', `/api/admin/users/${me.body.id}`, { token: admin })
    expect(self.status).toBe(403)
    expect(self.body.code).toBe('admin_users.delete_self')

    const plainAdmin = await createUser(s, admin, { role: 'admin', password: 'admin-pass' })
    const adminToken = await s.login(plainAdmin.email, 'admin-pass')
    const [adminModule] = await s.db.query.modules.findMany({ where: (m, { eq: e }) => e(m.slug, 'admin') })
    await s.db.insert(accountModules).values({ accountId: plainAdmin.account_id, moduleId: adminModule.id })
    const superDelete = await s.request('DELETE', `/api/admin/users/${me.body.id}`, { token: adminToken })
    expect(superDelete.status).toBe(403)
    expect(superDelete.body.code).toBe('admin_users.super_admin_only')
    const promote = await s.request('POST', '/api/admin/users', { token: adminToken, body: { first_name: 'A', last_name: 'B', email: uniqueEmail('promo'), password: 'secret-pass', role: 'super_admin' } })
    expect(promote.body.code).toBe('admin_users.super_admin_only')
    const plain = await createUser(s, adminToken)
    expect(plain.role).toBe('user')
  })
})

describe('limits, extra requests and credits', () => {
  it('resets the searches used to 0 in a new period starting now', async () => {
    const made = await createUser(s, admin)
    await s.db.execute(sql`UPDATE account_usage SET searches_used = 4 WHERE account_id = ${made.account_id}`)
    expect((await s.request('GET', `/api/admin/users/${made.id}`, { token: admin })).body.data.searches_used).toBe(4)
    s.clock.advance(86_400_000)
    const from = s.clock.now().getTime()
    const res = await s.request('POST', `/api/admin/users/${made.id}/reset-limits`, { token: admin })
    const to = s.clock.now().getTime()
    expect(res.status).toBe(200)
    expect(res.body.data.searches_used).toBe(0)
    const lastReset = new Date(res.body.data.last_reset).getTime()
    expect(lastReset).toBeGreaterThanOrEqual(from)
    expect(lastReset).toBeLessThanOrEqual(to)
    const [usage] = await s.db.execute(sql`SELECT period_start FROM account_usage WHERE account_id = ${made.account_id}`).then((r: any) => r.rows)
    expect(new Date(usage.period_start).getTime()).toBe(lastReset)
    const [account] = await s.db.select().from(accounts).where(eq(accounts.id, made.account_id))
    expect(account.lastReset!.getTime()).toBe(lastReset)
  })

  it('deletes the extra requests', async () => {
    const made = await createUser(s, admin, { additional_query_count: 12 })
    const res = await s.request('DELETE', `/api/admin/users/${made.id}/extra-requests`, { token: admin })
    expect(res.body.data.additional_query_count).toBe(0)
    const history = await s.request('GET', `/api/admin/users/${made.id}/history`, { token: admin })
    expect(history.body.data[0]).toMatchObject({ action: 'user.clear_extra_requests', before: { additional_query_count: 12 }, after: { additional_query_count: 0 } })
  })

  it('grants credits once per Idempotency-Key, with the admin as author in the wallet history', async () => {
    const made = await createUser(s, admin, { password: 'credit-pass' })
    const before = (await s.request('GET', `/api/admin/users/${made.id}`, { token: admin })).body.data.credits
    const headers = { 'idempotency-key': `grant-${made.id}` }
    const first = await s.request('POST', `/api/admin/users/${made.id}/credits`, { token: admin, headers, body: { amount: 40, reason: 'Goodwill' } })
    expect(first.status).toBe(201)
    expect(first.body.data.balance).toBe(before + 40)
    const again = await s.request('POST', `/api/admin/users/${made.id}/credits`, { token: admin, headers, body: { amount: 40, reason: 'Goodwill' } })
    expect(again.body.data.balance).toBe(before + 40)
    const fresh = await s.request('POST', `/api/admin/users/${made.id}/credits`, { token: admin, body: { amount: 5 } })
    expect(fresh.body.data.balance).toBe(before + 45)

    const rows = await s.db.select().from(creditLedger).where(eq(creditLedger.accountId, made.account_id))
    expect(rows.filter((r) => r.authorUserId === 1).map((r) => r.amount).sort()).toEqual([40, 5].sort())
    const token = await s.login(made.email, 'credit-pass')
    const wallet = await s.request('GET', '/api/wallet/transactions', { token })
    expect(wallet.body.data[0]).toMatchObject({ credits: 5, kind: 'adjustment', author: { id: 1 } })
    const history = await s.request('GET', `/api/admin/users/${made.id}/history?limit=10`, { token: admin })
    expect(history.body.data.filter((e: { action: string }) => e.action === 'credits.grant')).toHaveLength(2)

    const bad = await s.request('POST', `/api/admin/users/${made.id}/credits`, { token: admin, body: { amount: 0 } })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['amount'])
    const tooMuch = await s.request('POST', `/api/admin/users/${made.id}/credits`, { token: admin, body: { amount: 1_000_001 } })
    expect(tooMuch.body.field_codes.amount[0]).toMatchObject({ code: 'validation.max' })
  })
})

describe('admin routes are for admins', () => {
  it('answers 403 to a plain user and 401 to nobody on every users route', async () => {
    const plain = await s.signedInUser('plain')
    const made = await createUser(s, admin)
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'], ['POST', '/api/admin/users', {}], ['POST', '/api/admin/users/bulk', {}], ['GET', `/api/admin/users/${made.id}`],
      ['PUT', `/api/admin/users/${made.id}`, {}], ['DELETE', `/api/admin/users/${made.id}`], ['POST', `/api/admin/users/${made.id}/restore`],
      ['POST', `/api/admin/users/${made.id}/reset-limits`], ['DELETE', `/api/admin/users/${made.id}/extra-requests`],
      ['POST', `/api/admin/users/${made.id}/credits`, { amount: 1 }], ['GET', `/api/admin/users/${made.id}/history`], ['POST', `/api/admin/users/${made.id}/impersonate`],
    ]
    for (const [method, path, body] of routes) {
      expect((await s.request(method, path, { token: plain.token, body })).status, `${method} ${path}`).toBe(403)
      expect((await s.request(method, path, { body })).status, `${method} ${path}`).toBe(401)
    }
    expect((await s.request('POST', '/api/admin/impersonation/end')).status).toBe(401)
    expect((await s.request('GET', `/api/admin/users/${made.id}`, { token: admin })).body.data.status).toBe('active')
  })
})
