import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PasswordPage from '../../src/client/features/account/password-page'
import LoginPage from '../../src/client/features/auth/login-page'
import { Dialog } from '../../src/client/ui/dialog'
import { TextField } from '../../src/client/ui/text-field'
import { describedBy, renderAt, stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const ready = (name: string) => waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBeNull())

describe('a form', () => {
  it('drops a corrected field’s message at once, and words a still wrong one anew', async () => {
    renderAt(<LoginPage />, { path: '/login', shell: true })
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })))
    expect(describedBy(field('E-mail'))).toBe('E-mail is required')
    expect(describedBy(field('Password'))).toBe('Password is required')

    type('E-mail', 'ada@')
    expect(describedBy(field('E-mail'))).toBe('E-mail must be a valid email')
    type('E-mail', 'ada@example.com')
    expect(field('E-mail').getAttribute('aria-invalid')).not.toBe('true')
    expect(describedBy(field('E-mail'))).toBe('')
    // The other field keeps its message until it is corrected too.
    expect(describedBy(field('Password'))).toBe('Password is required')
  })

  it('submits with Enter from any field, though its button is a command button', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: { message: 'ok' } }))
    vi.stubGlobal('fetch', fetchStub)
    renderAt(<PasswordPage />, { path: '/profile-settings/password', token: 't', shell: true })
    await ready('Change password')
    type('Current password', 'secret123')
    type('New password', 'secret456')
    type('Confirm password', 'secret456')
    await act(async () => void fireEvent.keyDown(field('New password'), { key: 'Enter' }))
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/me/password')).toHaveLength(1))
  })

  it('moves focus to the first invalid field after a refused submit, from the button as from Enter', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: {} }))
    vi.stubGlobal('fetch', fetchStub)
    renderAt(<PasswordPage />, { path: '/profile-settings/password', token: 't', shell: true })
    await ready('Change password')
    type('Confirm password', 'other')
    screen.getByRole('button', { name: 'Change password' }).focus()
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })))
    await waitFor(() => expect(document.activeElement).toBe(field('Current password')))

    type('Current password', 'secret123')
    type('New password', 'secret456')
    await act(async () => void fireEvent.keyDown(field('New password'), { key: 'Enter' }))
    await waitFor(() => expect(document.activeElement).toBe(field('Confirm password')))
    expect(calls.filter((c) => c.url === '/api/me/password')).toHaveLength(0)
  })
})

describe('Escape', () => {
  function Example({ onClose }: { onClose(): void }) {
    const [name, setName] = useState('')
    return (
      <Dialog open title="Rename" onClose={onClose}>
        <TextField label="Name" value={name} onValueChange={setName} />
      </Dialog>
    )
  }

  it('in a dialog’s field leaves the field first; the next Escape closes the dialog', () => {
    const onClose = vi.fn()
    renderAt(<Example onClose={onClose} />)
    const input = field('Name')
    input.focus()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('dialog'))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('in a page’s field leaves the field, so the page’s shortcuts work again', async () => {
    renderAt(<LoginPage />, { path: '/login', shell: true })
    field('E-mail').focus()
    fireEvent.keyDown(field('E-mail'), { key: 'Escape' })
    expect(document.activeElement).not.toBe(field('E-mail'))
  })
})
