import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FineTunesPanel } from '../../src/client/features/ai/fine-tunes-panel'
import { CommandShell } from '../../src/client/ui/command-shell'
import { renderAt, stubFetch } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPanel() {
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['ai_suggest'] })
  return renderAt(
    <CommandShell base={base}>
      <FineTunesPanel overwrite={false} onOverwriteChange={() => {}} generating={false} />
    </CommandShell>,
  )
}

describe('the answers form (fine-tunes)', () => {
  it('checks the fields with the shared schema, sends a blank variable as null, and empties the form after saving', { timeout: 30_000 }, async () => {
    const server = stubFetch((url, init) => {
      if ((init.method ?? 'GET') === 'POST') return { status: 201, body: { id: 9, question: 'Q', answer: 'A', variable: null } }
      return { body: { data: [] } }
    })
    vi.stubGlobal('fetch', server.fetchStub)
    const user = userEvent.setup()
    renderPanel()

    await user.click(screen.getByRole('button', { name: 'Save the answer' }))
    expect(await screen.findByText('Question is required')).toBeTruthy()
    expect(screen.getByText('Answer is required')).toBeTruthy()
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Do you work weekends?')
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Saturdays until noon.')
    await user.type(screen.getByRole('textbox', { name: 'Variable (optional)' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Save the answer' }))
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ question: 'Do you work weekends?', answer: 'Saturdays until noon.', variable: null }]))
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Question' }) as HTMLInputElement).value).toBe(''))
    expect(screen.queryByText('Question is required')).toBeNull()
  })
})
