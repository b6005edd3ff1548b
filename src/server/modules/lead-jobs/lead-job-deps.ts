import type { AppDeps } from '../../app-deps'
import type { EnrichmentProviders } from '../../providers/enrichment/types'
import type { LeadJobProcessorTable } from './processor-types'

/** What the lead-jobs module adds to the shared deps (src/server/modules/lead-jobs/module.ts builds it). */
export type LeadJobOwnDeps = {
  /** The processor of each lead-job kind (processors.ts); tests may put their own in. */
  leadJobProcessors: LeadJobProcessorTable<LeadJobDeps>
  /** Enrichment sources (e-mails, phones, influencer records), chosen by configuration; demo data by default. */
  enrichment: EnrichmentProviders
}

export type LeadJobDeps = AppDeps & LeadJobOwnDeps
