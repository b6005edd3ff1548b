import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountModules, campaignSearches, leadFindWords, leadResults, modules } from '../../src/server/db/schema'
import { inTransaction } from '../../src/server/db/transaction'
import { prefixQuery } from '../../src/server/modules/find/find-entities'
import { startTestServer, type TestServer } from './harness'
import { createList, seedMany, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
let dentists: number
let founders: number

const find = (token: string, q: string) => s.request('GET', `/api/find?q=${encodeURIComponent(q)}`, { token })

beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'finder')
  stranger = await signedInAccount(s, 'stranger')
  dentists = await createList(s, owner.token, 'industry', 'Dentists in Zürich')
  founders = await createList(s, owner.token, 'people', 'SaaS founders')
  await createList(s, owner.token, 'company', 'Accountants Berlin')
  await seedResults(s, owner.accountId, founders, 'people', [
    { name: 'Maria Gonzalez', email: 'maria.gonzalez@acme.io', fields: { company: 'Acme Robotics' } },
    { name: 'James Smith', email: 'jsmith@example.com', fields: { company: 'Globex' } },
    { name: 'Lukas Müller', email: 'lukas@muller.de', fields: { company: 'Initech' } },
  ])
  await s.db.insert(campaignSearches).values([
    { campaignId: dentists, accountId: owner.accountId, type: 'industry', provider: 'demo', status: 'done', found: 42, params: { category: 'dentist', location: { country: 'CH', city: 'Zürich' }, limit: 50 } },
    { campaignId: founders, accountId: owner.accountId, type: 'people', provider: 'demo', status: 'done', found: 3, params: { titles: ['Founder', 'CEO'], keywords: 'saas', location: { country: 'DE', city: 'Berlin' }, limit: 100 } },
  ])
  // The same names in another account: never found by the owner.
  const theirs = await createList(s, stranger.token, 'people', 'Dentists in Zürich (theirs)')
  await seedResults(s, stranger.accountId, theirs, 'people', [{ name: 'Maria Gonzalez', email: 'maria@theirs.example', fields: { company: 'Acme Robotics' } }])
  await s.db.insert(campaignSearches).values({ campaignId: theirs, accountId: stranger.accountId, type: 'people', provider: 'demo', status: 'done', found: 1, params: { category: 'dentist', location: { country: 'CH' } } })
})
afterAll(async () => {
  await s?.close()
})

describe('GET /api/find', () => {
  it("finds the account's lists by a word of their name, accents folded", async () => {
    const res = await find(owner.token, 'zurich')
    expect(res.status).toBe(200)
    expect(res.body.lists).toEqual([{ id: dentists, name: 'Dentists in Zürich', type: 'industry', is_archived: false }])
    expect((await find(owner.token, 'ACC')).body.lists.map((l: { name: string }) => l.name)).toEqual(['Accountants Berlin'])
    // Starting with the query ranks first, then a word start, then inside a word.
    expect((await find(owner.token, 'a')).body.lists.map((l: { name: string }) => l.name)).toEqual(['Accountants Berlin', 'SaaS founders'])
  })

  it('finds searches by what they looked for, and opens their list', async () => {
    const byCategory = (await find(owner.token, 'dentist')).body.searches
    expect(byCategory).toEqual([
      { id: expect.any(Number), summary: 'dentist · Zürich, CH', status: 'done', found: 42, created_at: expect.any(String), list: { id: dentists, name: 'Dentists in Zürich', type: 'industry' } },
    ])
    expect((await find(owner.token, 'founder')).body.searches.map((x: { summary: string }) => x.summary)).toEqual(['saas · Founder, CEO · Berlin, DE'])
    // Keys and numbers of the parameters are not what the user searched for.
    expect((await find(owner.token, 'limit')).body.searches).toEqual([])
    expect((await find(owner.token, '100')).body.searches).toEqual([])
  })

  it('finds leads by the start of a word of their name, e-mail or company', async () => {
    const lead = async (q: string) => (await find(owner.token, q)).body.leads.map((l: { name: string }) => l.name)
    expect(await lead('gonz')).toEqual(['Maria Gonzalez'])
    expect(await lead('maria.gon')).toEqual(['Maria Gonzalez'])
    expect(await lead('acme rob')).toEqual(['Maria Gonzalez'])
    expect(await lead('muller')).toEqual(['Lukas Müller'])
    expect(await lead('mith')).toEqual([])
    const [maria] = (await find(owner.token, 'maria')).body.leads
    expect(maria).toEqual({ id: expect.any(Number), name: 'Maria Gonzalez', email: 'maria.gonzalez@acme.io', company: 'Acme Robotics', list: { id: founders, name: 'SaaS founders', type: 'people' } })
  })

  it("never answers another account's rows", async () => {
    const mine = await find(owner.token, 'maria')
    expect(mine.body.leads.map((l: { email: string }) => l.email)).toEqual(['maria.gonzalez@acme.io'])
    const theirs = await find(stranger.token, 'dentist')
    expect(theirs.body.lists.map((l: { name: string }) => l.name)).toEqual(['Dentists in Zürich (theirs)'])
    expect(theirs.body.searches.map((x: { list: { name: string } }) => x.list.name)).toEqual(['Dentists in Zürich (theirs)'])
    expect((await find(stranger.token, 'gonz')).body.leads.map((l: { email: string }) => l.email)).toEqual(['maria@theirs.example'])
  })

  it('needs two characters for leads, one for lists', async () => {
    const res = await find(owner.token, 'm')
    expect(res.body.leads).toEqual([])
    expect((await find(owner.token, 'ja')).body.leads.map((l: { name: string }) => l.name)).toEqual(['James Smith'])
  })

  it('reads operators and quotes as text, never as query syntax', async () => {
    for (const q of ["a & b | !c:*", "o'neil", "\\", "%_", "()", "':*", "maria & !gonz"]) {
      const res = await find(owner.token, q)
      expect([q, res.status]).toEqual([q, 200])
    }
    expect(prefixQuery("maria & !gonz")).toBe("'maria':* & 'gonz':*")
    expect(prefixQuery('&& !!')).toBeNull()
    expect((await find(owner.token, '%')).body.lists).toEqual([])
  })

  it('refuses a missing, empty or too long query by field, and an unknown parameter', async () => {
    expect((await s.request('GET', '/api/find', { token: owner.token })).body.errors).toEqual({ q: ['Field is required'] })
    expect((await find(owner.token, '')).status).toBe(422)
    const long = await find(owner.token, 'x'.repeat(101))
    expect(long.status).toBe(422)
    expect(Object.keys(long.body.errors)).toEqual(['q'])
    expect((await s.request('GET', '/api/find?q=a&limit=5', { token: owner.token })).status).toBe(422)
    expect((await s.request('GET', '/api/find?q=a')).status).toBe(401)
  })

  it('finds nothing for a user without the lead search module', async () => {
    const user = await signedInAccount(s, 'noleads')
    const [leads] = await s.db.select({ id: modules.id }).from(modules).where(eq(modules.slug, 'leads'))
    await s.db.delete(accountModules).where(and(eq(accountModules.accountId, user.accountId), eq(accountModules.moduleId, leads.id)))
    expect((await find(user.token, 'dentist')).body).toEqual({ lists: [], searches: [], leads: [] })
  })

  it('serves the lead query from the account and words index, and stops early in a large list', async () => {
    const big = await createList(s, owner.token, 'industry', 'Big list')
    await seedMany(s, owner.accountId, big, 'industry', 5_000)
    await s.db.execute(sql`analyze lead_results`)
    const plan = await inTransaction(s.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute(sql`explain select id from lead_results where account_id = ${owner.accountId} and ${leadFindWords(leadResults)} @@ to_tsquery('simple'::regconfig, ${"'lead':* & '004':*"}) limit 60`)
    })
    expect(JSON.stringify(plan)).toContain('lead_results_find_idx')
    const res = await find(owner.token, 'lead 0000')
    expect(res.body.leads).toHaveLength(20)
    expect(res.body.leads[0].name).toMatch(/^Lead 0000\d\d$/)
  })
})
