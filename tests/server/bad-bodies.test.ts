import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

/**
 * The refusal's shape for a few bodies, word for word. The walk of every route with hostile bodies, queries and
 * headers is tests/server/fuzz/every-route.test.ts (the fixed corpus of tests/server/hostile-bodies.ts, then
 * fast-check's cases).
 */
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
}, 120_000)
afterAll(async () => {
  await s?.close()
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
