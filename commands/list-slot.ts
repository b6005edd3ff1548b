import type { ResultFilter, ResultScope } from '../src/shared/leads/filters'
import type { SavedList, LeadType, ListState } from '../src/shared/leads/types'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What archive, delete and history do, wherever the lists they apply to are shown. */
export type ListEffects = {
  confirm(messageKey: string, params?: Record<string, unknown>): Promise<boolean>
  archiveLists(lists: readonly SavedList[], archived: boolean): Promise<void>
  /** Deletes the lists after the undo window; says what was deleted, with the way to undo it. */
  deleteLists(lists: readonly SavedList[]): Promise<void>
  openHistory(list: SavedList): void
}
/** Panels the list page opens for a command. */
export type ListPanel = 'moreFilters' | 'search' | 'labels' | 'manualEntry'
/** Every result a filter matched when "select all matching" was chosen, and how many that is. */
export type MatchingSelection = { filter: ResultFilter; count: number }
/** The open list (saved-lists/{type}-{id}): its table's selection and filter, and the page's effects. */
export type OpenListSlot = ListEffects & {
  list: SavedList
  /** Result ids selected by hand in the table (empty while `matching` holds). */
  selection: readonly number[]
  /** Set when every result matching a filter is selected, loaded or not. */
  matching: MatchingSelection | null
  filter: ResultFilter
  setFilter(patch: Partial<ResultFilter>): void
  open(panel: ListPanel): void
  selectMatching(): void
  clearSelection(): void
  /** Resolves with how many results were deleted. */
  deleteResults(scope: ResultScope): Promise<number>
  exportCsv(scope: ResultScope): Promise<void>
  /** Resumes the search that stopped for credits; a refusal (still short of credits) rejects with its code. */
  resumeSearch(): Promise<void>
}
/** The saved-lists page: the lists selected, grid or list view, and which state's tab shows. */
export type SavedListsSlot = ListEffects & { selected: readonly SavedList[]; toggleView(): void; showState(state: ListState): void }
/** Lists deleted a moment ago, still in their undo window (provided while there are any). */
export type PendingDeleteSlot = { lists: readonly SavedList[]; undo(): void }

export const openListSlot = defineSlot<OpenListSlot>('list', ['list', 'selection'])
export const savedListsSlot = defineSlot<SavedListsSlot>('savedLists', ['list', 'selection'])
/** The user's lists the palette knows about (list.open offers them). */
export const knownListsSlot = defineSlot<readonly SavedList[]>('knownLists')
export const pendingDeleteSlot = defineSlot<PendingDeleteSlot>('pendingDelete')

/** The open list, or null away from a list page. */
export const openListOf = (ctx: Pick<CommandContext, 'get'>): SavedList | null => ctx.get(openListSlot)?.list ?? null
/** The rows selected by hand in the open list's table. */
export const selectionOf = (ctx: Pick<CommandContext, 'get'>): readonly number[] => ctx.get(openListSlot)?.selection ?? []
/** How many results are selected: by hand, or every one matching the filter. */
export function selectedCountOf(ctx: Pick<CommandContext, 'get'>): number {
  const page = ctx.get(openListSlot)
  return page?.matching ? page.matching.count : (page?.selection.length ?? 0)
}
/** The selection as the server takes it: a filter scope for "all matching", the ids otherwise; null when empty. */
export function selectionScopeOf(ctx: Pick<CommandContext, 'get'>): ResultScope | null {
  const page = ctx.get(openListSlot)
  if (page?.matching) return { scope: 'filter', filter: { ...page.matching.filter, page: 1 } }
  return page?.selection.length ? { scope: 'selection', ids: [...page.selection] } : null
}

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

/** Signed in with the lead search module; else the reason key. */
export function leadsAvailable(ctx: Pick<CommandContext, 'user' | 'modules'>): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('leads')) return 'commands.reason.module.leads'
  return true
}

/** Whether `action` is offered on the open list: module, an open list, the type's action table. */
export function listActionAvailability(action: ListAction, ctx: CommandContext): true | string {
  const base = leadsAvailable(ctx)
  if (base !== true) return base
  const list = openListOf(ctx)
  if (!list) return 'leads.reason.openList'
  return listActions[list.type].includes(action) ? true : 'leads.reason.notForType'
}

/** The open list page; commands whose `when` asked for an open list run with it. */
export function openPage(ctx: CommandContext): OpenListSlot {
  const page = ctx.get(openListSlot)
  if (!page) throw new Error(ctx.t('leads.reason.openList'))
  return page
}

/** The address of a list's page (`/lead-search/saved-lists/{type}-{id}`). */
export const listAddress = (list: Pick<SavedList, 'type' | 'id'>) => `/lead-search/saved-lists/${list.type}-${list.id}`
