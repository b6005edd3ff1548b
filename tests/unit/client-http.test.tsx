import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appRegistry } from '../../commands/index'
import { defineCommand, createRegistry, executeCommand } from '../../commands/registry'
import { walletSlot, type WalletSlot } from '../../commands/wallet'
import { http } from '../../src/api/http'
import { clearToken, setToken } from '../../src/api/token'
import { logAppError, me } from '../../src/api/account'
import { setDefaultCard } from '../../src/api/wallet'
import RegisterPage from '../../src/client/features/auth/register-page'
import { ApiFailure } from '../../src/shared/api-failure'
import type { WalletCard, WalletSummary } from '../../src/shared/wallet/types'
import { renderAt, shownToasts, stubFetch, ToastList } from './client-harness'
import { checkoutFor } from './support/checkout'
import { commandContext, withSlots } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearToken()
  act(() => toast.remove())
})

const noDefaultCard = {
  message: 'Please add a default credit card!',
  code: 'wallet.no_default_card',
  params: { field: 'card' },
  errors: { card: ['Please add a default credit card!'] },
  field_codes: { card: [{ code: 'wallet.no_default_card', params: { field: 'card' } }] },
}

describe('the http client', () => {
  beforeEach(() => render(<ToastList />))

  it('returns the body of a success and shows nothing, message or not', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { message: 'Your profile has been updated.', user: { id: 1 } } })).fetchStub)
    const body = await act(() => http<{ message: string }>('/api/me', { method: 'POST', body: {} }))
    expect(body.message).toBe('Your profile has been updated.')
    expect(shownToasts()).toEqual([])
  })

  it('rejects a refusal with one typed value { status, code, params, message, fields } and shows nothing', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 422, body: noDefaultCard })).fetchStub)
    const failure = await act(() => http('/api/wallet/purchases', { method: 'POST', body: {} }).catch((error: unknown) => error))
    expect(failure).toBeInstanceOf(ApiFailure)
    expect(failure).toMatchObject({
      status: 422,
      code: 'wallet.no_default_card',
      params: { field: 'card' },
      message: 'Please add a default credit card!',
      fields: { card: [{ code: 'wallet.no_default_card', params: { field: 'card' } }] },
    })
    expect(shownToasts()).toEqual([])
  })

  it('rejects a call that got no answer as error.network, and an answer without a code by its status', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')))
    expect(await me().catch((error: unknown) => error)).toMatchObject({ status: 0, code: 'error.network', params: {} })
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 503, body: { message: 'Down for maintenance' } })).fetchStub)
    expect(await me().catch((error: unknown) => error)).toMatchObject({ status: 503, code: 'error.unexpected', message: 'Down for maintenance' })
  })

  it('sends JSON Accept and the stored token as a bearer header, and calls once (a failing GET is not retried)', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ status: 503, body: {} }))
    vi.stubGlobal('fetch', fetchStub)
    await act(() => http('/api/topics').catch(() => undefined))
    expect(calls).toHaveLength(1)
    expect(calls[0].headers.get('accept')).toBe('application/json')
    expect(calls[0].headers.get('authorization')).toBeNull()
    setToken('tok-123')
    await act(() => http('/api/me').catch(() => undefined))
    expect(calls[1].headers.get('authorization')).toBe('Bearer tok-123')
  })

  it('reports app errors without a toast', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ status: 201, body: {} }))
    vi.stubGlobal('fetch', fetchStub)
    await act(() => logAppError({ message: 'boom', stack: 'at x', info: null }))
    expect(calls[0]).toMatchObject({ url: '/api/log-app-error', method: 'POST', body: { message: 'boom', stack: 'at x', info: null } })
    expect(shownToasts()).toEqual([])
  })
})

const card = (id: number, is_default: boolean): WalletCard => ({ id, brand: 'visa', last4: `424${id}`, exp_month: 12, exp_year: 2099, is_default, needs_reconnect: false, created_at: '' })
const summary = { cards: [card(1, true), card(2, false)], packs: [], auto_top_up: { enabled: false, paused_reason: null } } as unknown as WalletSummary

/** A Spanish user on the wallet page: the real commands, the real API functions, a stubbed server. */
function walletContext() {
  const ctx = commandContext({ modules: ['wallet'], locale: 'es' })
  const wallet: WalletSlot = {
    summary, checkout: checkoutFor(summary), buy: () => undefined, openAddCard: () => undefined, openReconnect: () => undefined,
    setDefaultCard: async (id) => void (await setDefaultCard(id)),
    removeCard: async () => undefined,
    setAutoTopUp: async () => undefined,
    exportHistory: null,
  }
  return withSlots(ctx, [walletSlot, wallet])
}

describe('commands show what their calls answered', () => {
  beforeEach(() => render(<ToastList />))

  it('toasts a failed command once, worded by its code in Spanish (the HTTP client shows nothing)', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 422, body: noDefaultCard })).fetchStub)
    const ctx = walletContext()
    const result = await act(() => executeCommand(appRegistry, 'wallet.setDefaultCard', 2, 'palette', ctx))
    expect(result.ok).toBe(false)
    expect(ctx.calls).toEqual(['notify:error:¡Añade una tarjeta de crédito predeterminada!'])
    expect(shownToasts()).toEqual([])
  })

  it('shows a success only when the command asks for one, in its own words', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { message: 'This card is now your default card.', card: card(2, true) } })).fetchStub)
    const ctx = walletContext()
    expect((await act(() => executeCommand(appRegistry, 'wallet.setDefaultCard', 2, 'palette', ctx))).ok).toBe(true)
    expect(ctx.calls).toEqual(['notify:info:Esta tarjeta es ahora tu tarjeta predeterminada.'])

    // A command that says nothing of its success: the answer's `message` shows nowhere.
    const quiet = createRegistry([defineCommand({ id: 'test.quiet', title: 'x', group: 'interface', scope: 'global', when: () => true, run: async () => void (await me()) })])
    const other = walletContext()
    expect((await act(() => executeCommand(quiet, 'test.quiet', undefined, 'palette', other))).ok).toBe(true)
    expect(other.calls).toEqual([])
    expect(shownToasts()).toEqual([])
  })
})

describe('forms', () => {
  function describedBy(input: HTMLElement): string {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
  }

  it("puts a server field error under its field, worded with the field's label, and toasts it once", async () => {
    const refusal = {
      message: 'Field must be max 100',
      code: 'validation.max',
      params: { max: 100, field: 'last_name' },
      errors: { last_name: ['Field must be max 100'] },
      field_codes: { last_name: [{ code: 'validation.max', params: { max: 100, field: 'last_name' } }] },
    }
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 422, body: refusal })).fetchStub)
    renderAt(
      <>
        <RegisterPage />
        <ToastList />
      </>,
      { path: '/register', locale: 'es', shell: true },
    )
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ada' } })
    fireEvent.change(screen.getByLabelText('Apellidos'), { target: { value: 'Lovelace' } })
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Contraseña', { exact: true }), { target: { value: 'secret123' } })
    fireEvent.change(screen.getByLabelText('Confirmar contraseña'), { target: { value: 'secret123' } })
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' })))
    await waitFor(() => expect(describedBy(screen.getByLabelText('Apellidos'))).toBe('El campo «Apellidos» debe ser como máximo 100'))
    expect(shownToasts()).toEqual(['error:El campo «Apellidos» debe ser como máximo 100'])
  })
})
