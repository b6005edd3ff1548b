import type { SearchParams } from '../../../../shared/leads/search'
import { bareDomain } from '../domain-name'
import type { Lead } from '../types'
import { areaForLead, placeIn, searchedPopulation } from './demo-area'
import { demoCompany } from './company-leads'
import { demoPerson } from './people-leads'
import { hashSeed, seededRandom, type Random } from './seeded-random'

const INTENT_COMPANIES_PER_100K = 25

export function intentTotal(p: SearchParams['intent']): number {
  return Math.min(20_000, Math.max(1, Math.round((searchedPopulation(p.location) / 100_000) * INTENT_COMPANIES_PER_100K * p.topics.length)))
}

const signalKinds = ['Visited pricing pages', 'Read comparison articles', 'Downloaded a whitepaper', 'Attended a webinar', 'Searched for alternatives', 'Hired for related roles'] as const

/** A company showing interest in one of the topics, with a decision maker to contact. */
export function intentLead(rng: Random, p: SearchParams['intent'], key: string): Lead {
  const place = placeIn(rng, areaForLead(rng, p.location))
  const company = demoCompany(rng, { place })
  const topic = rng.pick(p.topics).trim()
  const score = rng.int(35, 100)
  const person = demoPerson(rng, { place, company, seniority: ['Director', 'Vice President', 'Head', 'C-Level', 'Manager'] }, key)
  return {
    ...person,
    fields: {
      ...person.fields,
      company: company.name,
      domain: company.domain,
      industry: company.industry,
      size: company.size,
      topic,
      score,
      intent_level: score >= 80 ? 'high' : score >= 60 ? 'medium' : 'low',
      signals: rng.sample(signalKinds, rng.int(1, 3)).map((kind) => `${kind}: ${topic}`),
      surge_started_days_ago: rng.int(1, 45),
    },
  }
}

/** How many people the demo finds on a domain: fixed per domain, 3 to 60. */
export function domainTotal(p: SearchParams['single']): number {
  return 3 + (hashSeed(`size:${bareDomain(p.domain)}`) % 58)
}

/** People working at the domain's company: the same company (one seed per domain) for every lead. */
export function domainLead(rng: Random, p: SearchParams['single'], key: string): Lead {
  const domain = bareDomain(p.domain)
  const companyRng = seededRandom(hashSeed(`company:${domain}`))
  const label = domain.split('.')[0]
  const name = label.charAt(0).toUpperCase() + label.slice(1)
  const area = areaForLead(companyRng, undefined)
  const place = placeIn(companyRng, area)
  const company = demoCompany(companyRng, { place, name, domain })
  const person = demoPerson(rng, { place, company }, key)
  return {
    ...person,
    fields: {
      domain,
      first_name: person.fields.first_name,
      last_name: person.fields.last_name,
      position: person.fields.position,
      department: person.fields.department,
      seniority: person.fields.seniority,
      linkedin_url: person.linkedin_url,
      emails: person.fields.emails,
      company: company.name,
      technologies: company.technologies,
    },
  }
}
