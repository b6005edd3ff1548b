import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customLabels, resultLabels } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'
import { createList, seedMany, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
let list: number
const COUNT = 300

beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'results')
  stranger = await signedInAccount(s, 'other')
  list = await createList(s, owner.token, 'industry', 'Dentists')
  await seedMany(s, owner.accountId, list, 'industry', COUNT)
})
afterAll(async () => {
  await s?.close()
})

const page = (body: unknown, l = list, token = owner.token) => s.request('POST', `/api/industry-results/${l}`, { token, body })
const totalOf = async (body: unknown) => (await page(body)).body.total as number

describe('results of a list', () => {
  it('answers the first page with the defaults', async () => {
    const res = await page({})
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: COUNT, page: 1, limit: 20, next_cursor: expect.any(String) })
    expect(res.body.data).toHaveLength(20)
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number), campaign_id: list, type: 'industry', name: 'Lead 000001', email: null, email_state: 'no_email_found', potential_emails: [],
      phone: '+1 555 1', website: 'https://lead1.example.com', linkedin_url: null, city: 'Paris', state: null, country: 'DE', crm_status: 'unsent',
      labels: [], created_at: '2024-01-01T00:00:01.000Z', category: 'Dentist', rating: 2, reviews: 1,
    })
    const ids = res.body.data.map((r: { id: number }) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('filters with custom_search operators', async () => {
    expect(await totalOf({ custom_search: [{ field: 'name', operator: 'like', value: 'lead 00001' }] })).toBe(10)
    expect(await totalOf({ custom_search: [{ field: 'name', operator: 'not like', value: '00001' }] })).toBe(COUNT - 11)
    expect(await totalOf({ custom_search: [{ field: 'email', operator: 'empty' }] })).toBe(COUNT - 100)
    expect(await totalOf({ custom_search: [{ field: 'email', operator: 'not empty' }] })).toBe(100)
    expect(await totalOf({ custom_search: [{ field: 'email', operator: 'is_verified' }] })).toBe(100)
    expect(await totalOf({ custom_search: [{ field: 'rating', operator: 'greater', value: 4 }] })).toBe(60)
    expect(await totalOf({ custom_search: [{ field: 'rating', operator: 'lower', value: '2' }] })).toBe(60)
    expect(await totalOf({ custom_search: [{ field: 'category', operator: 'like', value: 'dent' }] })).toBe(COUNT)
    expect(await totalOf({ custom_search: [{ field: 'street', operator: 'empty' }] })).toBe(COUNT)
    expect(await totalOf({ custom_search: [{ field: 'created_at', operator: 'lower', value: '2024-01-01T00:00:11Z' }] })).toBe(10)
    // % and _ are literal characters, not wildcards.
    expect(await totalOf({ custom_search: [{ field: 'name', operator: 'like', value: '%' }] })).toBe(0)
    expect(await totalOf({ custom_search: [{ field: 'city', operator: 'like', value: 'berlin' }, { field: 'rating', operator: 'greater', value: 4 }] })).toBe(30)
  })

  it('searches in three modes, by e-mail state, CRM state and dates', async () => {
    expect(await totalOf({ search: 'lead 00012' })).toBe(10)
    expect(await totalOf({ search: 'lead 000120', search_type: 'exact' })).toBe(1)
    expect(await totalOf({ search: 'LEAD 000120', search_type: 'exact' })).toBe(1)
    expect(await totalOf({ search: '00012', search_type: 'start' })).toBe(0)
    expect(await totalOf({ search: 'lead 0001', search_type: 'start' })).toBe(100)
    expect(await totalOf({ withEmail: 1 })).toBe(100)
    expect(await totalOf({ withEmail: 2 })).toBe(40)
    expect(await totalOf({ withEmail: 0 })).toBe(160)
    expect(await totalOf({ withEmail: -1 })).toBe(COUNT)
    expect(await totalOf({ sent: 'sent' })).toBe(0)
    expect(await totalOf({ sent: 0 })).toBe(COUNT)
    expect(await totalOf({ startDate: '2024-01-01T00:01:00Z', endDate: '2024-01-01T00:02:00Z' })).toBe(60)
    expect(await totalOf({ startDate: '2024-01-01', endDate: '2024-01-01' })).toBe(COUNT)
    expect(await totalOf({ endDate: '2023-12-31' })).toBe(0)
  })

  it('filters by labels', async () => {
    const ids = (await page({ limit: 5 })).body.data.map((r: { id: number }) => r.id)
    const [label] = await s.db.insert(customLabels).values({ accountId: owner.accountId, name: 'Hot' }).returning()
    await s.db.insert(resultLabels).values(ids.slice(0, 3).map((resultId: number) => ({ resultId, labelId: label.id })))
    const res = await page({ label_ids: [label.id] })
    expect(res.body.total).toBe(3)
    expect(res.body.data[0].labels).toEqual([{ id: label.id, name: 'Hot', color: '#573BFF' }])
    expect(await totalOf({ label_ids: [label.id + 1000] })).toBe(0)
  })

  it('refuses unknown fields, bad operators and bad values with a 422', async () => {
    const unknown = await page({ custom_search: [{ field: 'password_hash', operator: 'like', value: 'x' }] })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe('The field "password_hash" cannot be used to filter or sort industry results.')
    expect(unknown.body.errors).toEqual({ 'custom_search.0.field': [unknown.body.message] })
    const injected = await page({ custom_search: [{ field: "name') or 1=1 --", operator: 'like', value: 'x' }] })
    expect(injected.status).toBe(422)
    const cases: [unknown, string][] = [
      [{ custom_search: [{ field: 'name', operator: 'regex', value: 'x' }] }, 'custom_search.0.operator'],
      [{ custom_search: [{ field: 'name', operator: 'greater', value: 1 }] }, 'custom_search.0.operator'],
      [{ custom_search: [{ field: 'rating', operator: 'lower', value: 'abc' }] }, 'custom_search.0.value'],
      [{ custom_search: [{ field: 'name', operator: 'like' }] }, 'custom_search.0.value'],
      [{ custom_search: [{ field: 'name', operator: 'is_verified' }] }, 'custom_search.0.operator'],
      [{ custom_search: [{ field: 'created_at', operator: 'greater', value: 'yesterday-ish' }] }, 'custom_search.0.value'],
      [{ withEmail: 3 }, 'withEmail'], [{ withEmail: '1' }, 'withEmail'], [{ search_type: 'fuzzy' }, 'search_type'],
      [{ limit: 0 }, 'limit'], [{ limit: 501 }, 'limit'], [{ page: 0 }, 'page'], [{ page: 1e15 }, 'page'],
      [{ startDate: 'not a date' }, 'startDate'], [{ sort: { field: 'secret', direction: 'asc' } }, 'sort.field'],
      [{ sort: { field: 'name', direction: 'up' } }, 'sort.direction'], [{ cursor: 'garbage' }, 'cursor'],
      [{ label_ids: ['x'] }, 'label_ids.0'], [{ search: 'a\u0000b' }, 'search'],
    ]
    for (const [body, field] of cases) {
      const res = await page(body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field)
    }
    const cursor = (await page({ sort: { field: 'name', direction: 'asc' } })).body.next_cursor
    expect((await page({ cursor, sort: { field: 'name', direction: 'desc' } })).status).toBe(422)
    const forged = Buffer.from(JSON.stringify(['created_at', 'asc', 'tomorrow', 5])).toString('base64url')
    expect((await page({ cursor: forged, sort: { field: 'created_at', direction: 'asc' } })).status).toBe(422)
  })

  it('walks the same rows by cursor as by page, for every kind of sort', async () => {
    const sorts = [undefined, { field: 'name', direction: 'desc' }, { field: 'rating', direction: 'asc' }, { field: 'created_at', direction: 'desc' }, { field: 'email', direction: 'asc' }, { field: 'category', direction: 'asc' }]
    for (const sort of sorts) {
      const filter = { sort, withEmail: -1, custom_search: [{ field: 'name', operator: 'not like', value: '7' }] }
      const byPage: number[] = []
      for (let p = 1; ; p++) {
        const res = await page({ ...filter, limit: 37, page: p })
        byPage.push(...res.body.data.map((r: { id: number }) => r.id))
        if (res.body.data.length < 37) break
      }
      const byCursor: number[] = []
      let cursor: string | null = null
      do {
        const res = await page({ ...filter, limit: 37, ...(cursor ? { cursor } : {}) })
        expect(res.status).toBe(200)
        byCursor.push(...res.body.data.map((r: { id: number }) => r.id))
        cursor = res.body.next_cursor
      } while (cursor)
      expect(byCursor, JSON.stringify(sort)).toEqual(byPage)
      expect(new Set(byCursor).size).toBe(byCursor.length)
      expect(byCursor.length).toBe(await totalOf(filter))
    }
  })

  it('checks the type in the path against the list', async () => {
    const res = await s.request('POST', `/api/people-results/${list}`, { token: owner.token, body: {} })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('This list holds industry results, not people.')
    expect((await s.request('POST', `/api/robots-results/${list}`, { token: owner.token, body: {} })).status).toBe(404)
    expect((await page({}, list, stranger.token)).status).toBe(404)
  })

  it('shows one result with its details', async () => {
    const [id] = await seedResults(s, owner.accountId, list, 'industry', [{ name: 'Detail Dental', email: 'a@detail.example', emailState: 'email_found', fields: { category: 'Dentist', opening_hours: 'Mo-Fr' } }])
    const res = await s.request('GET', `/api/results/${id}`, { token: owner.token })
    expect(res.body).toMatchObject({ id, campaign_id: list, campaign_name: 'Dentists', name: 'Detail Dental', email_state: 'email_found', opening_hours: 'Mo-Fr', labels: [] })
    expect((await s.request('GET', `/api/results/${id}`, { token: stranger.token })).status).toBe(404)
    expect((await s.request('GET', '/api/results/x1', { token: owner.token })).status).toBe(404)
  })

  it('deletes a selection, a filter or all, and nothing of anyone else', async () => {
    const other = await createList(s, owner.token, 'people', 'To empty')
    const ids = await seedResults(s, owner.accountId, other, 'people', [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }, { name: 'Dan', email: 'dan@x.example', emailState: 'email_found' }])
    const foreignList = await createList(s, stranger.token, 'people', 'Theirs')
    const [foreignId] = await seedResults(s, stranger.accountId, foreignList, 'people', [{ name: 'Eve' }])
    const del = (body: unknown, token = owner.token) => s.request('POST', '/api/results/delete', { token, body })

    expect((await del({ scope: 'selection', ids: [ids[0], foreignId] })).status).toBe(404)
    expect((await del({ campaign_id: other, scope: 'selection', ids: [ids[0], foreignId] })).status).toBe(404)
    expect((await del({ scope: 'all' })).body.errors).toEqual({ campaign_id: ['Field is required'] })
    expect((await del({ campaign_id: foreignList, scope: 'all' })).status).toBe(404)
    expect((await del({ campaign_id: other, scope: 'everything' })).status).toBe(422)
    expect((await del({ campaign_id: other, scope: 'filter', filter: { custom_search: [{ field: 'nope', operator: 'empty' }] } })).status).toBe(422)
    expect((await del({ campaign_id: other, scope: 'selection', ids: [] })).status).toBe(422)

    expect((await del({ campaign_id: other, scope: 'selection', ids: [ids[0]] })).body).toMatchObject({ deleted: 1 })
    expect((await del({ campaign_id: other, scope: 'filter', filter: { withEmail: 1 } })).body).toMatchObject({ deleted: 1 })
    expect((await del({ campaign_id: other, scope: 'all' })).body).toMatchObject({ deleted: 2 })
    expect((await s.request('GET', `/api/results/${foreignId}`, { token: stranger.token })).status).toBe(200)
  })
})
