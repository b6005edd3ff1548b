import { patternEmails } from '../../leads/demo/demo-contact'
import { leadDomain, personOf } from '../lead-identity'
import type { EnrichableLead } from '../types'
import { emailSyntaxOk } from './email-syntax'

/** Role addresses a business answers on, most common first; tried for leads that name no person. */
export const genericPrefixes = ['info', 'contact', 'hello', 'office', 'sales'] as const
export const MAX_CANDIDATES = 8

/**
 * The addresses worth checking for a lead, best first: the one it has, its potential ones, then the patterns
 * companies use for the person it names (first.last@, first@, flast@ ...), or role addresses for a business.
 * Syntax is checked here; duplicates (any case) are dropped.
 */
export function emailCandidates(lead: EnrichableLead): string[] {
  const domain = leadDomain(lead)
  const person = personOf(lead)
  const found: string[] = []
  if (lead.email) found.push(lead.email)
  found.push(...(lead.potentialEmails ?? []))
  if (domain && person) found.push(...patternEmails(person.first, person.last, domain))
  if (domain && (!person || lead.type === 'industry' || lead.type === 'company')) found.push(...genericPrefixes.map((p) => `${p}@${domain}`))
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of found) {
    const email = raw.trim().toLowerCase()
    if (seen.has(email) || !emailSyntaxOk(email)) continue
    seen.add(email)
    out.push(email)
    if (out.length === MAX_CANDIDATES) break
  }
  return out
}
