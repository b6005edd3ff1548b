import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { createList, seedMany, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'selection')
  stranger = await signedInAccount(s, 'selection-other')
})
afterAll(() => s?.close())

const withEmail = { withEmail: 1 }
const inBerlin = { custom_search: [{ field: 'city', operator: 'like', value: 'Berlin' }] }

describe('a selection across filter changes', () => {
  it('counts a selection and how many of it a filter shows', async () => {
    const list = await createList(s, owner.token, 'industry', 'Counted')
    await seedMany(s, owner.accountId, list, 'industry', 300)
    const count = (body: object) => s.request('POST', `/api/campaigns/${list}/results/count`, { token: owner.token, body })

    // Every third lead has an e-mail: 100 of 300.
    expect((await count({ scope: 'filter', filter: withEmail })).body).toEqual({ count: 100, visible: 100 })
    // The same selection under another filter: of the 100 with an e-mail, those in Berlin (the even numbers) show.
    expect((await count({ scope: 'filter', filter: withEmail, within: inBerlin })).body).toEqual({ count: 100, visible: 50 })
    const page = await s.request('POST', `/api/industry-results/${list}`, { token: owner.token, body: { limit: 6 } })
    const ids = page.body.data.map((r: { id: number }) => r.id)
    // Leads 1..6: numbers 3 and 6 have an e-mail; an e-mail filter hides the other four.
    expect((await count({ scope: 'selection', ids, within: withEmail })).body).toEqual({ count: 6, visible: 2 })
    expect((await count({ scope: 'all' })).body).toEqual({ count: 300, visible: 300 })
  })

  it('refuses a bad scope or filter by field, and another account\'s list', async () => {
    const list = await createList(s, owner.token, 'industry', 'Refused')
    const bad = await s.request('POST', `/api/campaigns/${list}/results/count`, { token: owner.token, body: { scope: 'everything' } })
    expect(bad.status).toBe(422)
    expect(bad.body.field_codes).toHaveProperty('scope')
    const badWithin = await s.request('POST', `/api/campaigns/${list}/results/count`, { token: owner.token, body: { scope: 'all', within: { withEmail: 7 } } })
    expect(badWithin.status).toBe(422)
    expect(Object.keys(badWithin.body.field_codes)).toEqual(['within.withEmail'])
    expect((await s.request('POST', `/api/campaigns/${list}/results/count`, { token: stranger.token, body: { scope: 'all' } })).status).toBe(404)
  })
})

describe('labels for every result matching a filter', () => {
  it('labels and unlabels the whole filter, loaded on screen or not', async () => {
    const list = await createList(s, owner.token, 'industry', 'Label by filter')
    await seedMany(s, owner.accountId, list, 'industry', 250)
    const hot = (await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'Hot by filter' } })).body.id

    const assigned = await s.request('POST', '/api/custom-labels/assign', { token: owner.token, body: { label_ids: [hot], campaign_id: list, scope: 'filter', filter: withEmail } })
    expect(assigned.status).toBe(200)
    expect(assigned.body).toMatchObject({ assigned: 83 })
    const labelled = await s.request('POST', `/api/industry-results/${list}`, { token: owner.token, body: { label_ids: [hot], limit: 1 } })
    expect(labelled.body.total).toBe(83)

    const removed = await s.request('POST', '/api/custom-labels/remove', { token: owner.token, body: { label_ids: [hot], campaign_id: list, scope: 'filter', filter: { ...withEmail, ...inBerlin } } })
    expect(removed.body).toMatchObject({ removed: 41 })
    expect((await s.request('POST', `/api/industry-results/${list}`, { token: owner.token, body: { label_ids: [hot], limit: 1 } })).body.total).toBe(42)
  })

  it('touches nothing for a foreign list, a selection outside the list or an invalid filter', async () => {
    const mine = await createList(s, owner.token, 'industry', 'Mine')
    const other = await createList(s, owner.token, 'industry', 'Other')
    const [inOther] = await seedResults(s, owner.accountId, other, 'industry', [{ name: 'Elsewhere' }])
    const [inMine] = await seedResults(s, owner.accountId, mine, 'industry', [{ name: 'Here' }])
    const label = (await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'Strict' } })).body.id
    const assign = (token: string, body: object) => s.request('POST', '/api/custom-labels/assign', { token, body: { label_ids: [label], ...body } })

    expect((await assign(stranger.token, { campaign_id: mine, scope: 'all' })).status).toBe(404)
    expect((await assign(owner.token, { campaign_id: mine, scope: 'selection', ids: [inMine, inOther] })).status).toBe(404)
    const invalid = await assign(owner.token, { campaign_id: mine, scope: 'filter', filter: { withEmail: 9 } })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.field_codes)).toEqual(['filter.withEmail'])
    expect((await assign(owner.token, { campaign_id: 'x', scope: 'all' })).status).toBe(422)
    const counts = (await s.request('GET', '/api/custom-labels', { token: owner.token })).body
    expect(counts.find((l: { id: number }) => l.id === label).results_count).toBe(0)
    expect((await assign(owner.token, { campaign_id: mine, scope: 'selection', ids: [inMine] })).body).toMatchObject({ assigned: 1 })
  })
})
