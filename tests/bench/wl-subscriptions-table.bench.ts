import { benchAgainstLists, reportAgainstLists, type AgainstLists } from './table-against-lists'

/**
 * The reseller's subscriptions table scrolled at 100k rows (tests/bench/wl-subscriptions-table-harness.tsx) against
 * the lists results table in the same run: it reuses the lists' VirtualTable, so its cost per frame should be theirs.
 */
export const benchSubscriptionsTableScroll = (root: string, frames = 600) =>
  benchAgainstLists(root, { kind: 'subscriptions', harness: 'tests/bench/wl-subscriptions-table-harness.tsx' }, frames)

export const reportSubscriptionsTableScroll = (result: AgainstLists) => reportAgainstLists({ label: 'reseller subscriptions table', short: 'subscriptions' }, result)
