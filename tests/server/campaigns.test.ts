import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignSearches } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'owner')
  stranger = await signedInAccount(s, 'stranger')
})
afterAll(async () => {
  await s?.close()
})

describe('lists (campaigns)', () => {
  it('creates a list and answers with the SavedList shape', async () => {
    const res = await s.request('POST', '/api/campaigns', { token: owner.token, body: { name: '  Dentists Berlin ', type: 'industry', tags: 'a,b', source: 'fair' } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(Number), name: 'Dentists Berlin', type: 'industry', tags: 'a,b', source: 'fair', webhook: null, is_archived: false, is_demo: false,
      state: 'Active', total: 0, progress: null, stop_reason: null, created_at: expect.any(String), updated_at: expect.any(String),
    })
    const one = await s.request('GET', `/api/campaigns/${res.body.id}`, { token: owner.token })
    expect(one.body).toEqual(res.body)
  })

  it('refuses bad bodies with field messages', async () => {
    const empty = await s.request('POST', '/api/campaigns', { token: owner.token, body: {} })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toMatchObject({ name: ['Field is required'], type: ['Field is required'] })
    const badType = await s.request('POST', '/api/campaigns', { token: owner.token, body: { name: 'x', type: 'nope' } })
    expect(badType.body.errors.type).toEqual(['Type is not valid'])
    const nul = await s.request('POST', '/api/campaigns', { token: owner.token, body: { name: 'a\u0000b', type: 'people' } })
    expect(nul.status).toBe(422)
    const badSearch = await s.request('POST', '/api/campaigns', { token: owner.token, body: { name: 'x', type: 'industry', search: { category: '' } } })
    expect(badSearch.status).toBe(422)
    expect(badSearch.body.errors).toMatchObject({ 'search.category': ['Field is required'], 'search.location': ['Field is required'] })
    const list = await s.request('GET', '/api/campaigns?search=x&limit=100', { token: owner.token })
    expect(list.body.data.filter((c: { name: string }) => c.name === 'x')).toEqual([])
    expect((await s.request('POST', '/api/campaigns', { body: { name: 'x', type: 'people' } })).status).toBe(401)
  })

  it('starts a search when one is given and shows it in the history', async () => {
    const res = await s.request('POST', '/api/campaigns', {
      token: owner.token,
      body: { name: 'Searched', type: 'industry', search: { category: 'Dentist', location: { country: 'DE', city: 'Berlin' }, limit: 5 } },
    })
    expect(res.status).toBe(201)
    const history = await s.request('POST', `/api/campaign/${res.body.id}/history`, { token: owner.token })
    expect(history.status).toBe(200)
    expect(history.body.data).toHaveLength(1)
    expect(history.body.data[0]).toMatchObject({ campaign_id: res.body.id, type: 'industry', params: { category: 'Dentist' }, target: 5 })
    const more = await s.request('POST', `/api/campaigns/${res.body.id}/search`, { token: owner.token, body: { search: { category: 'Dentist', location: { country: 'DE' }, limit: 2 } } })
    expect(more.status).toBe(202)
    expect((await s.request('POST', `/api/campaign/${res.body.id}/history`, { token: owner.token })).body.data).toHaveLength(2)
    const bad = await s.request('POST', `/api/campaigns/${res.body.id}/search`, { token: owner.token, body: { search: { domain: 'x' } } })
    expect(bad.status).toBe(422)
  })

  it('lists with search, type, state and paging', async () => {
    const a = await signedInAccount(s, 'paging')
    const ids: number[] = []
    for (const [name, type] of [['Alpha people', 'people'], ['Beta people', 'people'], ['Gamma company', 'company'], ['100%_literal', 'company']] as const) {
      ids.push(await createList(s, a.token, type, name))
    }
    const all = await s.request('GET', '/api/campaigns', { token: a.token })
    expect(all.body).toMatchObject({ total: 4, page: 1, limit: 20 })
    expect(all.body.data.map((c: { id: number }) => c.id)).toEqual([...ids].reverse())
    expect((await s.request('GET', '/api/campaigns?type=people', { token: a.token })).body.total).toBe(2)
    expect((await s.request('GET', '/api/campaigns?search=beta', { token: a.token })).body.data[0].name).toBe('Beta people')
    expect((await s.request('GET', '/api/campaigns?search=%25_', { token: a.token })).body.data.map((c: { name: string }) => c.name)).toEqual(['100%_literal'])
    const page2 = await s.request('GET', '/api/campaigns?page=2&limit=3', { token: a.token })
    expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 3 })
    expect(page2.body.data).toHaveLength(1)

    // Incomplete while a search is at work, Archived when archived, else Active.
    await s.db.insert(campaignSearches).values({ accountId: a.accountId, campaignId: ids[0], type: 'people', provider: 'demo', status: 'running', found: 3, target: 10 })
    const incomplete = await s.request('GET', '/api/campaigns?state=Incomplete', { token: a.token })
    expect(incomplete.body.data.map((c: { id: number }) => c.id)).toEqual([ids[0]])
    expect(incomplete.body.data[0]).toMatchObject({ state: 'Incomplete', progress: { found: 3, target: 10, status: 'running' } })
    const progress = await s.request('GET', `/api/campaigns/${ids[0]}/progress`, { token: a.token })
    expect(progress.body).toEqual({ state: 'Incomplete', total: 0, progress: { found: 3, target: 10, status: 'running' }, stop_reason: null, is_demo: false })
    await s.request('POST', `/api/campaigns/archive/${ids[1]}`, { token: a.token })
    expect((await s.request('GET', '/api/campaigns?state=Archived', { token: a.token })).body.data.map((c: { id: number }) => c.id)).toEqual([ids[1]])
    expect((await s.request('GET', '/api/campaigns?state=Active', { token: a.token })).body.total).toBe(2)

    for (const q of ['state=Gone', 'type=x', 'page=0', 'limit=101', 'page=abc', 'limit=-1']) {
      expect((await s.request('GET', `/api/campaigns?${q}`, { token: a.token })).status, q).toBe(422)
    }
  })

  it('counts results and updates, archives, deletes', async () => {
    const id = await createList(s, owner.token, 'people', 'To change')
    await seedResults(s, owner.accountId, id, 'people', [{ name: 'A' }, { name: 'B' }])
    expect((await s.request('GET', `/api/campaigns/${id}`, { token: owner.token })).body.total).toBe(2)

    const put = await s.request('PUT', `/api/campaigns/${id}`, { token: owner.token, body: { name: 'Changed', tags: 'x' } })
    expect(put.body).toMatchObject({ id, name: 'Changed', tags: 'x', source: null })
    expect((await s.request('PUT', `/api/campaigns/${id}`, { token: owner.token, body: { name: '' } })).status).toBe(422)

    const archived = await s.request('POST', `/api/campaigns/archive/${id}`, { token: owner.token })
    expect(archived.body).toMatchObject({ is_archived: true, state: 'Archived' })
    const restored = await s.request('POST', `/api/campaigns/archive/${id}`, { token: owner.token })
    expect(restored.body).toMatchObject({ is_archived: false, state: 'Active' })

    const del = await s.request('DELETE', `/api/campaigns/${id}`, { token: owner.token })
    expect(del.body).toEqual({ message: expect.any(String), id })
    expect((await s.request('GET', `/api/campaigns/${id}`, { token: owner.token })).status).toBe(404)
  })

  it('bulk-archives, bulk-deletes and saves details, all or nothing', async () => {
    const a = await createList(s, owner.token, 'company', 'Bulk A')
    const b = await createList(s, owner.token, 'company', 'Bulk B')
    const foreign = await createList(s, stranger.token, 'company', 'Not yours')

    const mixed = await s.request('POST', '/api/campaigns/bulk-archive', { token: owner.token, body: { resultIds: [a, foreign], is_archived: true } })
    expect(mixed.status).toBe(404)
    expect((await s.request('GET', `/api/campaigns/${a}`, { token: owner.token })).body.is_archived).toBe(false)

    const ok = await s.request('POST', '/api/campaigns/bulk-archive', { token: owner.token, body: { resultIds: [a, b], is_archived: true } })
    expect(ok.body).toMatchObject({ updated: 2, is_archived: true })
    expect((await s.request('GET', `/api/campaigns/${b}`, { token: owner.token })).body.state).toBe('Archived')
    expect((await s.request('POST', '/api/campaigns/bulk-archive', { token: owner.token, body: { resultIds: [], is_archived: true } })).status).toBe(422)
    expect((await s.request('POST', '/api/campaigns/bulk-archive', { token: owner.token, body: { resultIds: [a] } })).status).toBe(422)

    const details = await s.request('POST', '/api/campaigns/details', { token: owner.token, body: { tags: 'vip, fair', source: 'Expo', ids: [a, b] } })
    expect(details.body).toMatchObject({ updated: 2 })
    expect(details.body.tags).toEqual(expect.arrayContaining(['vip', 'fair']))
    expect(details.body.sources).toContain('Expo')
    expect((await s.request('GET', `/api/campaigns/${a}`, { token: owner.token })).body).toMatchObject({ tags: 'vip, fair', source: 'Expo' })
    const suggest = await s.request('POST', '/api/campaigns/details', { token: owner.token, body: { tags: null, source: null } })
    expect(suggest.body).toMatchObject({ updated: 0, sources: expect.arrayContaining(['Expo']) })
    expect((await s.request('POST', '/api/campaigns/details', { token: owner.token, body: { tags: 'x', ids: [foreign] } })).status).toBe(404)

    expect((await s.request('POST', '/api/campaigns/bulk-delete', { token: owner.token, body: { resultIds: [a, foreign] } })).status).toBe(404)
    expect((await s.request('POST', '/api/campaigns/bulk-delete', { token: owner.token, body: { resultIds: [a, 3_000_000_000] } })).status).toBe(422)
    const deleted = await s.request('POST', '/api/campaigns/bulk-delete', { token: owner.token, body: { resultIds: [a, b] } })
    expect(deleted.body).toMatchObject({ deleted: 2 })
    expect((await s.request('GET', `/api/campaigns/${foreign}`, { token: stranger.token })).status).toBe(200)
  })

  it('stores and shows a webhook', async () => {
    const id = await createList(s, owner.token, 'people', 'Hooked')
    expect((await s.request('GET', `/api/campaign-webhook/${id}`, { token: owner.token })).body).toEqual({ id, webhook: null })
    const bad = await s.request('POST', `/api/campaign-webhook-setup/${id}`, { token: owner.token, body: { webhook: 'not a url' } })
    expect(bad.body.errors).toEqual({ webhook: ['Field must be a valid url'] })
    const ok = await s.request('POST', `/api/campaign-webhook-setup/${id}`, { token: owner.token, body: { webhook: 'https://hooks.example.com/in' } })
    expect(ok.body).toMatchObject({ id, webhook: 'https://hooks.example.com/in' })
    expect((await s.request('GET', `/api/campaign-webhook/${id}`, { token: owner.token })).body.webhook).toBe('https://hooks.example.com/in')
  })

  it("answers 404 for another account's list on every route, and for ids that cannot exist", async () => {
    const foreign = await createList(s, stranger.token, 'people', 'Private')
    const token = owner.token
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/campaigns/${foreign}`], ['GET', `/api/campaigns/${foreign}/progress`], ['PUT', `/api/campaigns/${foreign}`, { name: 'mine' }],
      ['DELETE', `/api/campaigns/${foreign}`], ['POST', `/api/campaigns/archive/${foreign}`], ['POST', `/api/campaign/${foreign}/history`],
      ['GET', `/api/campaign-webhook/${foreign}`], ['POST', `/api/campaign-webhook-setup/${foreign}`, { webhook: 'https://x.example.com' }],
      ['POST', `/api/campaigns/${foreign}/search`, { search: {} }], ['POST', `/api/people-results/${foreign}`, {}],
      ['POST', `/api/campaigns/${foreign}/manual-entry`, { records: [{ email: 'a@b.co' }] }], ['GET', `/api/campaigns/${foreign}/export.csv`],
      ['GET', '/api/campaigns/abc'], ['GET', '/api/campaigns/0'], ['GET', '/api/campaigns/99999999999'], ['DELETE', '/api/campaigns/2147483648'],
    ]
    for (const [method, path, body] of calls) {
      const res = await s.request(method, path, { token, body })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    const still = await s.request('GET', `/api/campaigns/${foreign}`, { token: stranger.token })
    expect(still.body).toMatchObject({ name: 'Private', is_archived: false })
    expect((await s.request('GET', '/api/campaigns', { token })).body.data.some((c: { id: number }) => c.id === foreign)).toBe(false)
  })
})
