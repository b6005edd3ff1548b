import { enums } from 'superstruct'
import { leadTypes, type LeadType } from '../src/shared/leads/types'
import { wordCount } from '../src/shared/message-wording'
import type { SearchEstimate } from '../src/shared/search/estimate'
import { leadsAvailable } from './lists'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** The new-search form on screen: runs the search it holds, with fewer results when `limit` says so. */
export type NewSearchSlot = {
  submit(limit?: number): void
  /** What the search as filled in costs at most against the balance; null while the balance loads or the limit is invalid. */
  estimate: SearchEstimate | null
}
export const newSearchSlot = defineSlot<NewSearchSlot>('newSearch')

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

const credits = (ctx: CommandContext, count: number) => wordCount(ctx.t, ctx.locale, 'search.cost.credits', count)

/** "At most 300 credits · 900 credits left after", or what the balance really holds when it is short. */
export function searchCostLine(ctx: CommandContext, estimate: SearchEstimate): string {
  const cost = credits(ctx, estimate.max_credits)
  return estimate.short
    ? ctx.t('search.cost.detailShort', { cost, balance: credits(ctx, estimate.balance) })
    : ctx.t('search.cost.detail', { cost, after: credits(ctx, estimate.balance_after) })
}

/**
 * Runs the search the new-search form holds; $mod+Enter works while typing in its fields. A balance that covers no
 * result makes it unavailable (the form offers the top-up); one that covers some asks first whether to search for
 * that many, with Cancel focused.
 */
export const runSearch = defineCommand({
  id: 'search.run', title: 'leads.commands.runSearch', group: 'search', scope: 'route:leadSearch.newSearch', shortcut: '$mod+Enter',
  keywords: ['run', 'start', 'search', 'go'],
  when: (ctx) => {
    const form = ctx.get(newSearchSlot)
    if (!form) return 'leads.reason.onNewSearch'
    const base = leadsAvailable(ctx)
    if (base !== true) return base
    return form.estimate && form.estimate.affordable === 0 ? 'search.reason.noCredits' : true
  },
  detail: (ctx) => {
    const estimate = ctx.get(newSearchSlot)?.estimate
    return estimate ? searchCostLine(ctx, estimate) : null
  },
  run: async (ctx) => {
    const form = ctx.get(newSearchSlot)
    if (!form) return
    const estimate = form.estimate
    if (!estimate?.short) return form.submit()
    const fewer = estimate.affordable
    const yes = await ctx.confirm({
      title: ctx.t('search.fewer.title'),
      message: wordCount(ctx.t, ctx.locale, 'search.fewer.message', fewer, { balance: credits(ctx, estimate.balance), limit: new Intl.NumberFormat(ctx.locale).format(estimate.limit) }),
      facts: [
        { label: ctx.t('search.cost.atMost'), value: credits(ctx, fewer * estimate.per_result) },
        { label: ctx.t('search.cost.balance'), value: credits(ctx, estimate.balance) },
        { label: ctx.t('search.cost.after'), value: credits(ctx, estimate.balance - fewer * estimate.per_result) },
      ],
      confirmLabel: wordCount(ctx.t, ctx.locale, 'search.fewer.yes', fewer),
      tone: 'spend',
    })
    if (yes) form.submit(fewer)
  },
})

export const searchCommands: AnyCommand[] = [newSearchOfType, runSearch]
