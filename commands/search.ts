import { enums } from 'superstruct'
import { leadTypes, type LeadType } from '../src/shared/leads/types'
import { leadsAvailable } from './lists'
import { defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'

export type SearchTypeChoice = LeadType | 'workflow'
export const searchTypeChoices: readonly SearchTypeChoice[] = [...leadTypes, 'workflow']

/** Starts a new search of one type (the type picker of new-search); the workflow entry opens the workflows. */
export const newSearchOfType = defineCommand<SearchTypeChoice>({
  id: 'search.type', title: 'leads.commands.searchType', group: 'search', scope: 'global',
  keywords: ['new', 'search', 'find', 'leads', 'type', ...searchTypeChoices],
  when: leadsAvailable,
  args: enums([...searchTypeChoices]),
  argChoices: () => searchTypeChoices.map((value) => ({ value, title: `leads.types.${value}` })),
  run: (ctx, type) => ctx.navigate(type === 'workflow' ? '/lead-search/workflow' : `/lead-search/new-search?type=${type}`),
})

/** Runs the search the new-search form holds; $mod+Enter works while typing in its fields. */
export const runSearch = defineCommand({
  id: 'search.run', title: 'leads.commands.runSearch', group: 'search', scope: 'route:leadSearch.newSearch', shortcut: '$mod+Enter',
  keywords: ['run', 'start', 'search', 'go'],
  when: (ctx) => (ctx.submitSearch ? leadsAvailable(ctx) : 'leads.reason.onNewSearch'),
  run: (ctx) => ctx.submitSearch?.(),
})

const rowsWhen = (ctx: CommandContext) => (ctx.rows ? true : 'leads.reason.noTable')
const rowCommand = (id: 'next' | 'previous' | 'toggle' | 'range' | 'selectAll', shortcut: string, keywords: string[]) =>
  defineCommand({
    id: `rows.${id}`, title: `leads.commands.rows.${id}`, group: 'search', scope: 'selection', shortcut, keywords,
    when: rowsWhen,
    run: (ctx) => ctx.rows?.[id](),
  })

/** The keyboard model of the results table and the saved-lists grid, as commands (the cheat sheet lists them). */
export const rowCommands: AnyCommand[] = [
  rowCommand('next', 'j', ['down', 'next', 'row']),
  rowCommand('previous', 'k', ['up', 'previous', 'row']),
  rowCommand('toggle', 'x', ['select', 'row']),
  rowCommand('range', 'Shift+X', ['select', 'range', 'rows']),
  rowCommand('selectAll', 'Shift+A', ['select', 'all', 'rows']),
]

export const searchCommands: AnyCommand[] = [newSearchOfType, runSearch, ...rowCommands]
