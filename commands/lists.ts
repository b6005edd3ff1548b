import { enums, integer, object } from 'superstruct'
import { create } from 'superstruct'
import { resultFilter, type ResultFilter, type ResultScope } from '../src/shared/leads/filters'
import { leadTypes, type SavedList, type LeadType, type ListState } from '../src/shared/leads/types'
import { wordCount } from '../src/shared/message-wording'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What archive, delete and history do, wherever the lists they apply to are shown. */
export type ListEffects = {
  confirm(messageKey: string, params?: Record<string, unknown>): Promise<boolean>
  archiveLists(lists: readonly SavedList[], archived: boolean): Promise<void>
  deleteLists(lists: readonly SavedList[]): Promise<void>
  openHistory(list: SavedList): void
}
/** Panels the list page opens for a command. */
export type ListPanel = 'moreFilters' | 'search' | 'labels' | 'manualEntry'
/** The open list (saved-lists/{type}-{id}): its table's selection and filter, and the page's effects. */
export type OpenListSlot = ListEffects & {
  list: SavedList
  /** Result ids selected in the table. */
  selection: readonly number[]
  filter: ResultFilter
  setFilter(patch: Partial<ResultFilter>): void
  open(panel: ListPanel): void
  /** Resolves with how many results were deleted. */
  deleteResults(scope: ResultScope): Promise<number>
  exportCsv(scope: ResultScope): Promise<void>
}
/** The saved-lists page: the lists selected, grid or list view, and which state's tab shows. */
export type SavedListsSlot = ListEffects & { selected: readonly SavedList[]; toggleView(): void; showState(state: ListState): void }

export const openListSlot = defineSlot<OpenListSlot>('list', ['list', 'selection'])
export const savedListsSlot = defineSlot<SavedListsSlot>('savedLists', ['list', 'selection'])
/** The user's lists the palette knows about (list.open offers them). */
export const knownListsSlot = defineSlot<readonly SavedList[]>('knownLists')

/** The open list, or null away from a list page. */
export const openListOf = (ctx: Pick<CommandContext, 'get'>): SavedList | null => ctx.get(openListSlot)?.list ?? null
/** The rows selected in the open list's table. */
export const selectionOf = (ctx: Pick<CommandContext, 'get'>): readonly number[] => ctx.get(openListSlot)?.selection ?? []

/** The actions offered on a list, per list type. */
export type ListAction =
  | 'email-found' | 'status' | 'more-filters' | 'search' | 'get-employees' | 'get-phones' | 'manual-entry' | 'enrich'
  | 'custom-labels' | 'ai' | 'crm' | 'csv' | 'delete' | 'new-search' | 'settings'

const localActions: readonly ListAction[] = ['email-found', 'status', 'more-filters', 'search', 'manual-entry', 'get-employees', 'custom-labels', 'ai', 'crm', 'csv', 'delete', 'new-search']

export const listActions: Record<LeadType, readonly ListAction[]> = {
  single: ['status', 'more-filters', 'search', 'get-employees', 'custom-labels', 'crm', 'csv', 'delete', 'new-search'],
  people: ['email-found', 'status', 'more-filters', 'search', 'get-phones', 'manual-entry', 'custom-labels', 'ai', 'crm', 'csv', 'delete', 'new-search'],
  industry: localActions,
  company: localActions,
  influencer: ['email-found', 'status', 'more-filters', 'search', 'manual-entry', 'enrich', 'custom-labels', 'ai', 'crm', 'csv', 'delete', 'new-search'],
  intent: ['email-found', 'status', 'more-filters', 'search', 'get-phones', 'custom-labels', 'ai', 'crm', 'csv', 'delete', 'settings'],
}

/** Actions in the table that are not built, with the reason the palette gives for them. */
export const laterActions: Partial<Record<ListAction, string>> = {
  settings: 'leads.reason.withIntentSettings',
}

/** Signed in with the lead search module; else the reason key. */
export function leadsAvailable(ctx: Pick<CommandContext, 'user' | 'modules'>): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('leads')) return 'commands.reason.module.leads'
  return true
}

/** Whether `action` is offered on the open list: module, an open list, the type's action table, whether it is built. */
export function listActionAvailability(action: ListAction, ctx: CommandContext): true | string {
  const base = leadsAvailable(ctx)
  if (base !== true) return base
  const list = openListOf(ctx)
  if (!list) return 'leads.reason.openList'
  if (!listActions[list.type].includes(action)) return 'leads.reason.notForType'
  return laterActions[action] ?? true
}

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
/** The open list page; commands whose `when` asked for an open list run with it. */
function openPage(ctx: CommandContext): OpenListSlot {
  const page = ctx.get(openListSlot)
  if (!page) throw new Error(ctx.t('leads.reason.openList'))
  return page
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
  when: then('custom-labels', (ctx) => (selectionOf(ctx).length > 0 ? true : 'leads.reason.selectRows')),
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
    ...(selectionOf(ctx).length ? [{ value: 'selection' as const, title: 'leads.csv.selection', titleParams: { count: String(selectionOf(ctx).length) } }] : []),
  ],
  run: async (ctx, scope) => {
    const page = openPage(ctx)
    if (scope === 'selection') {
      if (!page.selection.length) throw new Error(ctx.t('leads.reason.selectRows'))
      return page.exportCsv({ scope, ids: [...page.selection] })
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
    if (page && page.selection.length) {
      const rows = page.selection
      if (!(await page.confirm('leads.confirm.deleteResults', { count: rows.length }))) return
      const deleted = await page.deleteResults({ scope: 'selection', ids: [...rows] })
      ctx.notify(wordCount(ctx.t, ctx.locale, 'leads.toasts.resultsDeleted', deleted))
      return
    }
    const lists = targetLists(ctx)
    const effects = listEffects(ctx)
    if (!(await effects.confirm('leads.confirm.deleteLists', { count: lists.length }))) return
    await effects.deleteLists(lists)
    ctx.notify(wordCount(ctx.t, ctx.locale, 'leads.toasts.listsDeleted', lists.length))
  },
})

export const newSearchInList = defineCommand({
  id: 'list.newSearch', title: 'leads.commands.newSearch', group: 'lists', scope: 'list', shortcut: 'Shift+N',
  keywords: ['more', 'results', 'search', 'add'],
  when: then('new-search'),
  run: (ctx) => ctx.navigate(`/lead-search/saved-lists/${openPage(ctx).list.type}-${openPage(ctx).list.id}/new-search`),
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
  opens: ({ type, id }) => `/lead-search/saved-lists/${type}-${id}`,
  run: (ctx, { type, id }) => ctx.navigate(`/lead-search/saved-lists/${type}-${id}`),
})

const laterCommand = (action: ListAction, id: string, keywords: string[]) =>
  defineCommand({ id, title: `leads.commands.${id.split('.')[1]}`, group: 'lists', scope: 'list', keywords, when: then(action), run: () => undefined })

export const laterCommands: AnyCommand[] = [
  laterCommand('settings', 'list.settings', ['settings', 'intent']),
]

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

/** The command id of each action of the table. */
export const actionCommandIds: Record<ListAction, string> = {
  'email-found': 'list.emailFound', status: 'list.status', 'more-filters': 'list.moreFilters', search: 'list.search',
  'get-employees': 'list.getEmployees', 'get-phones': 'list.getPhones', 'manual-entry': 'list.manualEntry', enrich: 'list.enrich',
  'custom-labels': 'list.customLabels', ai: 'list.ai', crm: 'list.sendCrm', csv: 'list.csv', delete: 'list.delete', 'new-search': 'list.newSearch',
  settings: 'list.settings',
}

export const listCommands: AnyCommand[] = [
  emailFound, status, moreFilters, searchResults, manualEntry, customLabels, exportCsv, deleteCommand, newSearchInList,
  archiveList, unarchiveList, listHistory, openList, toggleListsView, showListState, ...laterCommands,
]
