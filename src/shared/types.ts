import type { Impersonator } from './admin-users/types'
import type { AccountSummary } from './accounts/types'
import type { Role, UserModule } from './accounts/roles'

export type { Role, UserModule }

/**
 * The user as the API returns it (docs/api.md, "The User object"), acting as `account`: role, modules, parent and
 * limits are those of the acting account.
 */
export type User = {
  id: number
  first_name: string
  last_name: string
  email: string
  created_at: string
  /** HMAC of the user id for the chat widget's identity verification. */
  hash: string
  role: Role
  modules: UserModule[]
  email_verified_at: string | null
  terms_accepted_at: string | null
  /** The terms version the user accepted last; null: never. */
  terms_version: number | null
  /** The user must accept the current terms (GET /api/terms) before using the console. */
  terms_required: boolean
  language: string | null
  license_time: string | null
  last_reset: string | null
  additional_query_count: number
  referral_partner: string | null
  parent_id: number | null
  is_child: boolean
  has_google_api_key: boolean
  is_partner: boolean
  is_referral_partner: boolean
  /** The account the session acts as. */
  account: AccountSummary
  /** GET /api/me only: the admin who is viewing as this user ("log in as user"), null in the person's own session. */
  impersonator?: Impersonator | null
}

export type LoginResponse = { authorisation: { token: string; type: 'bearer' }; user: User }

export type BusinessSettings = {
  name: string
  content: string
  login_page_bg_color: string
  sidebar_background_color: string
  button_color: string
  secondary_color: string
  text_color: string
  heading_color: string
  favicon: string | null
  script: string | null
  crms: string[]
  logo: string | null
  show_training_center: boolean
  support_url: string | null
}

export type ListType = { id: number; name: string }
export type Topic = { id: number; title: string; description: string; position: number }
/**
 * The acting account's limits in its current plan period: `searches_limit` is the plan's leads limit plus
 * `additional_queries` (null: no limit); `reset_date` is when the searches counter goes back to 0 and the monthly
 * credits are granted again.
 */
export type UserLimits = {
  credits: number
  searches_used: number
  searches_limit: number | null
  additional_queries: number
  reset_date: string | null
  license_time: string | null
}
export type BillingPortal = { value: 'stripe' | 'paykickstart' }
type ApiError = { message: string; errors?: Record<string, string[]> }
