import { placeCategories as categories } from '../../leads/categories'

/** The new-search form's cost line and its top-up (the form's other strings are the lists feature's `leads.newSearch`). */
const search = {
  cost: {
    label: 'What this search costs',
    atMost: 'At most',
    balance: 'Your balance',
    after: 'Balance after',
    loading: 'Loading your balance…',
    credits: { one: '{{count}} credit', other: '{{count}} credits' },
    rule: { one: '{{count}} credit per result with contact data; results without it cost nothing.', other: '{{count}} credits per result with contact data; results without it cost nothing.' },
    short: { one: 'Your balance covers {{count}} result of the {{limit}} asked for: the search stops there.', other: 'Your balance covers {{count}} results of the {{limit}} asked for: the search stops there.' },
    empty: 'Your balance does not cover one result. Top up to search.',
    detail: 'At most {{cost}} · {{after}} left after',
    detailShort: 'At most {{cost}} · only {{balance}} available',
  },
  usage: {
    used: 'Searches this period: {{used}} of {{limit}} · reset on {{date}}',
    unlimited: 'Searches this period: {{used}} · reset on {{date}}',
  },
  fewer: {
    title: 'Search for fewer results?',
    message: { one: 'Your {{balance}} cover {{count}} result of the {{limit}} you asked for. The search stops after it; top up to get more.', other: 'Your {{balance}} cover {{count}} results of the {{limit}} you asked for. The search stops after them; top up to get more.' },
    yes: { one: 'Search {{count}} result', other: 'Search {{count}} results' },
  },
  reason: { noCredits: 'Not enough credits for one result: top up first' },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  leadSearch: 'Lead search',
  leadSearch_newSearch: 'New search',
  leadSearch_list_newSearch: 'New search in list',
}

/** The place categories by id, as src/shared/leads/categories.ts words them. */
const placeCategories: Record<string, string> = Object.fromEntries(categories.map((category) => [category.id, category.label]))

export const strings = { search, routes, placeCategories }
