import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useMemo, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TableFilter } from '../../src/api/results'
import { useListSelection } from '../../src/client/features/lists/list/use-list-selection'
import { useRowKeyboard } from '../../src/client/ui/table/use-row-keyboard'
import type { SavedList } from '../../src/shared/leads/types'
import { renderAt, stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const list = { id: 5, name: 'Dentists', type: 'industry' } as SavedList
const all: TableFilter = { custom_search: [], search: '', search_type: 'contain', withEmail: -1, sent: null }
const found: TableFilter = { ...all, withEmail: 1 }

/** The server's count: the selection's size, and of it the even ids when the e-mail filter is on. */
function countServer() {
  return stubFetch((url, init) => {
    const body = JSON.parse(String(init.body))
    const ids: number[] = body.scope === 'selection' ? body.ids : Array.from({ length: 500 }, (_, i) => i + 1)
    const visible = body.within?.withEmail === 1 ? ids.filter((id) => id % 2 === 0).length : ids.length
    return url.endsWith('/api/campaigns/5/results/count') ? { body: { count: ids.length, visible } } : { status: 404, body: {} }
  })
}

/** The list page's selection over 10 loaded rows of 500, with buttons for the filter and the picks. */
function Probe() {
  const [filter, setFilter] = useState(all)
  const ids = useMemo(() => Array.from({ length: 10 }, (_, i) => i + 1), [])
  const keyboard = useRowKeyboard(ids)
  const selection = useListSelection(list, filter, filter === all ? 500 : 250, keyboard)
  return (
    <div>
      <p>
        selected {selection.count} hidden {selection.hidden} scope {selection.scope ? JSON.stringify(selection.scope).slice(0, 40) : 'none'}
      </p>
      <p>shown {ids.filter((id) => selection.keyboard.isSelected(id)).join(',') || 'none'}</p>
      <button onClick={() => setFilter(found)}>emails only</button>
      <button onClick={() => setFilter(all)}>everything</button>
      <button onClick={selection.selectMatching}>select matching</button>
      {ids.map((id) => (
        <button key={id} onClick={() => selection.keyboard.dispatch({ type: 'toggleAt', index: id - 1 })}>
          pick {id}
        </button>
      ))}
    </div>
  )
}

const text = () => screen.getAllByText(/selected|shown/).map((p) => p.textContent)

describe('the selection of a list across filter changes', () => {
  it('keeps the picked rows when the filter changes and says how many of them it hides', async () => {
    const server = countServer()
    vi.stubGlobal('fetch', server.fetchStub)
    renderAt(<Probe />, { token: 't' })
    for (const id of [1, 2, 3, 4]) fireEvent.click(await screen.findByRole('button', { name: `pick ${id}` }))
    await waitFor(() => expect(text()[0]).toContain('selected 4 hidden 0'))
    fireEvent.click(screen.getByRole('button', { name: 'emails only' }))
    // Rows 1 and 3 have no e-mail: the filter hides them, the selection keeps them.
    await waitFor(() => expect(text()[0]).toContain('selected 4 hidden 2'))
    expect(server.calls.at(-1)?.body).toEqual({ scope: 'selection', ids: [1, 2, 3, 4], within: expect.objectContaining({ withEmail: 1 }) })
  })

  it('selects all matching the filter, loaded or not, as a filter scope; under another filter its rows are not shown as picked', async () => {
    vi.stubGlobal('fetch', countServer().fetchStub)
    renderAt(<Probe />, { token: 't' })
    fireEvent.click(await screen.findByRole('button', { name: 'select matching' }))
    await waitFor(() => expect(text()[0]).toContain('selected 500 hidden 0 scope {"scope":"filter"'))
    expect(text()[1]).toBe('shown 1,2,3,4,5,6,7,8,9,10')

    fireEvent.click(screen.getByRole('button', { name: 'emails only' }))
    await waitFor(() => expect(text()[0]).toContain('selected 500 hidden 250'))
    expect(text()[1]).toBe('shown none')
    // A row picked under the new filter starts a new selection: the old one's rows are not known here.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'pick 2' })))
    await waitFor(() => expect(text()[0]).toContain('selected 1 '))
    expect(text()[1]).toBe('shown 2')
  })
})
