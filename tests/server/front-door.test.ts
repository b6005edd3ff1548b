import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { createApp } from '../../src/server/app'
import { trainingSources, users } from '../../src/server/db/schema'
import { createLogger } from '../../src/server/http/front-door/logger'
import { mountClientAssets } from '../../src/server/http/client-assets'
import { httpMessages } from '../../src/shared/http-messages'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
const clientDir = path.resolve('.tmp', `client-${process.pid}`)
/** The app again, with a built client and a log written to `lines`. */
let app: ReturnType<typeof createApp>
const lines: string[] = []
let token: string

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body><div id="root"></div></body>
</html>`

/** A script as Vite names it (a content hash in the name), large enough to be worth compressing. */
const bigScript = Array.from({ length: 400 }, (_, i) => `console.log("line ${i}")`).join('\n')

beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true })
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml)
  writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'console.log("client")')
  writeFileSync(path.join(clientDir, 'assets', 'main-Ab_d-12Z.js'), bigScript)
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).split('\n').filter(Boolean)), done()) })
  app = createApp(s.deps, { logger: createLogger('info', sink) })
  mountClientAssets(app, clientDir)
  token = (await s.signedInUser('frontdoor')).token
})
afterAll(async () => {
  await s?.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers })
const post = (p: string, body: string, headers: Record<string, string> = {}) =>
  app.request(p, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.1`, ...headers } })

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-frame-options')).toBe('DENY')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
}

describe('security headers on every answer', () => {
  it('puts them on an API answer, an API refusal and an API 404, with a policy that loads nothing', async () => {
    for (const res of [await get('/api/site-settings?domain=x'), await get('/api/me'), await get('/api/no-such-route')]) {
      expectCommonHeaders(res)
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    }
  })

  it('serves index.html with a fresh nonce on its scripts and module preloads, and the same nonce in its policy', async () => {
    const nonces = new Set<string>()
    for (const p of ['/', '/index.html', '/lead-search/lists']) {
      const res = await get(p)
      expect(res.status).toBe(200)
      expectCommonHeaders(res)
      const csp = res.headers.get('content-security-policy')!
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
      expect(csp).toContain("'strict-dynamic'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toContain("'unsafe-eval'")
      const html = await res.text()
      expect(html).toContain(`<script nonce="${nonce}" type="module"`)
      expect(html).toContain(`<link nonce="${nonce}" rel="modulepreload"`)
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`)
      expect(html.match(/<script\b/g)).toHaveLength(html.match(/<script nonce=/g)!.length)
      nonces.add(nonce!)
    }
    expect(nonces.size).toBe(3)
  })

  it('puts them on a JS asset of the client', async () => {
    const res = await get('/assets/index-abc.js')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('console.log("client")')
    expectCommonHeaders(res)
  })
})

describe('client files on the wire', () => {
  it('gzips the page and scripts for a browser that accepts it, and lets hashed assets be cached for a year', async () => {
    const hashed = await get('/assets/main-Ab_d-12Z.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(hashed.status).toBe(200)
    expect(hashed.headers.get('content-encoding')).toBe('gzip')
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(hashed.headers.get('vary')).toContain('Accept-Encoding')
    const zipped = Buffer.from(await hashed.arrayBuffer())
    expect(zipped.length).toBeLessThan(bigScript.length / 3)
    expect(gunzipSync(zipped).toString()).toBe(bigScript)
    expectCommonHeaders(hashed)
    // Without the header: the bytes as they are. A name without a hash is not cached.
    const plain = await get('/assets/main-Ab_d-12Z.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(bigScript)
    expect((await get('/assets/index-abc.js')).headers.get('cache-control')).toBeNull()
    // The page: compressed, never cached (its nonce is new on each answer).
    const page = await get('/lead-search/lists', { 'accept-encoding': 'gzip' })
    expect(page.headers.get('cache-control')).toBeNull()
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<meta property="csp-nonce"')
  })
})

describe('request ids and the request log', () => {
  it('writes one line per request with its id, route pattern, status and user, and never a password or a token', async () => {
    const email = uniqueEmail('logged')
    const password = 'a-password-to-hide-1'
    await s.request('POST', '/auth/register', { body: { first_name: 'Log', last_name: 'Ged', email, password, password_confirmation: password, terms: true } })
    await s.request('POST', '/auth/confirm-email', { body: { email, code: await s.readCode(email) } })
    lines.length = 0
    const login = await post('/auth/login', JSON.stringify({ email, password }))
    expect(login.status).toBe(200)
    const issued: string = (await login.json()).authorisation.token
    const me = await get('/api/me?secret_query=query-value-to-hide', { authorization: `Bearer ${issued}` })
    expect(me.status).toBe(200)
    await post('/auth/login', JSON.stringify({ email, password: 'wrong-password-to-hide' }))

    const entries = lines.map((l) => JSON.parse(l))
    expect(entries).toHaveLength(3)
    const [userId] = (await s.db.select({ id: users.id }).from(users).where(eq(users.email, email))).map((r) => r.id)
    expect(entries[0]).toMatchObject({ level: 30, msg: 'request', reqId: login.headers.get('x-request-id'), method: 'POST', route: '/auth/login', status: 200 })
    expect(entries[1]).toMatchObject({ reqId: me.headers.get('x-request-id'), method: 'GET', route: '/api/me', status: 200, userId })
    expect(entries[2]).toMatchObject({ route: '/auth/login', status: 422 })
    for (const e of entries) expect(e.ms).toEqual(expect.any(Number))
    const all = lines.join('\n')
    for (const secret of [password, 'wrong-password-to-hide', issued, 'query-value-to-hide', email]) expect(all).not.toContain(secret)
  })

  it('gives every answer its own id, and keeps a proxy-given id only with TRUST_PROXY', async () => {
    const a = await get('/api/me')
    const b = await get('/api/me')
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
    expect((await get('/api/me', { 'x-request-id': 'edge-1234' })).headers.get('x-request-id')).toBe('edge-1234')
    // An id that is not a plain token is replaced by one of our own (a UUID, which may itself start with "bad").
    const replaced = (await get('/api/me', { 'x-request-id': 'bad id with spaces;and=more' })).headers.get('x-request-id')
    expect(replaced).not.toBe('bad id with spaces;and=more')
    expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    const untrusting = createApp({ ...s.deps, config: { ...s.deps.config, trustProxy: false } }, { logger: createLogger('silent') })
    expect((await untrusting.request('/api/me', { headers: { 'x-request-id': 'edge-1234' } })).headers.get('x-request-id')).not.toBe('edge-1234')
  })
})

describe('text the database cannot hold, refused at the door', () => {
  it('refuses a body nested 20,000 deep with a 422 and a code, on an unauthenticated route', async () => {
    for (const p of ['/auth/login', '/auth/register', '/auth/reset-password', '/api/log-app-error', '/api/site-settings']) {
      const res = await post(p, `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ message: httpMessages.body_too_deep, code: 'http.body_too_deep', params: { max_depth: 32, field: 'body' }, errors: { body: [httpMessages.body_too_deep] }, field_codes: { body: [{ code: 'http.body_too_deep', params: { max_depth: 32, field: 'body' } }] } })
    }
  })

  it('refuses NUL in a register name naming the field, and writes no user', async () => {
    const email = uniqueEmail('nul')
    const res = await post('/auth/register', JSON.stringify({ first_name: 'A\u0000', last_name: 'B', email, password: 'secret-pass', password_confirmation: 'secret-pass', terms: true }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: httpMessages.text_has_nul, code: 'http.text_has_nul', params: { field: 'first_name' }, errors: { first_name: [httpMessages.text_has_nul] }, field_codes: { first_name: [{ code: 'http.text_has_nul', params: { field: 'first_name' } }] } })
    expect(await s.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('refuses a lone surrogate in a website link title, and NUL in a nested key, naming the path', async () => {
    const link = await post('/api/business-details/website-links', '{"url":"https://example.com/a","title":"A \\ud800 page","content":"x"}', { authorization: `Bearer ${token}` })
    expect(link.status).toBe(422)
    expect(await link.json()).toMatchObject({ code: 'http.text_not_unicode', params: { field: 'title' }, errors: { title: [httpMessages.text_not_unicode] } })
    const key = await post('/api/log-app-error', '{"message":"m","info":{"a":[{"b\\u0000":1}]}}')
    expect(await key.json()).toMatchObject({ code: 'http.text_has_nul', params: { field: 'info.a.0.b\\u0000' } })
  })

  it('refuses a body that is not UTF-8', async () => {
    const res = await app.request('/api/log-app-error', { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: 'http.body_not_utf8', errors: { body: [httpMessages.body_not_utf8] } })
  })

  it('refuses NUL and escapes that are not UTF-8 in a query string, naming the parameter', async () => {
    const auth = { authorization: `Bearer ${token}` }
    const nul = await get('/api/campaigns?search=a%00b', auth)
    expect(nul.status).toBe(422)
    expect(await nul.json()).toEqual({ message: httpMessages.text_has_nul, code: 'http.text_has_nul', params: { field: 'search' }, errors: { search: [httpMessages.text_has_nul] }, field_codes: { search: [{ code: 'http.text_has_nul', params: { field: 'search' } }] } })
    const broken = await get('/api/business-details/training-texts?search=%ED%A0%80', auth)
    expect(broken.status).toBe(422)
    expect(await broken.json()).toMatchObject({ code: 'http.text_not_unicode', params: { field: 'search' } })
    expect((await get('/api/campaigns?search=caf%C3%A9+%F0%9F%98%80', auth)).status).toBe(200)
  })

  it('refuses NUL in the title of a PDF upload, and stores nothing', async () => {
    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.7 not read'], { type: 'application/pdf' }), 'a.pdf')
    form.append('title', 'A\u0000title')
    const before = await s.db.select({ n: count() }).from(trainingSources)
    const res = await app.request('/api/business-details/training-files', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: 'http.text_has_nul', params: { field: 'title' }, errors: { title: [httpMessages.text_has_nul] } })
    expect(await s.db.select({ n: count() }).from(trainingSources)).toEqual(before)
  })
})
