/** Search kinds by code. `industry` is the local (place) search. */
export const leadTypes = ['industry', 'company', 'people', 'single', 'influencer', 'intent'] as const
export type LeadType = (typeof leadTypes)[number]
export const isLeadType = (v: unknown): v is LeadType => typeof v === 'string' && (leadTypes as readonly string[]).includes(v)

/** A list's state as the saved-lists screen shows it. */
export type ListState = 'Active' | 'Incomplete' | 'Archived'
/** Per-result e-mail states. */
export type EmailState = 'email_found' | 'potential_emails_found' | 'no_email_found' | 'looking_for_email' | 'search_complete'
export type CrmState = 'unsent' | 'sending' | 'sent'

export const searchModes = ['contain', 'exact', 'start'] as const
type SearchMode = (typeof searchModes)[number]
export const filterOperators = ['like', 'not like', 'empty', 'not empty', 'lower', 'greater', 'is_verified'] as const
export type FilterOperator = (typeof filterOperators)[number]

export const defaultPageSize = 20

/** The list (campaign) as the API returns it. */
export type SavedList = {
  id: number
  name: string
  type: LeadType
  tags: string | null
  source: string | null
  webhook: string | null
  is_archived: boolean
  is_demo: boolean
  state: ListState
  /** Results stored in the list. */
  total: number
  /** Live progress of the search that is running, null when none runs. */
  progress: { found: number; target: number | null; status: 'queued' | 'running' } | null
  /** Why the last search stopped early ('credits' when the balance ran out), null when it finished. */
  stop_reason: string | null
  created_at: string
  updated_at: string
}

export type SavedListPage = { data: SavedList[]; total: number; page: number; limit: number }

/**
 * Fields every result has; the API answers the type's own fields beside them (fields.ts lists those a filter may name).
 */
export type ResultBase = {
  id: number
  campaign_id: number
  type: LeadType
  name: string | null
  email: string | null
  email_state: EmailState
  potential_emails: string[]
  phone: string | null
  website: string | null
  linkedin_url: string | null
  city: string | null
  state: string | null
  country: string | null
  crm_status: CrmState
  labels: { id: number; name: string; color: string }[]
  created_at: string
}

export type ResultPage<R = ResultBase> = { data: R[]; total: number; page: number; limit: number; next_cursor: string | null }
