import { enrichmentListTypes, enrichmentParams, influencerEnrichmentCost } from '../../../../shared/leads/enrichment'
import { defineLeadJobProcessor, type LeadPatch } from '../processor'
import { callProvider, DEMO_BATCH_SIZE, enrichmentContext } from './enrichment-run'

/**
 * "Enrich" on influencer lists: the enrichment record (contact e-mail and phone, management, other profiles, and the
 * full metrics of a profile imported by URL), 5 credits per record returned. The lead's own values are kept.
 */
export const enrichInfluencersProcessor = defineLeadJobProcessor({
  kind: 'enrich',
  params: enrichmentParams.enrich,
  listTypes: enrichmentListTypes.enrich,
  maxCostPerLead: () => influencerEnrichmentCost,
  provider: (deps) => deps.enrichment.influencers.id,
  batchSize: DEMO_BATCH_SIZE,
  async process(run, lead) {
    if (lead.fields.enriched_at) return { status: 'skipped', reason: 'Already enriched.' }
    const found = await callProvider(() => run.deps.enrichment.influencers.enrich(lead, enrichmentContext(run)))
    if (!found.ok) return found.outcome
    const checkedAt = run.now().toISOString()
    const record = found.value
    if (!record) return { status: 'skipped', reason: 'No enrichment record found for this profile.', patch: { fields: { enrichment_checked_at: checkedAt } } }
    const { name, ...fields } = record.fields
    const email = lead.email ?? record.email
    const patch: LeadPatch = {
      name: lead.name ?? (typeof name === 'string' ? name : null),
      email,
      emailState: email ? 'email_found' : lead.emailState,
      potentialEmails: email ? [] : lead.potentialEmails,
      phone: lead.phone ?? record.phone,
      fields: { ...fields, enriched_at: checkedAt, enrichment_provider: record.provider },
    }
    return { status: 'done', cost: influencerEnrichmentCost, patch }
  },
})
