import { companySizes, departments, influencerPlatforms, seniorityLevels } from '../../../../shared/leads/search'
import type { LeadType } from '../../../../shared/leads/types'

export type FilterFieldKind = 'text' | 'number' | 'select' | 'multi' | 'category'
/** One filter of the new-search form. `name` is the search parameter's path ('followersGrowthRate.value'). */
export type FilterField = { name: string; kind: FilterFieldKind; options?: readonly string[]; required?: boolean; list?: boolean }

const intervals = ['i1month', 'i2months', 'i3months', 'i4months', 'i5months', 'i6months'] as const
const operators = ['gt', 'gte', 'lt', 'lte'] as const
const range = (name: string): FilterField[] => [{ name: `${name}_min`, kind: 'number' }, { name: `${name}_max`, kind: 'number' }]
const growth = (name: string): FilterField[] => [
  { name: `${name}.interval`, kind: 'select', options: intervals },
  { name: `${name}.operator`, kind: 'select', options: operators },
  { name: `${name}.value`, kind: 'number' },
]

/** The filters each search type offers, in form order. `list` fields are comma separated and sent as arrays. */
export const filterFields: Record<LeadType, FilterField[]> = {
  industry: [{ name: 'category', kind: 'category', required: true }],
  company: [
    { name: 'keywords', kind: 'text' },
    { name: 'industry', kind: 'text' },
    { name: 'sizes', kind: 'multi', options: companySizes },
    { name: 'technologies', kind: 'text', list: true },
  ],
  people: [
    { name: 'titles', kind: 'text', list: true },
    { name: 'seniority', kind: 'multi', options: seniorityLevels },
    { name: 'departments', kind: 'multi', options: departments },
    { name: 'company', kind: 'text' },
    { name: 'keywords', kind: 'text' },
  ],
  single: [{ name: 'domain', kind: 'text', required: true }],
  intent: [{ name: 'topics', kind: 'text', list: true, required: true }],
  influencer: [
    { name: 'platform', kind: 'select', options: influencerPlatforms, required: true },
    { name: 'keywords', kind: 'text' },
    ...range('followers'), ...range('age'), ...range('engagements'), ...range('reelsPlays'), ...range('saves'), ...range('shares'), ...range('views'),
    { name: 'lastposted', kind: 'number' },
    { name: 'engagementRate', kind: 'number' },
    { name: 'audience.credibility', kind: 'number' },
    ...growth('followersGrowthRate'), ...growth('likesGrowthRate'), ...growth('viewsGrowthRate'),
  ],
}

/** Which types search a place: required for local, company and people; optional for intent and influencer. */
export const locationUse: Record<LeadType, 'required' | 'optional' | 'none'> = {
  industry: 'required', company: 'required', people: 'required', single: 'none', intent: 'optional', influencer: 'optional',
}
