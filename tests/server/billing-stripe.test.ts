import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, isNull } from 'drizzle-orm'
import { businessSettings, flowStates } from '../../src/server/db/schema'
import { sha256Hex } from '../../src/server/security/tokens'
import { defaultCreditPacks } from '../../src/shared/wallet/pricing'
import { startFakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type FakeStripe } from './fakes/fake-stripe'
import { startTestServer, type TestServer } from './harness'

const WIDGET = { scriptUrl: 'http://127.0.0.1:4999/widget/loader.js', appId: 'app-7f3a' }

let server: TestServer
let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe()
  server = await startTestServer({
    mail: 'outbox',
    config: {
      payments: {
        provider: 'stripe',
        stripe: { secretKey: STRIPE_SECRET_KEY, publishableKey: 'pk_test_fake', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: stripe.url },
        packs: [...defaultCreditPacks],
      },
      chatWidget: WIDGET,
    },
  })
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

async function owner(label: string) {
  const user = await server.signedInUser(label)
  const me = await server.request('GET', '/api/me', { token: user.token })
  return { ...user, userId: me.body.id as number, accountId: me.body.account.id as number, hash: me.body.hash as string, name: `${me.body.first_name} ${me.body.last_name}` }
}

const setPortal = (values: Partial<typeof businessSettings.$inferInsert>) => server.db.update(businessSettings).set(values).where(isNull(businessSettings.domain))

describe(`the billing portal with Stripe (${driver})`, () => {
  it('opens a Stripe customer portal session for the account\'s customer, returning to /callback with a state', async () => {
    const a = await owner('stripe-portal')
    const res = await server.request('POST', '/api/billing-portal', { token: a.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ provider: 'stripe', url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_\w+$/) })

    const customers = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers' && (r.params.metadata as Record<string, string>)?.account_id === String(a.accountId))
    expect(customers).toHaveLength(1)
    const customerId = [...stripe.objects.values()].find((o) => o.object === 'customer' && (o.metadata as Record<string, string>).account_id === String(a.accountId))!.id
    const portal = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions')
    expect(portal.at(-1)).toMatchObject({ method: 'POST', params: { customer: customerId, return_url: expect.stringMatching(/\/callback\?kind=billing_portal&state=[\w-]+$/) } })

    // The return URL's state finishes the visit, once.
    const state = new URL(portal.at(-1)!.params.return_url as string).searchParams.get('state')!
    const [row] = await server.db.select().from(flowStates).where(eq(flowStates.stateHash, sha256Hex(state)))
    expect(row).toMatchObject({ userId: a.userId, accountId: a.accountId, kind: 'billing_portal' })
    expect((await server.request('POST', '/api/callbacks/finish', { token: a.token, body: { state, kind: 'billing_portal' } })).status).toBe(200)

    // A second visit reuses the customer.
    expect((await server.request('POST', '/api/billing-portal', { token: a.token })).status).toBe(200)
    expect(stripe.requests.filter((r) => r.path === '/v1/customers' && (r.params.metadata as Record<string, string>)?.account_id === String(a.accountId))).toHaveLength(1)
  })

  it('has no local portal page while Stripe holds the records', async () => {
    const a = await owner('stripe-local')
    expect((await server.request('GET', '/api/billing-portal/local', { token: a.token })).status).toBe(404)
  })

  it('answers 503 with a code when Stripe fails', async () => {
    const a = await owner('stripe-down')
    await server.request('POST', '/api/billing-portal', { token: a.token })
    stripe.failNext(1)
    const res = await server.request('POST', '/api/billing-portal', { token: a.token })
    expect(res).toMatchObject({ status: 503, body: { code: 'wallet.provider_unavailable' } })
    expect(stripe.requests.at(-1)).toMatchObject({ path: '/v1/billing_portal/sessions' })
    expect((await server.request('POST', '/api/billing-portal', { token: a.token })).status).toBe(200)
  })
})

describe(`the PayKickStart billing portal (${driver})`, () => {
  it('sends the user to the configured portal URL, and refuses with a code when none is set', async () => {
    const a = await owner('pks')
    await setPortal({ billingPortal: 'paykickstart', paykickstartPortalUrl: null })
    try {
      expect((await server.request('GET', '/api/wl/check-billing-portals', { token: a.token })).body).toEqual({ value: 'paykickstart' })
      const refused = await server.request('POST', '/api/billing-portal', { token: a.token })
      expect(refused).toMatchObject({ status: 409, body: { code: 'billing.paykickstart_not_configured' } })

      await setPortal({ paykickstartPortalUrl: 'https://app.paykickstart.com/billing/console-demo' })
      const before = stripe.requests.length
      const res = await server.request('POST', '/api/billing-portal', { token: a.token })
      expect(res).toMatchObject({ status: 200, body: { provider: 'paykickstart', url: 'https://app.paykickstart.com/billing/console-demo' } })
      expect(stripe.requests.length).toBe(before)
    } finally {
      await setPortal({ billingPortal: 'stripe', paykickstartPortalUrl: null })
    }
  })
})

describe(`the chat widget (${driver})`, () => {
  it('gives signed-in users the configured loader and app id; /api/me carries the identity hash', async () => {
    const a = await owner('widget')
    expect((await server.request('GET', '/api/chat-widget', { token: a.token })).body).toEqual({ widget: { script_url: WIDGET.scriptUrl, app_id: WIDGET.appId } })
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await server.request('GET', '/api/chat-widget')).status).toBe(401)
  })

  it('opens the widget\'s origin for scripts and connections in the page policy, and nowhere else', async () => {
    const page = await fetch(`${server.url}/billing-portal`)
    const csp = page.headers.get('content-security-policy') ?? ''
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? ''
    expect(directive('script-src')).toContain('http://127.0.0.1:4999')
    expect(directive('connect-src')).toContain('http://127.0.0.1:4999')
    expect(directive('img-src')).not.toContain('127.0.0.1')
    expect(directive('frame-src')).not.toContain('127.0.0.1')
    const api = await fetch(`${server.url}/api/terms`)
    expect(api.headers.get('content-security-policy')).not.toContain('127.0.0.1')
  })
})
