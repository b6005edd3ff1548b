import { findPlaceCategory } from '../../../../shared/leads/categories'
import type { SearchParams } from '../../../../shared/leads/search'
import { findCity, findCountry, findState, nearbyCities } from '../geo/location-index'
import { LeadProviderError } from '../provider-error'
import type { Lead, LeadSearchProvider, SearchContext, SearchPage } from '../types'

/**
 * Local search through the legacy Places API Text Search with the user's own Google API key, and Place Details for
 * phone and website (https://developers.google.com/maps/documentation/places/web-service/search-text).
 */
export const GOOGLE_PLACES_PROVIDER_ID = 'google_places'

export type GooglePlacesOptions = {
  /** GOOGLE_PLACES_BASE_URL; https://maps.googleapis.com by default, a local fake in tests. */
  baseUrl: string
  /** next_page_token becomes valid a short time after it is issued; Google answers INVALID_REQUEST until then. */
  pageTokenDelayMs?: number
  timeoutMs?: number
}

type TextSearchResult = { place_id: string; name: string; formatted_address?: string; types?: string[]; rating?: number; user_ratings_total?: number; business_status?: string }
type TextSearchAnswer = { status: string; results?: TextSearchResult[]; next_page_token?: string; error_message?: string }
type AddressComponent = { long_name: string; short_name: string; types: string[] }
type DetailsAnswer = { status: string; result?: { formatted_phone_number?: string; international_phone_number?: string; website?: string; url?: string; address_components?: AddressComponent[] } }

/** Which of the searched cities (the city, then its nearby districts) and Google's token within it. */
type Cursor = { city: number; token: string | null }
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')
function decodeCursor(page: string | null): Cursor {
  if (!page) return { city: 0, token: null }
  try {
    const c = JSON.parse(Buffer.from(page, 'base64url').toString('utf8'))
    if (typeof c.city === 'number' && (c.token === null || typeof c.token === 'string')) return c
  } catch {
    // fall through
  }
  throw new LeadProviderError(GOOGLE_PLACES_PROVIDER_ID, 'bad_cursor', 'This search can no longer be continued; start it again.')
}

const statusErrors: Record<string, [string, boolean]> = {
  OVER_QUERY_LIMIT: ['Your Google API key is over its query limit (or billing is not enabled for it). Try again later or raise the quota.', true],
  REQUEST_DENIED: ['Google refused your API key. Check that the key is valid and that the Places API is enabled for it.', false],
  INVALID_REQUEST: ['Google Places refused the search as invalid. Check the category and location.', false],
  UNKNOWN_ERROR: ['Google Places had a temporary error. Try again.', true],
}

/** The search texts, one per city: "Dentist in Los Angeles, California, United States". */
function searchTexts(params: SearchParams['industry']): string[] {
  const label = findPlaceCategory(params.category)?.label ?? params.category.trim()
  const country = findCountry(params.location.country)
  const state = country && params.location.state ? findState(country.code, params.location.state) : null
  const cityName = params.location.city?.trim()
  const where = (city?: string) => [city, state?.name ?? params.location.state, country?.name ?? params.location.country].filter(Boolean).join(', ')
  const texts = [`${label} in ${where(cityName)}`]
  if (cityName && params.location.nearby && country) {
    const city = findCity(country.code, state?.code, cityName)
    if (city) for (const near of nearbyCities(city, 5)) texts.push(`${label} in ${where(near.name)}`)
  }
  return texts
}

function component(components: AddressComponent[], type: string, short = false): string | null {
  const c = components.find((x) => x.types.includes(type))
  return c ? (short ? c.short_name : c.long_name) : null
}

function toLead(place: TextSearchResult, details: DetailsAnswer['result'], params: SearchParams['industry']): Lead {
  const parts = details?.address_components ?? []
  const website = details?.website ?? null
  const domain = website && URL.canParse(website) ? new URL(website).hostname.replace(/^www\./, '') : null
  const route = component(parts, 'route')
  const number = component(parts, 'street_number')
  return {
    key: `google:${place.place_id}`,
    name: place.name,
    email: null,
    email_state: domain ? 'potential_emails_found' : 'no_email_found',
    potential_emails: domain ? [`info@${domain}`] : [],
    phone: details?.international_phone_number ?? details?.formatted_phone_number ?? null,
    website,
    linkedin_url: null,
    city: component(parts, 'locality') ?? component(parts, 'postal_town') ?? params.location.city ?? null,
    state: component(parts, 'administrative_area_level_1'),
    country: component(parts, 'country', true) ?? params.location.country.toUpperCase(),
    fields: {
      category: findPlaceCategory(params.category)?.label ?? params.category,
      street: route ? [number, route].filter(Boolean).join(' ') : (place.formatted_address?.split(',')[0] ?? null),
      postal_code: component(parts, 'postal_code'),
      rating: place.rating ?? null,
      reviews: place.user_ratings_total ?? null,
      first_name: null,
      last_name: null,
      domain,
      address: place.formatted_address ?? null,
      place_id: place.place_id,
      google_maps_url: details?.url ?? null,
      types: place.types ?? [],
      business_status: place.business_status ?? null,
    },
  }
}

export function googlePlacesProvider(options: GooglePlacesOptions): LeadSearchProvider<'industry'> {
  const base = options.baseUrl.replace(/\/+$/, '')
  const delay = options.pageTokenDelayMs ?? 2000

  async function getJson<T>(path: string, query: Record<string, string>, ctx: SearchContext): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000)
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
    let res: Response
    try {
      res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, { signal, headers: { accept: 'application/json' } })
    } catch (err) {
      ctx.signal?.throwIfAborted()
      throw new LeadProviderError(GOOGLE_PLACES_PROVIDER_ID, 'unreachable', `Google Places could not be reached (${(err as Error).message}).`, true)
    }
    if (!res.ok) throw new LeadProviderError(GOOGLE_PLACES_PROVIDER_ID, 'http_error', `Google Places answered HTTP ${res.status}.`, res.status >= 500)
    return (await res.json()) as T
  }

  async function textSearch(text: string, token: string | null, key: string, params: SearchParams['industry'], ctx: SearchContext): Promise<TextSearchAnswer> {
    const category = findPlaceCategory(params.category)
    const query: Record<string, string> = token ? { pagetoken: token, key } : { query: text, key, region: params.location.country.toLowerCase(), ...(category ? { type: category.id } : {}) }
    for (let attempt = 0; ; attempt++) {
      const answer = await getJson<TextSearchAnswer>('/maps/api/place/textsearch/json', query, ctx)
      const tokenNotReady = token && answer.status === 'INVALID_REQUEST' && attempt < 3
      if (!tokenNotReady && !(answer.status === 'UNKNOWN_ERROR' && attempt < 1)) return answer
      await new Promise((r) => setTimeout(r, delay))
    }
  }

  async function details(placeId: string, key: string, ctx: SearchContext): Promise<DetailsAnswer['result']> {
    const answer = await getJson<DetailsAnswer>('/maps/api/place/details/json', { place_id: placeId, fields: 'formatted_phone_number,international_phone_number,website,url,address_components', key }, ctx)
    return answer.status === 'OK' ? answer.result : undefined
  }

  return {
    id: GOOGLE_PLACES_PROVIDER_ID,
    async search(params, page, ctx): Promise<SearchPage> {
      const key = ctx.googleApiKey?.trim()
      if (!key) throw new LeadProviderError(GOOGLE_PLACES_PROVIDER_ID, 'no_key', 'Add your Google API key in your account settings to search Google Places.')
      const cursor = decodeCursor(page)
      const texts = searchTexts(params)
      const answer = await textSearch(texts[cursor.city] ?? texts[0], cursor.token, key, params, ctx)
      if (answer.status !== 'OK' && answer.status !== 'ZERO_RESULTS') {
        const [message, retryable] = statusErrors[answer.status] ?? [`Google Places answered ${answer.status}.`, false]
        throw new LeadProviderError(GOOGLE_PLACES_PROVIDER_ID, answer.status, answer.error_message ? `${message} (${answer.error_message})` : message, retryable)
      }
      const results = answer.results ?? []
      const leads: Lead[] = []
      for (let i = 0; i < results.length; i += 5) {
        const batch = results.slice(i, i + 5)
        const found = await Promise.all(batch.map((r) => details(r.place_id, key, ctx)))
        batch.forEach((r, j) => leads.push(toLead(r, found[j], params)))
      }
      const next = answer.next_page_token
        ? encodeCursor({ city: cursor.city, token: answer.next_page_token })
        : cursor.city + 1 < texts.length ? encodeCursor({ city: cursor.city + 1, token: null }) : null
      return { leads, next, total: null }
    },
  }
}
