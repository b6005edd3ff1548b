import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { icpSlot } from '../../commands/ai'
import { appRegistry } from '../../commands/index'
import { shortcutOutcome } from '../../commands/keymap'
import { openListSlot, type OpenListSlot } from '../../commands/lists'
import { appliesHere } from '../../commands/registry'
import { rowsSlot } from '../../commands/rows'
import type { CommandContext } from '../../commands/types'
import type { SavedList } from '../../src/shared/leads/types'
import { CommandShell, useProvideSlot } from '../../src/client/ui/command-shell'
import { commandContext, withSlots, type Provided } from './support/command-context'

afterEach(cleanup)

const archivedList: SavedList = {
  id: 7, name: 'Dentists', type: 'industry', tags: null, source: null, webhook: null, is_archived: true, is_demo: false, state: 'Archived',
  total: 3, progress: null, stop_reason: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
}
const listPage = { list: archivedList, selection: [], filter: {} } as unknown as OpenListSlot

const context = (route: string | null, ...provided: Provided<any>[]) => {
  const ctx = withSlots(commandContext({ modules: ['leads', 'ai_suggest', 'wallet'] }), ...provided)
  return { ...ctx, route: { name: route, path: '/', params: {} } }
}

describe('which shortcuts say nothing', () => {
  it.each([
    ['ai.icp.search1', 'leadSearch.savedLists', [], 'ignore'],
    ['ai.icp.search1', 'ai.icpSuggestions', [[icpSlot, { count: 3, profileComplete: true, generate() {}, openSearch() {} }]], 'run'],
    ['rows.next', 'settings.wallet', [], 'ignore'],
    ['rows.next', 'leadSearch.list', [[rowsSlot, { next() {}, previous() {}, toggle() {}, range() {}, selectAll() {} }]], 'run'],
    ['wallet.topUp', 'leadSearch.newSearch', [], 'ignore'],
    ['list.archive', 'settings.wallet', [], 'ignore'],
    // On a list, a list command that cannot run now says why: the list is archived already.
    ['list.archive', 'leadSearch.list', [[openListSlot, listPage]], 'run'],
    // A global command that cannot run says why wherever it is pressed.
    ['nav.admin.users', 'leadSearch.savedLists', [], 'run'],
    ['list.emailFound', 'leadSearch.list', [[openListSlot, { ...listPage, list: { ...archivedList, is_archived: false } }]], 'ask'],
  ] as const)('%s on %s: %s', (id, route, provided, outcome) => {
    expect(shortcutOutcome(appRegistry, id, context(route, ...(provided as unknown as Provided<any>[])))).toBe(outcome)
  })

  it('tells a command of this screen from one of another', () => {
    const byId = (id: string) => appRegistry.get(id)!
    expect(appliesHere(byId('ai.icp.search1'), context('ai.icpSuggestions'))).toBe(true)
    expect(appliesHere(byId('ai.icp.search1'), context('leadSearch.list'))).toBe(false)
    expect(appliesHere(byId('list.customLabels'), context('leadSearch.list', [rowsSlot, {} as never]))).toBe(true)
    expect(appliesHere(byId('list.csv'), context('leadSearch.list', [rowsSlot, {} as never]))).toBe(false)
    expect(appliesHere(byId('nav.settings.wallet'), context(null))).toBe(true)
  })
})

function ListPage() {
  useProvideSlot(openListSlot, listPage)
  return null
}

function pressIn(ctx: CommandContext & { calls: string[] }, keys: KeyboardEventInit[], page: React.ReactNode = null) {
  const { openPalette: _p, openCheatSheet: _c, get: _g, ...base } = ctx
  render(<CommandShell base={base}>{page}</CommandShell>)
  for (const key of keys) act(() => void fireEvent.keyDown(document.body, key))
  return ctx.calls
}

describe('shortcuts in the shell', () => {
  it('says nothing when a digit is pressed away from the ICP suggestions', async () => {
    const calls = pressIn(context('leadSearch.savedLists'), [{ key: '1' }, { key: '2' }, { key: 'j' }, { key: 'B', shiftKey: true }])
    await act(async () => undefined)
    expect(calls).toEqual([])
  })

  it('says why a command of this screen cannot run now', async () => {
    const calls = pressIn(context('leadSearch.list'), [{ key: 'e' }], <ListPage />)
    await act(async () => undefined)
    expect(calls).toEqual(['notify:error:Already archived'])
  })

  it('keeps the key for the browser when it did nothing', () => {
    render(<CommandShell base={(({ openPalette: _p, openCheatSheet: _c, get: _g, ...base }) => base)(context('settings.wallet'))}>{null}</CommandShell>)
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    act(() => void document.body.dispatchEvent(slash))
    expect(slash.defaultPrevented).toBe(false)
    const sequence = new KeyboardEvent('keydown', { key: '?', shiftKey: true, bubbles: true, cancelable: true })
    act(() => void document.body.dispatchEvent(sequence))
    expect(sequence.defaultPrevented).toBe(true)
  })
})
