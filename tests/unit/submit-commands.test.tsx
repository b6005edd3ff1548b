import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AiAssistantPage from '../../src/client/features/ai/ai-assistant-page'
import IcpSuggestionsPage from '../../src/client/features/ai/icp-suggestions-page'
import { SearchForm } from '../../src/client/features/search/new-search/search-form'
import { CommandShell } from '../../src/client/ui/command-shell'
import { describedBy, heldAnswers, renderAt, shownToasts, stubFetch, ToastList } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

/** What the AI pages read before anything is sent: a complete profile, no prompts or answers yet. */
function aiReads(url: string): unknown {
  if (url.startsWith('/api/business-details/data')) return { data: null, complete: true, missing: [] }
  if (url.startsWith('/api/ai/writer')) return { id: 'local', label: 'Test writer' }
  if (url.startsWith('/api/icp-suggestions')) return null
  return { data: [] }
}

/** Holds every POST to `endpoint` until the test releases it; other requests answer `reads(url)`. */
function serverHolding(endpoint: string, reads: (url: string) => unknown = () => ({})) {
  const held = heldAnswers()
  const server = stubFetch((url, init) => (init.method === 'POST' && url === endpoint ? held.next() : { body: reads(url) }))
  vi.stubGlobal('fetch', server.fetchStub)
  return { held, sent: () => server.calls.filter((c) => c.method === 'POST' && c.url === endpoint) }
}

/** The page inside the command shell; `notified` lists what executeCommand reported (a failed command's error). */
function show(ui: ReactNode) {
  const { openPalette: _p, openCheatSheet: _c, calls, ...base } = commandContext({ modules: ['leads', 'ai_suggest'] })
  renderAt(
    <CommandShell base={base}>
      {ui}
      <ToastList />
    </CommandShell>,
  )
  return { notified: () => calls.filter((c) => c.startsWith('notify:error:')) }
}

const commandButton = (id: string) => document.querySelector<HTMLButtonElement>(`[data-command="${id}"]`)!
/** Two presses of a command's button in one go (a double click): the second must not send again. */
const pressTwice = (id: string) =>
  act(async () => {
    fireEvent.click(commandButton(id))
    fireEvent.click(commandButton(id))
  })
const failure = { status: 500, body: { message: 'Server error', code: 'error.unexpected', params: {} } }

describe('a submit run by a command', () => {
  it('search.run: "Starting…" while the list is created, one request for two runs, field errors and one toast after a refusal', async () => {
    const { held, sent } = serverHolding('/api/campaigns', (url) => (url.startsWith('/api/user-limits') ? { credits: 1000 } : { data: [] }))
    show(<SearchForm initialType="single" initialDraft={{ values: { domain: 'example.com' }, location: { country: '', state: '', city: '', nearby: false } }} />)
    fireEvent.change(screen.getByLabelText('List name'), { target: { value: 'Prospects' } })
    await pressTwice('search.run')
    await waitFor(() => expect(commandButton('search.run').textContent).toContain('Starting…'))
    expect(sent()).toHaveLength(1)

    const refusal = { message: 'x', code: 'validation.domain_or_url', params: { field: 'domain' }, field_codes: { domain: [{ code: 'validation.domain_or_url', params: { field: 'domain' } }] } }
    await held.release({ status: 422, body: refusal })
    await waitFor(() => expect(commandButton('search.run').textContent).toContain('Run search'))
    expect(describedBy(document.querySelector<HTMLInputElement>('input[name="domain"]')!)).toBe('Domain must be a valid domain or URL.')
    expect(shownToasts()).toEqual(['error:Domain must be a valid domain or URL.'])
  })

  it('ai.icp.generate: "Suggesting…" while the writer works, one request for two presses, one error after a failure', async () => {
    const { held, sent } = serverHolding('/api/icp-suggestions', aiReads)
    const { notified } = show(<IcpSuggestionsPage />)
    await waitFor(() => expect(commandButton('ai.icp.generate').getAttribute('aria-disabled')).toBeNull())
    await pressTwice('ai.icp.generate')
    await waitFor(() => expect(commandButton('ai.icp.generate').textContent).toContain('Suggesting…'))
    expect(sent()).toHaveLength(1)

    await held.release(failure)
    await waitFor(() => expect(commandButton('ai.icp.generate').textContent).not.toContain('Suggesting…'))
    expect(notified()).toHaveLength(1)
  })

  it('ai.fineTune.generate: "Writing answers…" while the writer works, one request for two presses, one error after a failure', async () => {
    const { held, sent } = serverHolding('/api/business-details/generateFineTune', aiReads)
    const { notified } = show(<AiAssistantPage />)
    await waitFor(() => expect(commandButton('ai.fineTune.generate').getAttribute('aria-disabled')).toBeNull())
    await pressTwice('ai.fineTune.generate')
    await waitFor(() => expect(commandButton('ai.fineTune.generate').textContent).toContain('Writing answers…'))
    expect(sent()).toHaveLength(1)

    await held.release(failure)
    await waitFor(() => expect(commandButton('ai.fineTune.generate').textContent).not.toContain('Writing answers…'))
    expect(notified()).toHaveLength(1)
  })

  it('ai.prompt.preview: "Writing…" while the preview is written, one request for two presses, the text after success', async () => {
    const { held, sent } = serverHolding('/api/ai/preview', aiReads)
    show(<AiAssistantPage />)
    await waitFor(() => expect(commandButton('ai.prompt.preview').getAttribute('aria-disabled')).toBeNull())
    await pressTwice('ai.prompt.preview')
    await waitFor(() => expect(commandButton('ai.prompt.preview').textContent).toContain('Writing…'))
    expect(sent()).toHaveLength(1)

    await held.release({ body: { text: 'Hello from the sample lead.', writer: { id: 'local', label: 'Test writer' }, prompt_id: null } })
    await waitFor(() => expect(commandButton('ai.prompt.preview').textContent).not.toContain('Writing…'))
    expect(screen.getByText('Hello from the sample lead.')).toBeTruthy()
  })
})
