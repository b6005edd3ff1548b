import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { createApp } from '../../src/server/app'
import { users } from '../../src/server/db/schema'
import { ADMIN, startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.close()
})

const credentialsError = {
  message: 'These credentials do not match our records.',
  code: 'auth.invalid_credentials',
  params: { field: 'email' },
  errors: { email: ['These credentials do not match our records.'] },
  field_codes: { email: [{ code: 'auth.invalid_credentials', params: { field: 'email' } }] },
}

describe('password sign-in', () => {
  it('signs in the seeded super admin (ADMIN_EMAIL / ADMIN_PASSWORD) with all five modules', async () => {
    const res = await s.request('POST', '/auth/login', { body: ADMIN })
    expect(res.status).toBe(200)
    expect(res.body.user.role).toBe('super_admin')
    expect(res.body.user.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(['admin', 'ai_suggest', 'leads', 'wallet', 'whitelabel'])
  })

  it('answers a wrong password and an unknown e-mail with the same 422', async () => {
    const { email } = await s.registerConfirmed('wrongpw')
    const wrong = await s.request('POST', '/auth/login', { body: { email, password: 'not-the-password' } })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toEqual(credentialsError)
    const unknown = await s.request('POST', '/auth/login', { body: { email: uniqueEmail('ghost'), password: 'whatever1' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toEqual(credentialsError)
  })

  it('locks an e-mail after five failures in 15 minutes, even from new addresses and with the right password', async () => {
    const { email, password } = await s.registerConfirmed('locked')
    for (let i = 0; i < 5; i++) {
      expect((await s.request('POST', '/auth/login', { body: { email, password: 'bad-guess' } })).status).toBe(422)
    }
    const res = await s.request('POST', '/auth/login', { body: { email, password } })
    expect(res.status).toBe(429)
    const wait = Number(res.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect(res.body).toEqual({ message: `Too many login attempts. Please try again in ${wait} seconds.`, code: 'auth.too_many_attempts', params: { seconds: wait } })

    s.clock.advance(15 * 60_000 + 1000)
    expect((await s.request('POST', '/auth/login', { body: { email, password } })).status).toBe(200)
  })

  it('locks a client address after five failures across different e-mails', async () => {
    const from = '203.0.113.7'
    for (let i = 0; i < 5; i++) {
      await s.request('POST', '/auth/login', { from, body: { email: uniqueEmail('spray'), password: 'bad-guess' } })
    }
    const { email, password } = await s.registerConfirmed('victim')
    const blocked = await s.request('POST', '/auth/login', { from, body: { email, password } })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await s.request('POST', '/auth/login', { from: '203.0.113.8', body: { email, password } })).status).toBe(200)
  })

  it('keeps the count in the database, so another server process on it sees the lock', async () => {
    const { email, password } = await s.registerConfirmed('shared')
    for (let i = 0; i < 5; i++) await s.request('POST', '/auth/login', { body: { email, password: 'bad-guess' } })
    const second = createApp(s.deps)
    const res = await second.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({ email, password }),
    })
    expect(res.status).toBe(429)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so the header cannot dodge the address limit', async () => {
    const app = createApp({ ...s.deps, config: { ...s.deps.config, trustProxy: false } })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/login`
    try {
      const attempt = (i: number, body: object) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` }, body: JSON.stringify(body) })
      for (let i = 0; i < 5; i++) await attempt(i, { email: uniqueEmail('proxy'), password: 'bad-guess' })
      const { email, password } = await s.registerConfirmed('proxyvictim')
      expect((await attempt(99, { email, password })).status).toBe(429)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await s.db.delete((await import('../../src/server/db/schema')).loginAttempts)
    }
  })

  it('refuses a disabled account at sign-in and its existing tokens at once', async () => {
    const { email, password, token } = await s.signedInUser('disabled')
    expect((await s.request('GET', '/api/me', { token })).status).toBe(200)
    await s.db.update(users).set({ status: 'disabled' }).where(eq(users.email, email))
    const me = await s.request('GET', '/api/me', { token })
    expect(me.status).toBe(401)
    expect(me.body).toEqual({ message: 'Unauthenticated.', code: 'error.unauthenticated', params: {} })
    const login = await s.request('POST', '/auth/login', { body: { email, password } })
    expect(login.status).toBe(403)
    expect(login.body).toEqual({ message: 'This account has been disabled.', code: 'auth.account_disabled', params: {} })
  })

  it('treats a deleted account as unknown and refuses its tokens', async () => {
    const { email, password, token } = await s.signedInUser('deleted')
    await s.db.update(users).set({ status: 'deleted' }).where(eq(users.email, email))
    expect((await s.request('GET', '/api/me', { token })).status).toBe(401)
    const login = await s.request('POST', '/auth/login', { body: { email, password } })
    expect(login.status).toBe(422)
    expect(login.body).toEqual(credentialsError)
  })

  it('refuses missing, malformed and unknown bearer tokens', async () => {
    expect((await s.request('GET', '/api/me')).status).toBe(401)
    expect((await s.request('GET', '/api/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401)
    expect((await s.request('GET', '/api/me', { token: 'not-a-real-token' })).status).toBe(401)
    expect((await s.request('GET', '/api/me', { headers: { authorization: 'Bearer' } })).status).toBe(401)
  })

  it('keeps other sessions alive when one logs out', async () => {
    const { email, password } = await s.registerConfirmed('twosessions')
    const a = await s.login(email, password)
    const b = await s.login(email, password)
    expect(a).not.toBe(b)
    await s.request('POST', '/auth/logout', { token: a })
    expect((await s.request('GET', '/api/me', { token: a })).status).toBe(401)
    expect((await s.request('GET', '/api/me', { token: b })).status).toBe(200)
  })
})
