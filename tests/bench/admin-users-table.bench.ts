import { benchAgainstLists, reportAgainstLists, type AgainstLists } from './table-against-lists'

/**
 * The admin's users table scrolled at 100k rows (tests/bench/admin-users-table-harness.tsx) against the lists results
 * table in the same run: the users table reuses its VirtualTable, so its cost per frame should be the lists table's.
 */
export const benchUsersTableScroll = (root: string, frames = 600) => benchAgainstLists(root, { kind: 'users', harness: 'tests/bench/admin-users-table-harness.tsx' }, frames)

export const reportUsersTableScroll = (result: AgainstLists) => reportAgainstLists({ label: 'admin users table', short: 'users' }, result)
