import { array, boolean, defaulted, enums, integer, max, min, number, object, optional, refine, string, Infer, union } from 'superstruct'
import { reject, requiredString } from '../validate'

/** Where a search looks. Country is an ISO 3166-1 alpha-2 code; state an ISO code within it; city a name. */
export const location = object({
  country: requiredString(),
  state: optional(string()),
  city: optional(string()),
  /** Widen a city search to the nearby districts (other cities of the same state). */
  nearby: defaulted(boolean(), false),
})
export type SearchLocation = Infer<typeof location>

/** How many results a search may ask for, and how many when it does not say. */
export const searchLimit = { min: 1, max: 5000, default: 100 } as const
const maxResults = defaulted(max(min(integer(), searchLimit.min), searchLimit.max), searchLimit.default)

export const seniorityLevels = ['Founder/Owner', 'C-Level', 'Vice President', 'Director', 'Manager', 'Individual Contributor', 'Head', 'Senior', 'Entry', 'Intern', 'Volunteer'] as const
export const departments = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations', 'Human Resources', 'Customer Success', 'Legal', 'Product', 'Design', 'Information Technology', 'Executive'] as const
export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'] as const
export const influencerPlatforms = ['instagram', 'tiktok', 'youtube'] as const

export const industrySearch = object({ category: requiredString(), location, limit: maxResults })
export const companySearch = object({ keywords: optional(string()), industry: optional(string()), sizes: optional(array(enums(companySizes))), technologies: optional(array(string())), location, limit: maxResults })
export const peopleSearch = object({ titles: optional(array(string())), seniority: optional(array(enums(seniorityLevels))), departments: optional(array(enums(departments))), company: optional(string()), keywords: optional(string()), location, limit: maxResults })
export const singleSearch = object({ domain: refine(requiredString(), 'domain', (v) => /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/.*)?$/i.test(v.trim()) || reject('validation.domain_or_url')), limit: maxResults })
export const intentSearch = object({ topics: refine(array(string()), 'nonEmpty', (v) => v.length > 0 || reject('validation.required')), location: optional(location), limit: maxResults })

const rate = (field: string) => optional(refine(number(), field, (v) => (v >= 0 && v <= 1) || reject('validation.max', { max: 1 })))
/** A growth-rate filter: interval, operator and value are all required once any is given. */
const growthRate = optional(
  refine(
    object({ interval: optional(enums(['i1month', 'i2months', 'i3months', 'i4months', 'i5months', 'i6months'])), operator: optional(enums(['gt', 'gte', 'lt', 'lte'])), value: optional(number()) }),
    'growthTriple',
    (v) => {
      const given = [v.interval, v.operator, v.value].filter((x) => x !== undefined && x !== null).length
      if (given === 0 || given === 3) return true
      return (['interval', 'operator', 'value'] as const).filter((k) => v[k] === undefined || v[k] === null).map((k) => reject('validation.required', {}, [k]))
    },
  ),
)
const range = { min: optional(min(number(), 0)), max: optional(min(number(), 0)) }
export const influencerSearch = object({
  platform: enums(influencerPlatforms),
  keywords: optional(string()),
  location: optional(location),
  followers_min: range.min, followers_max: range.max,
  age_min: range.min, age_max: range.max,
  engagements_min: range.min, engagements_max: range.max,
  reelsPlays_min: range.min, reelsPlays_max: range.max,
  saves_min: range.min, saves_max: range.max,
  shares_min: range.min, shares_max: range.max,
  views_min: range.min, views_max: range.max,
  /** Days since the last post; at least 30. */
  lastposted: optional(refine(integer(), 'lastposted', (v) => v >= 30 || reject('validation.min', { min: 30 }))),
  engagementRate: rate('engagementRate'),
  followersGrowthRate: growthRate,
  likesGrowthRate: growthRate,
  viewsGrowthRate: growthRate,
  'audience.credibility': rate('credibility'),
  limit: maxResults,
})

export const searchParams = {
  industry: industrySearch,
  company: companySearch,
  people: peopleSearch,
  single: singleSearch,
  influencer: influencerSearch,
  intent: intentSearch,
} as const
export type SearchParams = { [K in keyof typeof searchParams]: Infer<(typeof searchParams)[K]> }

