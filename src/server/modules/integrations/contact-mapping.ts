import type { FieldMapping, MappableLeadField } from '../../../shared/integrations/types'
import type { LeadType } from '../../../shared/leads/types'
import type { leadResults } from '../../db/schema'
import type { MappedContact } from '../../providers/crm/crm-types'

type LeadRow = typeof leadResults.$inferSelect
/** A stored lead with what a mapping may read besides its columns. */
export type LeadForDelivery = LeadRow & { labels: string[]; listName: string; listType: LeadType }

const personTypes: readonly LeadType[] = ['people', 'single', 'influencer', 'intent']
const businessTypes: readonly LeadType[] = ['industry', 'company']

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : Array.isArray(v) ? v.map(String).join(', ') : null
  return s ? s : null
}

/** A person's name split at its last space; businesses have no first and last name. */
function nameParts(lead: LeadForDelivery): { first: string | null; last: string | null } {
  const f = lead.fields ?? {}
  const first = text(f.first_name)
  const last = text(f.last_name)
  if (first || last || !personTypes.includes(lead.listType) || !lead.name) return { first, last }
  const name = lead.name.trim()
  const at = name.lastIndexOf(' ')
  return at > 0 ? { first: name.slice(0, at), last: name.slice(at + 1) } : { first: name, last: null }
}

function domainOf(website: string | null): string | null {
  if (!website) return null
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

/** The value of one mappable field of a lead, as text (labels as a list). */
export function leadValue(lead: LeadForDelivery, field: MappableLeadField | string): string | string[] | null {
  const f = lead.fields ?? {}
  switch (field) {
    case 'first_name':
      return nameParts(lead).first
    case 'last_name':
      return nameParts(lead).last
    case 'company':
      return text(f.company) ?? (businessTypes.includes(lead.listType) ? text(lead.name) : null)
    case 'domain':
      return text(f.domain) ?? domainOf(lead.website)
    case 'labels':
      return lead.labels.length ? lead.labels : null
    case 'list_name':
      return lead.listName
    case 'list_type':
      return lead.listType
    case 'name': case 'email': case 'phone': case 'website': case 'city': case 'state': case 'country':
      return text(lead[field])
    case 'linkedin_url':
      return text(lead.linkedinUrl)
    default:
      return text(f[field])
  }
}

/**
 * The contact a CRM receives: every mapped field that has a value, custom fields apart (`custom:<id>`). The e-mail
 * and phone are the lead's own, whatever the mapping says: they are how the CRM matches an existing contact.
 */
export function mapContact(lead: LeadForDelivery, mapping: FieldMapping): MappedContact {
  const contact: MappedContact = { email: text(lead.email)?.toLowerCase() ?? null, phone: text(lead.phone), standard: {}, custom: {} }
  for (const { lead_field, crm_field } of mapping) {
    const value = leadValue(lead, lead_field)
    if (value === null) continue
    const joined = Array.isArray(value) && crm_field !== 'tags' ? value.join(', ') : value
    const stored = crm_field === 'tags' && Array.isArray(joined) ? joined.join(',') : joined
    if (crm_field.startsWith('custom:')) contact.custom[crm_field.slice('custom:'.length)] = stored
    else contact.standard[crm_field] = stored
  }
  return contact
}

/** The lead as a webhook or Zapier receives it: every field under its own name (webhooks are not mapped). */
export function leadPayload(lead: LeadForDelivery) {
  return {
    id: lead.id,
    list: { id: lead.campaignId, name: lead.listName, type: lead.listType },
    name: lead.name,
    first_name: nameParts(lead).first,
    last_name: nameParts(lead).last,
    email: lead.email,
    email_state: lead.emailState,
    potential_emails: lead.potentialEmails,
    phone: lead.phone,
    website: lead.website,
    linkedin_url: lead.linkedinUrl,
    city: lead.city,
    state: lead.state,
    country: lead.country,
    labels: lead.labels,
    fields: lead.fields,
    created_at: new Date(lead.createdAt).toISOString(),
  }
}
