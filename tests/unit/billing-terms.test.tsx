import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { billingSlot, termsSlot } from '../../commands/billing'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { goToPortal } from '../../src/client/features/billing/billing-bridge'
import CallbackPage from '../../src/client/features/billing/callback-page'
import { localPortalReturn } from '../../src/client/features/billing/local-portal-page'
import TermsGate from '../../src/client/features/billing/terms-gate'
import { removeChatWidget } from '../../src/client/branding'
import { CHAT_WIDGET_ATTR, loadChatWidget } from '../../src/client/session/chat-widget'
import { fakeSessionDeps, renderAt, stubFetch, testUser } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const state = (id: string, ctx: ReturnType<typeof commandContext>) => availability(appRegistry.get(id)!, ctx)

describe('Open billing portal', () => {
  it('needs a signed-in user with the wallet module and the bridge, saying why not', () => {
    const ctx = commandContext({ modules: ['wallet'] })
    expect(state('billing.openPortal', commandContext({ signedIn: false }))).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
    expect(state('billing.openPortal', withSlots(commandContext({ modules: ['leads'] }), [billingSlot, { openPortal: async () => {} }]))).toEqual({ available: false, reason: 'commands.reason.module.wallet' })
    expect(state('billing.openPortal', ctx)).toEqual({ available: false, reason: 'commands.reason.unavailable' })
    expect(ctx.t('billing.commands.openPortal')).toBe('Open billing portal')
  })

  it('asks the bridge, which navigates in the app for the local page and leaves for a hosted portal', async () => {
    const opened: string[] = []
    const ctx = withSlots(commandContext({ modules: ['wallet'] }), [billingSlot, { openPortal: async () => void opened.push('open') }])
    expect(await executeCommand(appRegistry, 'billing.openPortal', undefined, 'palette', ctx)).toEqual({ ok: true })
    expect(opened).toEqual(['open'])

    const moves: string[] = []
    const navigate = (to: string, replace: boolean) => void moves.push(`navigate:${to}${replace ? ' (replace)' : ''}`)
    const leave = (to: string, replace: boolean) => void moves.push(`leave:${to}${replace ? ' (replace)' : ''}`)
    goToPortal('/billing-portal/local?state=abc', navigate, leave, false)
    goToPortal('https://billing.stripe.com/p/session/test_1', navigate, leave, false)
    goToPortal('https://billing.stripe.com/p/session/test_2', navigate, leave, true)
    expect(moves).toEqual(['navigate:/billing-portal/local?state=abc', 'leave:https://billing.stripe.com/p/session/test_1', 'leave:https://billing.stripe.com/p/session/test_2 (replace)'])
    expect(localPortalReturn('a b')).toBe('/callback?kind=billing_portal&state=a%20b')
    expect(localPortalReturn(null)).toBe('/')
  })
})

describe('the terms', () => {
  it('offers "Accept the terms" only while the current terms are not accepted and the text is on screen', async () => {
    const ctx = commandContext({ modules: [] })
    expect(state('terms.accept', ctx)).toEqual({ available: false, reason: 'billing.reason.termsAccepted' })
    const required = { ...ctx, user: { ...ctx.user!, terms_required: true } }
    expect(state('terms.accept', required)).toEqual({ available: false, reason: 'billing.reason.termsLoading' })
    const accepted: number[] = []
    const ready = withSlots(required, [termsSlot, { version: 3, accept: async () => void accepted.push(3) }])
    expect(state('terms.accept', ready)).toEqual({ available: true })
    expect(await executeCommand(appRegistry, 'terms.accept', undefined, 'button', ready)).toEqual({ ok: true })
    expect(accepted).toEqual([3])
  })

  it('shows the terms over the console to a user who must accept them, and accepts by keyboard', async () => {
    const user = userEvent.setup()
    let acceptedBody: unknown = null
    const stub = stubFetch((url, init) => {
      if (url.endsWith('/api/terms')) return { body: { version: 2, text: 'Terms of service\n\n1. Be kind.' } }
      if (url.endsWith('/api/accept-terms')) {
        acceptedBody = JSON.parse(String(init.body))
        return { body: { message: 'Thank you for accepting the terms.', user: { ...testUser, terms_version: 2, terms_required: false } } }
      }
      return { body: {} }
    })
    vi.stubGlobal('fetch', stub.fetchStub)
    renderAt(<TermsGate />, { token: 't', shell: true, deps: fakeSessionDeps({ me: async () => ({ ...testUser, terms_version: 1, terms_required: true }) }) })

    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' })
    expect(await screen.findByRole('region', { name: 'The terms of service, version 2' })).toBeTruthy()
    expect(dialog.textContent).toContain('1. Be kind.')
    expect(dialog.textContent).toContain('version 2')
    // Escape does not dismiss it: nothing of the console is usable before the terms are accepted.
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBe(dialog)

    const accept = screen.getByRole('button', { name: /Accept the terms/ })
    while (document.activeElement !== accept) await user.tab()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(acceptedBody).toEqual({ version: 2 })
  })

  it('shows nothing to a user who accepted the current terms', async () => {
    const stub = stubFetch(() => ({ body: {} }))
    vi.stubGlobal('fetch', stub.fetchStub)
    const { actor } = renderAt(<TermsGate />, { token: 't', shell: true })
    await waitFor(() => expect(actor.getSnapshot().matches('loggedIn')).toBe(true))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(stub.calls.filter((c) => c.url.endsWith('/api/terms'))).toEqual([])
  })
})

describe('the /callback page', () => {
  it('finishes the flow with the state and kind of its URL and says what happened', async () => {
    window.history.replaceState(null, '', '/callback?kind=billing_portal&state=s-123')
    const stub = stubFetch(() => ({ body: { kind: 'billing_portal', code: 'billing.portal_returned', message: 'Welcome back' } }))
    vi.stubGlobal('fetch', stub.fetchStub)
    renderAt(<CallbackPage />, { token: 't', path: '/callback' })
    const said = await screen.findByText('Welcome back from the billing portal. Your wallet shows your cards and payments as they are now.')
    expect(said.getAttribute('role')).toBe('status')
    expect(stub.calls.filter((c) => c.url.endsWith('/api/callbacks/finish')).map((c) => c.body)).toEqual([{ state: 's-123', kind: 'billing_portal' }])
    expect(screen.getByRole('link', { name: 'Go to the wallet' }).getAttribute('href')).toBe('/settings/wallet')
  })

  it('words a refused state by its code, and asks nothing without a state', async () => {
    window.history.replaceState(null, '', '/callback?kind=billing_portal&state=used')
    const stub = stubFetch(() => ({ status: 409, body: { message: 'This return link has already been used.', code: 'billing.state_used', params: {} } }))
    vi.stubGlobal('fetch', stub.fetchStub)
    renderAt(<CallbackPage />, { token: 't', path: '/callback', locale: 'de' })
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Rückkehr-Link wurde bereits verwendet. Bitte beginnen Sie erneut in der Konsole.')
    cleanup()

    window.history.replaceState(null, '', '/callback')
    const none = stubFetch(() => ({ body: {} }))
    vi.stubGlobal('fetch', none.fetchStub)
    renderAt(<CallbackPage />, { token: 't', path: '/callback' })
    expect((await screen.findByRole('alert')).textContent).toBe('This link is missing its state. Please start again from the console.')
    expect(none.calls.filter((c) => c.url.includes('/api/callbacks'))).toEqual([])
  })
})

describe('the chat widget', () => {
  it('loads one script with the app id and the user\'s identity, and logout removes it and the globals it defined', () => {
    const w = window as unknown as Record<string, unknown>
    // happy-dom loads no script files: the test plays the loader's part itself, below.
    const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings
    settings.handleDisabledFileLoadingAsSuccess = true
    w.appGlobalBefore = 'kept'
    const script = loadChatWidget({ script_url: 'http://127.0.0.1:4999/widget.js', app_id: 'app-1' }, { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', hash: 'abc123' })!
    expect(script).not.toBeNull()
    expect(loadChatWidget({ script_url: 'http://127.0.0.1:4999/widget.js', app_id: 'app-1' }, { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', hash: 'abc123' })).toBeNull()
    expect(document.querySelectorAll(`script[${CHAT_WIDGET_ATTR}]`)).toHaveLength(1)
    expect(script.getAttribute('src')).toBe('http://127.0.0.1:4999/widget.js')
    expect({ ...script.dataset }).toMatchObject({ appId: 'app-1', userId: '7', userName: 'Ada Lovelace', userEmail: 'ada@example.com', userHash: 'abc123' })

    // What the loader does when it runs: a global of its own and an element of its own.
    w.ChatWidgetGlobal = { open: () => {} }
    const bubble = document.createElement('div')
    bubble.setAttribute('data-chat-widget', '')
    document.body.appendChild(bubble)
    script.dispatchEvent(new Event('load'))

    removeChatWidget()
    expect(document.querySelectorAll(`script[${CHAT_WIDGET_ATTR}]`)).toHaveLength(0)
    expect(document.querySelector('[data-chat-widget]')).toBeNull()
    expect('ChatWidgetGlobal' in window).toBe(false)
    expect(w.appGlobalBefore).toBe('kept')
    delete w.appGlobalBefore
  })
})
