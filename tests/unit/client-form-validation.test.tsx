import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import LoginPage from '../../src/client/features/auth/login-page'
import RegisterPage from '../../src/client/features/auth/register-page'
import PasswordPage from '../../src/client/features/account/password-page'
import { renderAt, stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function describedBy(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

/** Presses a form's command button once its command can run (a signed-in page waits for the session). */
async function submit(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBeNull())
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })))
}

describe('forms validate with the shared structs', () => {
  it('shows the shared messages under each field, named by its label, and sends nothing', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: {} }))
    vi.stubGlobal('fetch', fetchStub)
    renderAt(<LoginPage />, { path: '/login', shell: true })
    await submit('Sign in')
    const email = screen.getByLabelText('E-mail')
    const password = screen.getByLabelText('Password')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(email)).toBe('E-mail is required')
    expect(describedBy(password)).toBe('Password is required')
    expect(calls).toHaveLength(0)

    fireEvent.change(email, { target: { value: 'not-an-address' } })
    await submit('Sign in')
    expect(describedBy(email)).toBe('E-mail must be a valid email')
  })

  it('checks password length and confirmation on registration', async () => {
    renderAt(<RegisterPage />, { path: '/register', shell: true })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abd' } })
    await submit('Create account')
    expect(describedBy(screen.getByLabelText('Password'))).toBe('The password must be at least 6 characters.')
    expect(describedBy(screen.getByLabelText('First name'))).toBe('First name is required')
  })

  it('reports mismatched passwords under the confirmation', async () => {
    renderAt(<PasswordPage />, { path: '/profile-settings/password', token: 't', shell: true })
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret123' } })
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret456' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret789' } })
    await submit('Change password')
    expect(describedBy(screen.getByLabelText('Confirm password'))).toBe('Passwords must match')
  })

  it('puts server field errors under the same fields', async () => {
    const refusal = { code: 'auth.invalid_credentials', params: { field: 'email' }, field_codes: { email: [{ code: 'auth.invalid_credentials', params: { field: 'email' } }] } }
    const { fetchStub } = stubFetch(() => ({ status: 422, body: { message: 'These credentials do not match our records.', ...refusal, errors: { email: ['These credentials do not match our records.'] } } }))
    vi.stubGlobal('fetch', fetchStub)
    renderAt(<LoginPage />, { path: '/login', shell: true })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-one' } })
    await submit('Sign in')
    expect(describedBy(screen.getByLabelText('E-mail'))).toBe('These credentials do not match our records.')
  })

  it('shows the same messages translated in another language', async () => {
    renderAt(<LoginPage />, { path: '/login', locale: 'de', shell: true })
    await submit('Anmelden')
    expect(describedBy(screen.getByLabelText('E-Mail-Adresse'))).toBe('E-Mail-Adresse ist erforderlich')
  })

  it('sends an unconfirmed user to the confirm page with the e-mail', async () => {
    const { fetchStub } = stubFetch(() => ({ status: 403, body: { message: 'Please confirm your e-mail address first.', code: 'auth.email_not_confirmed', params: {} } }))
    vi.stubGlobal('fetch', fetchStub)
    const { location } = renderAt(<LoginPage />, { path: '/login', shell: true })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } })
    await submit('Sign in')
    expect(location.history.at(-1)).toBe('/confirm-email?email=ada%40example.com')
  })
})
