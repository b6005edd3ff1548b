import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { appErrors, businessSettings, users } from '../../src/server/db/schema'
import { businessSettingsColumns } from '../../src/server/db/seed'
import { defaultBusinessSettings } from '../../src/shared/theme'
import { ADMIN, startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  // This file runs with no SMTP_URL: mail goes to the stored outbox.
  s = await startTestServer({ mail: 'outbox' })
})
afterAll(async () => {
  await s?.close()
})

describe('the signed-in account', () => {
  it('updates names, language and the Google API key, which is stored encrypted', async () => {
    const { email, token } = await s.signedInUser('profile')
    const res = await s.request('POST', '/api/me', {
      token,
      body: { first_name: ' Katherine ', last_name: 'Johnson', language: 'de', google_api_key: 'AIza-secret-key' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toEqual(expect.any(String))
    expect(res.body.user).toMatchObject({ first_name: 'Katherine', last_name: 'Johnson', language: 'de', has_google_api_key: true })
    const [row] = await s.db.select().from(users).where(eq(users.email, email))
    expect(row.googleApiKey).toMatch(/^v1:/)
    expect(row.googleApiKey).not.toContain('AIza-secret-key')
    expect(s.deps.secretBox.open(row.googleApiKey!)).toBe('AIza-secret-key')

    const cleared = await s.request('POST', '/api/me', { token, body: { google_api_key: null } })
    expect(cleared.body.user.has_google_api_key).toBe(false)
    const long = await s.request('POST', '/api/me', { token, body: { google_api_key: 'k'.repeat(501) } })
    expect(long.body).toEqual({
      message: 'Field must be max 500',
      code: 'validation.max',
      params: { max: 500, field: 'google_api_key' },
      errors: { google_api_key: ['Field must be max 500'] },
      field_codes: { google_api_key: [{ code: 'validation.max', params: { max: 500, field: 'google_api_key' } }] },
    })
    const bad = await s.request('POST', '/api/me', { token, body: { language: 'xx' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.language).toBeDefined()
  })

  it('changes the password after checking the current one, and signs out the other sessions', async () => {
    const { email, password, token } = await s.signedInUser('changepw')
    const other = await s.login(email, password)
    const wrong = await s.request('POST', '/api/me/password', {
      token,
      body: { current_password: 'nope-nope', password: 'next-pass-1', password_confirmation: 'next-pass-1' },
    })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors)).toEqual(['current_password'])

    const ok = await s.request('POST', '/api/me/password', {
      token,
      body: { current_password: password, password: 'next-pass-1', password_confirmation: 'next-pass-1' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ message: expect.any(String) })
    expect((await s.request('GET', '/api/me', { token })).status).toBe(200)
    expect((await s.request('GET', '/api/me', { token: other })).status).toBe(401)
    expect((await s.request('POST', '/auth/login', { body: { email, password: 'next-pass-1' } })).status).toBe(200)
  })

  it('accepts the terms', async () => {
    const { email, password } = await s.registerConfirmed('terms')
    await s.db.update(users).set({ termsAcceptedAt: null }).where(eq(users.email, email))
    const token = await s.login(email, password)
    const res = await s.request('POST', '/api/accept-terms', { token, body: { version: 1 } })
    expect(res.status).toBe(200)
    expect(res.body.user.terms_accepted_at).not.toBeNull()
  })

  it('reports limits from the plan and the billing portal from the settings', async () => {
    const { token } = await s.signedInUser('limits')
    const limits = await s.request('GET', '/api/user-limits', { token })
    expect(limits.status).toBe(200)
    expect(limits.body).toEqual({ credits: 100, searches_used: 0, searches_limit: null, additional_queries: 0, reset_date: expect.any(String), license_time: null })
    expect(new Date(limits.body.reset_date).getTime()).toBeGreaterThan(Date.now())
    expect((await s.request('GET', '/api/wl/check-billing-portals', { token })).body).toEqual({ value: 'stripe' })
  })

  it('lists the campaign types with lowercase names and the onboarding topics in order', async () => {
    const { token } = await s.signedInUser('catalogue')
    const types = await s.request('GET', '/api/campaign-types', { token })
    expect(types.body.map((t: { name: string }) => t.name)).toEqual(['industry', 'company', 'people', 'single', 'influencer', 'intent'])
    for (const t of types.body) expect(t).toEqual({ id: expect.any(Number), name: expect.any(String) })
    const topics = await s.request('GET', '/api/topics', { token })
    expect(topics.body.length).toBeGreaterThanOrEqual(3)
    expect(topics.body[0]).toEqual({ id: expect.any(Number), title: expect.any(String), description: expect.any(String), position: 1, course_count: expect.any(Number) })
    const positions = topics.body.map((t: { position: number }) => t.position)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('refuses every account route without a valid token', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/me'], ['POST', '/api/me'], ['POST', '/api/me/password'], ['POST', '/api/mail-change'],
      ['POST', '/api/mail-change/resend'], ['POST', '/api/mail-change/confirm'], ['GET', '/api/user-limits'],
      ['GET', '/api/wl/check-billing-portals'], ['POST', '/api/accept-terms'], ['GET', '/api/campaign-types'],
      ['GET', '/api/topics'], ['GET', '/api/admin/outbox'],
    ]
    for (const [method, path] of routes) {
      const res = await s.request(method, path, { body: method === 'POST' ? {} : undefined })
      expect([path, res.status, res.body]).toEqual([path, 401, { message: 'Unauthenticated.', code: 'error.unauthenticated', params: {} }])
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    for (const path of ['/api/nope', '/auth/nope', '/api/admin/nope']) {
      const res = await s.request('GET', path)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Not found.', code: 'error.not_found', params: {} })
    }
  })
})

describe('e-mail change', () => {
  it('refuses the current address and a taken one', async () => {
    const { email, token } = await s.signedInUser('same')
    const same = await s.request('POST', '/api/mail-change', { token, body: { email: email.toUpperCase() } })
    expect(same.status).toBe(422)
    expect(same.body).toEqual({
      message: 'Same email, please use a different email address.',
      code: 'validation.same_email',
      params: { field: 'email' },
      errors: { email: ['Same email, please use a different email address.'] },
      field_codes: { email: [{ code: 'validation.same_email', params: { field: 'email' } }] },
    })
    const taken = await s.request('POST', '/api/mail-change', { token, body: { email: ADMIN.email } })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] })
    expect(taken.body.field_codes).toEqual({ email: [{ code: 'auth.email_taken', params: { field: 'email' } }] })
  })

  it('sends a code to the new address, resends after the countdown, and switches on confirm', async () => {
    const { email, password, token } = await s.signedInUser('mover')
    const next = uniqueEmail('moved')
    const req = await s.request('POST', '/api/mail-change', { token, body: { email: next } })
    expect(req.status).toBe(200)
    expect(req.body).toEqual({ message: expect.any(String), resend_in: 60 })
    const firstCode = await s.readCode(next)

    const early = await s.request('POST', '/api/mail-change/resend', { token, body: {} })
    expect(early.status).toBe(429)
    expect(early.body.message).toBe(`Please wait ${early.body.retry_after} seconds before requesting a new code.`)
    expect(early.body).toMatchObject({ code: 'auth.resend_wait', params: { seconds: early.body.retry_after } })
    s.clock.advance(61_000)
    expect((await s.request('POST', '/api/mail-change/resend', { token, body: {} })).status).toBe(200)
    const code = await s.readCode(next)

    const wrong = await s.request('POST', '/api/mail-change/confirm', { token, body: { code: code === '000001' ? '000002' : '000001' } })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({ code: ['The code is invalid.'] })
    if (firstCode !== code) expect((await s.request('POST', '/api/mail-change/confirm', { token, body: { code: firstCode } })).status).toBe(422)

    const ok = await s.request('POST', '/api/mail-change/confirm', { token, body: { code } })
    expect(ok.status).toBe(200)
    expect(ok.body.user.email).toBe(next)
    expect((await s.request('POST', '/auth/login', { body: { email: next, password } })).status).toBe(200)
    expect((await s.request('POST', '/auth/login', { body: { email, password } })).status).toBe(422)
  })

  it('says so when there is nothing to resend', async () => {
    const { token } = await s.signedInUser('nothing')
    const res = await s.request('POST', '/api/mail-change/resend', { token })
    expect(res.status).toBe(422)
    expect(res.body.message).toEqual(expect.any(String))
  })
})

describe('public endpoints', () => {
  it('answers site settings for a white-label domain, and the platform default otherwise', async () => {
    await s.db.insert(businessSettings).values({
      ...businessSettingsColumns(defaultBusinessSettings),
      domain: 'leads.agency.test',
      name: 'Agency Leads',
      buttonColor: '#112233',
    })
    const own = await s.request('POST', '/api/site-settings', { body: { domain: 'https://Leads.Agency.test:8443/login' } })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ name: 'Agency Leads', button_color: '#112233' })
    expect(Object.keys(own.body).sort()).toEqual(Object.keys(defaultBusinessSettings).sort())
    const other = await s.request('POST', '/api/site-settings', { body: { domain: 'unknown.test' } })
    expect(other.body).toEqual(defaultBusinessSettings)
    const missing = await s.request('POST', '/api/site-settings', { body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ domain: ['Field is required'] })
  })

  it('stores client error reports with and without a token', async () => {
    const anon = await s.request('POST', '/api/log-app-error', { body: { message: 'TypeError: x is undefined', stack: 'at foo', info: '{"route":"/login"}' } })
    expect(anon.status).toBe(201)
    expect(anon.body).toEqual({})
    const { token } = await s.signedInUser('reporter')
    const me = await s.request('GET', '/api/me', { token })
    expect((await s.request('POST', '/api/log-app-error', { token, body: { message: 'signed-in failure' } })).status).toBe(201)
    const rows = await s.db.select().from(appErrors)
    expect(rows.find((r) => r.message === 'TypeError: x is undefined')).toMatchObject({ stack: 'at foo', userId: null })
    expect(rows.find((r) => r.message === 'signed-in failure')?.userId).toBe(me.body.id)
  })
})

describe('the mail outbox', () => {
  it('holds the codes when no SMTP server is configured, newest first, for admins only', async () => {
    const email = uniqueEmail('outbox')
    await s.request('POST', '/auth/register', {
      body: { first_name: 'Out', last_name: 'Box', email, password: 'secret-pass', password_confirmation: 'secret-pass' },
    })
    const admin = await s.login(ADMIN.email, ADMIN.password)
    const res = await s.request('GET', '/api/admin/outbox', { token: admin })
    expect(res.status).toBe(200)
    const [newest] = res.body.data
    expect(newest).toEqual({ id: expect.any(Number), to: email, subject: expect.stringContaining('Confirm'), text: expect.stringMatching(/Your confirmation code is \d{6}/), created_at: expect.any(String) })
    const ids = res.body.data.map((m: { id: number }) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    const { token } = await s.signedInUser('plain')
    const denied = await s.request('GET', '/api/admin/outbox', { token })
    expect(denied.status).toBe(403)
    expect(denied.body).toEqual({ message: 'Your access in this account does not include Admin.', code: 'accounts.module_required', params: { module: 'admin' } })
  })
})

describe('the built client', () => {
  it('is served with an SPA fallback that leaves API paths alone', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const { createApp } = await import('../../src/server/app')
    const { mountClientAssets } = await import('../../src/server/http/client-assets')
    const dir = mkdtempSync(path.join(tmpdir(), 'dist-'))
    try {
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
      mkdirSync(path.join(dir, 'assets'))
      writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)')
      const app = createApp(s.deps)
      expect(mountClientAssets(app, dir)).toBe(true)
      const asset = await app.request('/assets/app.js')
      expect(asset.status).toBe(200)
      expect(await asset.text()).toBe('console.log(1)')
      for (const route of ['/', '/login', '/lead-search/saved-lists/people-12']) {
        const page = await app.request(route)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('<div id="root">')
      }
      const api = await app.request('/api/unknown')
      expect(api.status).toBe(404)
      expect(await api.json()).toEqual({ message: 'Not found.', code: 'error.not_found', params: {} })
      expect((await app.request('/auth/nothing')).status).toBe(404)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
