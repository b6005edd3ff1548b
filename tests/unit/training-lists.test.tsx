import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trainingTextsQuery } from '../../src/api/ai-training'
import { SourceList } from '../../src/client/features/ai-training/source-list'
import { useSourcePage } from '../../src/client/features/ai-training/use-source-page'
import { CommandShell } from '../../src/client/ui/command-shell'
import { renderAt, stubFetch } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const texts = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, kind: 'text', title: `Offer ${i + 1}`, content: 'x', tokens: 10, created_at: '', updated_at: '' }))

/** GET api/business-details/training-texts as the server answers it: page, pageSize and a title search. */
function textsServer() {
  return stubFetch((url) => {
    const query = new URL(url, 'http://localhost').searchParams
    const page = Number(query.get('page') ?? 1)
    const pageSize = Number(query.get('pageSize') ?? 20)
    const search = query.get('search')?.toLowerCase()
    const found = search ? texts.filter((x) => x.title.toLowerCase().includes(search)) : texts
    return { body: { data: found.slice((page - 1) * pageSize, page * pageSize), currentPage: page, pageSize, total: found.length } }
  })
}

function TextsList() {
  const list = useSourcePage(trainingTextsQuery)
  return <SourceList label="Texts" items={list.items.map((x) => ({ kind: 'text', id: x.id, title: x.title, detail: '', tokens: x.tokens }))} paging={list.paging} empty="No texts yet." />
}

function renderTexts() {
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['ai_suggest'] })
  return renderAt(
    <CommandShell base={base}>
      <TextsList />
    </CommandShell>,
  )
}

describe('the AI training lists page through the API and search it', () => {
  it('shows a page of 20, turns pages by keyboard, and searches from page 1', { timeout: 30_000 }, async () => {
    const server = textsServer()
    vi.stubGlobal('fetch', server.fetchStub)
    const user = userEvent.setup()
    renderTexts()

    const list = await screen.findByRole('list', { name: 'Texts' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()

    screen.getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByText('Page 2 of 3')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Texts' })).getAllByRole('listitem')[0].textContent).toContain('Offer 21'))
    await user.keyboard('{Enter}')
    await screen.findByText('Page 3 of 3')
    expect(within(screen.getByRole('list', { name: 'Texts' })).getAllByRole('listitem')).toHaveLength(5)
    // The last page: Next stays focusable and does nothing.
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{Enter}')
    expect(screen.getByText('Page 3 of 3')).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Search in Texts' }), 'offer 4')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Texts' })).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual(['Offer 4', 'Offer 40', 'Offer 41', 'Offer 42', 'Offer 43', 'Offer 44', 'Offer 45']))
    expect(screen.queryByRole('navigation', { name: 'Texts' })).toBeNull()
    const last = server.calls.at(-1)!.url
    expect(last).toContain('search=offer+4')
    expect(last).toContain('page=1')

    await user.type(screen.getByRole('searchbox', { name: 'Search in Texts' }), 'zz')
    expect(await screen.findByText('Nothing matches “offer 4zz”.')).toBeTruthy()
  })
})
