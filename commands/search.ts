import { enums } from 'superstruct'
import { leadTypes, type LeadType } from '../src/shared/leads/types'
import { leadsAvailable } from './lists'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'

/** The new-search form on screen: runs the search it holds. */
export const newSearchSlot = defineSlot<{ submit(): void }>('newSearch')

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
  when: (ctx) => (ctx.get(newSearchSlot) ? leadsAvailable(ctx) : 'leads.reason.onNewSearch'),
  run: (ctx) => ctx.get(newSearchSlot)?.submit(),
})

export const searchCommands: AnyCommand[] = [newSearchOfType, runSearch]
