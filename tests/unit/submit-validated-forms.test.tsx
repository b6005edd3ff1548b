import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import EmailPage from '../../src/client/features/account/email-page'
import PasswordPage from '../../src/client/features/account/password-page'
import ProfilePage from '../../src/client/features/account/profile-page'
import ConfirmEmailPage from '../../src/client/features/auth/confirm-email-page'
import ForgotPasswordPage from '../../src/client/features/auth/forgot-password-page'
import LoginPage from '../../src/client/features/auth/login-page'
import RegisterPage from '../../src/client/features/auth/register-page'
import ResetPasswordPage from '../../src/client/features/auth/reset-password-page'
import { describedBy, heldAnswers, renderAt, shownToasts, stubFetch, ToastList } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

/** A refusal naming one field, as the server sends it: worded by its code, under the field and in one toast. */
const refusal = (field: string) => ({
  status: 422,
  body: {
    message: 'These credentials do not match our records.',
    code: 'auth.invalid_credentials',
    params: { field },
    errors: { [field]: ['These credentials do not match our records.'] },
    field_codes: { [field]: [{ code: 'auth.invalid_credentials', params: { field } }] },
  },
})
const refusalText = 'These credentials do not match our records.'

type FormCase = {
  name: string
  ui: ReactNode
  path: string
  fill(): void
  submit: string
  /** A settings page, for a signed-in user. */
  signedIn?: boolean
  /** The label while the request runs, where the form words it. */
  busy?: string
  endpoint: string
  field: { name: string; label: string }
}

const cases: FormCase[] = [
  {
    name: 'sign in', ui: <LoginPage />, path: '/login', submit: 'Sign in', busy: 'Signing in…', endpoint: '/auth/login',
    fill: () => (type('E-mail', 'ada@example.com'), type('Password', 'secret123')),
    field: { name: 'email', label: 'E-mail' },
  },
  {
    name: 'registration', ui: <RegisterPage />, path: '/register', submit: 'Create account', busy: 'Creating account…', endpoint: '/auth/register',
    fill: () => {
      type('First name', 'Ada')
      type('Last name', 'Lovelace')
      type('E-mail', 'ada@example.com')
      type('Password', 'secret123')
      type('Confirm password', 'secret123')
      fireEvent.click(screen.getByLabelText('I accept the terms of service and the privacy policy'))
    },
    field: { name: 'email', label: 'E-mail' },
  },
  {
    name: 'forgotten password', ui: <ForgotPasswordPage />, path: '/forgot-password', submit: 'Send reset code', endpoint: '/auth/forgot-password',
    fill: () => type('E-mail', 'ada@example.com'),
    field: { name: 'email', label: 'E-mail' },
  },
  {
    name: 'reset code', ui: <ResetPasswordPage />, path: '/reset-password?email=ada@example.com', submit: 'Check code', endpoint: '/auth/reset-password/check-code',
    fill: () => type('Verification code', '123456'),
    field: { name: 'code', label: 'Verification code' },
  },
  {
    name: 'e-mail confirmation', ui: <ConfirmEmailPage />, path: '/confirm-email?email=ada@example.com', submit: 'Confirm e-mail', endpoint: '/auth/confirm-email',
    fill: () => type('Verification code', '123456'),
    field: { name: 'code', label: 'Verification code' },
  },
  {
    name: 'password change', signedIn: true, ui: <PasswordPage />, path: '/profile-settings/password', submit: 'Change password', endpoint: '/api/me/password',
    fill: () => (type('Current password', 'secret123'), type('New password', 'secret456'), type('Confirm password', 'secret456')),
    field: { name: 'current_password', label: 'Current password' },
  },
  {
    name: 'e-mail change', signedIn: true, ui: <EmailPage />, path: '/profile-settings/email', submit: 'Send confirmation code', endpoint: '/api/mail-change',
    fill: () => type('New e-mail address', 'new@example.com'),
    field: { name: 'email', label: 'New e-mail address' },
  },
  {
    name: 'profile', signedIn: true, ui: <ProfilePage />, path: '/profile-settings/profile', submit: 'Save changes', endpoint: '/api/me',
    fill: () => (type('First name', 'Ada'), type('Last name', 'Byron')),
    field: { name: 'last_name', label: 'Last name' },
  },
]

describe('a validated form while its request is in flight', () => {
  it.each(cases)('$name: busy and disabled, a second submit sends nothing, and it comes back after a failure', async (form) => {
    const held = heldAnswers()
    const server = stubFetch((url, init) => (init.method === 'POST' && url === form.endpoint ? held.next() : { body: {} }))
    vi.stubGlobal('fetch', server.fetchStub)
    renderAt(
      <>
        {form.ui}
        <ToastList />
      </>,
      { path: form.path, token: form.signedIn ? 't' : null, shell: true },
    )
    const sent = () => server.calls.filter((c) => c.method === 'POST' && c.url === form.endpoint)
    const button = () => screen.getByRole('button', { name: form.busy ?? form.submit }) as HTMLButtonElement
    /** A command button refuses with aria-disabled: it stays focusable to tell why. */
    const refuses = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-disabled') === 'true'
    await waitFor(() => expect(refuses(form.submit)).toBe(false))
    form.fill()

    // Two submits in one go (a double Enter): the second is ignored before the page has re-rendered.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: form.submit }))
      fireEvent.submit(screen.getByRole('button', { name: form.submit }).closest('form')!)
    })
    await waitFor(() => expect(refuses(form.busy ?? form.submit)).toBe(true))
    if (form.busy) expect(button().textContent).toBe(form.busy)
    await act(async () => void fireEvent.submit(button().closest('form')!))
    expect(sent()).toHaveLength(1)

    await held.release(refusal(form.field.name))
    await waitFor(() => expect(refuses(form.submit)).toBe(false))
    expect(describedBy(screen.getByLabelText(form.field.label, { exact: true }))).toBe(refusalText)
    expect(shownToasts()).toEqual([`error:${refusalText}`])

    // Back to normal: the next submit is sent.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: form.submit })))
    await waitFor(() => expect(sent()).toHaveLength(2))
    await held.release({ status: 500, body: { message: 'x', code: 'error.unexpected', params: {} } })
  })
})
