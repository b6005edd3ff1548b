import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { verificationCodes } from '../../src/server/db/schema'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.close()
})

describe('forgotten password', () => {
  it('mails a reset code, checks it, sets the new password and signs the account out everywhere', async () => {
    const { email, password, token } = await s.signedInUser('reset')
    const forgot = await s.request('POST', '/auth/forgot-password', { body: { email } })
    expect(forgot.status).toBe(200)
    expect(forgot.body).toEqual({ message: expect.any(String), resend_in: 60 })
    const mail = await s.mailbox.waitForMail(email)
    expect(mail.raw).toMatch(/Your password reset code is \d{6}/)
    const code = mail.code!

    const check = await s.request('POST', '/auth/reset-password/check-code', { body: { email, code } })
    expect(check.status).toBe(200)
    expect(check.body).toEqual({ valid: true })

    const newPassword = 'brand-new-pass'
    const reset = await s.request('POST', '/auth/reset-password', {
      body: { email, code, password: newPassword, password_confirmation: newPassword },
    })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: expect.any(String) })

    expect((await s.request('GET', '/api/me', { token })).status).toBe(401)
    expect((await s.request('POST', '/auth/login', { body: { email, password } })).status).toBe(422)
    expect((await s.request('POST', '/auth/login', { body: { email, password: newPassword } })).status).toBe(200)

    const reuse = await s.request('POST', '/auth/reset-password', {
      body: { email, code, password: 'another-pass', password_confirmation: 'another-pass' },
    })
    expect(reuse.status).toBe(422)
    expect(reuse.body.errors).toEqual({ code: ['The code is invalid.'] })
  })

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const email = uniqueEmail('unknown')
    const res = await s.request('POST', '/auth/forgot-password', { body: { email } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: expect.any(String), resend_in: 60 })
    expect(s.mailbox.mailsTo(email)).toHaveLength(0)
  })

  it('refuses a wrong code and an expired code at the check and at the reset', async () => {
    const { email } = await s.registerConfirmed('badreset')
    await s.request('POST', '/auth/forgot-password', { body: { email } })
    const code = await s.mailbox.waitForCode(email)
    const wrong = code === '123123' ? '321321' : '123123'
    const bad = await s.request('POST', '/auth/reset-password/check-code', { body: { email, code: wrong } })
    expect(bad.status).toBe(422)
    expect(bad.body).toEqual({
      message: 'The code is invalid.',
      code: 'auth.invalid_code',
      params: { field: 'code' },
      errors: { code: ['The code is invalid.'] },
      field_codes: { code: [{ code: 'auth.invalid_code', params: { field: 'code' } }] },
    })

    await s.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.email, email))
    const expired = await s.request('POST', '/auth/reset-password/check-code', { body: { email, code } })
    expect(expired.status).toBe(422)
    expect(expired.body.errors).toEqual({ code: ['The code has expired. Please request a new one.'] })
    expect(expired.body.field_codes).toEqual({ code: [{ code: 'auth.expired_code', params: { field: 'code' } }] })
    const reset = await s.request('POST', '/auth/reset-password', {
      body: { email, code, password: 'whatever-1', password_confirmation: 'whatever-1' },
    })
    expect(reset.body.errors).toEqual({ code: ['The code has expired. Please request a new one.'] })
  })

  it('does not spend the code when the check succeeds', async () => {
    const { email } = await s.registerConfirmed('checktwice')
    await s.request('POST', '/auth/forgot-password', { body: { email } })
    const code = await s.mailbox.waitForCode(email)
    for (let i = 0; i < 6; i++) {
      expect((await s.request('POST', '/auth/reset-password/check-code', { body: { email, code } })).status).toBe(200)
    }
  })

  it('blocks a second request during the countdown, for unknown addresses too', async () => {
    const { email } = await s.registerConfirmed('cooldown')
    expect((await s.request('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200)
    const again = await s.request('POST', '/auth/forgot-password', { body: { email } })
    expect(again.status).toBe(429)
    expect(again.body.message).toBe(`Please wait ${again.body.retry_after} seconds before requesting a new code.`)

    const ghost = uniqueEmail('ghost')
    expect((await s.request('POST', '/auth/forgot-password', { body: { email: ghost } })).status).toBe(200)
    expect((await s.request('POST', '/auth/forgot-password', { body: { email: ghost } })).status).toBe(429)
  })

  it('checks the length and the confirmation of the new password', async () => {
    const res = await s.request('POST', '/auth/reset-password', {
      body: { email: uniqueEmail('rules'), code: '123456', password: 'abc', password_confirmation: 'abd' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.password).toEqual(['The password must be at least 6 characters.'])
    expect(res.body.errors.password_confirmation).toEqual(['Passwords must match'])
  })
})
