import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ConfirmEmailPage from '../../src/client/features/auth/confirm-email-page'
import { renderAt, stubFetch } from './client-harness'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The countdown re-arms after each render, so time is advanced one second at a time, as a browser would. */
function passSeconds(n: number) {
  for (let i = 0; i < n; i++) act(() => void vi.advanceTimersByTime(1000))
}

const resendButton = () => screen.getByRole('button', { name: 'Send a new code' })
/** The resend command is unavailable while the countdown runs: its button says so with aria-disabled. */
const blocked = () => resendButton().getAttribute('aria-disabled') === 'true'

describe('confirm e-mail resend countdown', () => {
  it('blocks resending for resend_in seconds and never shows the number', () => {
    renderAt(<ConfirmEmailPage />, { path: '/confirm-email?email=ada@example.com&resend_in=30', shell: true })
    expect(blocked()).toBe(true)
    expect(document.body.textContent).not.toMatch(/\d/)
    passSeconds(29)
    expect(blocked()).toBe(true)
    passSeconds(1)
    expect(blocked()).toBe(false)
  })

  it('starts a new countdown from the server after a resend', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: { message: 'A new code is on its way.', resend_in: 60 } }))
    vi.stubGlobal('fetch', fetchStub)
    renderAt(<ConfirmEmailPage />, { path: '/confirm-email?email=ada@example.com', shell: true })
    expect(blocked()).toBe(false)
    await act(async () => void fireEvent.click(resendButton()))
    expect(calls[0]).toMatchObject({ url: '/auth/resend-email-verification-code', body: { email: 'ada@example.com' } })
    expect(blocked()).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('You can request a new code shortly.')
    passSeconds(59)
    expect(blocked()).toBe(true)
    passSeconds(1)
    expect(blocked()).toBe(false)
  })

  it('takes retry_after from a 429 answer', async () => {
    const { fetchStub } = stubFetch(() => ({ status: 429, body: { message: 'Please wait 12 seconds before requesting a new code.', retry_after: 12 } }))
    vi.stubGlobal('fetch', fetchStub)
    renderAt(<ConfirmEmailPage />, { path: '/confirm-email?email=ada@example.com', shell: true })
    await act(async () => void fireEvent.click(resendButton()))
    expect(blocked()).toBe(true)
    passSeconds(12)
    expect(blocked()).toBe(false)
  })
})
