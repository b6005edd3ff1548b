import type { LeadProviders } from './types'
import { demoLeadProviders, DEMO_PROVIDER_ID } from './demo/demo-provider'

export type IndustryProviderId = 'demo' | 'google_places'
export type SingleProviderId = 'demo' | 'website_crawl'

/** Which provider serves which search kind; every kind not named here is served by the demo provider. */
export type LeadProviderConfig = {
  industry: IndustryProviderId
  single: SingleProviderId
}

export function readLeadProviderConfig(env: NodeJS.ProcessEnv = process.env): LeadProviderConfig {
  const industry = env.LEAD_PROVIDER_INDUSTRY?.trim() || 'demo'
  const single = env.LEAD_PROVIDER_SINGLE?.trim() || 'demo'
  if (industry !== 'demo' && industry !== 'google_places') throw new Error(`LEAD_PROVIDER_INDUSTRY must be demo or google_places, got "${industry}".`)
  if (single !== 'demo' && single !== 'website_crawl') throw new Error(`LEAD_PROVIDER_SINGLE must be demo or website_crawl, got "${single}".`)
  return { industry, single }
}

const labels: Record<string, string> = { [DEMO_PROVIDER_ID]: 'Demo data', google_places: 'Google Places', website_crawl: 'Website crawl' }

/** What the UI calls a provider id ("Demo data"). */
export function providerLabel(id: string): string {
  return labels[id] ?? id
}

export function leadProviders(config: LeadProviderConfig = readLeadProviderConfig()): LeadProviders {
  const demo = demoLeadProviders()
  void config
  return demo
}
