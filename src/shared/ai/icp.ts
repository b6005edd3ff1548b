import type { CompanySize, Department, SeniorityLevel } from './icp-vocabulary'

/** A place an ICP is found in: a country (ISO alpha-2), optionally a state code and a city of it. */
export type IcpLocation = { country: string; state?: string; city?: string; label: string }

/** The search an ICP opens: the new-search form's type and values, pre-filled. */
export type IcpSearchType = 'industry' | 'company' | 'people'

/**
 * One ideal customer profile. Every list holds values of the product's own vocabularies (place category ids,
 * seniority levels, company sizes, departments of src/shared/leads), so a suggestion always opens a valid search.
 */
export type IcpSuggestion = {
  key: string
  search_type: IcpSearchType
  /** Short name ("Dentists in Germany"); a model may word it, the template writer builds it. */
  title: string
  /** Why this profile fits the business, from the profile and the training data. */
  rationale: string
  industries: string[]
  titles: string[]
  seniority: SeniorityLevel[]
  departments: Department[]
  company_sizes: CompanySize[]
  place_categories: string[]
  locations: IcpLocation[]
}

export type IcpSuggestions = {
  suggestions: IcpSuggestion[]
  provider: 'openai' | 'template'
  /** The model that wrote them, or the template writer's label. */
  writer: string
  created_at: string
}

/** The new-search form's draft (values as the fields hold them: strings, or string lists for multiple choices). */
export type IcpSearchDraft = {
  type: IcpSearchType
  values: Record<string, string | string[]>
  location: { country: string; state: string; city: string; nearby: boolean }
}

/** The new search a suggestion opens: its first location, its type's filters filled from the profile's lists. */
export function icpSearchDraft(icp: IcpSuggestion): IcpSearchDraft {
  const place = icp.locations[0]
  const location = { country: place?.country ?? '', state: place?.state ?? '', city: place?.city ?? '', nearby: false }
  if (icp.search_type === 'industry') return { type: 'industry', values: { category: icp.place_categories[0] ?? '' }, location }
  if (icp.search_type === 'company') {
    return { type: 'company', values: { industry: icp.industries[0] ?? '', sizes: [...icp.company_sizes] }, location }
  }
  return {
    type: 'people',
    values: { titles: icp.titles.join(', '), seniority: [...icp.seniority], departments: [...icp.departments], keywords: icp.industries[0] ?? '' },
    location,
  }
}

/** The draft as a query string value for /lead-search/new-search?type=...&draft=... (the page reads it back). */
export function encodeSearchDraft(draft: IcpSearchDraft): string {
  return JSON.stringify({ values: draft.values, location: draft.location })
}

/** Reads `draft=` back; anything malformed is no draft at all (the form starts empty). */
export function decodeSearchDraft(raw: string | null): Pick<IcpSearchDraft, 'values' | 'location'> | null {
  if (!raw) return null
  try {
    const data = JSON.parse(raw) as { values?: unknown; location?: unknown }
    if (!data || typeof data !== 'object') return null
    const values: Record<string, string | string[]> = {}
    if (data.values && typeof data.values === 'object') {
      for (const [key, value] of Object.entries(data.values as Record<string, unknown>)) {
        if (typeof value === 'string') values[key] = value
        else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) values[key] = value as string[]
      }
    }
    const l = (data.location && typeof data.location === 'object' ? data.location : {}) as Record<string, unknown>
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    return { values, location: { country: text(l.country), state: text(l.state), city: text(l.city), nearby: l.nearby === true } }
  } catch {
    return null
  }
}
