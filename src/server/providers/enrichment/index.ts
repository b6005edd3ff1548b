import { demoEmailFinder } from './demo/demo-email-finder'
import { demoInfluencerEnricher } from './demo/demo-influencer-enricher'
import { demoPhoneFinder } from './demo/demo-phone-finder'
import { mailDomainChecker, systemResolver, type MailResolver } from './email/mx-lookup'
import { neverBounceVerifier } from './email/neverbounce'
import { patternEmailFinder } from './email/pattern-email-finder'
import type { EmailVerifier } from './email/verifier'
import { zeroBounceVerifier } from './email/zerobounce'
import type { EnrichmentProviders } from './types'

/**
 * Which enrichment sources serve (README's configuration table):
 * - ENRICHMENT_EMAILS: `demo` (default, offline, labelled "Demo data") or `pattern` (candidates by pattern, checked
 *   by syntax and MX, and by EMAIL_VERIFIER when set).
 * - EMAIL_VERIFIER: `none` (default), `zerobounce` (ZEROBOUNCE_API_KEY, ZEROBOUNCE_BASE_URL) or `neverbounce`
 *   (NEVERBOUNCE_API_KEY, NEVERBOUNCE_BASE_URL).
 * Phones and influencer records have no open source: they are demo data whatever the configuration.
 * Employees come from the domain search provider (LEAD_PROVIDER_SINGLE: demo or website_crawl).
 */
export type EnrichmentConfig = {
  emails: 'demo' | 'pattern'
  verifier: 'none' | 'zerobounce' | 'neverbounce'
  zeroBounce: { apiKey: string | null; baseUrl: string }
  neverBounce: { apiKey: string | null; baseUrl: string }
  /** DNS answers for the MX check; tests inject theirs. */
  resolver?: MailResolver
}

const value = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null)

export function readEnrichmentConfig(env: NodeJS.ProcessEnv = process.env): EnrichmentConfig {
  const emails = value(env.ENRICHMENT_EMAILS) ?? 'demo'
  const verifier = value(env.EMAIL_VERIFIER) ?? 'none'
  if (emails !== 'demo' && emails !== 'pattern') throw new Error(`ENRICHMENT_EMAILS must be demo or pattern, got "${emails}".`)
  if (verifier !== 'none' && verifier !== 'zerobounce' && verifier !== 'neverbounce') throw new Error(`EMAIL_VERIFIER must be none, zerobounce or neverbounce, got "${verifier}".`)
  const config: EnrichmentConfig = {
    emails,
    verifier,
    zeroBounce: { apiKey: value(env.ZEROBOUNCE_API_KEY), baseUrl: value(env.ZEROBOUNCE_BASE_URL) ?? 'https://api.zerobounce.net' },
    neverBounce: { apiKey: value(env.NEVERBOUNCE_API_KEY), baseUrl: value(env.NEVERBOUNCE_BASE_URL) ?? 'https://api.neverbounce.com' },
  }
  if (verifier === 'zerobounce' && !config.zeroBounce.apiKey) throw new Error('EMAIL_VERIFIER=zerobounce needs ZEROBOUNCE_API_KEY.')
  if (verifier === 'neverbounce' && !config.neverBounce.apiKey) throw new Error('EMAIL_VERIFIER=neverbounce needs NEVERBOUNCE_API_KEY.')
  return config
}

function verifierOf(config: EnrichmentConfig): EmailVerifier | null {
  if (config.verifier === 'zerobounce') return zeroBounceVerifier({ apiKey: config.zeroBounce.apiKey!, baseUrl: config.zeroBounce.baseUrl })
  if (config.verifier === 'neverbounce') return neverBounceVerifier({ apiKey: config.neverBounce.apiKey!, baseUrl: config.neverBounce.baseUrl })
  return null
}

export function enrichmentProviders(config: EnrichmentConfig = readEnrichmentConfig()): EnrichmentProviders {
  return {
    emails: config.emails === 'pattern' ? patternEmailFinder({ mailDomain: mailDomainChecker(config.resolver ?? systemResolver), verifier: verifierOf(config) }) : demoEmailFinder(),
    phones: demoPhoneFinder(),
    influencers: demoInfluencerEnricher(),
  }
}
