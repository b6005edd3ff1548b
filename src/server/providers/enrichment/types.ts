import type { EmailVerdict } from '../../../shared/leads/enrichment'
import type { Database } from '../../db/client'
import type { leadResults } from '../../db/schema'

/** A stored result, as enrichment reads it. */
export type EnrichableLead = typeof leadResults.$inferSelect

export type EnrichmentContext = {
  db: Database
  accountId: number
  now(): Date
  signal?: AbortSignal
}

/** One address looked at, with what the checks said (in the order they were looked at). */
export type EmailCheck = { email: string; verdict: EmailVerdict; reason?: string }
export type EmailFinding = { provider: string; checks: EmailCheck[] }

/** Finds a lead's e-mail: the demo's deterministic answer, or patterns checked by syntax, MX and a verification API. */
export type EmailFinder = { id: string; find(lead: EnrichableLead, ctx: EnrichmentContext): Promise<EmailFinding> }

export type PhoneFinding = { provider: string; mobile: string | null; direct: string | null }
export type PhoneFinder = { id: string; find(lead: EnrichableLead, ctx: EnrichmentContext): Promise<PhoneFinding> }

/** An influencer's enrichment record: contact details and the profile's metrics, or null when nothing was found. */
export type InfluencerRecord = { provider: string; email: string | null; phone: string | null; fields: Record<string, unknown> }
export type InfluencerEnricher = { id: string; enrich(lead: EnrichableLead, ctx: EnrichmentContext): Promise<InfluencerRecord | null> }

/**
 * The enrichment sources, chosen by configuration (providers/enrichment/index.ts). Employees come from the domain
 * search provider (deps.leadProviders.single: the demo, or the website crawler).
 */
export type EnrichmentProviders = { emails: EmailFinder; phones: PhoneFinder; influencers: InfluencerEnricher }

/**
 * A failure worth another try later (a verifier's 429 or 5xx, a DNS timeout); `fatal` ones stop the whole job (a
 * verifier that refuses the API key will refuse it for every lead).
 */
export class EnrichmentError extends Error {
  constructor(
    message: string,
    readonly kind: 'temporary' | 'fatal',
  ) {
    super(message)
    this.name = 'EnrichmentError'
  }
}
