import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { actionCommandIds, listActionAvailability, listActions, type ListAction } from '../../commands/lists'
import { availability, executeCommand } from '../../commands/registry'
import type { LeadActions } from '../../commands/types'
import type { Campaign, LeadType } from '../../src/shared/leads/types'
import { commandContext } from './support/command-context'

const list = (type: LeadType, extra: Partial<Campaign> = {}): Campaign => ({
  id: 9, name: 'Dentists', type, tags: null, source: null, webhook: null, is_archived: false, is_demo: true, state: 'Active',
  total: 10, progress: null, stop_reason: null, created_at: '2025-01-01', updated_at: '2025-01-01', ...extra,
})

const spec: Record<LeadType, string> = {
  single: 'status, more-filters, search, get-employees, custom-labels, crm, csv, delete, new-search',
  people: 'email-found, status, more-filters, search, get-phones, manual-entry, custom-labels, ai, crm, csv, delete, new-search',
  industry: 'email-found, status, more-filters, search, manual-entry, get-employees, custom-labels, ai, crm, csv, delete, new-search',
  company: 'email-found, status, more-filters, search, manual-entry, get-employees, custom-labels, ai, crm, csv, delete, new-search',
  influencer: 'email-found, status, more-filters, search, manual-entry, enrich, custom-labels, ai, crm, csv, delete, new-search',
  intent: 'email-found, status, more-filters, search, get-phones, custom-labels, ai, crm, csv, delete, settings',
}
const allActions = Object.keys(actionCommandIds) as ListAction[]
const later: Partial<Record<ListAction, string>> = {
  settings: 'Arrives with intent settings',
}

function ctxFor(type: LeadType | null, extra: Parameters<typeof Object.assign>[1] = {}) {
  // The list page's AI writer bridge says the business profile is complete (list.ai needs it).
  return Object.assign(commandContext({ modules: ['leads'] }), { list: type ? list(type) : null, selection: [1, 2], aiWriter: { profileComplete: true, openDialog: () => undefined } }, extra)
}

describe('list actions per type (SPEC.md section 2)', () => {
  it.each(Object.entries(spec))('offers exactly the table row for %s', (type, row) => {
    expect(listActions[type as LeadType]).toEqual(row.split(', '))
  })

  const cases = (Object.keys(spec) as LeadType[]).flatMap((type) => allActions.map((action) => [type, action] as const))
  it.each(cases)('%s list, %s: registered and available per the table, later issues with their reason', (type, action) => {
    const command = appRegistry.get(actionCommandIds[action])
    expect(command, action).toBeDefined()
    const ctx = ctxFor(type)
    const state = availability(command!, ctx)
    if (!listActions[type].includes(action)) {
      expect(state).toEqual({ available: false, reason: 'leads.reason.notForType' })
    } else if (later[action]) {
      expect(state.available).toBe(false)
      expect(ctx.t((state as { reason: string }).reason)).toBe(later[action])
    } else {
      expect(state).toEqual({ available: true })
    }
  })

  it('needs an open list, the lead search module and a signed-in user', () => {
    expect(listActionAvailability('csv', ctxFor(null))).toBe('leads.reason.openList')
    expect(listActionAvailability('csv', Object.assign(commandContext({ modules: [] }), { list: list('industry') }))).toBe('commands.reason.module.leads')
    expect(listActionAvailability('csv', Object.assign(commandContext({ signedIn: false }), { list: list('industry') }))).toBe('commands.reason.signInRequired')
  })

  it('labels only a selection', () => {
    const labels = appRegistry.get('list.customLabels')!
    expect(availability(labels, ctxFor('people', { selection: [] }))).toEqual({ available: false, reason: 'leads.reason.selectRows' })
    expect(availability(labels, ctxFor('people'))).toEqual({ available: true })
  })

  it('archives the open list or the selected lists, and unarchives only archived ones', () => {
    const archive = appRegistry.get('list.archive')!
    const unarchive = appRegistry.get('list.unarchive')!
    expect(availability(archive, ctxFor('industry'))).toEqual({ available: true })
    expect(availability(unarchive, ctxFor('industry')).available).toBe(false)
    const saved = Object.assign(commandContext({ modules: ['leads'] }), { selectedLists: [list('people', { is_archived: true }), list('company', { id: 10 })] })
    expect(availability(archive, saved)).toEqual({ available: true })
    expect(availability(unarchive, saved)).toEqual({ available: true })
    expect(availability(archive, commandContext({ modules: ['leads'] }))).toEqual({ available: false, reason: 'leads.reason.openOrSelectList' })
  })

  it('deletes the selected results after a confirmation, through the page actions', async () => {
    const calls: string[] = []
    const leads: LeadActions = {
      setFilter: () => undefined, open: () => undefined,
      confirm: async (key, params) => (calls.push(`confirm:${key}:${params?.count}`), true),
      archiveLists: async () => undefined, deleteLists: async () => void calls.push('deleteLists'),
      deleteResults: async (_list, scope) => (calls.push(`deleteResults:${JSON.stringify(scope)}`), 2),
      exportCsv: async (_list, scope) => void calls.push(`csv:${scope.scope}`),
      startJob: async () => null, cancelJob: async () => undefined, redeliverJob: async () => 0, showJobFailures: () => undefined,
    }
    const ctx = ctxFor('industry', { leads })
    expect(await executeCommand(appRegistry, 'list.delete', undefined, 'keyboard', ctx)).toEqual({ ok: true })
    expect(await executeCommand(appRegistry, 'list.csv', 'selection', 'palette', ctx)).toEqual({ ok: true })
    expect(calls).toEqual(['confirm:leads.confirm.deleteResults:2', 'deleteResults:{"scope":"selection","ids":[1,2]}', 'csv:selection'])
    // The delete says what it did, with the count in the language's plural; the export says nothing.
    expect(ctx.calls.filter((c: string) => c.startsWith('notify'))).toEqual(['notify:info:2 results deleted.'])
  })

  it('sets the e-mail found filter with its withEmail value', async () => {
    const patches: unknown[] = []
    const ctx = ctxFor('people', { leads: { setFilter: (p: unknown) => void patches.push(p) } })
    await executeCommand(appRegistry, 'list.emailFound', 'found', 'palette', ctx)
    await executeCommand(appRegistry, 'list.emailFound', 'potential', 'palette', ctx)
    expect(patches).toEqual([{ withEmail: 1 }, { withEmail: 2 }])
  })
})
