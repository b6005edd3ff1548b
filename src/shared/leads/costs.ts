import type { LeadType } from './types'

/**
 * Credits per use. Charged per result delivered, never per attempt: "No credits will be consumed
 * if contact data or e-mail data is not returned."
 */
export const creditCosts = {
  people: { contact: 3, phoneEnrichment: 1, findSimilar: 2 },
  company: { contact: 1 },
  industry: { contact: 1, employeeEnrichment: 2 },
  single: { employeeEnrichment: 2, email: 1 },
  influencer: { record: 2, enrichmentRecord: 5 },
  intent: { email: 1 },
} as const

/** What one delivered search result costs, by list type; a result without contact or e-mail data costs nothing. */
export const searchResultCost: Record<LeadType, number> = {
  people: creditCosts.people.contact,
  company: creditCosts.company.contact,
  industry: creditCosts.industry.contact,
  single: creditCosts.single.email,
  influencer: creditCosts.influencer.record,
  intent: creditCosts.intent.email,
}
