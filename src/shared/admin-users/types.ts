import type { PlatformRole } from '../accounts/roles'

/** What GET /api/admin/users filters on: `status` absent means every user not deleted. */
export const adminUserStatuses = ['active', 'disabled', 'deleted'] as const
export type AdminUserStatus = (typeof adminUserStatuses)[number]

/** The columns the server sorts the users table by. */
export const adminUserSorts = ['created_at', 'name', 'email', 'last_login_at', 'credits'] as const
export type AdminUserSort = (typeof adminUserSorts)[number]

/** One row of the users table; plan, modules and credits are those of the account the user owns. */
export type AdminUserRow = {
  id: number
  first_name: string
  last_name: string
  email: string
  role: PlatformRole
  status: AdminUserStatus
  account_id: number
  plan: { id: number; name: string } | null
  /** Module slugs. */
  modules: string[]
  credits: number
  created_at: string
  last_login_at: string | null
}

/** One user as the edit page reads it. */
export type AdminUserDetail = AdminUserRow & {
  license_time: string | null
  last_reset: string | null
  additional_query_count: number
  referral_partner: string | null
  parent: { id: number; name: string } | null
  children: { id: number; name: string }[]
  google_api_key_set: boolean
  searches_used: number
  leads_limit: number | null
}

export type AdminUsersFilter = {
  q?: string
  plan_id?: number
  status?: AdminUserStatus
  role?: PlatformRole
}

export type AdminUsersQuery = AdminUsersFilter & { sort?: AdminUserSort; dir?: 'asc' | 'desc' }

export type AdminUsersPage = { data: AdminUserRow[]; next_cursor: string | null; total: number }

/** Who a bulk action applies to: the rows picked by hand, or every user the filter matches. */
export type AdminUsersScope = { ids: number[] } | { filter: AdminUsersFilter }

export type AdminUsersBulk = AdminUsersScope &
  ({ action: 'grant_credits'; amount: number } | { action: 'change_plan'; plan_id: number } | { action: 'disable' })

/** The admin behind an impersonation session (GET /api/me answers it while one lasts). */
export type Impersonator = { id: number; email: string; name: string }
