import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys, zapierSubscriptions } from '../../src/server/db/schema/integrations'
import { sha256Hex } from '../../src/server/security/tokens'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
let stranger: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'keys')
  stranger = await signedInAccount(s, 'stranger')
})
afterAll(async () => {
  await s?.close()
})

const zapier = (key: string | null, method: string, path: string, body?: unknown) =>
  s.request(method, `/api/zapier${path}`, { body, headers: key ? { 'x-api-key': key } : {} })

describe('API keys', () => {
  it('shows a key once, stores only its hash, and lists created, last used and revoked times', async () => {
    expect((await s.request('POST', '/api/user-api-key', { token: owner.token, body: {} })).body.errors).toMatchObject({ name: ['Field is required'] })
    const created = await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'Zapier', scope: 'read_write' } })
    expect(created.status).toBe(201)
    const key: string = created.body.token
    expect(key).toMatch(/^lc_[A-Za-z0-9_-]{43}$/)
    expect(created.body.key).toEqual({ id: expect.any(Number), name: 'Zapier', prefix: key.slice(0, 11), scope: 'read_write', modules: null, created_at: expect.any(String), last_used_at: null, revoked_at: null })

    const [row] = await s.db.select().from(apiKeys).where(eq(apiKeys.id, created.body.key.id))
    expect(row.keyHash).toBe(sha256Hex(key))
    expect(JSON.stringify(row)).not.toContain(key)
    const listed = await s.request('GET', '/api/user-api-key', { token: owner.token })
    expect(JSON.stringify(listed.body)).not.toContain(key)
    expect(listed.body.data).toEqual([created.body.key])

    // Using it stamps the last-used time.
    expect((await zapier(key, 'GET', '/me')).body).toEqual({ id: owner.accountId, email: owner.email })
    const used = (await s.request('GET', '/api/user-api-key', { token: owner.token })).body.data[0]
    expect(used.last_used_at).not.toBeNull()

    const renamed = await s.request('PUT', `/api/user-api-key/${created.body.key.id}`, { token: owner.token, body: { name: 'Zapier (prod)' } })
    expect(renamed.body.key.name).toBe('Zapier (prod)')

    const revoked = await s.request('DELETE', `/api/user-api-key/${created.body.key.id}`, { token: owner.token })
    expect(revoked.body.key.revoked_at).not.toBeNull()
    expect((await zapier(key, 'GET', '/me')).status).toBe(401)
    // Still listed, with its times; revoking again keeps the first time.
    const again = await s.request('DELETE', `/api/user-api-key/${created.body.key.id}`, { token: owner.token })
    expect(again.body.key.revoked_at).toBe(revoked.body.key.revoked_at)
  })

  it('treats another account\'s key id like a missing one and refuses made-up keys', async () => {
    const mine = await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'Mine', scope: 'read' } })
    const id = mine.body.key.id
    expect((await s.request('PUT', `/api/user-api-key/${id}`, { token: stranger.token, body: { name: 'x' } })).status).toBe(404)
    expect((await s.request('DELETE', `/api/user-api-key/${id}`, { token: stranger.token })).status).toBe(404)
    expect((await s.request('DELETE', '/api/user-api-key/99999999999', { token: owner.token })).status).toBe(404)
    expect((await s.request('GET', '/api/user-api-key', { token: stranger.token })).body.data).toEqual([])
    expect((await zapier(null, 'GET', '/me')).status).toBe(401)
    expect((await zapier('lc_made-up', 'GET', '/me')).status).toBe(401)
    // A session token is not an API key.
    expect((await zapier(owner.token, 'GET', '/me')).status).toBe(401)
  })
})

describe('Zapier REST hooks', () => {
  it('subscribes and unsubscribes target URLs with the user\'s API key and offers sample leads', async () => {
    const key = (await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'Zapier', scope: 'read_write' } })).body.token
    expect((await zapier(key, 'POST', '/hooks', { hookUrl: 'not a url' })).body.errors).toEqual({ hookUrl: ['Field must be a valid url'] })
    const sub = await zapier(key, 'POST', '/hooks', { hookUrl: 'https://hooks.zapier.com/hooks/catch/1/abc/' })
    expect(sub.status).toBe(201)
    expect(sub.body).toEqual({ id: expect.any(Number), event: 'lead.sent', hookUrl: 'https://hooks.zapier.com/hooks/catch/1/abc/' })
    // The same target twice stays one subscription.
    expect((await zapier(key, 'POST', '/hooks', { hookUrl: 'https://hooks.zapier.com/hooks/catch/1/abc/' })).body.id).toBe(sub.body.id)
    const crm = (await s.request('GET', '/api/integrations/crm', { token: owner.token })).body.data.find((c: any) => c.provider === 'zapier')
    expect(crm).toMatchObject({ connected: true, subscriptions: 1 })

    const list = await createList(s, owner.token, 'industry', 'Sample')
    await seedResults(s, owner.accountId, list, 'industry', [{ name: 'Acme Dental', email: 'hi@acme.test' }])
    expect((await zapier(key, 'GET', '/hooks/sample')).body).toEqual([expect.objectContaining({ name: 'Acme Dental', email: 'hi@acme.test' })])

    const strangerKey = (await s.request('POST', '/api/user-api-key', { token: stranger.token, body: { name: 'z', scope: 'read_write' } })).body.token
    expect((await zapier(strangerKey, 'DELETE', `/hooks/${sub.body.id}`)).status).toBe(404)
    expect((await zapier(key, 'DELETE', `/hooks/${sub.body.id}`)).status).toBe(200)
    expect(await s.db.select().from(zapierSubscriptions).where(eq(zapierSubscriptions.accountId, owner.accountId))).toEqual([])

    // Disconnecting Zapier in the console removes every subscription.
    await zapier(key, 'POST', '/hooks', { hookUrl: 'https://hooks.zapier.com/hooks/catch/1/def/' })
    await s.request('DELETE', '/api/integrations/crm/zapier', { token: owner.token })
    expect(await s.db.select().from(zapierSubscriptions).where(eq(zapierSubscriptions.accountId, owner.accountId))).toEqual([])
  })
})
