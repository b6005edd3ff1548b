import { defaulted, integer, object, refine, type Infer } from 'superstruct'
import { creditCosts } from './costs'
import type { LeadType } from './types'
import { reject } from '../validate'

/**
 * Enrichment kinds, the list types each applies to (the list actions of commands/lists.ts: get-employees on domain,
 * local and company lists; get-phones on people and intent; enrich on influencer), and what each costs per result
 * returned (costs.ts). "Email finding" is not in the action table by name: every list type's results carry e-mail
 * states, so every type gets it (docs/decisions.md, "E-mail finding is offered on every list type").
 */
export const enrichmentListTypes = {
  'find-emails': ['industry', 'company', 'people', 'single', 'influencer', 'intent'],
  'get-phones': ['people', 'intent'],
  'get-employees': ['single', 'industry', 'company'],
  enrich: ['influencer'],
} as const satisfies Record<string, readonly LeadType[]>
export type EnrichmentKind = keyof typeof enrichmentListTypes

export const enrichmentAppliesTo = (kind: EnrichmentKind, type: LeadType) => (enrichmentListTypes[kind] as readonly LeadType[]).includes(type)

/** Credits for one e-mail found: 1 on domain and intent lists, and, by the same rule, on every other type. */
export const emailFindCost = creditCosts.single.email
/** Credits for one lead's phone enrichment (people 1; intent leads are people, the same). */
export const phoneEnrichmentCost = creditCosts.people.phoneEnrichment
/** Credits per employee returned: local and domain 2; company lists are charged like local ones. */
export const employeeCost = creditCosts.industry.employeeEnrichment
/** Credits per influencer enrichment record. */
export const influencerEnrichmentCost = creditCosts.influencer.enrichmentRecord

export const MAX_EMPLOYEES_PER_LEAD = 25
export const DEFAULT_EMPLOYEES_PER_LEAD = 5

const bounded = (min: number, max: number) =>
  refine(integer(), 'range', (v) => (v < min ? reject('validation.min', { min }) : v > max ? reject('validation.max', { max }) : true))

export const enrichmentParams = {
  'find-emails': object({}),
  'get-phones': object({}),
  /** `limit`: employees wanted per company (the most a lead can cost is limit x the per-employee price). */
  'get-employees': object({ limit: defaulted(bounded(1, MAX_EMPLOYEES_PER_LEAD), DEFAULT_EMPLOYEES_PER_LEAD) }),
  enrich: object({}),
}
export type GetEmployeesParams = Infer<(typeof enrichmentParams)['get-employees']>

/** What a verifier says about one address. */
export type EmailVerdict = 'valid' | 'invalid' | 'risky' | 'unknown'

/** An e-mail check as stored on a lead (`fields.email_verification`) and shown on its details page. */
export type EmailVerification = { email: string; verdict: EmailVerdict; provider: string; checked_at: string; reason?: string }

/** An employee as get-employees stores it on a company or local lead (`fields.employees`). */
export type Employee = {
  name: string
  position: string | null
  department: string | null
  seniority: string | null
  email: string | null
  email_state: 'email_found' | 'potential_emails_found' | 'no_email_found'
  phone: string | null
  linkedin_url: string | null
}

/** What get-phones stores on a lead (`fields.phone_enrichment`). */
export type PhoneEnrichment = { mobile: string | null; direct: string | null; found: boolean; provider: string; checked_at: string }
