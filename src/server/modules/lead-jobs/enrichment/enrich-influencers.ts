import { eq } from 'drizzle-orm'
import { enrichmentListTypes, enrichmentParams, influencerEnrichmentCost } from '../../../../shared/leads/enrichment'
import { leadResults } from '../../../db/schema'
import { defineLeadJobProcessor, type LeadEffect } from '../../../jobs/lead-jobs/processor'
import { callProvider, enrichmentContext, mergeFields } from './enrichment-run'

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
  async process(run, lead) {
    if (lead.fields.enriched_at) return { status: 'skipped', reason: 'Already enriched.' }
    const found = await callProvider(() => run.deps.enrichment.influencers.enrich(lead, enrichmentContext(run)))
    if (!found.ok) return found.outcome
    const checkedAt = run.now().toISOString()
    const record = found.value
    if (!record) {
      const effect: LeadEffect = async (tx) => {
        await tx.update(leadResults).set({ fields: mergeFields(leadResults.fields, { enrichment_checked_at: checkedAt }) }).where(eq(leadResults.id, lead.id))
      }
      return { status: 'skipped', reason: 'No enrichment record found for this profile.', effect }
    }
    const { name, ...fields } = record.fields
    const email = lead.email ?? record.email
    const effect: LeadEffect = async (tx) => {
      await tx
        .update(leadResults)
        .set({
          name: lead.name ?? (typeof name === 'string' ? name : null),
          email,
          emailState: email ? 'email_found' : lead.emailState,
          potentialEmails: email ? [] : lead.potentialEmails,
          phone: lead.phone ?? record.phone,
          fields: mergeFields(leadResults.fields, { ...fields, enriched_at: checkedAt, enrichment_provider: record.provider }),
        })
        .where(eq(leadResults.id, lead.id))
    }
    return { status: 'done', cost: influencerEnrichmentCost, effect }
  },
})
