import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isMessageCode } from '../../src/shared/message-catalogue'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
let token: string
let consoleError: ReturnType<typeof vi.spyOn>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  token = (await s.signedInUser('badbodies')).token
})
afterAll(async () => {
  await s?.close()
})
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  // The app logs only unexpected (500) errors: none may have happened.
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})

type Route = { path: string; auth: boolean; valid: Record<string, unknown> }
const pw = 'secret-pass'
const routes: Route[] = [
  { path: '/auth/login', auth: false, valid: { email: 'someone@example.com', password: pw } },
  { path: '/auth/register', auth: false, valid: { first_name: 'A', last_name: 'B', email: 'reg@example.com', password: pw, password_confirmation: pw, terms: true } },
  { path: '/auth/confirm-email', auth: false, valid: { email: 'reg@example.com', code: '123456' } },
  { path: '/auth/resend-email-verification-code', auth: false, valid: { email: 'reg@example.com' } },
  { path: '/auth/forgot-password', auth: false, valid: { email: 'reg@example.com' } },
  { path: '/auth/reset-password/check-code', auth: false, valid: { email: 'reg@example.com', code: '123456' } },
  { path: '/auth/reset-password', auth: false, valid: { email: 'reg@example.com', code: '123456', password: pw, password_confirmation: pw } },
  { path: '/auth/login-with-social', auth: false, valid: { token: 'abc', provider: 'google' } },
  { path: '/api/me', auth: true, valid: { first_name: 'A', last_name: 'B', language: 'en', google_api_key: 'k' } },
  { path: '/api/me/password', auth: true, valid: { current_password: 'wrong-one', password: pw, password_confirmation: pw } },
  { path: '/api/site-settings', auth: false, valid: { domain: 'example.com' } },
  { path: '/api/mail-change', auth: true, valid: { email: 'elsewhere@example.com' } },
  { path: '/api/mail-change/resend', auth: true, valid: {} },
  { path: '/api/mail-change/confirm', auth: true, valid: { code: '123456' } },
  { path: '/api/log-app-error', auth: false, valid: { message: 'boom', stack: 's', info: 'i' } },
  { path: '/api/accept-terms', auth: true, valid: {} },
]

const huge = 'x'.repeat(200_000)
const badValues: unknown[] = [null, 42, true, [], ['a'], {}, { nested: 'object' }, '', '   ', huge, `${huge}@example.com`]
const wholeBodies: { label: string; raw: string; contentType?: string }[] = [
  { label: 'malformed JSON', raw: '{"email": "a@b.co",' },
  { label: 'plain text', raw: 'hello there', contentType: 'text/plain' },
  { label: 'a form post', raw: 'email=a%40b.co&password=x', contentType: 'application/x-www-form-urlencoded' },
  { label: 'JSON null', raw: 'null' },
  { label: 'a JSON array', raw: '[{"email":"a@b.co"}]' },
  { label: 'a JSON string', raw: '"a@b.co"' },
  { label: 'a JSON number', raw: '12' },
  { label: 'an empty body', raw: '' },
  { label: 'a body over the size limit', raw: JSON.stringify({ email: 'x'.repeat(300_000) }) },
  { label: 'deeply nested JSON', raw: '['.repeat(5000) + ']'.repeat(5000) },
]

function expectHandled(res: { status: number; body: any }, label: string) {
  expect(res.status, label).toBeLessThan(500)
  if (res.status >= 400) {
    expect(typeof res.body?.message, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe('string')
    expect(isMessageCode(res.body.code), `${label}: code ${res.body.code}`).toBe(true)
    expect(JSON.stringify(res.body), label).not.toMatch(/Expected|superstruct/)
    if (res.status === 422 && res.body.errors) {
      const first = Object.values(res.body.errors as Record<string, string[]>)[0][0]
      if (res.body.errors.body == null) expect(res.body.message, label).toBe(first)
    }
  }
}

describe('bad bodies never reach a 500', () => {
  for (const route of routes) {
    it(`${route.path}: every field set to every bad value`, async () => {
      for (const field of Object.keys(route.valid)) {
        for (const value of badValues) {
          const body = { ...route.valid, [field]: value }
          const res = await s.request('POST', route.path, { token: route.auth ? token : undefined, body })
          expectHandled(res, `${route.path} ${field}=${JSON.stringify(value)?.slice(0, 30)}`)
        }
        const { [field]: _missing, ...rest } = route.valid
        expectHandled(await s.request('POST', route.path, { token: route.auth ? token : undefined, body: rest }), `${route.path} without ${field}`)
      }
    })

    it(`${route.path}: bodies that are not a JSON object`, async () => {
      for (const b of wholeBodies) {
        const res = await s.request('POST', route.path, {
          token: route.auth ? token : undefined,
          raw: b.raw,
          headers: { 'content-type': b.contentType ?? 'application/json' },
        })
        expectHandled(res, `${route.path} with ${b.label}`)
      }
    })
  }
})

describe('the shape of a validation failure', () => {
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
