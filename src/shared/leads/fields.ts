import type { LeadType } from './types'

export type FieldKind = 'text' | 'number' | 'date' | 'email' | 'list'

const contact = { name: 'text', email: 'email', phone: 'text', website: 'text', city: 'text', state: 'text', country: 'text' } as const

/**
 * The result fields a filter (custom_search) and a sort may name, per list type. Anything else is a 422: the server
 * never puts a client-given name into SQL unless it is in this table.
 */
export const resultFields: Record<LeadType, Record<string, FieldKind>> = {
  industry: { ...contact, category: 'text', street: 'text', postal_code: 'text', rating: 'number', reviews: 'number', first_name: 'text', last_name: 'text', created_at: 'date' },
  company: { ...contact, domain: 'text', industry: 'text', size: 'text', employee_count: 'number', revenue: 'number', technologies: 'list', linkedin_url: 'text', created_at: 'date' },
  people: { ...contact, first_name: 'text', last_name: 'text', position: 'text', department: 'text', seniority: 'text', management_level: 'text', company: 'text', linkedin_url: 'text', years_experience: 'number', year_of_birth: 'number', skills: 'list', created_at: 'date' },
  single: { ...contact, domain: 'text', position: 'text', first_name: 'text', last_name: 'text', linkedin_url: 'text', created_at: 'date' },
  influencer: { ...contact, platform: 'text', username: 'text', followers: 'number', engagement_rate: 'number', avg_likes: 'number', avg_comments: 'number', views: 'number', audience_type: 'text', interests: 'list', created_at: 'date' },
  intent: { ...contact, company: 'text', domain: 'text', topic: 'text', score: 'number', position: 'text', created_at: 'date' },
}

/** Columns the results table and the CSV export show by default, in order, per type. */
export const defaultColumns: Record<LeadType, string[]> = {
  industry: ['name', 'category', 'email', 'phone', 'website', 'street', 'city', 'state', 'postal_code', 'country', 'rating', 'reviews'],
  company: ['name', 'domain', 'industry', 'size', 'employee_count', 'revenue', 'technologies', 'email', 'phone', 'city', 'country'],
  people: ['name', 'position', 'company', 'seniority', 'department', 'email', 'phone', 'linkedin_url', 'city', 'country'],
  single: ['name', 'position', 'email', 'phone', 'linkedin_url', 'domain'],
  influencer: ['name', 'username', 'platform', 'followers', 'engagement_rate', 'avg_likes', 'avg_comments', 'email', 'country'],
  intent: ['company', 'domain', 'topic', 'score', 'name', 'position', 'email', 'country'],
}
