import { slug } from '../leads/demo/locale-names'
import { bareDomain } from '../leads/domain-name'
import type { EnrichableLead } from './types'

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** Free mail hosts: a lead's address there says nothing about its company's domain. */
const freeMailHosts = new Set(['gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'yahoo.com', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.de', 'web.de'])
const socialHosts = /(^|\.)(instagram\.com|tiktok\.com|youtube\.com|facebook\.com|linkedin\.com|x\.com|twitter\.com)$/

/** The company domain a lead belongs to: its domain field, its company's domain, its website, or its work e-mail. */
export function leadDomain(lead: EnrichableLead): string | null {
  const fields = lead.fields ?? {}
  for (const candidate of [text(fields.domain), text(fields.company_domain), text(lead.website)]) {
    if (!candidate) continue
    const domain = bareDomain(candidate)
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) && !socialHosts.test(domain)) return domain
  }
  const host = lead.email?.split('@')[1]?.toLowerCase()
  return host && !freeMailHosts.has(host) ? host : null
}

/** The person a lead names (people, domain and intent leads; a local business's owner), or null for a company. */
export function personOf(lead: EnrichableLead): { first: string; last: string } | null {
  const fields = lead.fields ?? {}
  const first = text(fields.first_name)
  const last = text(fields.last_name)
  if (first && last) return { first, last }
  if (lead.type === 'people' || lead.type === 'single' || lead.type === 'intent') {
    const words = (lead.name ?? '').trim().split(/\s+/).filter(Boolean)
    if (words.length >= 2) return { first: words[0], last: words[words.length - 1] }
  }
  return null
}

/** A stable identity for the demo's seeds: the same person or business gives the same enrichment in any list. */
export function leadIdentity(lead: EnrichableLead): string {
  const fields = lead.fields ?? {}
  return [slug(lead.name ?? ''), leadDomain(lead) ?? '', text(lead.linkedinUrl) ?? '', text(fields.profile_url) ?? text(fields.username) ?? ''].join('|')
}
