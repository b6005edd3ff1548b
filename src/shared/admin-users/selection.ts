import type { AdminUsersFilter, adminUserSorts } from './schemas'

/** A column the users list sorts by. */
export type AdminUserSort = (typeof adminUserSorts)[number]

/** What the users table asks GET /api/admin/users for: its filters (numbers as numbers) and its order. */
export type AdminUsersListQuery = AdminUsersFilter & { sort?: AdminUserSort; dir?: 'asc' | 'desc' }

/** Who a bulk action applies to: the rows picked by hand, or every user the filter matches. */
export type AdminUsersScope = { ids: number[] } | { filter: AdminUsersFilter }

/** One bulk action as POST /api/admin/users/bulk takes it, on a scope. */
export type AdminUsersBulkAction = { action: 'grant_credits'; amount: number } | { action: 'change_plan'; plan_id: number } | { action: 'disable' }
