import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { creditLedger } from '../../src/server/db/schema'
import { creditBalance, refund, spend } from '../../src/server/modules/credits/credit-ledger'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import type { CreditMovement } from '../../src/shared/wallet/ledger'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(() => server?.close())

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const nextYear = new Date().getUTCFullYear() + 3

/** A signed-in user and the id of the account they act as (the ledger's account). */
async function walletUser(label = 'history') {
  const user = await server.signedInUser(label)
  const me = await server.request('GET', '/api/me', { token: user.token })
  return { ...user, id: me.body.account.id as number }
}

const history = (token: string, query = '') => server.request('GET', `/api/wallet/transactions${query}`, { token })

/** Every page of the history, following next_cursor. */
async function allMovements(token: string, query = '', limit = 500): Promise<CreditMovement[]> {
  const rows: CreditMovement[] = []
  let cursor: string | null = null
  const join = query ? '&' : '?'
  do {
    const res = await history(token, `${query}${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    expect(res.status).toBe(200)
    rows.push(...res.body.data)
    cursor = res.body.next_cursor
  } while (cursor)
  return rows
}

/** Newest first, each balance is the older one plus its credits, never below zero, and the newest is the balance. */
function expectChain(rows: CreditMovement[], balance: number) {
  expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a))
  for (let i = 0; i < rows.length - 1; i++) expect(rows[i].balance_after).toBe(rows[i + 1].balance_after + rows[i].credits)
  expect(rows[rows.length - 1].balance_after).toBe(rows[rows.length - 1].credits)
  expect(rows.every((r) => r.balance_after >= 0)).toBe(true)
  expect(rows[0].balance_after).toBe(balance)
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function searchedList(token: string, name: string, limit: number) {
  const res = await server.request('POST', '/api/campaigns', { token, body: { name, type: 'people', search: { location: { country: 'US', state: 'CA' }, limit } } })
  expect(res.status).toBe(201)
  await until(() => server.request('GET', `/api/campaigns/${res.body.id}`, { token }), (r) => r.body.state === 'Active', 'the search')
  return res.body.id as number
}

describe(`credit history (${driver})`, () => {
  it('lists every movement, newest first, with signed credits, the balance after each and what caused it', async () => {
    const user = await walletUser()
    // The first look at the wallet writes the month's plan credits.
    expect((await server.request('GET', '/api/wallet', { token: user.token })).body.balance.total).toBe(100)
    const card = await server.request('POST', '/api/wallet/cards', { token: user.token, body: { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123' } })
    expect(card.status).toBe(201)
    const bought = await server.request('POST', '/api/wallet/purchases', { token: user.token, body: { credits: 100 } })
    expect(bought.status).toBe(200)
    const listId = await searchedList(user.token, 'Dentists in California', 20)
    const job = await server.request('POST', '/api/lead-jobs', { token: user.token, body: { campaign_id: listId, kind: 'get-phones', scope: 'all' } })
    expect(job.status).toBe(202)
    await until(() => server.request('GET', `/api/lead-jobs/${job.body.job.id}`, { token: user.token }), (r) => !['queued', 'running'].includes(r.body.job?.status ?? r.body.status), 'the job')
    const [firstSearchCharge] = await server.db.select().from(creditLedger).where(eq(creditLedger.accountId, user.id)).orderBy(creditLedger.id).limit(4).offset(3)
    await refund(server.db, { accountId: user.id, spendKey: firstSearchCharge.idempotencyKey, key: `test:refund:${user.id}`, reason: 'provider sent a duplicate' })

    const rows = await allMovements(user.token)
    const balance = await creditBalance(server.db, user.id, server.clock.now())
    expectChain(rows, balance)
    const kinds = new Set(rows.map((r) => r.kind))
    expect([...kinds].sort()).toEqual(['enrichment', 'plan', 'refund', 'search', 'top_up'])

    const plan = rows.at(-1)!
    expect(plan).toMatchObject({ kind: 'plan', credits: 100, balance_after: 100, cause: null })
    const topUps = rows.filter((r) => r.kind === 'top_up')
    expect(topUps.map((r) => [r.credits, r.cause])).toEqual([
      [100, { type: 'payment', payment_id: bought.body.payment.id, payment_kind: 'purchase', amount_cents: 1000 }],
      [10, { type: 'payment', payment_id: card.body.validation.id, payment_kind: 'card_validation', amount_cents: 100 }],
    ])
    const searches = rows.filter((r) => r.kind === 'search')
    expect(searches.length).toBeGreaterThan(0)
    expect(searches.every((r) => r.credits === -3)).toBe(true)
    expect(searches[0].cause).toMatchObject({ type: 'search', list: { id: listId, name: 'Dentists in California', type: 'people' } })
    const enrichment = rows.filter((r) => r.kind === 'enrichment')
    expect(enrichment.length).toBeGreaterThan(0)
    expect(enrichment[0].cause).toEqual({ type: 'lead_job', lead_job_id: job.body.job.id, job_kind: 'get-phones', list: { id: listId, name: 'Dentists in California', type: 'people' } })
    expect(rows[0]).toMatchObject({ kind: 'refund', credits: 3, cause: { type: 'search', list: { id: listId } } })
    // The wallet's own total is the history's newest balance.
    expect((await server.request('GET', '/api/wallet', { token: user.token })).body.balance.total).toBe(rows[0].balance_after)
  })

  it('writes expiries and plan resets with the bucket they emptied, in order with the spends around them', async () => {
    const user = await walletUser('expiry')
    const start = server.clock.now()
    await creditBalance(server.db, user.id, start)
    await grantPurchased(server.db, { accountId: user.id, amount: 40, key: `test:exp:${user.id}`, now: start })
    await spend(server.db, { accountId: user.id, amount: 30, key: `test:exp-spend:${user.id}`, reason: 'x', now: start })
    // Thirteen months on: the purchased credits ran out, the month's plan credits were reset and granted again.
    const later = new Date(start.getTime() + 400 * 86_400_000)
    await spend(server.db, { accountId: user.id, amount: 5, key: `test:exp-late:${user.id}`, reason: 'x', now: later })
    const rows = await allMovements(user.token)
    expectChain(rows, await creditBalance(server.db, user.id, later))
    const expired = rows.find((r) => r.kind === 'expiry')!
    expect(expired.cause).toMatchObject({ type: 'bucket', bucket_kind: 'purchased' })
    const reset = rows.find((r) => r.kind === 'reset')!
    expect(reset.cause).toMatchObject({ type: 'bucket', bucket_kind: 'monthly' })
    // The spend of month 13 comes after the expiries it must not count on.
    expect(rows[0]).toMatchObject({ credits: -5, balance_after: 95 })
  })

  it(`keeps the balance after each movement right under 200 concurrent spends and grants (${driver})`, async () => {
    const user = await walletUser('race')
    const now = server.clock.now()
    expect(await creditBalance(server.db, user.id, now)).toBe(100)
    const work = Array.from({ length: 200 }, (_, i) =>
      i % 20 === 0
        ? grantPurchased(server.db, { accountId: user.id, amount: 5, key: `test:race-grant:${user.id}:${i}`, now, source: { movement: 'adjustment' } })
        : spend(server.db, { accountId: user.id, amount: 1, key: `test:race:${user.id}:${i}`, reason: 'race', now }),
    )
    await Promise.all(work)
    const rows = await allMovements(user.token, '', 37)
    expect(rows).toHaveLength(1 + 10 + rows.filter((r) => r.credits === -1).length)
    expect(rows.filter((r) => r.credits === -1)).toHaveLength(150)
    expectChain(rows, await creditBalance(server.db, user.id, now))
    expect(rows[0].balance_after).toBe(0)
  })

  it("never shows another account's movements, nor links to another account's list", async () => {
    const mine = await walletUser('mine')
    const theirs = await walletUser('theirs')
    const theirList = await searchedList(theirs.token, 'Their private list', 3)
    const [theirRun] = (await server.db.select().from(creditLedger).where(eq(creditLedger.accountId, theirs.id))).filter((r) => r.movement === 'search')
    // A charge of mine that names their run (a forged source) must not show their list.
    await spend(server.db, { accountId: mine.id, amount: 2, key: `test:forged:${mine.id}`, reason: 'x', source: { movement: 'search', type: 'search', id: theirRun.sourceId! } })
    const myRows = await allMovements(mine.token)
    const theirIds = new Set((await allMovements(theirs.token)).map((r) => r.id))
    expect(myRows.some((r) => theirIds.has(r.id))).toBe(false)
    expect(myRows[0]).toMatchObject({ kind: 'search', cause: { type: 'search', list: null } })
    expect(JSON.stringify(myRows)).not.toContain('Their private list')
    expect(theirList).toBeGreaterThan(0)
  })

  it('filters by kind and date range and pages by cursor without gaps or repeats', async () => {
    const user = await walletUser('filters')
    const day = (d: number) => new Date(Date.UTC(2030, 0, d, 12))
    await creditBalance(server.db, user.id, day(1))
    for (let d = 2; d <= 9; d++) await spend(server.db, { accountId: user.id, amount: d, key: `test:f:${user.id}:${d}`, reason: 'x', now: day(d), source: { movement: d % 2 ? 'enrichment' : 'search' } })
    await grantPurchased(server.db, { accountId: user.id, amount: 50, key: `test:f-grant:${user.id}`, now: day(10), source: { movement: 'top_up' } })

    const searches = await allMovements(user.token, '?kind=search')
    expect(searches.map((r) => r.credits)).toEqual([-8, -6, -4, -2])
    const mixed = await allMovements(user.token, '?kind=top_up,enrichment')
    expect(mixed.map((r) => r.credits)).toEqual([50, -9, -7, -5, -3])
    const range = await allMovements(user.token, `?from=${day(4).toISOString().slice(0, 10)}&to=${encodeURIComponent(day(7).toISOString())}`)
    expect(range.map((r) => r.credits)).toEqual([-6, -5, -4])
    const paged = await allMovements(user.token, '', 3)
    const whole = await allMovements(user.token)
    expect(paged).toEqual(whole)
    // Ten movements of 2030, and the plan credits of today's period, granted by the first read of the history.
    expect(new Set(paged.map((r) => r.id)).size).toBe(11)
    const first = await history(user.token, '?limit=3')
    expect(first.body.data).toHaveLength(3)
    expect(first.body.next_cursor).toBe(String(first.body.data[2].id))
    expect((await history(user.token, `?limit=3&cursor=${whole[9].id}`)).body).toEqual({ data: [whole[10]], next_cursor: null })
  })

  it('refuses a bad filter with 422 on the field, never a 500', async () => {
    const user = await walletUser('bad')
    for (const [query, field] of [
      ['?kind=search,nope', 'kind'],
      ['?from=yesterday', 'from'],
      ['?to=2030-13-45', 'to'],
      ['?cursor=-1', 'cursor'],
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=abc', 'limit'],
    ]) {
      const res = await history(user.token, query)
      expect(res.status, query).toBe(422)
      expect(Object.keys(res.body.errors), query).toEqual([field])
    }
    expect((await server.request('GET', '/api/wallet/transactions.csv?kind=x', { token: user.token })).status).toBe(422)
  })

  it('exports the filtered history as CSV, streamed in batches, with formula cells neutralised', async () => {
    const user = await walletUser('csv')
    const now = server.clock.now()
    await creditBalance(server.db, user.id, now)
    await grantPurchased(server.db, { accountId: user.id, amount: 5000, key: `test:csv:${user.id}`, now })
    // More entries than one export batch (1000). Written before any request: a long burst between two requests can
    // outlast the server's keep-alive, and the next fetch would meet a socket the server already closed.
    await Promise.all(Array.from({ length: 1100 }, (_, i) => spend(server.db, { accountId: user.id, amount: 1, key: `test:csv-many:${user.id}:${i}`, reason: 'x', now, source: { movement: 'ai_writing' } })))
    const evil = await server.request('POST', '/api/campaigns', { token: user.token, body: { name: '=HYPERLINK("http://x")', type: 'people' } })
    const phone = await server.request('POST', '/api/campaigns', { token: user.token, body: { name: '+1 (555) 010-9999', type: 'people' } })
    const runOf = async (listId: number) => {
      await server.request('POST', `/api/campaigns/${listId}/search`, { token: user.token, body: { search: { location: { country: 'US' }, limit: 1 } } })
      await until(() => server.request('GET', `/api/campaigns/${listId}`, { token: user.token }), (r) => r.body.state === 'Active', 'the search')
    }
    await runOf(evil.body.id)
    await runOf(phone.body.id)

    const res = await fetch(`${server.url}/api/wallet/transactions.csv`, { headers: { authorization: `Bearer ${user.token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="credit-history.csv"')
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\n')
    expect(lines[0]).toBe('Date (UTC),Movement,Credits,Balance after,Caused by,Reference')
    const rows = await allMovements(user.token)
    expect(lines).toHaveLength(rows.length + 1)
    expect(lines.filter((l) => l.includes(',AI writing,-1,'))).toHaveLength(1100)
    expect(lines.find((l) => l.includes(`list ${evil.body.id}`))).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(lines.find((l) => l.includes(`list ${phone.body.id}`))).toContain(',+1 (555) 010-9999,')
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Monthly plan credits,100,100,,$/)

    const filtered = await fetch(`${server.url}/api/wallet/transactions.csv?kind=search`, { headers: { authorization: `Bearer ${user.token}` } })
    const searchLines = (await filtered.text()).trim().split('\n').slice(1)
    expect(searchLines).toHaveLength(rows.filter((r) => r.kind === 'search').length)
    expect(searchLines.every((l) => l.split(',')[1] === 'Search')).toBe(true)
  })

  it('needs the wallet module, like the wallet page', async () => {
    expect((await server.request('GET', '/api/wallet/transactions')).status).toBe(401)
    const user = await walletUser('nomodule')
    await server.db.execute(`DELETE FROM account_modules WHERE account_id = ${user.id} AND module_id = (SELECT id FROM modules WHERE slug = 'wallet')`)
    expect((await history(user.token)).status).toBe(403)
    expect((await server.request('GET', '/api/wallet/transactions.csv', { token: user.token })).status).toBe(403)
  })
})

describe(`search estimate (${driver})`, () => {
  it('answers the most a search can cost and the balance after it, from the shared estimate', async () => {
    const user = await walletUser('estimate')
    const res = await server.request('GET', '/api/search-estimate?type=people&limit=20', { token: user.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ type: 'people', limit: 20, per_result: 3, max_credits: 60, balance: 100, balance_after: 40, affordable: 20, short: false })
    const short = await server.request('GET', '/api/search-estimate?type=people&limit=50', { token: user.token })
    expect(short.body).toMatchObject({ max_credits: 150, balance_after: 0, affordable: 33, short: true })
    expect((await server.request('GET', '/api/search-estimate?type=company', { token: user.token })).body).toMatchObject({ limit: 100, max_credits: 100 })
  })

  it('refuses an unknown type or a limit out of range with 422', async () => {
    const user = await walletUser('estimate-bad')
    expect((await server.request('GET', '/api/search-estimate?type=nope', { token: user.token })).body.errors).toHaveProperty('type')
    expect((await server.request('GET', '/api/search-estimate?type=people&limit=5001', { token: user.token })).body.errors).toHaveProperty('limit')
    expect((await server.request('GET', '/api/search-estimate?type=people')).status).toBe(401)
  })
})
