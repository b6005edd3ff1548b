import type { LeadType, ResultBase } from '../../../shared/leads/types'
import type { SearchParams } from '../../../shared/leads/search'

/**
 * One lead as a provider yields it, before it is stored in a list: a stored result's own data (ResultBase of
 * src/shared/leads/types.ts, without what the list gives it: id, list, type, CRM state, labels, date), with the
 * provider's key and the type's fields. Derived, so a field added to results reaches every provider.
 */
export type Lead = Omit<ResultBase, 'id' | 'campaign_id' | 'type' | 'crm_status' | 'labels' | 'created_at'> & {
  /** Stable identity within the provider for this lead (same query -> same key): the dedupe key of a list. */
  key: string
  /** The type's own fields (resultFields of src/shared/leads/fields.ts plus details such as education, job history). */
  fields: Record<string, unknown>
}

export type SearchPage = {
  leads: Lead[]
  /** Opaque token for the next page, null when the search is exhausted. */
  next: string | null
  /** How many results the query has in all, when the provider knows. */
  total: number | null
  /**
   * The provider that answered this page when it differs from the searched provider's id: a Google Places search
   * without the user's Google API key falls back to 'demo'.
   */
  provider?: string
  /** Why the provider fell back, for the user ("No Google API key: showing demo data."). */
  notice?: string
}

export type SearchContext = {
  signal?: AbortSignal
  /** The user's own Google API key (decrypted), for the Google Places adapter. */
  googleApiKey?: string | null
}

/** One search kind of one provider. A search yields results page by page; `page` null asks for the first. */
export type LeadSearchProvider<T extends LeadType> = {
  /** 'demo', 'google_places', 'website_crawl', ...: shown in the UI ("Demo data") and stored on the search run. */
  id: string
  search(params: SearchParams[T], page: string | null, ctx: SearchContext): Promise<SearchPage>
}

export type LeadProviders = { [T in LeadType]: LeadSearchProvider<T> }
