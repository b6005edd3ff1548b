import type { AiListType } from '../../../shared/ai/prompts'
import type { LeadRow } from '../lead-jobs/processor'

type SampleLead = Pick<LeadRow, 'id' | 'key' | 'type' | 'name' | 'email' | 'phone' | 'website' | 'city' | 'state' | 'country' | 'fields'>

const base = { id: 0, phone: null, state: null }

/** A made-up lead of each list type, for trying a prompt before any list exists. */
const samples: Record<AiListType, SampleLead> = {
  people: { ...base, key: 'sample-people', type: 'people', name: 'Jane Doe', email: 'jane.doe@northwind-dental.example', website: 'https://northwind-dental.example', city: 'Berlin', country: 'DE', fields: { first_name: 'Jane', last_name: 'Doe', position: 'Practice Manager', company: 'Northwind Dental' } },
  industry: { ...base, key: 'sample-industry', type: 'industry', name: 'Northwind Dental', email: 'info@northwind-dental.example', website: 'https://northwind-dental.example', city: 'Berlin', country: 'DE', fields: { category: 'dentist', rating: 4.7, reviews: 128 } },
  company: { ...base, key: 'sample-company', type: 'company', name: 'Contoso Logistics', email: null, website: 'https://contoso-logistics.example', city: 'Rotterdam', country: 'NL', fields: { industry: 'Logistics', size: '51-200' } },
  influencer: { ...base, key: 'sample-influencer', type: 'influencer', name: 'Alex Rivera', email: 'hello@alexrivera.example', website: null, city: 'Austin', country: 'US', fields: { platform: 'instagram', username: 'alexrivera', followers: 48200 } },
  intent: { ...base, key: 'sample-intent', type: 'intent', name: 'Sam Lee', email: 'sam.lee@fabrikam.example', website: 'https://fabrikam.example', city: 'London', country: 'GB', fields: { company: 'Fabrikam', topic: 'Marketing automation', position: 'Head of Growth' } },
}

export function sampleLead(type: AiListType): SampleLead {
  return samples[type]
}
