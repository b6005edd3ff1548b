import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'labels')
  stranger = await signedInAccount(s, 'other')
})
afterAll(async () => {
  await s?.close()
})

describe('custom labels', () => {
  it('creates, lists, renames and deletes labels', async () => {
    const created = await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: ' Hot lead ', color: '#ff0000' } })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Hot lead', color: '#ff0000', results_count: 0 })
    const dup = await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'HOT LEAD' } })
    expect(dup.body).toMatchObject({ message: 'The name has already been taken.', code: 'labels.name_taken', errors: { name: ['The name has already been taken.'] } })
    // Names are per account: another account may use the same one.
    expect((await s.request('POST', '/api/custom-labels', { token: stranger.token, body: { name: 'Hot lead' } })).status).toBe(201)
    expect((await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: '' } })).body.errors).toEqual({ name: ['Field is required'] })
    expect((await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'x', color: 'red' } })).body.errors).toEqual({ color: ['Type is not valid'] })

    const cold = await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'Cold' } })
    expect(cold.body.color).toBe('#573BFF')
    const listed = await s.request('GET', '/api/custom-labels', { token: owner.token })
    expect(listed.body.map((l: { name: string }) => l.name)).toEqual(['Cold', 'Hot lead'])

    expect((await s.request('PUT', `/api/custom-labels/${cold.body.id}`, { token: owner.token, body: { name: 'hot lead' } })).status).toBe(422)
    const renamed = await s.request('PUT', `/api/custom-labels/${cold.body.id}`, { token: owner.token, body: { name: 'Frozen', color: '#00ff00' } })
    expect(renamed.body).toEqual({ id: cold.body.id, name: 'Frozen', color: '#00ff00' })
    expect((await s.request('DELETE', `/api/custom-labels/${cold.body.id}`, { token: owner.token })).status).toBe(200)
    expect((await s.request('DELETE', `/api/custom-labels/${cold.body.id}`, { token: owner.token })).status).toBe(404)
  })

  it('assigns and removes labels in bulk, counting each link once', async () => {
    const list = await createList(s, owner.token, 'people', 'Labelled')
    const ids = await seedResults(s, owner.accountId, list, 'people', Array.from({ length: 10 }, (_, i) => ({ name: `P${i}` })))
    const a = (await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'A' } })).body.id
    const b = (await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'B' } })).body.id

    const assigned = await s.request('POST', '/api/custom-labels/assign', { token: owner.token, body: { label_ids: [a, b], result_ids: ids } })
    expect(assigned.body).toMatchObject({ assigned: 20 })
    const again = await s.request('POST', '/api/custom-labels/assign', { token: owner.token, body: { label_ids: [a], result_ids: ids.slice(0, 3) } })
    expect(again.body).toMatchObject({ assigned: 0 })
    const counts = (await s.request('GET', '/api/custom-labels', { token: owner.token })).body
    expect(counts.find((l: { id: number }) => l.id === a).results_count).toBe(10)

    const removed = await s.request('POST', '/api/custom-labels/remove', { token: owner.token, body: { label_ids: [a], result_ids: ids.slice(0, 4) } })
    expect(removed.body).toMatchObject({ removed: 4 })
    const page = await s.request('POST', `/api/people-results/${list}`, { token: owner.token, body: { label_ids: [a] } })
    expect(page.body.total).toBe(6)
    const detail = await s.request('GET', `/api/results/${ids[9]}`, { token: owner.token })
    expect(detail.body.labels.map((l: { name: string }) => l.name)).toEqual(['A', 'B'])

    // Deleting a label takes its links with it.
    await s.request('DELETE', `/api/custom-labels/${b}`, { token: owner.token })
    expect((await s.request('GET', `/api/results/${ids[9]}`, { token: owner.token })).body.labels.map((l: { name: string }) => l.name)).toEqual(['A'])
  })

  it("refuses another account's labels and results, and bad bodies", async () => {
    const list = await createList(s, owner.token, 'people', 'Mine')
    const [mine] = await seedResults(s, owner.accountId, list, 'people', [{ name: 'Mine' }])
    const theirList = await createList(s, stranger.token, 'people', 'Theirs')
    const [theirs] = await seedResults(s, stranger.accountId, theirList, 'people', [{ name: 'Theirs' }])
    const myLabel = (await s.request('POST', '/api/custom-labels', { token: owner.token, body: { name: 'Mine' } })).body.id
    const theirLabel = (await s.request('POST', '/api/custom-labels', { token: stranger.token, body: { name: 'Theirs' } })).body.id

    for (const body of [{ label_ids: [theirLabel], result_ids: [mine] }, { label_ids: [myLabel], result_ids: [theirs] }, { label_ids: [myLabel], result_ids: [mine, 999999999] }]) {
      expect((await s.request('POST', '/api/custom-labels/assign', { token: owner.token, body })).status).toBe(404)
      expect((await s.request('POST', '/api/custom-labels/remove', { token: owner.token, body })).status).toBe(404)
    }
    expect((await s.request('GET', `/api/results/${mine}`, { token: owner.token })).body.labels).toEqual([])
    expect((await s.request('PUT', `/api/custom-labels/${theirLabel}`, { token: owner.token, body: { name: 'Stolen' } })).status).toBe(404)
    expect((await s.request('DELETE', `/api/custom-labels/${theirLabel}`, { token: owner.token })).status).toBe(404)
    for (const body of [{}, { label_ids: [], result_ids: [mine] }, { label_ids: [myLabel], result_ids: ['x'] }, { label_ids: [myLabel], result_ids: [1e12] }]) {
      expect((await s.request('POST', '/api/custom-labels/assign', { token: owner.token, body })).status, JSON.stringify(body)).toBe(422)
    }
    expect((await s.request('GET', '/api/custom-labels')).status).toBe(401)
  })
})
