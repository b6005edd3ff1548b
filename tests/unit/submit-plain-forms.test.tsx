import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { useMemo, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PdfPanel } from '../../src/client/features/ai-training/pdf-panel'
import { SocialButtons, useSocialSignIn } from '../../src/client/features/auth/social-buttons'
import WebhookCreatePage from '../../src/client/features/integrations/webhook-create-page'
import { LabelsDialog } from '../../src/client/features/lists/list/labels-dialog'
import { CardDialog } from '../../src/client/features/wallet/card-dialog'
import StripeCardForm from '../../src/client/features/wallet/stripe-card-form'
import { CommandShell, useProvideSlot } from '../../src/client/ui/command-shell'
import { useResend } from '../../src/client/forms/use-resend'
import { authSlot } from '../../commands/auth'
import { ResendButton } from '../../src/client/ui/resend-button'
import { defaultCreditPacks } from '../../src/shared/wallet/pricing'
import type { WalletSummary } from '../../src/shared/wallet/types'
import { describedBy, heldAnswers, renderAt, shownToasts, stubFetch, ToastList } from './client-harness'
import { commandContext } from './support/command-context'

vi.mock('../../src/client/features/auth/social-sdk', () => ({ configuredProviders: ['google'], providerToken: async () => 'google-id-token' }))
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async () => ({
    elements: () => ({ create: () => ({ mount: () => undefined, destroy: () => undefined }) }),
    confirmCardSetup: async () => ({ setupIntent: { id: 'seti_1' } }),
  }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const refused = { status: 422, body: { message: 'Field must be max 100', code: 'validation.max', params: { max: 100, field: 'name' }, field_codes: { name: [{ code: 'validation.max', params: { max: 100, field: 'name' } }] } } }
const refusedText = 'Name must be max 100'

/** Holds every POST to `endpoint` until the test releases it; other requests answer `other(url)`. */
function serverHolding(endpoint: string, other: (url: string) => unknown = () => ({})) {
  const held = heldAnswers()
  const server = stubFetch((url, init) => (init.method === 'POST' && url === endpoint ? held.next() : { body: other(url) }))
  vi.stubGlobal('fetch', server.fetchStub)
  return { held, sent: () => server.calls.filter((c) => c.method === 'POST' && c.url === endpoint) }
}

function show(ui: ReactNode, signedIn = true) {
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ signedIn, modules: ['leads', 'ai_suggest'] })
  // A command's failure is a toast, as the app shell words it (src/client/shell/use-command-base.ts).
  const notify = (message: string, kind?: 'success' | 'error') => void (kind === 'error' ? toast.error(message) : toast(message))
  return renderAt(
    <CommandShell base={{ ...base, notify }}>
      {ui}
      <ToastList />
    </CommandShell>,
  )
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
/** A command button is aria-disabled (it stays focusable to tell why). */
const refuses = (name: string) => button(name).getAttribute('aria-disabled') === 'true'
const formOf = (name: string) => button(name).closest('form')!
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

describe('a form that sends without the validated-form helper', () => {
  it('webhook creation: disabled while sending, one request for two submits, fields and one toast after a refusal', async () => {
    const { held, sent } = serverHolding('/api/integrations/webhooks')
    show(<WebhookCreatePage />)
    type('Name', 'CRM hook')
    type('URL', 'https://example.com/hook')
    await act(async () => {
      fireEvent.click(button('Create webhook'))
      fireEvent.submit(formOf('Create webhook'))
    })
    await waitFor(() => expect(refuses('Create webhook')).toBe(true))
    expect(sent()).toHaveLength(1)

    await held.release(refused)
    await waitFor(() => expect(refuses('Create webhook')).toBe(false))
    expect(describedBy(screen.getByLabelText('Name'))).toBe(refusedText)
    expect(shownToasts()).toEqual([`error:${refusedText}`])
  })

  it('a local card: labelled "Saving the card…" while sending, one request for two submits, and back after a refusal', async () => {
    const { held, sent } = serverHolding('/api/wallet/cards')
    const summary: WalletSummary = {
      provider: { id: 'local', test_mode: true, publishable_key: null },
      balance: { total: 0, monthly: 0, rollover: 0, purchased: 0, buckets: [], next_reset_date: '2026-02-01T00:00:00.000Z' },
      cards: [],
      auto_top_up: { enabled: false, threshold: 10, credits: 100, amount_cents: 1000, paused_reason: null },
      packs: [...defaultCreditPacks],
      card_validation: { amount_cents: 100, credits: 10 },
      currency: 'usd',
    }
    show(<CardDialog request={{ mode: 'add' }} summary={summary} locale="en" onClose={() => undefined} onSaved={() => undefined} />)
    type('Card number', '4242424242424242')
    type('Expiry month (MM)', '12')
    type('Expiry year (YYYY)', '2034')
    type('CVC', '123')
    await act(async () => {
      fireEvent.click(button('Add card'))
      fireEvent.submit(formOf('Add card'))
    })
    // Adding a card charges it: the shell's confirm dialog asks first, Cancel focused; nothing is sent until yes.
    const question = await screen.findByRole('dialog', { name: 'Add this card?' })
    expect(sent()).toHaveLength(0)
    expect(document.activeElement?.textContent).toBe('Cancel')
    await act(async () => void fireEvent.click(within(question).getByRole('button', { name: 'Add card and pay $1.00' })))
    await waitFor(() => expect(button('Saving the card…').getAttribute('aria-disabled')).toBe('true'))
    expect(sent()).toHaveLength(1)

    const declined = { message: 'Your card was declined.', code: 'wallet.card_declined', params: { field: 'number' }, field_codes: { number: [{ code: 'wallet.card_declined', params: { field: 'number' } }] } }
    await held.release({ status: 402, body: declined })
    await waitFor(() => expect(button('Add card').getAttribute('aria-disabled')).toBeNull())
    expect(describedBy(screen.getByLabelText('Card number'))).toBe('Your card was declined.')
    expect(shownToasts()).toEqual(['error:Your card was declined.'])
  })

  it('a Stripe card: labelled "Saving the card…" while the setup runs, one setup for two submits, and back after a refusal', async () => {
    const { held, sent } = serverHolding('/api/wallet/cards/setup')
    show(<StripeCardForm publishableKey="pk_test_1" mode="add" onConfirmed={async () => null} />)
    await waitFor(() => expect(button('Add card').getAttribute('aria-disabled')).toBeNull())
    await act(async () => {
      fireEvent.click(button('Add card'))
      fireEvent.submit(formOf('Add card'))
    })
    await waitFor(() => expect(button('Saving the card…').getAttribute('aria-disabled')).toBe('true'))
    expect(sent()).toHaveLength(1)

    await held.release({ status: 422, body: { message: 'Cards are not available.', code: 'wallet.card_setup_incomplete', params: {} } })
    await waitFor(() => expect(button('Add card').getAttribute('aria-disabled')).toBeNull())
    expect(shownToasts()).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toBe(shownToasts()[0]!.replace('error:', ''))
  })
})

describe('a button that sends', () => {
  it('the labels dialog: every label button disabled while one change is sent, a second click sends nothing, back after a failure', async () => {
    const { held, sent } = serverHolding('/api/custom-labels/assign', () => [{ id: 1, name: 'Hot', color: '#f00' }])
    show(<LabelsDialog open listId={3} targets={{ result_ids: [10, 11] }} count={2} onClose={() => undefined} />)
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add Hot' }))
      fireEvent.click(button('Add Hot'))
    })
    await waitFor(() => expect(button('Add Hot').disabled).toBe(true))
    expect(button('Remove Hot').disabled).toBe(true)
    expect(sent()).toEqual([expect.objectContaining({ body: { label_ids: [1], result_ids: [10, 11] } })])

    await held.release({ status: 500, body: { message: 'Server error', code: 'error.unexpected', params: {} } })
    await waitFor(() => expect(button('Add Hot').disabled).toBe(false))
    expect(shownToasts()).toHaveLength(1)
  })

  it('resend: disabled while the code is requested, one request for two clicks, back after a failure', async () => {
    const held = heldAnswers()
    let asked = 0
    const resend = async () => {
      asked += 1
      const answer = await held.next()
      if (answer.status) throw Object.assign(new Error('refused'), answer)
      return { resend_in: 0 }
    }
    function Page() {
      const { action } = useResend({ initialSeconds: 0, resend, sent: { code: 'auth.code_resent' } })
      useProvideSlot(authSlot, useMemo(() => ({ resendCode: action }), [action]))
      return <ResendButton commandId="auth.resendCode" waiting={action.waiting} />
    }
    show(<Page />, false)
    await act(async () => {
      fireEvent.click(button('Send a new code'))
      fireEvent.click(button('Send a new code'))
    })
    await waitFor(() => expect(refuses('Send a new code')).toBe(true))
    expect(asked).toBe(1)

    await held.release({ status: 500, body: null })
    await waitFor(() => expect(refuses('Send a new code')).toBe(false))
    expect(shownToasts()).toHaveLength(1)
  })

  it('social sign-in: disabled while the provider signs in, one request for two clicks, back after a refusal', async () => {
    const { held, sent } = serverHolding('/auth/login-with-social')
    const signedIn = vi.fn()
    function Page() {
      const { social, failed } = useSocialSignIn(signedIn)
      useProvideSlot(authSlot, useMemo(() => ({ social }), [social]))
      return <SocialButtons failed={failed} />
    }
    show(<Page />, false)
    await act(async () => {
      fireEvent.click(button('Continue with Google'))
      fireEvent.click(button('Continue with Google'))
    })
    await waitFor(() => expect(refuses('Continue with Google')).toBe(true))
    await waitFor(() => expect(sent()).toHaveLength(1))

    await held.release({ status: 401, body: { message: 'The sign-in could not be verified.', code: 'auth.social_invalid', params: {} } })
    await waitFor(() => expect(refuses('Continue with Google')).toBe(false))
    expect(signedIn).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Social sign-in did not complete. Please try again or use your e-mail and password.')
    expect(shownToasts()).toHaveLength(1)
  })

  it('a PDF upload: "Reading <name>…" while it uploads, a second file meanwhile is not sent, and the field error after a refusal', async () => {
    const { held, sent } = serverHolding('/api/business-details/training-files')
    show(<PdfPanel bind={() => undefined} files={[]} paging={{ page: 1, pages: 1, search: '', onPage: () => undefined, onSearch: () => undefined }} />)
    const input = screen.getByLabelText('PDF file')
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
    await act(async () => {
      fireEvent.change(input, { target: { files: [pdf('prices.pdf')] } })
      fireEvent.change(input, { target: { files: [pdf('other.pdf')] } })
    })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reading prices.pdf…'))
    expect(sent()).toHaveLength(1)

    const tooBig = { message: 'The file may be at most 10 MB.', code: 'validation.file_size', params: { size: 10, field: 'file' }, field_codes: { file: [{ code: 'validation.file_size', params: { size: 10, field: 'file' } }] } }
    await held.release({ status: 422, body: tooBig })
    await waitFor(() => expect(screen.queryByText('Reading prices.pdf…')).toBeNull())
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(shownToasts()).toHaveLength(1)
  })
})
