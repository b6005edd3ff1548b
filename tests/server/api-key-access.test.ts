import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyRateWindows, apiKeys } from '../../src/server/db/schema/integrations'
import { createKeyRateLimit } from '../../src/server/http/key-rate-limit'
import { startTestServer, type TestServer } from './harness'
import { createList, signedInAccount } from './lead-seed'

/** API keys on the whole API: the key's account, its scope, the session-only routes, last-used time, the rate limit. */
let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
const LIMIT = 5
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox', config: { apiKeyRateLimit: { limit: LIMIT, windowSeconds: 60 } } })
  owner = await signedInAccount(s, 'keyed')
})
afterAll(async () => {
  await s?.close()
})

async function newKey(scope: 'read' | 'read_write', token = owner.token) {
  const res = await s.request('POST', '/api/user-api-key', { token, body: { name: `${scope} key`, scope } })
  expect(res.status).toBe(201)
  return { id: res.body.key.id as number, key: res.body.token as string }
}
const withKey = (key: string, method: string, path: string, body?: unknown) => s.request(method, path, { body, headers: { 'x-api-key': key } })

describe('API keys on the API', () => {
  it('requires a scope of read or read_write when creating a key', async () => {
    const res = await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'No scope' } })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors)).toEqual(['scope'])
    expect((await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'x', scope: 'admin' } })).body.errors).toHaveProperty('scope')
  })

  it('acts as the key\'s account: a read_write key reads and creates lists, as a header or a bearer token', async () => {
    const listId = await createList(s, owner.token, 'company', 'Made by the owner')
    const { key } = await newKey('read_write')
    const read = await withKey(key, 'GET', '/api/campaigns')
    expect(read.status).toBe(200)
    expect(JSON.stringify(read.body)).toContain('Made by the owner')
    const made = await withKey(key, 'POST', '/api/campaigns', { name: 'Made by a script', type: 'company' })
    expect(made.status).toBe(201)
    const asBearer = await s.request('GET', '/api/campaigns', { token: key })
    expect(asBearer.status).toBe(200)
    expect(JSON.stringify(asBearer.body)).toContain('Made by a script')
    expect(listId).toBeGreaterThan(0)
  })

  it('limits a key to the modules chosen for it, within those the account holds', async () => {
    const limited = await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'Leads only', scope: 'read', modules: ['leads'] } })
    expect(limited.status).toBe(201)
    expect(limited.body.key.modules).toEqual(['leads'])
    const key = limited.body.token as string
    expect((await withKey(key, 'GET', '/api/campaigns')).status).toBe(200)
    const wallet = await withKey(key, 'GET', '/api/wallet')
    expect(wallet.status).toBe(403)
    expect(wallet.body).toMatchObject({ code: 'integrations.api_key_module', params: { module: 'wallet' }, message: 'This API key may not use Wallet.' })
    // A key with no list of modules uses every module the account holds.
    const { key: every } = await newKey('read')
    expect((await withKey(every, 'GET', '/api/wallet')).status).toBe(200)
    const listed = await s.request('GET', '/api/user-api-key', { token: owner.token })
    expect(listed.body.data.find((k: { name: string }) => k.name === 'Leads only').modules).toEqual(['leads'])
    expect(listed.body.data.find((k: { name: string }) => k.name === 'read key').modules).toBeNull()

    const notHeld = await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'Admin', scope: 'read', modules: ['admin'] } })
    expect(notHeld.status).toBe(422)
    expect(notHeld.body.field_codes.modules[0].code).toBe('integrations.api_key_module_not_held')
    const none = await s.request('POST', '/api/user-api-key', { token: owner.token, body: { name: 'Nothing', scope: 'read', modules: [] } })
    expect(none.status).toBe(422)
    expect(Object.keys(none.body.errors)).toEqual(['modules'])
    expect((await s.db.select().from(apiKeys).where(eq(apiKeys.name, 'Admin')))).toHaveLength(0)
  })

  it('refuses a read key on every write with a message code, and lets it read', async () => {
    const { key } = await newKey('read')
    expect((await withKey(key, 'GET', '/api/campaigns')).status).toBe(200)
    const refused = await withKey(key, 'POST', '/api/campaigns', { name: 'Nope', type: 'company' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'integrations.api_key_read_only', message: expect.stringContaining('only read') })
    const lists = await s.request('GET', '/api/campaigns', { token: owner.token })
    expect(JSON.stringify(lists.body)).not.toContain('Nope')
  })

  it('refuses any key on the routes only a person may call: managing keys, switching account, logout', async () => {
    const { key } = await newKey('read_write')
    for (const [method, path] of [['GET', '/api/user-api-key'], ['POST', '/api/user-api-key'], ['POST', '/api/accounts/switch'], ['POST', '/auth/logout']] as const) {
      const res = await withKey(key, method, path, method === 'GET' ? undefined : { name: 'k', scope: 'read_write', account_id: owner.accountId })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.code, `${method} ${path}`).toBe('integrations.api_key_not_here')
    }
  })

  it('answers 401 to a revoked, made-up or another server\'s key', async () => {
    const { id, key } = await newKey('read')
    await s.request('DELETE', `/api/user-api-key/${id}`, { token: owner.token })
    expect((await withKey(key, 'GET', '/api/campaigns')).status).toBe(401)
    expect((await withKey('lc_made-up', 'GET', '/api/campaigns')).status).toBe(401)
    expect((await s.request('GET', '/api/campaigns', { token: 'lc_made-up' })).status).toBe(401)
  })

  it('keeps the last-used time with at most one write a minute', async () => {
    const { id, key } = await newKey('read')
    await withKey(key, 'GET', '/api/me')
    const first = (await s.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0].lastUsedAt
    expect(first).not.toBeNull()
    s.clock.advance(30_000)
    await withKey(key, 'GET', '/api/me')
    expect((await s.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0].lastUsedAt).toEqual(first)
    s.clock.advance(31_000)
    await withKey(key, 'GET', '/api/me')
    expect((await s.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0].lastUsedAt!.getTime()).toBeGreaterThan(first!.getTime())
  })

  it('limits each key\'s requests per window with RateLimit headers, then 429 with Retry-After until the window ends', async () => {
    const { key } = await newKey('read')
    const other = await newKey('read')
    for (let i = 1; i <= LIMIT; i++) {
      const res = await withKey(key, 'GET', '/api/me')
      expect(res.status).toBe(200)
      expect(res.headers.get('ratelimit-policy')).toBe(`"per-key";q=${LIMIT};w=60`)
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"per-key";r=${LIMIT - i};t=\\d+$`))
    }
    const over = await withKey(key, 'GET', '/api/me')
    expect(over.status).toBe(429)
    expect(over.body).toMatchObject({ code: 'integrations.api_key_rate_limited', params: { seconds: expect.any(Number) } })
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/)
    // Another key, and the person's own session, are not limited by this key's use.
    expect((await withKey(other.key, 'GET', '/api/me')).status).toBe(200)
    const session = await s.request('GET', '/api/me', { token: owner.token })
    expect(session.status).toBe(200)
    expect(session.headers.get('ratelimit')).toBeNull()
    s.clock.advance(Number(over.headers.get('retry-after')) * 1000)
    expect((await withKey(key, 'GET', '/api/me')).status).toBe(200)
  })

  it('counts in the database: limiters of two processes share the quota, a restarted one keeps the window, one row per key', async () => {
    const { id } = await newKey('read')
    const config = { limit: LIMIT, windowSeconds: 60 }
    const [a, b] = [createKeyRateLimit(s.db, config), createKeyRateLimit(s.db, config)]
    const now = s.clock.now()
    // Twice the quota at once, half through each limiter: the upsert's row lock lets exactly the quota through.
    const states = await Promise.all(Array.from({ length: 2 * LIMIT }, (_, i) => (i % 2 ? a : b).take(id, now)))
    expect(states.filter((st) => st.allowed)).toHaveLength(LIMIT)
    expect(states.filter((st) => st.allowed).map((st) => st.remaining).sort()).toEqual(Array.from({ length: LIMIT }, (_, i) => i))
    expect(states.filter((st) => !st.allowed).every((st) => st.remaining === 0)).toBe(true)
    // A limiter made after a restart finds the window where the others left it.
    const restarted = createKeyRateLimit(s.db, config)
    expect(await restarted.take(id, new Date(now.getTime() + 59_000))).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 1 })
    expect(await restarted.take(id, new Date(now.getTime() + 60_000))).toMatchObject({ allowed: true, remaining: LIMIT - 1, resetSeconds: 60 })
    expect(await s.db.select().from(apiKeyRateWindows).where(eq(apiKeyRateWindows.keyId, id))).toEqual([
      { keyId: id, windowStart: new Date(now.getTime() + 60_000), count: 1 },
    ])
  })
})
