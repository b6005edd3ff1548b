import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users, verificationCodes } from '../../src/server/db/schema'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.close()
})

const password = 'secret-pass'
const register = (email: string, extra: Record<string, unknown> = {}) =>
  s.request('POST', '/auth/register', {
    body: { first_name: 'Grace', last_name: 'Hopper', email, password, password_confirmation: password, ...extra },
  })

describe('registration and e-mail confirmation', () => {
  it('registers, mails a code, confirms, signs in, reads /api/me, logs out, and the token is refused after', async () => {
    const email = uniqueEmail('flow')
    const reg = await register(email, { terms: true })
    expect(reg.status).toBe(201)
    expect(reg.body).toEqual({ message: expect.any(String), email, resend_in: 60 })

    const mail = await s.mailbox.waitForMail(email)
    expect(mail.raw).toMatch(/Your confirmation code is \d{6}/)
    expect(mail.subject).toMatch(/Confirm your e-mail address/)

    const before = await s.request('POST', '/auth/login', { body: { email, password } })
    expect(before.status).toBe(403)
    expect(before.body).toEqual({ message: 'Please confirm your e-mail address first.', code: 'auth.email_not_confirmed', params: {} })

    const confirm = await s.request('POST', '/auth/confirm-email', { body: { email, code: mail.code } })
    expect(confirm.status).toBe(200)
    expect(confirm.body.message).toEqual(expect.any(String))

    const login = await s.request('POST', '/auth/login', { body: { email: email.toUpperCase(), password } })
    expect(login.status).toBe(200)
    expect(login.body.authorisation).toEqual({ token: expect.any(String), type: 'bearer' })
    const token = login.body.authorisation.token
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const me = await s.request('GET', '/api/me', { token })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email, first_name: 'Grace', last_name: 'Hopper', role: 'user', is_child: false })
    expect(me.body.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(me.body.email_verified_at).not.toBeNull()
    expect(me.body.terms_accepted_at).not.toBeNull()
    expect(me.body).not.toHaveProperty('password_hash')

    const logout = await s.request('POST', '/auth/logout', { token })
    expect(logout.status).toBe(200)
    expect(logout.body).toEqual({ message: 'Successfully logged out.' })

    const after = await s.request('GET', '/api/me', { token })
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ message: 'Unauthenticated.', code: 'error.unauthenticated', params: {} })
    expect((await s.request('POST', '/auth/logout', { token })).status).toBe(401)
  })

  it('gives new accounts the modules of the default plan', async () => {
    const { token } = await s.signedInUser('modules')
    const me = await s.request('GET', '/api/me', { token })
    expect(me.body.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(['ai_suggest', 'leads', 'wallet'])
    for (const m of me.body.modules) expect(m.id).toEqual(expect.any(Number))
  })

  it('refuses an e-mail that is already taken, whatever its case', async () => {
    const email = uniqueEmail('taken')
    expect((await register(email)).status).toBe(201)
    const again = await register(email.toUpperCase())
    expect(again.status).toBe(422)
    expect(again.body).toEqual({
      message: 'The email has already been taken.',
      code: 'auth.email_taken',
      params: { field: 'email' },
      errors: { email: ['The email has already been taken.'] },
      field_codes: { email: [{ code: 'auth.email_taken', params: { field: 'email' } }] },
    })
  })

  it('answers a wrong code with 422 on the code field and keeps the account unconfirmed', async () => {
    const email = uniqueEmail('wrong')
    await register(email)
    const code = await s.mailbox.waitForCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const res = await s.request('POST', '/auth/confirm-email', { body: { email, code: wrong } })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ message: 'The code is invalid.', code: 'auth.invalid_code', errors: { code: ['The code is invalid.'] } })
    const [row] = await s.db.select().from(users).where(eq(users.email, email))
    expect(row.emailVerifiedAt).toBeNull()
    expect((await s.request('POST', '/auth/confirm-email', { body: { email, code } })).status).toBe(200)
  })

  it('burns the code after five wrong tries, so even the right one then fails', async () => {
    const email = uniqueEmail('burn')
    await register(email)
    const code = await s.mailbox.waitForCode(email)
    const wrong = code === '999999' ? '888888' : '999999'
    for (let i = 0; i < 5; i++) {
      expect((await s.request('POST', '/auth/confirm-email', { body: { email, code: wrong } })).status).toBe(422)
    }
    const right = await s.request('POST', '/auth/confirm-email', { body: { email, code } })
    expect(right.status).toBe(422)
    expect(right.body.errors.code).toEqual(['The code is invalid.'])
  })

  it('refuses an expired code with its own message', async () => {
    const email = uniqueEmail('expired')
    await register(email)
    const code = await s.mailbox.waitForCode(email)
    await s.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.email, email))
    const res = await s.request('POST', '/auth/confirm-email', { body: { email, code } })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ code: ['The code has expired. Please request a new one.'] })
    expect(res.body.message).toBe('The code has expired. Please request a new one.')
  })

  it('lets a code expire after 15 minutes on the server clock', async () => {
    const email = uniqueEmail('clock')
    await register(email)
    const code = await s.mailbox.waitForCode(email)
    s.clock.advance(16 * 60_000)
    const res = await s.request('POST', '/auth/confirm-email', { body: { email, code } })
    expect(res.body.errors).toEqual({ code: ['The code has expired. Please request a new one.'] })
  })

  it('blocks a resend during the countdown with 429 and the seconds left, then sends a new working code', async () => {
    const email = uniqueEmail('resend')
    await register(email)
    const first = await s.mailbox.waitForCode(email)
    const early = await s.request('POST', '/auth/resend-email-verification-code', { body: { email } })
    expect(early.status).toBe(429)
    expect(early.body.retry_after).toBeGreaterThan(0)
    expect(early.body.retry_after).toBeLessThanOrEqual(60)
    expect(early.body.message).toBe(`Please wait ${early.body.retry_after} seconds before requesting a new code.`)

    s.clock.advance(61_000)
    const later = await s.request('POST', '/auth/resend-email-verification-code', { body: { email } })
    expect(later.status).toBe(200)
    expect(later.body).toEqual({ message: expect.any(String), resend_in: 60 })
    const second = await s.mailbox.waitForCode(email)

    if (first !== second) {
      const old = await s.request('POST', '/auth/confirm-email', { body: { email, code: first } })
      expect(old.status).toBe(422)
    }
    expect((await s.request('POST', '/auth/confirm-email', { body: { email, code: second } })).status).toBe(200)
  })

  it('answers a resend for an unknown address like any other, and sends nothing', async () => {
    const email = uniqueEmail('nobody')
    const res = await s.request('POST', '/auth/resend-email-verification-code', { body: { email } })
    expect(res.status).toBe(200)
    expect(res.body.resend_in).toBe(60)
    expect(s.mailbox.mailsTo(email)).toHaveLength(0)
  })

  it('refuses confirming an address that is already confirmed', async () => {
    const { email } = await s.registerConfirmed('twice')
    const res = await s.request('POST', '/auth/confirm-email', { body: { email, code: '123456' } })
    expect(res.status).toBe(422)
  })
})
