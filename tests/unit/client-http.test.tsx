import { act, cleanup, render, screen } from '@testing-library/react'
import toast, { useToasterStore } from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiErrorOf, http, setToastTranslator } from '../../src/api/http'
import { translateMessage } from '../../src/client/forms/translate-message'
import { translate } from '../../src/client/i18n'
import { clearToken, setToken } from '../../src/api/token'
import { logAppError } from '../../src/api/account'
import { stubFetch } from './client-harness'

afterEach(() => {
  setToastTranslator((message) => message)
  cleanup()
  vi.unstubAllGlobals()
  clearToken()
  act(() => toast.remove())
})

/** Shows the toast store as text, so the tests read what the real toaster would render. */
function ToastList() {
  const { toasts } = useToasterStore()
  return (
    <ul>
      {toasts.filter((t) => t.visible).map((t) => (
        <li key={t.id} data-type={t.type}>
          {String(t.message)}
        </li>
      ))}
    </ul>
  )
}

describe('http client', () => {
  beforeEach(() => render(<ToastList />))

  it('toasts a success message in the default style and returns the body', async () => {
    const { fetchStub } = stubFetch(() => ({ body: { message: 'Profile updated.', user: { id: 1 } } }))
    vi.stubGlobal('fetch', fetchStub)
    const body = await act(() => http<{ message: string }>('/api/me', { method: 'POST', body: {} }))
    expect(body.message).toBe('Profile updated.')
    const item = await screen.findByText('Profile updated.')
    expect(item.getAttribute('data-type')).toBe('blank')
  })

  it('toasts an error message in the error style and still throws to the caller', async () => {
    const { fetchStub } = stubFetch(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { email: ['Field is required'] } } }))
    vi.stubGlobal('fetch', fetchStub)
    let caught: unknown = null
    await act(async () => {
      try {
        await http('/auth/login', { method: 'POST', body: {} })
      } catch (error) {
        caught = error
      }
    })
    expect(caught).not.toBeNull()
    expect(apiErrorOf(caught)).toMatchObject({ status: 422, errors: { email: ['Field is required'] } })
    const item = await screen.findByText('The given data was invalid.')
    expect(item.getAttribute('data-type')).toBe('error')
  })

  it('words a toast in the language on screen and still hands the caller the message as sent', async () => {
    setToastTranslator((message) => translateMessage(message, (key, params) => translate('de', key, params)))
    const { fetchStub } = stubFetch((url) =>
      url.endsWith('/purchases')
        ? { status: 422, body: { message: 'Please add a default credit card!', errors: { card: ['Please add a default credit card!'] } } }
        : { status: 422, body: { message: 'The given data was invalid.', errors: { email: ['Field is required'] } } },
    )
    vi.stubGlobal('fetch', fetchStub)
    let caught: unknown = null
    await act(() => http('/api/wallet/purchases', { method: 'POST', body: {} }).catch((error) => void (caught = error)))
    await act(() => http('/auth/login', { method: 'POST', body: {} }).catch(() => undefined))
    expect(apiErrorOf(caught)?.message).toBe('Please add a default credit card!')
    expect(await screen.findByText('Bitte fügen Sie eine Standard-Kreditkarte hinzu!')).toBeTruthy()
    expect(await screen.findByText('Die übermittelten Daten sind ungültig.')).toBeTruthy()
    expect(screen.queryByText('Please add a default credit card!')).toBeNull()
  })

  it('words a server success notice in the language on screen', async () => {
    setToastTranslator((message) => translateMessage(message, (key, params) => translate('de', key, params)))
    const { fetchStub } = stubFetch(() => ({ body: { message: 'Business profile saved.', profile: {} } }))
    vi.stubGlobal('fetch', fetchStub)
    const body = await act(() => http<{ message: string }>('/api/ai/training/profile', { method: 'POST', body: {} }))
    expect(body.message).toBe('Business profile saved.')
    expect(await screen.findByText('Unternehmensprofil gespeichert.')).toBeTruthy()
    expect(screen.queryByText('Business profile saved.')).toBeNull()
  })

  it('raises no toast when the body has no message', async () => {
    const { fetchStub } = stubFetch(() => ({ body: { id: 1, first_name: 'Ada' } }))
    vi.stubGlobal('fetch', fetchStub)
    await act(() => http('/api/me'))
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })

  it('sends JSON Accept and the stored token as a bearer header', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: {} }))
    vi.stubGlobal('fetch', fetchStub)
    await act(() => http('/api/me'))
    expect(calls[0].headers.get('accept')).toBe('application/json')
    expect(calls[0].headers.get('authorization')).toBeNull()
    setToken('tok-123')
    await act(() => http('/api/me'))
    expect(calls[1].headers.get('authorization')).toBe('Bearer tok-123')
  })

  it('calls once: a failing GET is not retried (one failure, one toast)', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ status: 503, body: { message: 'Down for maintenance' } }))
    vi.stubGlobal('fetch', fetchStub)
    await act(() => http('/api/topics').catch(() => undefined))
    expect(calls).toHaveLength(1)
    expect(await screen.findAllByText('Down for maintenance')).toHaveLength(1)
  })

  it('reports app errors without a toast', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: { message: 'Logged.' } }))
    vi.stubGlobal('fetch', fetchStub)
    await act(() => logAppError({ message: 'boom', stack: 'at x', info: null }))
    expect(calls[0]).toMatchObject({ url: '/api/log-app-error', method: 'POST', body: { message: 'boom', stack: 'at x', info: null } })
    expect(screen.queryByText('Logged.')).toBeNull()
  })
})
