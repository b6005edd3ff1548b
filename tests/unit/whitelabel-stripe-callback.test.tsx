import { act, cleanup, screen } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import StripeCallbackPage from '../../src/client/features/whitelabel/billing/stripe-callback-page'
import { renderAt, stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const settings = { provider: 'stripe', stripe: { available: true, account_id: 'acct_42', connected_at: '2026-11-26T06:00:00.000Z' }, paykickstart: { secret_set: false, api_token_set: false, ipn_url: 'x' } }
const posts = (stub: ReturnType<typeof stubFetch>) => stub.calls.filter((c) => c.url.endsWith('/api/wl/stripe/callback'))

describe('the Stripe return page', () => {
  it('posts the code and state once and says the account is connected', async () => {
    const stub = stubFetch(() => ({ body: settings }))
    vi.stubGlobal('fetch', stub.fetchStub)
    renderAt(<StripeCallbackPage />, { token: 't', path: '/whitelabel/stripe/callback?code=ac_123&state=st_456' })
    expect((await screen.findByText(/is connected/)).textContent).toBe('Your Stripe account acct_42 is connected. Your packages now sell through Stripe.')
    expect(posts(stub).map((c) => [c.method, c.body])).toEqual([['POST', { code: 'ac_123', state: 'st_456' }]])
    expect(screen.getByRole('link', { name: 'Back to the payment provider' }).getAttribute('href')).toBe('/whitelabel/stripe')
  })

  it('words a refusal by its code in the language on screen', async () => {
    const stub = stubFetch(() => ({ status: 409, body: { message: 'x', code: 'whitelabel.stripe_state_invalid', params: {} } }))
    vi.stubGlobal('fetch', stub.fetchStub)
    renderAt(<StripeCallbackPage />, { token: 't', path: '/whitelabel/stripe/callback?code=ac_1&state=used', locale: 'de' })
    expect((await screen.findByRole('alert')).textContent).toBe('Das Stripe-Konto wurde nicht verbunden. Dieser Stripe-Verbindungslink ist abgelaufen oder wurde schon verwendet. Beginnen Sie erneut.')
  })

  it('asks nothing when Stripe reports a refusal or the link lacks its code and state', async () => {
    const stub = stubFetch(() => ({ body: settings }))
    vi.stubGlobal('fetch', stub.fetchStub)
    renderAt(<StripeCallbackPage />, { token: 't', path: '/whitelabel/stripe/callback?error=access_denied&error_description=The+user+denied+your+request' })
    expect((await screen.findByRole('alert')).textContent).toBe('The Stripe account was not connected. Stripe said: The user denied your request')
    cleanup()
    renderAt(<StripeCallbackPage />, { token: 't', path: '/whitelabel/stripe/callback?state=only' })
    expect((await screen.findByRole('alert')).textContent).toBe('The Stripe account was not connected. This link lacks what Stripe adds to it. Start the connection again.')
    expect(posts(stub)).toEqual([])
  })
})
