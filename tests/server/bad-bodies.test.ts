import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isMessageCode } from '../../src/shared/message-catalogue'
import { ADMIN, startTestServer, uniqueEmail, type TestServer } from './harness'
import { concretePath, makeFixtures, rowCounts, type Fixtures } from './hostile-fixtures'
import { everyString, fieldValues, validBodies, wholeBodies, withField, type HostileBody } from './hostile-bodies'

let s: TestServer
let fixtures: Fixtures
let receiver: Server
beforeAll(async () => {
  receiver = createServer((_req, res) => res.end('ok'))
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  s = await startTestServer({ mail: 'outbox', config: { outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' } } })
  fixtures = await makeFixtures(s, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`)
}, 120_000)
afterAll(async () => {
  await s?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

/** The one write a refusal makes: a well-formed login with a wrong password is counted (the login limit at work). */
const countedFailure = (route: string, res: Outcome, table: string) =>
  route === 'POST /auth/login' && table === 'login_attempts' && res.body?.code === 'auth.invalid_credentials'

/** Every route of the app that takes a body, read from the Hono app itself: a new route is walked without a change here. */
function routesWithBodies(): { method: string; pattern: string }[] {
  const seen = new Set<string>()
  const out: { method: string; pattern: string }[] = []
  for (const r of s.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) continue
    const key = `${r.method} ${r.path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ method: r.method, pattern: r.path })
  }
  // Deletions last: a DELETE ignores its body and removes the row the other routes of its resource need.
  return out.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
}

type Outcome = { status: number; body: any }

async function send(method: string, path: string, body: HostileBody): Promise<Outcome> {
  const headers: Record<string, string> = {
    'content-type': body.contentType,
    authorization: `Bearer ${fixtures.token}`,
    'x-api-key': fixtures.apiKey,
    'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }
  const res = await fetch(s.url + path, { method, headers, body: body.raw as BodyInit })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // kept as text for the failure message
  }
  return { status: res.status, body: parsed }
}

/** A body the route accepts, or the fields it names when sent an empty one. */
async function validBodyOf(method: string, pattern: string, path: string): Promise<Record<string, unknown>> {
  const known = validBodies[`${method} ${pattern}`]
  if (known) return known
  const probe = await send(method, path, { label: 'empty object', raw: '{}', contentType: 'application/json' })
  const fields = probe.status === 422 && probe.body?.errors ? Object.keys(probe.body.errors).filter((f) => !f.includes('.')) : []
  return Object.fromEntries(fields.map((f) => [f, 'walk value']))
}

function hostileBodiesFor(valid: Record<string, unknown>): HostileBody[] {
  const json = (label: string, raw: string): HostileBody => ({ label, raw, contentType: 'application/json' })
  const bodies = [...wholeBodies]
  bodies.push(json('NUL in every string', JSON.stringify(everyString(valid, '\u0000'))))
  bodies.push(json('a lone surrogate in every string', JSON.stringify(everyString(valid, '\ud800'))))
  for (const field of Object.keys(valid)) for (const v of fieldValues) bodies.push(json(`${field} = ${v.label}`, withField(valid, field, v.raw)))
  return bodies
}

/** The session may end on the way (a hostile body to /auth/logout is still a logout): sign in again. */
async function keepSignedIn() {
  if ((await s.request('GET', '/api/me', { token: fixtures.token })).status === 401) fixtures.token = await s.login(ADMIN.email, ADMIN.password)
}

type Finding = { route: string; body: string; status: number; detail: string }

describe('every route that takes a body, walked with hostile bodies', () => {
  it('answers each with a status below 500 and writes nothing when it refuses', async () => {
    const findings: Finding[] = []
    const unwalked: string[] = []
    const routes = routesWithBodies()
    expect(routes.length).toBeGreaterThan(80)
    for (const { method, pattern } of routes) {
      const path = concretePath(pattern, fixtures)
      if (!path) {
        unwalked.push(`${method} ${pattern}`)
        continue
      }
      const valid = await validBodyOf(method, pattern, path)
      for (const body of hostileBodiesFor(valid)) {
        const before = await rowCounts(s)
        const res = await send(method, path, body)
        const route = `${method} ${pattern}`
        if (res.status >= 500) findings.push({ route, body: body.label, status: res.status, detail: JSON.stringify(res.body).slice(0, 160) })
        else if (res.status >= 400) {
          const after = await rowCounts(s)
          const changed = Object.keys(after).filter((t) => after[t] !== before[t] && !countedFailure(route, res, t))
          if (changed.length) findings.push({ route, body: body.label, status: res.status, detail: `wrote to ${changed.join(', ')}` })
          if (typeof res.body?.message !== 'string') findings.push({ route, body: body.label, status: res.status, detail: 'no message' })
          else if (!isMessageCode(res.body.code)) findings.push({ route, body: body.label, status: res.status, detail: `no known code: ${res.body.code}` })
          else if (/Expected|superstruct/.test(JSON.stringify(res.body))) findings.push({ route, body: body.label, status: res.status, detail: 'validator text' })
        }
        if (pattern === '/auth/logout') await keepSignedIn()
      }
    }
    const failingRoutes = new Set(findings.filter((f) => f.status >= 500).map((f) => f.route))
    console.info(`walked ${routes.length} routes; ${failingRoutes.size} answered 500 to some body; ${findings.length} findings`)
    expect(unwalked, 'routes with a path parameter the walk has no fixture for').toEqual([])
    expect(findings.map((f) => `${f.route} [${f.body}] ${f.status}: ${f.detail}`)).toEqual([])
  }, 600_000)
})

/** Query strings a route may read: refused at the door (NUL, broken escapes) or odd values each route must bear. */
const hostileQueries = [
  'search=a%00b',
  'page=%ED%A0%80',
  'page=99999999999999999999&pageSize=-1&search=' + 'x'.repeat(5000),
  'ids=1,2,abc,2147483648&campaign_id=2147483648&type=__proto__&status=constructor',
  'country=ZZ&state=%F0%9F%98%80&city=&domain=&active=maybe&sort=;drop&order=sideways',
]

describe('every GET route, walked with hostile query strings', () => {
  it('answers each below 500', async () => {
    const findings: string[] = []
    const seen = new Set<string>()
    for (const r of s.app.routes) {
      if (r.method !== 'GET' || seen.has(r.path) || r.path.includes('*')) continue
      seen.add(r.path)
      const path = concretePath(r.path, fixtures)
      if (!path) continue
      for (const q of hostileQueries) {
        const res = await fetch(`${s.url}${path}?${q}`, { headers: { authorization: `Bearer ${fixtures.token}`, 'x-api-key': fixtures.apiKey, accept: 'application/json' } })
        if (res.status >= 500) findings.push(`GET ${r.path}?${q.slice(0, 60)}: ${res.status}`)
        await res.body?.cancel()
      }
    }
    expect(seen.size).toBeGreaterThan(40)
    expect(findings).toEqual([])
  }, 300_000)
})

describe('the shape of a validation failure', () => {
  const pw = 'secret-pass'
  it('is a 422 naming every failing field, with the first message on top', async () => {
    const res = await s.request('POST', '/auth/register', { body: { email: 'not-an-email', password: 'abc', password_confirmation: 'abd' } })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      first_name: ['Field is required'],
      last_name: ['Field is required'],
      email: ['Field must be a valid email'],
      password: ['The password must be at least 6 characters.'],
    })
    expect(res.body.field_codes).toMatchObject({
      first_name: [{ code: 'validation.required', params: { field: 'first_name' } }],
      email: [{ code: 'validation.email', params: { field: 'email' } }],
      password: [{ code: 'validation.password_min', params: { field: 'password' } }],
      password_confirmation: [{ code: 'validation.passwords_match', params: { field: 'password_confirmation' } }],
    })
    expect(res.body).toMatchObject({ code: 'validation.required', params: { field: 'first_name' } })
    expect(res.body.message).toBe(Object.values(res.body.errors as Record<string, string[]>)[0][0])
  })

  it('reads a missing e-mail as "Field is required"', async () => {
    const res = await s.request('POST', '/auth/login', { body: { password: 'whatever' } })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      message: 'Field is required',
      code: 'validation.required',
      params: { field: 'email' },
      errors: { email: ['Field is required'] },
      field_codes: { email: [{ code: 'validation.required', params: { field: 'email' } }] },
    })
  })

  it('reads a non-object body as an empty one, so each required field is reported', async () => {
    for (const raw of ['null', '[]', '"text"']) {
      const res = await s.request('POST', '/auth/login', { raw, headers: { 'content-type': 'application/json' } })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ email: ['Field is required'], password: ['Field is required'] })
    }
  })

  it('answers malformed JSON with a 422 that says so', async () => {
    const res = await s.request('POST', '/auth/login', { raw: '{oops', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      code: 'error.invalid_data',
      params: {},
      errors: { body: ['The request body must be valid JSON.'] },
      field_codes: { body: [{ code: 'error.invalid_json', params: { field: 'body' } }] },
    })
  })

  it('ignores fields the schema does not declare', async () => {
    const email = uniqueEmail('extra')
    const res = await s.request('POST', '/auth/register', {
      body: { first_name: 'A', last_name: 'B', email, password: pw, password_confirmation: pw, role: 'super_admin', is_admin: true },
    })
    expect(res.status).toBe(201)
    const token2 = await s.login(email, pw).catch(() => null)
    expect(token2).toBeNull()
  })

  it('refuses an e-mail longer than 254 characters', async () => {
    const email = `${'a'.repeat(250)}@example.com`
    const res = await s.request('POST', '/auth/register', { body: { first_name: 'A', last_name: 'B', email, password: pw, password_confirmation: pw } })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ email: ['Field must be a valid email'] })
  })

  it('answers an oversized body with 413', async () => {
    const res = await s.request('POST', '/api/log-app-error', { body: { message: 'x'.repeat(300_000) } })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ message: 'The request body is too large.', code: 'error.body_too_large', params: {} })
  })
})
