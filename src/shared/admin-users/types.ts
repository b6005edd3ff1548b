import type { PlatformRole } from '../accounts/roles'
import type { ModuleSlug } from '../modules'
import type { adminUserStatuses } from './schemas'

export type AdminUserStatus = (typeof adminUserStatuses)[number]

/** One row of GET /api/admin/users; plan, modules and credits are those of the account the user owns. */
export type AdminUserRow = {
  id: number
  first_name: string
  last_name: string
  email: string
  role: PlatformRole
  status: AdminUserStatus
  /** The account the user owns (null for a team member who owns none). */
  account_id: number | null
  plan: { id: number; name: string } | null
  modules: ModuleSlug[]
  credits: number
  created_at: string
  last_login_at: string | null
}

export type AdminUserPage = { data: AdminUserRow[]; next_cursor: string | null; total: number }

/** GET /api/admin/users/{id}: the row and every field the edit form shows. The Google API key is write-only. */
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

/** The admin behind an impersonation session, as GET /api/me answers it (null for a person's own session). */
export type Impersonator = { id: number; email: string; name: string }
