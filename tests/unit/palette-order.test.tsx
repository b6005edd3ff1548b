import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRegistry } from '../../commands/index'
import { knownListsSlot, savedListsSlot, type SavedListsSlot } from '../../commands/lists'
import { Palette, type PaletteProps } from '../../src/client/ui/palette/palette'
import type { PaletteEntitySource } from '../../src/client/ui/palette/use-entity-search'
import { commandContext, withSlots, type RecordedContext } from './support/command-context'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const rowIds = () => screen.queryAllByRole('option').map((o) => o.getAttribute('data-row'))

function show(ctx: RecordedContext, props: Partial<PaletteProps> = {}) {
  return render(<Palette open onClose={() => undefined} ctx={ctx} registry={appRegistry} {...props} />)
}

const onSavedLists = () => {
  const ctx = commandContext({ modules: ['leads'] })
  const slot = { selected: [], toggleView: () => undefined, showState: () => undefined } as unknown as SavedListsSlot
  return withSlots({ ...ctx, route: { name: 'leadSearch.savedLists', path: '/lead-search/saved-lists', params: {} } }, [savedListsSlot, slot])
}

describe('palette with an empty query', () => {
  it("lists the current screen's commands first, then the commands run recently, then the rest", async () => {
    const user = userEvent.setup()
    const ctx = onSavedLists()
    const first = show(ctx)
    const screenIds = rowIds().slice(0, 2)
    expect(screenIds).toEqual(['lists.toggleView', 'lists.showState'])
    // Run "Go to Profile" from the palette: it becomes the first recent row for this user.
    await user.type(screen.getByRole('combobox'), 'go to profile')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(ctx.calls).toContain('navigate:/profile-settings/profile'))
    first.unmount()
    show(ctx)
    expect(rowIds().slice(0, 3)).toEqual(['lists.toggleView', 'lists.showState', 'nav.profile.profile'])
    // Another user has their own recents.
    cleanup()
    show({ ...ctx, user: { ...ctx.user!, id: 2 } })
    expect(rowIds()[2]).not.toBe('nav.profile.profile')
  })

  it('never lists a command that cannot run here, with or without a query', async () => {
    const user = userEvent.setup()
    show(commandContext({ modules: ['leads'] }))
    const input = screen.getByRole('combobox')
    // Off the saved-lists page its view toggle cannot run; the Machine Lab needs a module this user lacks.
    expect(rowIds()).not.toContain('lists.toggleView')
    await user.type(input, 'grid view')
    expect(rowIds()).not.toContain('lists.toggleView')
    await user.clear(input)
    await user.type(input, 'machine lab')
    expect(rowIds()).toEqual([])
    await user.clear(input)
    await user.type(input, 'saved lists')
    expect(rowIds()[0]).toBe('nav.leadSearch.savedLists')
  })
})

describe('palette entity search', () => {
  it('asks the sources once typing pauses and shows their answer after the local matches', async () => {
    const user = userEvent.setup()
    const calls: string[] = []
    const source: PaletteEntitySource = {
      id: 'test',
      minLength: 2,
      find: async (q) => {
        calls.push(q)
        return [{ key: 'lead:7', label: 'Maria Gonzalez', note: 'maria@acme.io · Acme', group: 'leads', commandId: 'find.openResult', args: { type: 'people', listId: 3, resultId: 7 } }]
      },
    }
    const ctx = commandContext({ modules: ['leads'] })
    show(ctx, { entitySources: [source] })
    await user.type(screen.getByRole('combobox'), 'maria')
    await waitFor(() => expect(rowIds()).toContain('lead:7'))
    // One request for the word typed, not one per key; a single letter is below the source's minimum.
    expect(calls).toEqual(['maria'])
    const option = document.querySelector('[data-row="lead:7"]')!
    expect(option.textContent).toContain('maria@acme.io · Acme')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(ctx.calls).toEqual(['navigate:/lead-search/saved-lists/people-3/7']))
  })

  it('does not ask a source for a query shorter than its minimum, and keeps working when a source fails', async () => {
    const user = userEvent.setup()
    const failing: PaletteEntitySource = { id: 'down', minLength: 1, find: () => Promise.reject(new Error('offline')) }
    const short = vi.fn(async () => [])
    show(commandContext({ modules: ['leads'] }), { entitySources: [failing, { id: 'short', minLength: 3, find: short }] })
    await user.type(screen.getByRole('combobox'), 'pr')
    await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toContain('Profile'))
    expect(short).not.toHaveBeenCalled()
  })
})

describe('palette argument step', () => {
  it('says the lists are loading while "Open a list…" has no lists yet, then offers them', async () => {
    const user = userEvent.setup()
    const ctx = commandContext({ modules: ['leads'] })
    const view = show(ctx, { initialCommandId: 'list.open' })
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    const loaded = withSlots(ctx, [knownListsSlot, [{ id: 4, name: 'Dentists', type: 'industry' } as never]])
    view.rerender(<Palette open onClose={() => undefined} ctx={loaded} registry={appRegistry} initialCommandId="list.open" />)
    expect(screen.getAllByRole('option')[0].textContent).toContain('Open list: Dentists')
    expect(screen.getByRole('status').textContent).toBe('')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(loaded.calls).toEqual(['navigate:/lead-search/saved-lists/industry-4']))
  })

  it('reports the highlighted row so the shell can prepare its screen', async () => {
    const user = userEvent.setup()
    const seen: string[] = []
    show(commandContext({ modules: ['leads'] }), { onHighlight: (row) => seen.push(row.command.opens?.(row.args) ?? row.id) })
    await user.type(screen.getByRole('combobox'), 'saved lists')
    await act(async () => undefined)
    expect(seen.at(-1)).toBe('/lead-search/saved-lists')
  })
})
