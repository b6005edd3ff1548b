import type { SearchParams } from '../../../../shared/leads/search'
import type { LeadType } from '../../../../shared/leads/types'
import type { Lead, LeadProviders, LeadSearchProvider, SearchPage } from '../types'
import { companyLead, companyTotal } from './company-leads'
import { influencerLead, influencerTotal } from './influencer-leads'
import { domainLead, domainTotal, intentLead, intentTotal } from './intent-and-domain-leads'
import { localLead, localTotal } from './local-leads'
import { peopleLead, peopleTotal } from './people-leads'
import { hashSeed, normaliseQuery, seededRandom, type Random } from './seeded-random'

export const DEMO_PROVIDER_ID = 'demo'
/** Leads per provider page. */
export const DEMO_PAGE_SIZE = 25

type Generator<T extends LeadType> = {
  total(params: SearchParams[T]): number
  /** Lead number `index` of the query; null when it cannot satisfy the filters (the page is then shorter). */
  lead(rng: Random, params: SearchParams[T], key: string): Lead | null
}

function pageIndexOf(page: string | null): number {
  if (page === null) return 0
  const n = Number(page)
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a demo page token: "${page}"`)
  return n
}

/**
 * Lead i of a query comes from a PRNG seeded with hash(normalised query, i): the same query gives the same leads in
 * the same order on any page, and the page token is simply the page number. The `limit` is not part of the query,
 * so a bigger limit extends a list rather than changing it.
 */
function demoSearch<T extends LeadType>(type: T, generator: Generator<T>): LeadSearchProvider<T> {
  return {
    id: DEMO_PROVIDER_ID,
    async search(params, page, ctx): Promise<SearchPage> {
      ctx.signal?.throwIfAborted()
      const pageIndex = pageIndexOf(page)
      const query = `${type}:${normaliseQuery(params)}`
      const querySeed = hashSeed(query)
      const total = generator.total(params)
      const start = pageIndex * DEMO_PAGE_SIZE
      const end = Math.min(total, start + DEMO_PAGE_SIZE)
      const leads: Lead[] = []
      for (let i = start; i < end; i++) {
        const lead = generator.lead(seededRandom(hashSeed(query, i + 1)), params, `demo:${type}:${querySeed.toString(36)}:${i}`)
        if (lead) leads.push(lead)
      }
      if (pageIndex === 0 && leads.length === 0) return { leads, next: null, total: 0 }
      return { leads, next: end < total ? String(pageIndex + 1) : null, total }
    },
  }
}

export function demoLeadProviders(): LeadProviders {
  return {
    industry: demoSearch('industry', { total: localTotal, lead: localLead }),
    company: demoSearch('company', { total: companyTotal, lead: companyLead }),
    people: demoSearch('people', {
      total: peopleTotal,
      lead: (rng, params, key) => peopleLead(rng, params, key, hashSeed(`company:${normaliseQuery(params.company ?? '')}`)),
    }),
    single: demoSearch('single', { total: domainTotal, lead: domainLead }),
    influencer: demoSearch('influencer', { total: influencerTotal, lead: influencerLead }),
    intent: demoSearch('intent', { total: intentTotal, lead: intentLead }),
  }
}
