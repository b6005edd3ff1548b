import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebhookListPage from '../../src/client/features/integrations/webhook-list-page'
import type { WebhookConnection } from '../../src/shared/integrations/types'
import { renderAt, shownToasts, stubFetch, ToastList } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const hook: WebhookConnection = {
  id: 4, name: 'CRM hook', url: 'https://example.com/hook', events: ['lead.sent'], status: 'active', disabled_reason: null, disabled_at: null,
  secret_hint: '…abcd', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
}

describe('editing a webhook', () => {
  it('opens the form from its command button, saves with Enter through PUT, and says so', async () => {
    const server = stubFetch((url, init) => {
      if (init.method === 'PUT') return { body: { webhook: { ...hook, ...(init.body ? JSON.parse(String(init.body)) : {}) } } }
      return { body: url.startsWith('/api/integrations/webhooks') ? { data: [hook] } : {} }
    })
    vi.stubGlobal('fetch', server.fetchStub)
    renderAt(
      <>
        <WebhookListPage />
        <ToastList />
      </>,
      { path: '/settings/integration/webhook/list', token: 't', shell: true },
    )
    const edit = await screen.findByRole('button', { name: 'Edit webhook: CRM hook' })
    await waitFor(() => expect(edit.getAttribute('aria-disabled')).toBeNull())
    await act(async () => void fireEvent.click(edit))

    const dialog = await screen.findByRole('dialog', { name: 'Edit CRM hook' })
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement
    expect(name.value).toBe('CRM hook')
    expect((within(dialog).getByLabelText('URL') as HTMLInputElement).value).toBe('https://example.com/hook')
    fireEvent.change(name, { target: { value: 'Sales hook' } })
    await act(async () => void fireEvent.keyDown(name, { key: 'Enter' }))

    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    const put = server.calls.find((c) => c.method === 'PUT')!
    expect(put.url).toBe('/api/integrations/webhooks/4')
    expect(put.body).toMatchObject({ name: 'Sales hook', url: 'https://example.com/hook', events: ['lead.sent'] })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(shownToasts()).toHaveLength(1)
  })
})
