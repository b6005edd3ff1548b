import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'
import { resellerAccount } from './whitelabel-reseller-seed'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const empty = { setup: null, support: null, community: null, courses: null, qa_call: null, snapshot_store: null, roadmap: null, updated_at: null }

describe('the reseller resource links', () => {
  it('answers no links at first, stores them whole, and clears the ones left out or null', async () => {
    const r = await resellerAccount(s, 'links-a')
    expect((await r.call('GET', '/api/wl/links')).body.data).toEqual(empty)

    const saved = await r.call('PUT', '/api/wl/links', { setup: ' https://setup.example/start ', community: 'https://community.example', roadmap: 'http://roadmap.example/x' })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Links saved.')
    expect(saved.body.data).toMatchObject({ setup: 'https://setup.example/start', community: 'https://community.example', roadmap: 'http://roadmap.example/x', support: null })
    expect((await r.call('GET', '/api/wl/links')).body.data).toEqual(saved.body.data)

    const again = await r.call('PUT', '/api/wl/links', { setup: 'https://setup.example/v2', community: null, qa_call: 'https://call.example' })
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ setup: 'https://setup.example/v2', community: null, qa_call: 'https://call.example', roadmap: null })
  })

  it('names the bad links and keeps the stored ones', async () => {
    const r = await resellerAccount(s, 'links-b')
    await r.call('PUT', '/api/wl/links', { courses: 'https://courses.example' })
    const bad = await r.call('PUT', '/api/wl/links', { courses: 'javascript:alert(1)', support: 'not a url', snapshot_store: 'https://ok.example' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.field_codes).sort()).toEqual(['courses', 'support'])
    expect((await r.call('GET', '/api/wl/links')).body.data).toMatchObject({ courses: 'https://courses.example', snapshot_store: null })
  })

  it('keeps each reseller to its own links, and refuses accounts without the module', async () => {
    const a = await resellerAccount(s, 'links-c')
    const b = await resellerAccount(s, 'links-d')
    await a.call('PUT', '/api/wl/links', { support: 'https://a.example/help' })
    expect((await b.call('GET', '/api/wl/links')).body.data.support).toBeNull()

    const plain = await signedInAccount(s, 'links-plain')
    expect((await s.request('GET', '/api/wl/links', { token: plain.token })).status).toBe(403)
    expect((await s.request('PUT', '/api/wl/links', { token: plain.token, body: { support: 'https://x.example' } })).status).toBe(403)
    expect((await s.request('GET', '/api/wl/links')).status).toBe(401)
  })
})
