import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aiTrainingSlot, type AiTrainingSlot } from '../../commands/ai-training'
import { appRegistry } from '../../commands/index'
import { integrationsSlot, type IntegrationsSlot } from '../../commands/integrations'
import { executeCommand } from '../../commands/registry'
import CustomLabelsPage from '../../src/client/features/labels/custom-labels-page'
import { CommandShell } from '../../src/client/ui/command-shell'
import { renderAt, stubFetch, ToastList } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

describe('a deletion asks first, naming what goes, with Keep as the safe answer', () => {
  it('deleting training data: nothing is deleted when kept', async () => {
    const deleted: number[] = []
    const page: AiTrainingSlot = {
      crawling: false, crawlWebsite: () => undefined, addLink: () => undefined, addText: () => undefined, addQa: () => undefined, choosePdf: () => undefined,
      sources: [{ kind: 'link', id: 4, title: 'Pricing page' }],
      deleteSource: async (source) => void deleted.push(source.id),
    }
    const ctx = withSlots(commandContext({ modules: ['ai_suggest'] }), [aiTrainingSlot, page])
    ctx.answers.push(false, true)
    await executeCommand(appRegistry, 'ai.training.delete', { kind: 'link', id: 4 }, 'button', ctx)
    expect(deleted).toEqual([])
    expect(ctx.confirms).toEqual([{ title: 'Delete Link: Pricing page?', message: 'This cannot be undone.', confirmLabel: 'Delete', cancelLabel: 'Keep', tone: 'danger' }])
    await executeCommand(appRegistry, 'ai.training.delete', { kind: 'link', id: 4 }, 'button', ctx)
    expect(deleted).toEqual([4])
  })

  it('disconnecting a CRM says what stops, in the user’s language', async () => {
    const disconnected: string[] = []
    const page: IntegrationsSlot = { crms: [], webhooks: [], disconnectCrm: async (provider) => void disconnected.push(provider) }
    const ctx = withSlots(commandContext({ locale: 'es' }), [integrationsSlot, page])
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'integrations.disconnectCrm', 'keap', 'palette', ctx)
    expect(disconnected).toEqual([])
    expect(ctx.confirms[0]).toMatchObject({ title: '¿Desconectar Keap?', message: 'Ya no se podrán enviar leads a Keap hasta que lo vuelvas a conectar.', confirmLabel: 'Desconectar', cancelLabel: 'Conservar' })
  })

  it('deleting a label names how many results carry it; Enter as the dialog opens keeps it', async () => {
    const server = stubFetch((url, init) => ({ body: init.method === 'DELETE' ? {} : url.startsWith('/api/custom-labels') ? [{ id: 5, name: 'Hot', color: '#f00', results_count: 12 }] : {} }))
    vi.stubGlobal('fetch', server.fetchStub)
    const { openPalette: _p, openCheatSheet: _c, ...base } = commandContext({ modules: ['leads'] })
    renderAt(
      <CommandShell base={base}>
        <CustomLabelsPage />
        <ToastList />
      </CommandShell>,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Delete Hot' }))
    const question = await screen.findByRole('dialog', { name: 'Delete Hot?' })
    expect(question.textContent).toContain('It is taken off the 12 results that carry it. This cannot be undone.')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Delete Hot' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Hot?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/custom-labels/5']))
  })
})
