import { enrichmentListTypes, enrichmentParams, phoneEnrichmentCost, type PhoneEnrichment } from '../../../../shared/leads/enrichment'
import { defineLeadJobProcessor, type LeadPatch } from '../processor'
import { callProvider, DEMO_BATCH_SIZE, enrichmentContext } from './enrichment-run'

/**
 * "Get phones" on people and intent lists: a mobile and a direct dial per person, 1 credit per lead that gets one.
 * The lead's `phone` becomes the mobile (or direct dial) when it had none or only its company's line.
 */
export const getPhonesProcessor = defineLeadJobProcessor({
  kind: 'get-phones',
  params: enrichmentParams['get-phones'],
  listTypes: enrichmentListTypes['get-phones'],
  maxCostPerLead: () => phoneEnrichmentCost,
  provider: (deps) => deps.enrichment.phones.id,
  batchSize: DEMO_BATCH_SIZE,
  async process(run, lead) {
    const previous = lead.fields.phone_enrichment as PhoneEnrichment | undefined
    if (previous?.found) return { status: 'skipped', reason: 'Already has enriched phones.' }
    const found = await callProvider(() => run.deps.enrichment.phones.find(lead, enrichmentContext(run)))
    if (!found.ok) return found.outcome
    const { mobile, direct, provider } = found.value
    const record: PhoneEnrichment = { mobile, direct, found: Boolean(mobile || direct), provider, checked_at: run.now().toISOString() }
    const companyLine = (lead.fields.phones as { work?: unknown } | undefined)?.work
    const phone = !lead.phone || lead.phone === companyLine ? (mobile ?? direct ?? lead.phone) : lead.phone
    const patch: LeadPatch = { phone, fields: { phone_enrichment: record } }
    if (!record.found) return { status: 'skipped', reason: 'No phone found.', patch }
    return { status: 'done', cost: phoneEnrichmentCost, patch }
  },
})
