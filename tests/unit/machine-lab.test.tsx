import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import MachineLabPage from '../../src/client/features/lab/machine-lab-page'

afterEach(cleanup)

const stateValue = () => screen.getByTestId('lab-state-value').textContent

describe('Machine Lab page', () => {
  it('steps the session machine through login with allowed events and hand-settled actors', async () => {
    render(<MachineLabPage />)
    expect(screen.getByRole('button', { name: /Session/, pressed: true })).toBeTruthy()
    expect(stateValue()).toBe('loggedOut')
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }))
    await waitFor(() => expect(stateValue()).toBe('loggingIn'))
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve login' }))
    await waitFor(() => expect(stateValue()).toBe('loadingData'))
    expect(screen.getByText('storeToken')).toBeTruthy()

    fireEvent.click(await screen.findByRole('button', { name: 'Resolve loadSessionData' }))
    await waitFor(() => expect(stateValue()).toBe('loggedIn'))
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeTruthy()
    const context = screen.getByRole('heading', { name: 'Context' }).parentElement?.querySelector('pre')
    expect(context?.textContent).toContain('"token": "lab-token"')
  })

  it('rejects an actor with the typed message and restarts from the input', async () => {
    render(<MachineLabPage />)
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }))
    const message = await screen.findByLabelText('Error message for login')
    fireEvent.change(message, { target: { value: 'Wrong password' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reject login' }))
    await waitFor(() => expect(stateValue()).toBe('loggedOut'))
    expect(screen.getByText(/Wrong password/)).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Input (JSON)'), { target: { value: '{ "token": "abc" }' } })
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }))
    await waitFor(() => expect(stateValue()).toBe('restoring'))
    expect(await screen.findByRole('button', { name: 'Resolve fetchMe' })).toBeTruthy()
  })

  it('shows a JSON error instead of sending a broken payload', async () => {
    render(<MachineLabPage />)
    fireEvent.change(screen.getByLabelText('Payload of LOGIN (JSON)'), { target: { value: '{ nope' } })
    expect(screen.getByRole('alert').textContent).toMatch(/Not valid JSON/)
  })
})
