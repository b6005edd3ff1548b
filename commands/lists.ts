import { enums, integer, object } from 'superstruct'
import { create } from 'superstruct'
import { resultFilter } from '../src/shared/leads/filters'
import { leadTypes, type SavedList, type LeadType, type ListState } from '../src/shared/leads/types'
import { wordCount } from '../src/shared/message-wording'
import {
  knownListsSlot, leadsAvailable, listActionAvailability, listAddress, openListOf, openListSlot, openPage, savedListsSlot, selectedCountOf, selectionScopeOf,
  type ListAction, type ListEffects,
} from './list-slot'
import { clearSelection, moreListActions, openTagsAndSource, openWebhookSetup, resumeSearch, selectAllMatching, topUpToResume, undoListDelete } from './list-page'
import { defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'

export {
  knownListsSlot, leadsAvailable, listActionAvailability, listActions, openListOf, openListSlot, savedListsSlot, selectionOf,
  type ListAction, type ListPanel, type OpenListSlot, type SavedListsSlot,
} from './list-slot'

const defaultFilter = create({}, resultFilter)
/** Lists an archive, unarchive or delete applies to: the lists selected on saved-lists, else the open list. */
export function targetLists(ctx: CommandContext): readonly SavedList[] {
  const selected = ctx.get(savedListsSlot)?.selected
  if (selected?.length) return selected
  const list = openListOf(ctx)
  return list ? [list] : []
}
/** The page that shows the target lists, which runs archive, delete and history. */
function listEffects(ctx: CommandContext): ListEffects {
  const effects = ctx.get(savedListsSlot)?.selected.length ? ctx.get(savedListsSlot) : (ctx.get(openListSlot) ?? ctx.get(savedListsSlot))
  if (!effects) throw new Error(ctx.t('leads.reason.openList'))
  return effects
}
const then = (action: ListAction, extra?: (ctx: CommandContext) => true | string) => (ctx: CommandContext) => {
  const state = listActionAvailability(action, ctx)
  return state === true && extra ? extra(ctx) : state
}

export const withEmailChoices = { all: -1, found: 1, potential: 2, notFound: 0 } as const
export const emailFound = defineCommand<keyof typeof withEmailChoices>({
  id: 'list.emailFound', title: 'leads.commands.emailFound', group: 'lists', scope: 'list', shortcut: 'Shift+M',
  keywords: ['email', 'found', 'filter', 'withEmail'],
  when: then('email-found'),
  args: enums(Object.keys(withEmailChoices) as (keyof typeof withEmailChoices)[]),
  argChoices: () => (Object.keys(withEmailChoices) as (keyof typeof withEmailChoices)[]).map((value) => ({ value, title: `leads.filters.withEmail.${value}` })),
  run: (ctx, choice) => openPage(ctx).setFilter({ withEmail: withEmailChoices[choice] }),
})

export const status = defineCommand<'all' | 'sent' | 'unsent'>({
  id: 'list.status', title: 'leads.commands.status', group: 'lists', scope: 'list', shortcut: 'Shift+S',
  keywords: ['sent', 'unsent', 'crm', 'filter'],
  when: then('status'),
  args: enums(['all', 'sent', 'unsent']),
  argChoices: () => (['all', 'sent', 'unsent'] as const).map((value) => ({ value, title: `leads.filters.status.${value}` })),
  run: (ctx, value) => openPage(ctx).setFilter({ sent: value === 'all' ? null : value }),
})

const panelCommand = (id: string, action: ListAction, panel: 'moreFilters' | 'search' | 'manualEntry', shortcut: string, keywords: string[]) =>
  defineCommand({ id, title: `leads.commands.${id.split('.')[1]}`, group: 'lists', scope: 'list', shortcut, keywords, when: then(action), run: (ctx) => openPage(ctx).open(panel) })

export const moreFilters = panelCommand('list.moreFilters', 'more-filters', 'moreFilters', 'f', ['filter', 'custom', 'condition'])
export const searchResults = panelCommand('list.search', 'search', 'search', '/', ['find', 'contain', 'exact'])
export const manualEntry = panelCommand('list.manualEntry', 'manual-entry', 'manualEntry', 'Shift+I', ['add', 'import', 'record', 'urls'])

export const customLabels = defineCommand({
  id: 'list.customLabels', title: 'leads.commands.customLabels', group: 'lists', scope: 'selection', shortcut: 'Shift+L',
  keywords: ['label', 'tag', 'assign', 'remove'],
  when: then('custom-labels', (ctx) => (selectedCountOf(ctx) > 0 ? true : 'leads.reason.selectRows')),
  run: (ctx) => openPage(ctx).open('labels'),
})

export type CsvScope = 'all' | 'filter' | 'selection'
export const exportCsv = defineCommand<CsvScope>({
  id: 'list.csv', title: 'leads.commands.csv', group: 'lists', scope: 'list', shortcut: 'c',
  keywords: ['export', 'download', 'csv', 'spreadsheet'],
  when: then('csv'),
  args: enums(['all', 'filter', 'selection']),
  argChoices: (ctx) => [
    { value: 'all' as const, title: 'leads.csv.all' },
    { value: 'filter' as const, title: 'leads.csv.filter' },
    ...(selectedCountOf(ctx) ? [{ value: 'selection' as const, title: 'leads.csv.selection', titleParams: { count: selectedCountOf(ctx) } }] : []),
  ],
  run: async (ctx, scope) => {
    const page = openPage(ctx)
    if (scope === 'selection') {
      const selection = selectionScopeOf(ctx)
      if (!selection) throw new Error(ctx.t('leads.reason.selectRows'))
      return page.exportCsv(selection)
    }
    if (scope === 'filter') return page.exportCsv({ scope, filter: { ...(page.filter ?? defaultFilter), page: 1 } })
    return page.exportCsv({ scope: 'all' })
  },
})

export const deleteCommand = defineCommand({
  id: 'list.delete', title: 'leads.commands.delete', group: 'lists', scope: 'list', shortcut: 'Shift+D',
  keywords: ['remove', 'delete', 'trash'],
  when: (ctx) => {
    if (ctx.get(savedListsSlot)?.selected.length) return leadsAvailable(ctx)
    return listActionAvailability('delete', ctx)
  },
  run: async (ctx) => {
    const page = ctx.get(openListSlot)
    const selection = selectionScopeOf(ctx)
    if (page && selection) {
      if (!(await page.confirm('leads.confirm.deleteResults', { count: selectedCountOf(ctx) }))) return
      const deleted = await page.deleteResults(selection)
      ctx.notify(wordCount(ctx.t, ctx.locale, 'leads.toasts.resultsDeleted', deleted))
      return
    }
    const lists = targetLists(ctx)
    const effects = listEffects(ctx)
    const question = lists.length === 1 ? effects.confirm('leads.confirm.deleteList', { name: lists[0].name }) : effects.confirm('leads.confirm.deleteLists', { count: lists.length })
    if (!(await question)) return
    // The page says what was deleted, once, with the way to undo it (ListEffects.deleteLists).
    await effects.deleteLists(lists)
  },
})

export const newSearchInList = defineCommand({
  id: 'list.newSearch', title: 'leads.commands.newSearch', group: 'lists', scope: 'list', shortcut: 'Shift+N',
  keywords: ['more', 'results', 'search', 'add'],
  when: then('new-search'),
  run: (ctx) => ctx.navigate(`${listAddress(openPage(ctx).list)}/new-search`),
})

const archiveCommand = (archived: boolean) =>
  defineCommand({
    id: archived ? 'list.archive' : 'list.unarchive',
    title: archived ? 'leads.commands.archive' : 'leads.commands.unarchive',
    group: 'lists', scope: 'list', shortcut: archived ? 'e' : 'Shift+E',
    keywords: ['archive', 'restore', 'bulk'],
    when: (ctx) => {
      const base = leadsAvailable(ctx)
      if (base !== true) return base
      const lists = targetLists(ctx)
      if (!lists.length) return 'leads.reason.openOrSelectList'
      if (!lists.some((l) => l.is_archived !== archived)) return archived ? 'leads.reason.alreadyArchived' : 'leads.reason.notArchived'
      return true
    },
    run: async (ctx) => {
      const lists = targetLists(ctx).filter((l) => l.is_archived !== archived)
      await listEffects(ctx).archiveLists(lists, archived)
      ctx.notify(wordCount(ctx.t, ctx.locale, archived ? 'leads.toasts.listsArchived' : 'leads.toasts.listsRestored', lists.length))
    },
  })
export const archiveList = archiveCommand(true)
export const unarchiveList = archiveCommand(false)

export const listHistory = defineCommand({
  id: 'list.history', title: 'leads.commands.history', group: 'lists', scope: 'list', shortcut: 'h',
  keywords: ['history', 'runs', 'searches'],
  when: (ctx) => {
    const base = leadsAvailable(ctx)
    if (base !== true) return base
    return targetLists(ctx).length === 1 ? true : 'leads.reason.openOrSelectList'
  },
  run: (ctx) => listEffects(ctx).openHistory(targetLists(ctx)[0]),
})

/** Opens a list by type and id; the palette offers the user's lists (the lists feature's palette source and knownListsSlot). */
export const openList = defineCommand<{ type: LeadType; id: number }>({
  id: 'list.open', title: 'leads.commands.open', group: 'lists', scope: 'global',
  keywords: ['list', 'open', 'saved'],
  when: leadsAvailable,
  args: object({ type: enums(leadTypes), id: integer() }),
  argChoices: (ctx) => (ctx.get(knownListsSlot) ?? []).map((list) => ({ value: { type: list.type, id: list.id }, title: 'leads.commands.openNamed', titleParams: { name: list.name } })),
  argsLoading: (ctx) => ctx.get(knownListsSlot) === undefined,
  opens: ({ type, id }) => listAddress({ type, id }),
  run: (ctx, { type, id }) => ctx.navigate(listAddress({ type, id })),
})

export const toggleListsView = defineCommand({
  id: 'lists.toggleView', title: 'leads.commands.toggleView', group: 'lists', scope: 'route:leadSearch.savedLists', shortcut: 'v',
  keywords: ['grid', 'list', 'view', 'layout'],
  when: (ctx) => (ctx.get(savedListsSlot) ? leadsAvailable(ctx) : 'leads.reason.onSavedLists'),
  run: (ctx) => ctx.get(savedListsSlot)?.toggleView(),
})

const listStates: ListState[] = ['Active', 'Incomplete', 'Archived']
export const showListState = defineCommand<ListState>({
  id: 'lists.showState', title: 'leads.commands.showState', group: 'lists', scope: 'route:leadSearch.savedLists',
  keywords: ['active', 'incomplete', 'archived', 'tab'],
  when: (ctx) => (ctx.get(savedListsSlot) ? leadsAvailable(ctx) : 'leads.reason.onSavedLists'),
  args: enums(listStates),
  argChoices: () => listStates.map((value) => ({ value, title: `leads.states.${value}` })),
  run: (ctx, state) => ctx.get(savedListsSlot)?.showState(state),
})

export const listCommands: AnyCommand[] = [
  emailFound, status, moreFilters, searchResults, manualEntry, customLabels, exportCsv, deleteCommand, newSearchInList,
  archiveList, unarchiveList, listHistory, openList, toggleListsView, showListState,
  moreListActions, selectAllMatching, clearSelection, openTagsAndSource, openWebhookSetup, resumeSearch, topUpToResume, undoListDelete,
]
