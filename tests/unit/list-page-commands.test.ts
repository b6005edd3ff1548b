import { describe, expect, it } from 'vitest'
import { aiWriterSlot } from '../../commands/ai'
import { appRegistry } from '../../commands/index'
import { openListSlot, pendingDeleteSlot, savedListsSlot, type OpenListSlot, type SavedListsSlot } from '../../commands/list-slot'
import { availability, executeCommand } from '../../commands/registry'
import type { ResultFilter } from '../../src/shared/leads/filters'
import type { SavedList } from '../../src/shared/leads/types'
import { commandContext, withSlots } from './support/command-context'

const list = (extra: Partial<SavedList> = {}): SavedList => ({
  id: 9, name: 'Dentists', type: 'industry', tags: null, source: null, webhook: null, is_archived: false, is_demo: false, state: 'Active',
  total: 120, progress: null, stop_reason: null, created_at: '2025-01-01', updated_at: '2025-01-01', ...extra,
})
const filter = { withEmail: 1, page: 1, limit: 20 } as ResultFilter
const noop = async () => undefined

/** The list page on screen, recording what the commands ask of it. */
function listPage(extra: Partial<OpenListSlot> = {}, modules: ('leads' | 'wallet')[] = ['leads', 'wallet']) {
  const calls: string[] = []
  const page: OpenListSlot = {
    list: list(), selection: [], matching: null, filter, setFilter: () => undefined, open: () => undefined,
    selectMatching: () => void calls.push('selectMatching'), clearSelection: () => void calls.push('clearSelection'),
    resumeSearch: async () => void calls.push('resume'), confirm: async (key, params) => (calls.push(`confirm:${key}:${JSON.stringify(params)}`), true),
    archiveLists: noop, deleteLists: async (lists) => void calls.push(`deleteLists:${lists.map((l) => l.id)}`), openHistory: () => undefined,
    deleteResults: async (scope) => (calls.push(`deleteResults:${JSON.stringify(scope)}`), 120), exportCsv: async (scope) => void calls.push(`csv:${JSON.stringify(scope)}`),
    ...extra,
  }
  return { ctx: withSlots(commandContext({ modules }), [openListSlot, page]), calls }
}
const state = (id: string, ctx: ReturnType<typeof listPage>['ctx']) => availability(appRegistry.get(id)!, ctx)

describe('"More..." and the selection commands of the list page', () => {
  it('opens the palette on the list\'s own commands', async () => {
    const { ctx } = listPage()
    await executeCommand(appRegistry, 'list.more', undefined, 'keyboard', ctx)
    expect(ctx.calls).toEqual(['openPalette:{"scopes":["list","selection"],"groups":["lists"]}'])
  })

  it('selects all matching once, and clears a selection only when there is one', async () => {
    const { ctx, calls } = listPage()
    expect(state('list.clearSelection', ctx)).toEqual({ available: false, reason: 'leads.reason.selectRows' })
    await executeCommand(appRegistry, 'list.selectMatching', undefined, 'button', ctx)
    expect(calls).toEqual(['selectMatching'])
    const selected = listPage({ matching: { filter, count: 42 } }).ctx
    expect(state('list.selectMatching', selected)).toEqual({ available: false, reason: 'leads.reason.allSelected' })
    expect(state('list.clearSelection', selected)).toEqual({ available: true })
    // Matched under an earlier filter: the current filter's matches can be selected.
    expect(state('list.selectMatching', listPage({ matching: { filter: { ...filter, withEmail: 0 }, count: 42 } }).ctx)).toEqual({ available: true })
    expect(state('list.selectMatching', listPage({ list: list({ total: 0 }) }).ctx)).toEqual({ available: false, reason: 'leads.reason.noResults' })
  })

  it('labels, exports and deletes "all matching" as the filter scope, counting every match', async () => {
    const { ctx, calls } = listPage({ matching: { filter, count: 42 } })
    expect(state('list.customLabels', ctx)).toEqual({ available: true })
    await executeCommand(appRegistry, 'list.csv', 'selection', 'palette', ctx)
    await executeCommand(appRegistry, 'list.delete', undefined, 'keyboard', ctx)
    expect(calls).toEqual([
      `csv:{"scope":"filter","filter":${JSON.stringify(filter)}}`,
      'confirm:leads.confirm.deleteResults:{"count":42}',
      `deleteResults:{"scope":"filter","filter":${JSON.stringify(filter)}}`,
    ])
    expect(appRegistry.get('list.csv')!.argChoices!(ctx).map((c) => c.titleParams?.count)).toContain(42)
  })
})

describe('a list stopped for credits', () => {
  const stopped = list({ stop_reason: 'credits' })

  it('offers to resume and to buy credits only when its last search stopped for credits and nothing runs', () => {
    for (const id of ['list.resumeSearch', 'list.topUp']) {
      expect(state(id, listPage({ list: stopped }).ctx)).toEqual({ available: true })
      expect(state(id, listPage().ctx)).toEqual({ available: false, reason: 'leads.reason.notStoppedForCredits' })
      expect(state(id, listPage({ list: list({ stop_reason: 'credits', progress: { found: 3, target: 9, status: 'running' } }) }).ctx).available).toBe(false)
    }
    expect(state('list.topUp', listPage({ list: stopped }, ['leads']).ctx)).toEqual({ available: false, reason: 'commands.reason.module.wallet' })
  })

  it('resumes through the page and says so; buying credits is the wallet\'s buy command', async () => {
    const { ctx, calls } = listPage({ list: stopped })
    await executeCommand(appRegistry, 'list.resumeSearch', undefined, 'button', ctx)
    expect(calls).toEqual(['resume'])
    expect(ctx.calls).toEqual(['notify:info:Search resumed.'])
    const buying = listPage({ list: stopped }).ctx
    await executeCommand(appRegistry, 'list.topUp', undefined, 'button', buying)
    expect(buying.calls).toEqual(['navigate:/settings/wallet', 'openPalette:{"commandId":"wallet.topUp"}'])
  })
})

describe('deleting a list', () => {
  it('asks by the list\'s name, and leaves the saying and the undo to the page', async () => {
    const { ctx, calls } = listPage()
    await executeCommand(appRegistry, 'list.delete', undefined, 'keyboard', ctx)
    expect(calls).toEqual(['confirm:leads.confirm.deleteList:{"name":"Dentists"}', 'deleteLists:9'])
    expect(ctx.calls).toEqual([])
    expect(ctx.t('leads.confirm.deleteList', { name: 'Dentists' })).toBe('Delete the list “Dentists” and all its results? You can undo it for a few seconds.')
  })

  it('asks by count for several lists selected on the saved lists', async () => {
    const calls: string[] = []
    const saved = { selected: [list(), list({ id: 10 })], confirm: async (key: string, params: unknown) => (calls.push(`${key}:${JSON.stringify(params)}`), false) } as unknown as SavedListsSlot
    await executeCommand(appRegistry, 'list.delete', undefined, 'keyboard', withSlots(commandContext({ modules: ['leads'] }), [savedListsSlot, saved]))
    expect(calls).toEqual(['leads.confirm.deleteLists:{"count":2}'])
  })

  it('undoes the delete with u while its toast is up, and says there is nothing to undo after', async () => {
    const base = commandContext({ modules: ['leads'] })
    expect(availability(appRegistry.get('list.undoDelete')!, base)).toEqual({ available: false, reason: 'leads.reason.nothingToUndo' })
    let undone = 0
    const pending = withSlots(base, [pendingDeleteSlot, { lists: [list()], undo: () => void undone++ }])
    expect(appRegistry.get('list.undoDelete')!.shortcut).toBe('u')
    await executeCommand(appRegistry, 'list.undoDelete', undefined, 'keyboard', pending)
    expect(undone).toBe(1)
  })
})

describe('the AI writer from "More..."', () => {
  it('opens the writer\'s dialog of the open list, and says why while the business profile is missing', async () => {
    let opened = 0
    const base = withSlots(commandContext({ modules: ['leads', 'ai_suggest'] }), [openListSlot, listPage().ctx.get(openListSlot)!])
    const writer = withSlots(base, [aiWriterSlot, { profileComplete: true, openDialog: () => void opened++ }])
    expect(appRegistry.get('list.aiWriter')!.scope).toBe('list')
    await executeCommand(appRegistry, 'list.aiWriter', undefined, 'palette', writer)
    expect(opened).toBe(1)
    expect(writer.t('ai.commands.openWriter')).toBe('Open the AI writer…')
    const incomplete = withSlots(base, [aiWriterSlot, { profileComplete: false, openDialog: () => void opened++ }])
    expect(availability(appRegistry.get('list.aiWriter')!, incomplete)).toEqual({ available: false, reason: 'ai.gate.message' })
  })
})
