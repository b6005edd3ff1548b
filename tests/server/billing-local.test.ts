import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { appSettings, flowStates, users } from '../../src/server/db/schema'
import { FLOW_STATE_TTL_MS } from '../../src/server/modules/billing/flow-states'
import { sha256Hex } from '../../src/server/security/tokens'
import { startTestServer, type TestServer } from './harness'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
})
afterAll(async () => {
  await s?.close()
})

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const nextYear = new Date().getFullYear() + 1

async function owner(label: string) {
  const user = await s.signedInUser(label)
  const me = await s.request('GET', '/api/me', { token: user.token })
  return { ...user, userId: me.body.id as number, accountId: me.body.account.id as number }
}

/** Opens the local provider's portal and takes the state out of the page's URL. */
async function openLocalPortal(token: string) {
  const res = await s.request('POST', '/api/billing-portal', { token })
  expect(res.status).toBe(200)
  expect(res.body.provider).toBe('local')
  const url = new URL(res.body.url, 'http://console.test')
  expect(url.pathname).toBe('/billing-portal/local')
  return url.searchParams.get('state')!
}

const finish = (token: string, state: string, kind = 'billing_portal') => s.request('POST', '/api/callbacks/finish', { token, body: { state, kind } })

describe(`the local provider's billing portal (${driver})`, () => {
  it('opens a page of its own that lists the account\'s cards and payments', async () => {
    const a = await owner('portal')
    const card = await s.request('POST', '/api/wallet/cards', { token: a.token, body: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' } })
    expect(card.status).toBe(201)
    await openLocalPortal(a.token)

    const page = await s.request('GET', '/api/billing-portal/local', { token: a.token })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({
      provider: 'local',
      cards: [{ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear, is_default: true }],
      payments: [{ kind: 'card_validation', status: 'succeeded', credits: 10, amount_cents: 100, currency: 'usd' }],
    })
    // Another account's portal holds none of it.
    const b = await owner('portal-other')
    expect((await s.request('GET', '/api/billing-portal/local', { token: b.token })).body).toEqual({ provider: 'local', cards: [], payments: [] })
  })

  it('needs the wallet module', async () => {
    const a = await owner('portal-module')
    await s.db.execute(`DELETE FROM account_modules WHERE account_id = ${a.accountId} AND module_id = (SELECT id FROM modules WHERE slug = 'wallet')`)
    const res = await s.request('POST', '/api/billing-portal', { token: a.token })
    expect(res).toMatchObject({ status: 403, body: { code: 'accounts.module_required', params: { module: 'wallet' } } })
  })
})

describe(`returns to /callback (${driver})`, () => {
  it('finishes a billing portal visit once: the state is stored hashed and a second return is refused', async () => {
    const a = await owner('callback')
    const state = await openLocalPortal(a.token)
    const [row] = await s.db.select().from(flowStates).where(eq(flowStates.stateHash, sha256Hex(state)))
    expect(row).toMatchObject({ userId: a.userId, accountId: a.accountId, kind: 'billing_portal', usedAt: null })
    expect(JSON.stringify(await s.db.select().from(flowStates))).not.toContain(state)

    const done = await finish(a.token, state)
    expect(done).toMatchObject({ status: 200, body: { kind: 'billing_portal', code: 'billing.portal_returned', message: expect.stringContaining('billing portal') } })
    const again = await finish(a.token, state)
    expect(again).toMatchObject({ status: 409, body: { code: 'billing.state_used' } })
  })

  it('refuses an expired state and changes nothing', async () => {
    const a = await owner('callback-expired')
    const state = await openLocalPortal(a.token)
    s.clock.advance(FLOW_STATE_TTL_MS + 1000)
    const res = await finish(a.token, state)
    expect(res).toMatchObject({ status: 410, body: { code: 'billing.state_expired' } })
    const [row] = await s.db.select().from(flowStates).where(eq(flowStates.stateHash, sha256Hex(state)))
    expect(row.usedAt).toBeNull()
  })

  it('refuses another user\'s state, an unknown one and a wrong kind, leaving the state to its owner', async () => {
    const a = await owner('callback-owner')
    const b = await owner('callback-thief')
    const state = await openLocalPortal(a.token)
    expect(await finish(b.token, state)).toMatchObject({ status: 422, body: { code: 'billing.state_invalid' } })
    expect(await finish(a.token, 'not-a-state-we-issued')).toMatchObject({ status: 422, body: { code: 'billing.state_invalid' } })
    expect(await finish(a.token, state, 'social_sign_in')).toMatchObject({ status: 422, body: { field_codes: { kind: [expect.anything()] } } })
    expect(await finish(a.token, '')).toMatchObject({ status: 422, body: { field_codes: { state: [expect.anything()] } } })
    expect((await finish(a.token, state)).status).toBe(200)
  })

  it('binds the state to the account it was started in: after switching to a child it is refused', async () => {
    const a = await owner('callback-switch')
    const me = await s.request('GET', '/api/me', { token: a.token })
    const state = await openLocalPortal(a.token)
    const child = await s.request('POST', '/api/accounts/children', { token: a.token, body: { name: 'Branch', modules: ['wallet'], plan_id: me.body.account.plan.id } })
    expect(child.status).toBe(201)
    expect((await s.request('POST', '/api/accounts/switch', { token: a.token, body: { account_id: child.body.account.id } })).status).toBe(200)
    expect(await finish(a.token, state)).toMatchObject({ status: 422, body: { code: 'billing.state_invalid' } })
    expect((await s.request('POST', '/api/accounts/switch', { token: a.token, body: { account_id: a.accountId } })).status).toBe(200)
    expect((await finish(a.token, state)).status).toBe(200)
  })

  it('lets only one of two simultaneous returns with the same state through', async () => {
    const a = await owner('callback-race')
    const state = await openLocalPortal(a.token)
    const answers = await Promise.all([finish(a.token, state), finish(a.token, state), finish(a.token, state)])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409])
  })
})

describe(`the terms (${driver})`, () => {
  it('seeds version 1 with the text, and a user who ticked the agreement at sign-up has accepted it', async () => {
    const a = await owner('terms-signup')
    const terms = await s.request('GET', '/api/terms', { token: a.token })
    expect(terms.body).toMatchObject({ version: 1, text: expect.stringContaining('Terms of service') })
    const me = await s.request('GET', '/api/me', { token: a.token })
    expect(me.body).toMatchObject({ terms_version: 1, terms_required: false, terms_accepted_at: expect.any(String) })
  })

  it('asks a user who never accepted, and one whose version is older, to accept the current version', async () => {
    const email = `terms.never.${Date.now()}@example.com`
    const password = 'secret-pass'
    await s.request('POST', '/auth/register', { body: { first_name: 'No', last_name: 'Tick', email, password, password_confirmation: password } })
    await s.request('POST', '/auth/confirm-email', { body: { email, code: await s.readCode(email) } })
    const token = await s.login(email, password)
    expect((await s.request('GET', '/api/me', { token })).body).toMatchObject({ terms_version: null, terms_required: true, terms_accepted_at: null })

    const accepted = await s.request('POST', '/api/accept-terms', { token, body: { version: 1 } })
    expect(accepted).toMatchObject({ status: 200, body: { message: 'Thank you for accepting the terms.', user: { terms_version: 1, terms_required: false } } })

    // The operator publishes version 2: the same user must accept again, and only version 2 will do.
    await s.db.update(appSettings).set({ value: '2' }).where(eq(appSettings.key, 'terms_version'))
    try {
      expect((await s.request('GET', '/api/me', { token })).body).toMatchObject({ terms_version: 1, terms_required: true })
      const stale = await s.request('POST', '/api/accept-terms', { token, body: { version: 1 } })
      expect(stale).toMatchObject({ status: 409, body: { code: 'billing.terms_outdated' } })
      const [row] = await s.db.select().from(users).where(eq(users.email, email))
      expect(row.termsVersion).toBe(1)
      expect((await s.request('POST', '/api/accept-terms', { token, body: { version: 2 } })).body.user).toMatchObject({ terms_version: 2, terms_required: false })
    } finally {
      await s.db.update(appSettings).set({ value: '1' }).where(eq(appSettings.key, 'terms_version'))
    }
  })

  it('refuses a body without a whole version', async () => {
    const a = await owner('terms-body')
    for (const body of [{}, { version: 'one' }, { version: 0 }, { version: 1.5 }]) {
      const res = await s.request('POST', '/api/accept-terms', { token: a.token, body })
      expect([body, res.status, Object.keys(res.body.field_codes ?? {})]).toEqual([body, 422, ['version']])
    }
  })

  it('says no chat widget is configured when none is', async () => {
    const a = await owner('widget-none')
    expect((await s.request('GET', '/api/chat-widget', { token: a.token })).body).toEqual({ widget: null })
    const page = await fetch(`${s.url}/`)
    expect(page.headers.get('content-security-policy')).not.toMatch(/http:\/\//)
  })
})
