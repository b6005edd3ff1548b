import { describe, expect, it } from 'vitest'
import { aiWriterSlot } from '../../commands/ai'
import { appRegistry } from '../../commands/index'
import { openListSlot, savedListsSlot, type OpenListSlot, type SavedListsSlot } from '../../commands/lists'
import { availability, executeCommand } from '../../commands/registry'
import type { SavedList, LeadType } from '../../src/shared/leads/types'
import { commandContext, withSlots, type RecordedContext } from './support/command-context'

const list = (type: LeadType, extra: Partial<SavedList> = {}): SavedList => ({
  id: 9, name: 'Dentists', type, tags: null, source: null, webhook: null, is_archived: false, is_demo: true, state: 'Active',
  total: 10, progress: null, stop_reason: null, created_at: '2025-01-01', updated_at: '2025-01-01', ...extra,
})

/**
 * The actions the product offers on an open list, per list type, as the commands that run them. This is the
 * product's table, written here by hand: the test asks each command whether it is available on such a list.
 */
const offered: Record<LeadType, string> = {
  single: 'status moreFilters search getEmployees customLabels sendCrm csv delete newSearch',
  people: 'emailFound status moreFilters search getPhones manualEntry customLabels ai sendCrm csv delete newSearch',
  industry: 'emailFound status moreFilters search manualEntry getEmployees customLabels ai sendCrm csv delete newSearch',
  company: 'emailFound status moreFilters search manualEntry getEmployees customLabels ai sendCrm csv delete newSearch',
  influencer: 'emailFound status moreFilters search manualEntry enrich customLabels ai sendCrm csv delete newSearch',
  intent: 'emailFound status moreFilters search getPhones customLabels ai sendCrm csv delete settings',
}
/** Every per-type action. */
const perType = [...new Set(Object.values(offered).flatMap((row) => row.split(' ')))]

const noop = async () => undefined
/** The list page on screen: the open list with two selected rows, and the AI writer beside it. */
function listPage(type: LeadType, extra: Partial<OpenListSlot> = {}): RecordedContext {
  const page: OpenListSlot = {
    list: list(type), selection: [1, 2], matching: null, filter: {} as OpenListSlot['filter'], setFilter: () => undefined, open: () => undefined,
    selectMatching: () => undefined, clearSelection: () => undefined, resumeSearch: noop,
    confirm: async () => true, archiveLists: noop, deleteLists: noop, openHistory: () => undefined, deleteResults: async () => 0, exportCsv: noop,
    ...extra,
  }
  return withSlots(commandContext({ modules: ['leads'] }), [openListSlot, page], [aiWriterSlot, { profileComplete: true, openDialog: () => undefined }])
}
const state = (id: string, ctx: RecordedContext) => availability(appRegistry.get(`list.${id}`)!, ctx)

describe('actions on an open list, per type', () => {
  const cases = (Object.keys(offered) as LeadType[]).flatMap((type) => perType.map((action) => [type, action] as const))
  it.each(cases)('%s list: list.%s is available exactly where the table offers it', (type, action) => {
    const expected = offered[type].split(' ').includes(action)
    expect(state(action, listPage(type))).toEqual(expected ? { available: true } : { available: false, reason: 'leads.reason.notForType' })
  })

  it("opens an intent list's settings, and is not offered on other lists", async () => {
    const ctx = listPage('intent')
    expect(state('settings', ctx)).toEqual({ available: true })
    expect(await executeCommand(appRegistry, 'list.settings', undefined, 'palette', ctx)).toEqual({ ok: true })
    expect(ctx.calls).toEqual(['navigate:/lead-search/saved-lists/intent-9/tags-and-source'])
    expect(state('settings', listPage('people'))).toEqual({ available: false, reason: 'leads.reason.notForType' })
  })

  it('needs an open list, the lead search module and a signed-in user', () => {
    expect(state('csv', commandContext({ modules: ['leads'] }))).toEqual({ available: false, reason: 'leads.reason.openList' })
    const withoutModule = withSlots(commandContext({ modules: [] }), [openListSlot, { list: list('industry') } as OpenListSlot])
    expect(state('csv', withoutModule)).toEqual({ available: false, reason: 'commands.reason.module.leads' })
    expect(state('csv', withSlots(commandContext({ signedIn: false }), [openListSlot, { list: list('industry') } as OpenListSlot]))).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
  })

  it('labels only a selection', () => {
    expect(state('customLabels', listPage('people', { selection: [] }))).toEqual({ available: false, reason: 'leads.reason.selectRows' })
    expect(state('customLabels', listPage('people'))).toEqual({ available: true })
  })

  it('archives the open list or the selected lists, and unarchives only archived ones', () => {
    expect(state('archive', listPage('industry'))).toEqual({ available: true })
    expect(state('unarchive', listPage('industry')).available).toBe(false)
    const savedLists = { selected: [list('people', { is_archived: true }), list('company', { id: 10 })] } as unknown as SavedListsSlot
    const saved = withSlots(commandContext({ modules: ['leads'] }), [savedListsSlot, savedLists])
    expect(state('archive', saved)).toEqual({ available: true })
    expect(state('unarchive', saved)).toEqual({ available: true })
    expect(state('archive', commandContext({ modules: ['leads'] }))).toEqual({ available: false, reason: 'leads.reason.openOrSelectList' })
  })

  it('deletes the selected results after a confirmation, through the page that shows them', async () => {
    const calls: string[] = []
    const ctx = listPage('industry', {
      confirm: async (key, params) => (calls.push(`confirm:${key}:${params?.count}`), true),
      deleteResults: async (scope) => (calls.push(`deleteResults:${JSON.stringify(scope)}`), 2),
      exportCsv: async (scope) => void calls.push(`csv:${scope.scope}`),
    })
    expect(await executeCommand(appRegistry, 'list.delete', undefined, 'keyboard', ctx)).toEqual({ ok: true })
    expect(await executeCommand(appRegistry, 'list.csv', 'selection', 'palette', ctx)).toEqual({ ok: true })
    expect(calls).toEqual(['confirm:leads.confirm.deleteResults:2', 'deleteResults:{"scope":"selection","ids":[1,2]}', 'csv:selection'])
    // The delete says what it did, with the count in the language's plural; the export says nothing.
    expect(ctx.calls.filter((c: string) => c.startsWith('notify'))).toEqual(['notify:info:2 results deleted.'])
  })

  it('sets the e-mail found filter with its withEmail value', async () => {
    const patches: unknown[] = []
    const ctx = listPage('people', { setFilter: (p) => void patches.push(p) })
    await executeCommand(appRegistry, 'list.emailFound', 'found', 'palette', ctx)
    await executeCommand(appRegistry, 'list.emailFound', 'potential', 'palette', ctx)
    expect(patches).toEqual([{ withEmail: 1 }, { withEmail: 2 }])
  })
})
