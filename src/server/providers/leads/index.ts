import type { OutboundPolicy } from '../../http/guarded-fetch'
import { demoLeadProviders, DEMO_PROVIDER_ID } from './demo/demo-provider'
import { googlePlacesProvider, GOOGLE_PLACES_PROVIDER_ID } from './google-places/google-places-provider'
import type { LeadProviders, LeadSearchProvider } from './types'
import { websiteCrawlProvider, WEBSITE_CRAWL_PROVIDER_ID, type WebsiteCrawlOptions } from './website-crawl/website-crawl-provider'

export type IndustryProviderId = typeof DEMO_PROVIDER_ID | typeof GOOGLE_PLACES_PROVIDER_ID
export type SingleProviderId = typeof DEMO_PROVIDER_ID | typeof WEBSITE_CRAWL_PROVIDER_ID

/** Which provider serves which search kind; every kind not named here is served by the demo provider. */
export type LeadProviderConfig = {
  /** LEAD_PROVIDER_INDUSTRY: google_places searches with the user's Google API key, demo data without one. */
  industry: IndustryProviderId
  /** LEAD_PROVIDER_SINGLE */
  single: SingleProviderId
  /** GOOGLE_PLACES_BASE_URL */
  googlePlacesBaseUrl: string
  /** The crawler's outbound policy and limits; tests allow loopback here, production never does. */
  crawl?: WebsiteCrawlOptions
  /** Google Places: wait before asking for the next page (Google's token is not valid at once). */
  googlePageTokenDelayMs?: number
}

export function readLeadProviderConfig(env: NodeJS.ProcessEnv = process.env): LeadProviderConfig {
  const industry = env.LEAD_PROVIDER_INDUSTRY?.trim() || DEMO_PROVIDER_ID
  const single = env.LEAD_PROVIDER_SINGLE?.trim() || DEMO_PROVIDER_ID
  if (industry !== DEMO_PROVIDER_ID && industry !== GOOGLE_PLACES_PROVIDER_ID) throw new Error(`LEAD_PROVIDER_INDUSTRY must be demo or google_places, got "${industry}".`)
  if (single !== DEMO_PROVIDER_ID && single !== WEBSITE_CRAWL_PROVIDER_ID) throw new Error(`LEAD_PROVIDER_SINGLE must be demo or website_crawl, got "${single}".`)
  return { industry, single, googlePlacesBaseUrl: env.GOOGLE_PLACES_BASE_URL?.trim() || 'https://maps.googleapis.com' }
}

const labels: Record<string, string> = { [DEMO_PROVIDER_ID]: 'Demo data', [GOOGLE_PLACES_PROVIDER_ID]: 'Google Places', [WEBSITE_CRAWL_PROVIDER_ID]: 'Website crawl' }

/** What the UI calls a provider id ("Demo data"). */
export function providerLabel(id: string): string {
  return labels[id] ?? id
}

export const NO_GOOGLE_KEY_NOTICE = 'No Google API key in your account: showing demo data.'

/** Google Places when the searching user has a Google API key; otherwise demo data, each page saying so. */
function placesOrDemo(places: LeadSearchProvider<'industry'>, demo: LeadSearchProvider<'industry'>): LeadSearchProvider<'industry'> {
  return {
    id: GOOGLE_PLACES_PROVIDER_ID,
    async search(params, page, ctx) {
      if (ctx.googleApiKey?.trim()) return places.search(params, page, ctx)
      const answer = await demo.search(params, page, ctx)
      return { ...answer, provider: DEMO_PROVIDER_ID, notice: NO_GOOGLE_KEY_NOTICE }
    },
  }
}

export function leadProviders(config: LeadProviderConfig = readLeadProviderConfig()): LeadProviders {
  const demo = demoLeadProviders()
  const policy: OutboundPolicy = config.crawl?.policy ?? {}
  return {
    ...demo,
    industry: config.industry === GOOGLE_PLACES_PROVIDER_ID
      ? placesOrDemo(googlePlacesProvider({ baseUrl: config.googlePlacesBaseUrl, pageTokenDelayMs: config.googlePageTokenDelayMs }), demo.industry)
      : demo.industry,
    single: config.single === WEBSITE_CRAWL_PROVIDER_ID ? websiteCrawlProvider({ ...config.crawl, policy }) : demo.single,
  }
}
