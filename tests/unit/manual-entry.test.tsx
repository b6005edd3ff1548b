import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualEntryDialog } from '../../src/client/features/lists/list/manual-entry-dialog'
import type { SavedList } from '../../src/shared/leads/types'
import { describedBy, renderAt, stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const list = { id: 5, name: 'Dentists', type: 'industry' } as SavedList

describe('manual entry', () => {
  it('submits with Enter, puts the focus on the first invalid field, and drops a corrected field\'s message', async () => {
    const server = stubFetch(() => ({ status: 201, body: { message: '1 record added.', created: 1, skipped: 0, ids: [1] } }))
    vi.stubGlobal('fetch', server.fetchStub)
    const closed = vi.fn()
    renderAt(<ManualEntryDialog open list={list} onClose={closed} />, { token: 't' })
    const user = userEvent.setup()
    const website = await screen.findByLabelText('Website')
    const email = screen.getByLabelText('E-mail')

    await user.type(screen.getByLabelText('Name'), 'Fresno Dental')
    await user.type(email, 'not-an-address{Enter}')
    // Website (required) comes first in the form: the focus lands there, both fields say what is wrong.
    await waitFor(() => expect(document.activeElement).toBe(website))
    expect(website.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(server.calls).toHaveLength(0)

    await user.type(website, 'https://fresnodental.com')
    expect(website.getAttribute('aria-invalid')).toBe('false')
    expect(describedBy(website)).toBe('')
    expect(email.getAttribute('aria-invalid')).toBe('true')

    await user.clear(email)
    await user.type(email, 'office@fresnodental.com')
    await user.type(email, '{Enter}')
    await waitFor(() => expect(closed).toHaveBeenCalled())
    const sent = server.calls.filter((c) => c.url.endsWith('/api/campaigns/5/manual-entry'))
    expect(sent.map((c) => c.body)).toEqual([{ records: [{ name: 'Fresno Dental', email: 'office@fresnodental.com', website: 'https://fresnodental.com' }] }])
  })
})
