import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { socialAccounts, users } from '../../src/server/db/schema'
import { FACEBOOK_APP_ID } from './fakes/fake-facebook'
import { startTestServer, uniqueEmail, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.close()
})

const social = (provider: string, token: string) => s.request('POST', '/auth/login-with-social', { body: { provider, token } })
const invalid = { message: 'The sign-in token could not be verified.', code: 'auth.social_token_invalid', params: {} }

describe('sign-in with Google', () => {
  it('creates a confirmed account from a valid ID token, links it, and signs it in', async () => {
    const email = uniqueEmail('google')
    const token = await s.google.idToken({ sub: 'g-1001', email, given_name: 'Alan', family_name: 'Turing' })
    const res = await social('google', token)
    expect(res.status).toBe(200)
    expect(res.body.authorisation).toEqual({ token: expect.any(String), type: 'bearer' })
    expect(res.body.user).toMatchObject({ email, first_name: 'Alan', last_name: 'Turing' })
    expect(res.body.user.email_verified_at).not.toBeNull()
    expect(res.body.user.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(['ai_suggest', 'leads', 'wallet'])
    const [link] = await s.db.select().from(socialAccounts).where(and(eq(socialAccounts.provider, 'google'), eq(socialAccounts.providerUserId, 'g-1001')))
    expect(link.userId).toBe(res.body.user.id)
    expect((await s.request('GET', '/api/me', { token: res.body.authorisation.token })).body.email).toBe(email)

    const again = await social('google', await s.google.idToken({ sub: 'g-1001', email }))
    expect(again.body.user.id).toBe(res.body.user.id)
  })

  it('signs in an existing password account with the same e-mail', async () => {
    const { email } = await s.registerConfirmed('linked')
    const res = await social('google', await s.google.idToken({ sub: 'g-2002', email: email.toUpperCase() }))
    expect(res.status).toBe(200)
    expect(res.body.user.email).toBe(email)
  })

  it('takes the password away from an unconfirmed squatter of the address', async () => {
    const email = uniqueEmail('squat')
    await s.request('POST', '/auth/register', {
      body: { first_name: 'Eve', last_name: 'Squatter', email, password: 'squatter-pw', password_confirmation: 'squatter-pw' },
    })
    expect((await social('google', await s.google.idToken({ sub: 'g-3003', email }))).status).toBe(200)
    const login = await s.request('POST', '/auth/login', { body: { email, password: 'squatter-pw' } })
    expect(login.status).toBe(422)
  })

  it('refuses a token for another audience', async () => {
    expect(await social('google', await s.google.idToken({ email: uniqueEmail('aud'), aud: 'someone-else.apps.googleusercontent.com' }))).toMatchObject({
      status: 422,
      body: invalid,
    })
  })

  it('refuses a token from another issuer', async () => {
    const res = await social('google', await s.google.idToken({ email: uniqueEmail('iss'), iss: 'https://evil.example.com' }))
    expect(res.status).toBe(422)
  })

  it('refuses a tampered signature and a token signed by a stranger', async () => {
    const token = await s.google.idToken({ email: uniqueEmail('tamper') })
    const [h, p, sig] = token.split('.')
    const flipped = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11)
    expect(await social('google', [h, p, flipped].join('.'))).toMatchObject({ status: 422, body: invalid })

    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), email: 'admin@example.com' })).toString('base64url')
    expect((await social('google', [h, forgedPayload, sig].join('.'))).status).toBe(422)
    expect((await social('google', await s.google.idToken({ email: uniqueEmail('stranger') }, { signWithStranger: true }))).status).toBe(422)
  })

  it('refuses an expired token and an unverified e-mail', async () => {
    const past = Math.floor(Date.now() / 1000) - 60
    expect((await social('google', await s.google.idToken({ email: uniqueEmail('old'), exp: past }))).status).toBe(422)
    expect((await social('google', await s.google.idToken({ email: uniqueEmail('unverified'), email_verified: false }))).status).toBe(422)
  })

  it('refuses a disabled account even with a valid token', async () => {
    const email = uniqueEmail('gdisabled')
    await social('google', await s.google.idToken({ sub: 'g-4004', email }))
    await s.db.update(users).set({ status: 'disabled' }).where(eq(users.email, email))
    const res = await social('google', await s.google.idToken({ sub: 'g-4004', email }))
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ message: 'This account has been disabled.', code: 'auth.account_disabled' })
  })
})

describe('sign-in with Facebook', () => {
  it('creates and signs in an account from a valid user access token', async () => {
    const email = uniqueEmail('facebook')
    const token = s.facebook.userToken({ id: 'fb-77', email, first_name: 'Ada', last_name: 'Byron' })
    const res = await social('facebook', token)
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ email, first_name: 'Ada', last_name: 'Byron' })
    const [link] = await s.db.select().from(socialAccounts).where(eq(socialAccounts.providerUserId, 'fb-77'))
    expect(link).toMatchObject({ provider: 'facebook', userId: res.body.user.id })
  })

  it('refuses a token Facebook does not know', async () => {
    expect(await social('facebook', 'EAABnot-a-token')).toMatchObject({ status: 422, body: invalid })
  })

  it('refuses a valid token issued to another app', async () => {
    const token = s.facebook.userToken({ email: uniqueEmail('otherapp'), first_name: 'X', last_name: 'Y' }, { appId: `${FACEBOOK_APP_ID}9` })
    expect((await social('facebook', token)).status).toBe(422)
  })

  it('refuses a token Facebook reports as no longer valid', async () => {
    const token = s.facebook.userToken({ email: uniqueEmail('revoked'), first_name: 'X', last_name: 'Y' }, { valid: false })
    expect((await social('facebook', token)).status).toBe(422)
  })

  it('refuses a profile without an e-mail address', async () => {
    const token = s.facebook.userToken({ first_name: 'No', last_name: 'Mail' })
    expect((await social('facebook', token)).status).toBe(422)
  })

  it('refuses an unknown provider by validation', async () => {
    const res = await social('myspace', 'x')
    expect(res.status).toBe(422)
    expect(res.body.errors.provider).toBeDefined()
  })
})
