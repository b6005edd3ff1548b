import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, notInArray, sql } from 'drizzle-orm'
import { accountUsage, accounts, campaignSearches, campaigns, plans, users, walletPayments } from '../../src/server/db/schema'
import { refund, spend } from '../../src/server/modules/credits/credit-ledger'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { ADMIN, startTestServer, type TestServer } from './harness'

let server: TestServer
let admin: string
let plain: string
/** Five users and their accounts, in the order the fixtures below describe them. */
const people: { email: string; token: string; userId: number; accountId: number }[] = []
/** A year no other row of this database is in, so the report's ranges hold exactly the rows written here. */
const Y = new Date().getUTCFullYear() + 4
const at = (day: string, time = '10:00:00') => new Date(`${Y}-${day}T${time}Z`)
const get = (path: string, token = admin) => server.request('GET', `/api/admin/analytics/${path}`, { token })
let usersBefore = 0

beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
  admin = await server.login(ADMIN.email, ADMIN.password)
  plain = (await server.signedInUser('plain')).token
  for (let i = 0; i < 5; i++) {
    const user = await server.signedInUser(`insight${i}`)
    const me = await server.request('GET', '/api/me', { token: user.token })
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, user.email))
    people.push({ email: user.email, token: user.token, userId: row.id, accountId: me.body.account.id })
  }
  const db = server.db
  const mine = people.map((p) => p.accountId)
  // Every other account leaves the bands and the subscriptions: no plan is no limit and no subscription.
  await db.update(accounts).set({ planId: null }).where(notInArray(accounts.id, mine))
  await db.update(users).set({ referralPartner: null })
  const [paid] = await db.insert(plans).values({ name: `Insight Pro ${Y}`, price: 2500, leadsLimit: 10 }).returning()
  const [free] = await db.insert(plans).values({ name: `Insight Free ${Y}`, price: 0, leadsLimit: 4 }).returning()
  const [a1, a2, a3, a4, a5] = mine
  await db.update(accounts).set({ planId: paid.id, createdAt: at('03-02', '08:00:00'), licenseTime: null }).where(eq(accounts.id, a1))
  await db.update(accounts).set({ planId: paid.id, createdAt: at('03-03'), licenseTime: at('03-06', '12:00:00') }).where(eq(accounts.id, a2))
  await db.update(accounts).set({ planId: free.id, createdAt: at('03-10'), additionalQueryCount: 1, name: '=SUM(A1)' }).where(eq(accounts.id, a3))
  await db.update(accounts).set({ planId: free.id, createdAt: at('03-10') }).where(eq(accounts.id, a4))
  await db.update(accounts).set({ planId: paid.id, createdAt: new Date('2019-06-01T00:00:00Z'), licenseTime: new Date('2020-01-01T00:00:00Z') }).where(eq(accounts.id, a5))
  // Usage this period: 2 of 10, 5 of 10, 5 of 4+1; a period that ended (5 used) counts as none; none at all.
  const period = (ended: boolean) => ({ periodStart: new Date(Date.now() - 40 * 86_400_000), periodEnd: new Date(Date.now() + (ended ? -86_400_000 : 20 * 86_400_000)) })
  await db.delete(accountUsage).where(inArray(accountUsage.accountId, mine))
  await db.insert(accountUsage).values([
    { accountId: a1, ...period(false), searchesUsed: 2 },
    { accountId: a2, ...period(false), searchesUsed: 5 },
    { accountId: a3, ...period(false), searchesUsed: 5 },
    { accountId: a4, ...period(true), searchesUsed: 5 },
  ])
  const [u1, u2, u3, u4, u5] = people.map((p) => p.userId)
  await db.update(users).set({ createdAt: at('03-02'), referralPartner: 'Acme' }).where(inArray(users.id, [u1, u2]))
  await db.update(users).set({ createdAt: at('03-05'), referralPartner: '=HYPERLINK("x")' }).where(eq(users.id, u3))
  await db.update(users).set({ createdAt: at('05-01') }).where(inArray(users.id, [u4, u5]))
  usersBefore = (await get(`dashboard?from=${Y - 1}-01-01&to=${Y - 1}-01-01`)).body.kpis[0].value
  // Credits: a1 spends 5 in February, 7 on 03-02, 3 on 03-04 given back the same day; a3 spends 20 on 03-05.
  await grantPurchased(db, { accountId: a1, amount: 100, key: `insight-grant-1-${Y}`, now: at('02-01') })
  await grantPurchased(db, { accountId: a3, amount: 50, key: `insight-grant-3-${Y}`, now: at('03-01') })
  const spends: [number, number, string][] = [[a1, 5, '02-10'], [a1, 7, '03-02'], [a1, 3, '03-04'], [a3, 20, '03-05']]
  for (const [accountId, amount, day] of spends) {
    const result = await spend(db, { accountId, amount, key: `insight-spend-${accountId}-${day}`, reason: 'test', now: at(day) })
    expect(result.ok).toBe(true)
  }
  expect(await refund(db, { accountId: a1, spendKey: `insight-spend-${a1}-03-04`, key: `insight-refund-${a1}`, reason: 'test', now: at('03-04', '11:00:00') })).toBe(3)
  const [list] = await db.insert(campaigns).values({ accountId: a1, name: 'Dentists', type: 'industry' }).returning()
  await db.insert(campaignSearches).values(
    ['03-03', '03-03', '03-09'].map((day) => ({ campaignId: list.id, accountId: a1, type: 'industry' as const, provider: 'test', createdAt: at(day) })),
  )
  await db.insert(walletPayments).values([
    { accountId: a1, kind: 'purchase', status: 'succeeded', credits: 100, amountCents: 1999, settledAt: at('03-02') },
    { accountId: a1, kind: 'purchase', status: 'failed', credits: 100, amountCents: 5000, settledAt: at('03-02') },
    { accountId: a3, kind: 'purchase', status: 'succeeded', credits: 20, amountCents: 501, settledAt: at('03-08') },
  ])
})
afterAll(() => server?.close())

describe('admin insight: who may read it', () => {
  it('answers 401 without a sign-in and 403 to a plain user', async () => {
    expect((await server.request('GET', '/api/admin/analytics/dashboard')).status).toBe(401)
    const res = await get('dashboard', plain)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('accounts.module_required')
  })

  it('answers 404 with a code for a report that does not exist', async () => {
    const res = await get('revenue-forecast')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'insight.unknown_report', params: { name: 'revenue-forecast' }, message: 'There is no report named revenue-forecast.' })
  })

  it('refuses a bad query naming the field', async () => {
    const bad = await get('dashboard?from=2026-02-30')
    expect(bad.status).toBe(422)
    expect(bad.body.field_codes.from).toEqual([{ code: 'validation.date', params: { field: 'from' } }])
    const order = await get('dashboard?from=2026-03-10&to=2026-03-01')
    expect(order.status).toBe(422)
    expect(order.body.field_codes.to[0].code).toBe('insight.range_order')
    const interval = await get('credit-usage?interval=hour&format=xls')
    expect(interval.status).toBe(422)
    expect(Object.keys(interval.body.field_codes).sort()).toEqual(['format', 'interval'])
    expect((await get('searchers?band=half')).status).toBe(422)
    expect((await get('searchers?limit=0')).status).toBe(422)
  })
})

describe('admin insight: the dashboard', () => {
  it('counts users and active subscriptions at each day end and spends, searches and revenue within each day', async () => {
    const res = await get(`dashboard?from=${Y}-03-01&to=${Y}-03-10&interval=day`)
    expect(res.status).toBe(200)
    const values = (key: string) => res.body.series.find((s: { key: string }) => s.key === key).points.map((p: { value: number }) => p.value)
    expect(res.body.series[0].points.map((p: { at: string }) => p.at)).toEqual(Array.from({ length: 10 }, (_, i) => `${Y}-03-${String(i + 1).padStart(2, '0')}`))
    const b = usersBefore
    expect(values('users')).toEqual([b, b + 2, b + 2, b + 2, b + 3, b + 3, b + 3, b + 3, b + 3, b + 3])
    expect(values('subscriptions')).toEqual([0, 1, 2, 2, 2, 1, 1, 1, 1, 1])
    expect(values('credits')).toEqual([0, 7, 0, 0, 20, 0, 0, 0, 0, 0])
    expect(values('searches')).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 1, 0])
    expect(values('revenue')).toEqual([0, 1999, 0, 0, 0, 0, 0, 501, 0, 0])
    expect(res.body.kpis).toEqual([
      { key: 'users', kind: 'count', value: b + 3 },
      { key: 'subscriptions', kind: 'count', value: 1 },
      { key: 'credits', kind: 'credits', value: 27 },
      { key: 'searches', kind: 'count', value: 3 },
      { key: 'revenue', kind: 'cents', value: 2500 },
    ])
    expect(res.body.table.rows[1]).toEqual({ at: `${Y}-03-02`, users: b + 2, subscriptions: 1, credits: 7, searches: 0, revenue: 1999 })
  })

  it('groups by week from Monday and by month, cutting the first bucket to the range', async () => {
    const week = await get(`dashboard?from=${Y}-03-01&to=${Y}-03-10&interval=week`)
    const credits = week.body.series.find((s: { key: string }) => s.key === 'credits')
    const firstMonday = new Date(Date.UTC(Y, 2, 1 + ((8 - new Date(Date.UTC(Y, 2, 1)).getUTCDay()) % 7))).toISOString().slice(0, 10)
    expect(credits.points[0].at).toBe(`${Y}-03-01`)
    expect(credits.points.map((p: { at: string }) => p.at)).toContain(firstMonday === `${Y}-03-01` ? `${Y}-03-08` : firstMonday)
    expect(credits.points.reduce((sum: number, p: { value: number }) => sum + p.value, 0)).toBe(27)
    const month = await get(`dashboard?from=${Y}-01-15&to=${Y}-04-10&interval=month`)
    const monthly = month.body.series.find((s: { key: string }) => s.key === 'credits')
    expect(monthly.points).toEqual([
      { at: `${Y}-01-15`, value: 0 },
      { at: `${Y}-02-01`, value: 5 },
      { at: `${Y}-03-01`, value: 27 },
      { at: `${Y}-04-01`, value: 0 },
    ])
  })
})

describe('admin insight: searchers', () => {
  it('puts each account in its band by searches used against plan limit plus additional searches', async () => {
    const [a1, a2, a3, a4, a5] = people.map((p) => p.accountId)
    const res = await get('searchers?band=under_50')
    expect(res.status).toBe(200)
    expect(res.body.kpis).toEqual([
      { key: 'under_50', kind: 'count', value: 3 },
      { key: 'over_50', kind: 'count', value: 1 },
      { key: 'at_limit', kind: 'count', value: 1 },
      { key: 'unlimited', kind: 'count', value: expect.any(Number) },
    ])
    expect(res.body.table.rows.map((r: { account_id: number; used: number; search_limit: number; percent: number }) => [r.account_id, r.used, r.search_limit, r.percent])).toEqual(
      [[a1, 2, 10, 20], [a4, 0, 4, 0], [a5, 0, 10, 0]].sort((x, y) => x[0] - y[0]),
    )
    expect(res.body.table.rows.find((r: { account_id: number }) => r.account_id === a1).owner_email).toBe(people[0].email)
    expect((await get('searchers?band=over_50')).body.table.rows.map((r: { account_id: number; percent: number }) => [r.account_id, r.percent])).toEqual([[a2, 50]])
    expect((await get('searchers?band=at_limit')).body.table.rows.map((r: { account_id: number; used: number; search_limit: number }) => [r.account_id, r.used, r.search_limit])).toEqual([[a3, 5, 5]])
  })

  it('pages a band with next_cursor', async () => {
    const first = await get('searchers?band=under_50&limit=2')
    expect(first.body.table.rows).toHaveLength(2)
    expect(first.body.table.next_cursor).toBe(String(first.body.table.rows[1].account_id))
    const second = await get(`searchers?band=under_50&limit=2&cursor=${first.body.table.next_cursor}`)
    expect(second.body.table.rows).toHaveLength(1)
    expect(second.body.table.next_cursor).toBeNull()
  })
})

describe('admin insight: user analytics', () => {
  it('lists top spenders over the range, net of refunds, and pages them', async () => {
    const [a1, , a3] = people.map((p) => p.accountId)
    const res = await get(`credit-usage?from=${Y}-03-01&to=${Y}-03-31`)
    expect(res.body.kpis).toEqual([
      { key: 'net', kind: 'credits', value: 27 },
      { key: 'refunded', kind: 'credits', value: 3 },
      { key: 'accounts', kind: 'count', value: 2 },
    ])
    expect(res.body.range.interval).toBe('day')
    expect(res.body.table.rows).toEqual([
      { account_id: a3, account_name: '=SUM(A1)', owner_email: people[2].email, spent: 20, refunded: 0, net: 20 },
      { account_id: a1, account_name: expect.any(String), owner_email: people[0].email, spent: 10, refunded: 3, net: 7 },
    ])
    const page = await get(`credit-usage?from=${Y}-03-01&to=${Y}-03-31&limit=1`)
    expect(page.body.table.rows.map((r: { account_id: number }) => r.account_id)).toEqual([a3])
    const next = await get(`credit-usage?from=${Y}-03-01&to=${Y}-03-31&limit=1&cursor=${page.body.table.next_cursor}`)
    expect(next.body.table.rows.map((r: { account_id: number }) => r.account_id)).toEqual([a1])
    expect(next.body.table.next_cursor).toBeNull()
  })

  it('exports the spenders as CSV with a formula-looking name written as text', async () => {
    const res = await server.request('GET', `/api/admin/analytics/credit-usage?from=${Y}-03-01&to=${Y}-03-31&format=csv`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="credit-usage-${Y}-03-01-${Y}-03-31.csv"`)
    const lines = String(res.body).replace(/^\uFEFF/, '').trim().split('\n')
    expect(lines[0]).toBe('Account ID,Account,Owner e-mail,Spent,Refunded,Net spent')
    expect(lines[1]).toBe(`${people[2].accountId},'=SUM(A1),${people[2].email},20,0,20`)
    expect(lines).toHaveLength(3)
  })

  it('sums credits per calendar month', async () => {
    const res = await get(`monthly-credit-usage?from=${Y}-01-15&to=${Y}-04-10&interval=day`)
    expect(res.body.range.interval).toBe('month')
    expect(res.body.table.rows).toEqual([
      { month: `${Y}-01`, spent: 0, refunded: 0, net: 0, accounts: 0 },
      { month: `${Y}-02`, spent: 5, refunded: 0, net: 5, accounts: 1 },
      { month: `${Y}-03`, spent: 30, refunded: 3, net: 27, accounts: 2 },
      { month: `${Y}-04`, spent: 0, refunded: 0, net: 0, accounts: 0 },
    ])
    expect(res.body.kpis).toEqual([
      { key: 'net', kind: 'credits', value: 32 },
      { key: 'average', kind: 'credits', value: 8 },
    ])
    const csv = await server.request('GET', `/api/admin/analytics/monthly-credit-usage?from=${Y}-01-15&to=${Y}-04-10&format=csv`, { token: admin })
    expect(String(csv.body).replace(/^\uFEFF/, '').trim().split('\n')).toEqual(['Month,Spent,Refunded,Net spent,Accounts', `${Y}-01,0,0,0,0`, `${Y}-02,5,0,5,1`, `${Y}-03,30,3,27,2`, `${Y}-04,0,0,0,0`])
  })

  it('counts users by days since their last sign-in', async () => {
    const now = server.clock.now().getTime()
    const ago = (days: number) => new Date(now - days * 86_400_000)
    await server.db.execute(sql`UPDATE users SET last_login_at = NULL`)
    const ids = people.map((p) => p.userId)
    for (const [i, days] of [0, 3, 10, 40, 100].entries()) await server.db.execute(sql`UPDATE users SET last_login_at = ${ago(days).toISOString()}::timestamptz WHERE id = ${ids[i]}`)
    const [{ total }] = ((await server.db.execute(sql`SELECT count(*)::int AS total FROM users WHERE status <> 'deleted'`)) as unknown as { rows: { total: number }[] }).rows
    const res = await get('login-activity')
    expect(res.body.table.rows.map((r: { bucket: string; users: number }) => [r.bucket, r.users])).toEqual([
      ['today', 1], ['days_1_7', 1], ['days_8_30', 1], ['days_31_90', 1], ['over_90', 1], ['never', total - 5],
    ])
    expect(res.body.kpis).toEqual([
      { key: 'users', kind: 'count', value: total },
      { key: 'active_30', kind: 'count', value: 3 },
    ])
    const csv = await server.request('GET', '/api/admin/analytics/login-activity?format=csv', { token: admin })
    expect(String(csv.body).split('\n')[1]).toMatch(/^Today,1,/)
  })
})

describe('admin insight: reports', () => {
  it('counts accounts per plan with active and ended licences and new paid accounts per month', async () => {
    const res = await get(`subscriptions?from=${Y}-03-01&to=${Y}-03-31`)
    const row = (name: string) => res.body.table.rows.find((r: { plan_name: string | null }) => r.plan_name === name)
    expect(row(`Insight Pro ${Y}`)).toEqual({ plan_name: `Insight Pro ${Y}`, price: 2500, accounts: 3, active: 2, ended: 1, new_in_range: 2 })
    expect(row(`Insight Free ${Y}`)).toEqual({ plan_name: `Insight Free ${Y}`, price: 0, accounts: 2, active: 2, ended: 0, new_in_range: 2 })
    expect(row(null as unknown as string).accounts).toBeGreaterThan(0)
    expect(res.body.kpis).toEqual([
      { key: 'active', kind: 'count', value: 2 },
      { key: 'ended', kind: 'count', value: 1 },
      { key: 'new', kind: 'count', value: 2 },
    ])
    expect(res.body.series[0].points).toEqual([{ at: `${Y}-03-01`, value: 2 }])
  })

  it('counts users per referral partner and exports a formula-looking partner as text', async () => {
    const res = await get(`user-referrals?from=${Y}-03-01&to=${Y}-03-31`)
    expect(res.body.table.rows).toEqual([
      { partner: 'Acme', users: 2, new_in_range: 2 },
      { partner: '=HYPERLINK("x")', users: 1, new_in_range: 1 },
    ])
    expect(res.body.kpis.map((k: { value: number }) => k.value)).toEqual([2, 3, 3])
    const csv = await server.request('GET', `/api/admin/analytics/user-referrals?from=${Y}-03-01&to=${Y}-03-31&format=csv`, { token: admin })
    expect(String(csv.body).replace(/^\uFEFF/, '').trim().split('\n')).toEqual(['Referral partner,Users,New in range', 'Acme,2,2', `"'=HYPERLINK(""x"")",1,1`])
  })
})
