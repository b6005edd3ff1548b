import type { SearchParams } from '../../../../shared/leads/search'
import type { Lead } from '../types'
import { areaForLead, placeIn, searchedPopulation } from './demo-area'
import { personalEmail, rollEmailState } from './demo-contact'
import { ageBands, audienceTypes, brands, influencerInterests, languages, postTypes } from './demo-tables'
import { personName, slug } from './locale-names'
import type { Random } from './seeded-random'

type Params = SearchParams['influencer']
type Growth = NonNullable<Params['followersGrowthRate']>
const intervals = ['i1month', 'i2months', 'i3months', 'i4months', 'i5months', 'i6months'] as const
const profileBase: Record<Params['platform'], string> = { instagram: 'https://www.instagram.com/', tiktok: 'https://www.tiktok.com/@', youtube: 'https://www.youtube.com/@' }

/** Log-uniform in the typical range narrowed by the filter's min/max; a filter outside the typical range wins. */
function within(rng: Random, typical: [number, number], min?: number, max?: number): number {
  let lo = Math.max(typical[0], min ?? -Infinity)
  let hi = Math.min(typical[1], max ?? Infinity)
  if (lo > hi) {
    lo = min ?? Math.max(0, (max ?? typical[0]) / 3)
    hi = max ?? lo * 2
  }
  return lo <= 0 ? rng.float(lo, hi) : rng.logUniform(lo, hi)
}

function compare(value: number, operator: Growth['operator'], target: number): boolean {
  if (operator === 'gt') return value > target
  if (operator === 'gte') return value >= target
  if (operator === 'lt') return value < target
  return value <= target
}

function growthRates(rng: Random, filter: Growth | undefined): Record<string, number> {
  const rates: Record<string, number> = {}
  intervals.forEach((interval, i) => {
    const months = i + 1
    let rate = rng.float(-0.02 * months, 0.06 * months)
    if (filter?.interval === interval && filter.operator && filter.value !== undefined) {
      const v = filter.value
      rate = filter.operator === 'gt' || filter.operator === 'gte' ? v + rng.float(0.001, 0.3) : v - rng.float(0.001, 0.3)
    }
    rates[interval] = Math.round(rate * 10000) / 10000
  })
  return rates
}

/** Every influencer filter the search gave, checked against a generated influencer. */
export function matchesInfluencerFilters(f: Record<string, any>, p: Params): boolean {
  const inRange = (v: number, min?: number, max?: number) => (min === undefined || v >= min) && (max === undefined || v <= max)
  const growthOk = (rates: Record<string, number>, g?: Growth) => !g || !g.interval || !g.operator || g.value === undefined || compare(rates[g.interval], g.operator, g.value)
  return (
    f.platform === p.platform &&
    inRange(f.followers, p.followers_min, p.followers_max) &&
    inRange(f.age, p.age_min, p.age_max) &&
    inRange(f.avg_engagements, p.engagements_min, p.engagements_max) &&
    inRange(f.avg_reels_plays, p.reelsPlays_min, p.reelsPlays_max) &&
    inRange(f.avg_saves, p.saves_min, p.saves_max) &&
    inRange(f.avg_shares, p.shares_min, p.shares_max) &&
    inRange(f.views, p.views_min, p.views_max) &&
    (p.lastposted === undefined || f.last_posted_days <= p.lastposted) &&
    (p.engagementRate === undefined || f.engagement_rate >= p.engagementRate) &&
    (p['audience.credibility'] === undefined || f.audience_credibility >= p['audience.credibility']) &&
    growthOk(f.followers_growth_rate, p.followersGrowthRate) &&
    growthOk(f.likes_growth_rate, p.likesGrowthRate) &&
    growthOk(f.views_growth_rate, p.viewsGrowthRate)
  )
}

const INFLUENCERS_PER_100K = 60

export function influencerTotal(p: Params): number {
  const filters = ['followers_min', 'followers_max', 'age_min', 'age_max', 'engagements_min', 'engagements_max', 'reelsPlays_min', 'reelsPlays_max', 'saves_min', 'saves_max', 'shares_min', 'shares_max', 'views_min', 'views_max', 'lastposted', 'engagementRate', 'followersGrowthRate', 'likesGrowthRate', 'viewsGrowthRate', 'audience.credibility'] as const
  const given = filters.filter((k) => p[k] !== undefined).length + (p.keywords?.trim() ? 2 : 0)
  return Math.min(20_000, Math.max(1, Math.round((searchedPopulation(p.location) / 100_000) * INFLUENCERS_PER_100K * Math.pow(0.6, given))))
}

function distribution<T extends string>(rng: Random, labels: readonly T[], count = labels.length): { label: T; share: number }[] {
  const chosen = rng.sample(labels, count)
  const weights = chosen.map(() => rng.logUniform(1, 20))
  const sum = weights.reduce((a, b) => a + b, 0)
  return chosen.map((label, i) => ({ label, share: Math.round((weights[i] / sum) * 1000) / 1000 })).sort((a, b) => b.share - a.share)
}

/** An influencer with every metric a result shows, inside the search's filters; null when they cannot all hold. */
export function influencerLead(rng: Random, p: Params, key: string): Lead | null {
  const place = placeIn(rng, areaForLead(rng, p.location))
  const name = personName(rng, place.country)
  const followers = Math.round(within(rng, [1_000, 5_000_000], p.followers_min, p.followers_max))
  const erLo = Math.max(p.engagementRate ?? 0.004, (p.engagements_min ?? 0) / followers)
  const erHi = Math.min(1, (p.engagements_max ?? Infinity) / followers, Math.max(erLo, 0.12))
  if (erLo > erHi) return null
  const engagements = Math.max(1, Math.round(followers * rng.float(erLo, erHi)))
  const avgComments = Math.max(0, Math.round(engagements * rng.float(0.01, 0.08)))
  const views = Math.round(within(rng, [followers * 0.2, followers * 4], p.views_min, p.views_max))
  const credibility = Math.round(within(rng, [0.55, 0.98], p['audience.credibility'], 1) * 1000) / 1000
  const interests: string[] = rng.sample(influencerInterests, rng.int(2, 4))
  if (p.keywords?.trim()) interests.unshift(p.keywords.trim())
  const username = `${slug(name.first)}${rng.pick(['', '.', '_'])}${rng.chance(0.5) ? slug(name.last) : rng.pick(interests).toLowerCase().replace(/\W+/g, '')}${rng.chance(0.3) ? rng.int(1, 99) : ''}`
  const state = rollEmailState(rng)
  const contactEmail = rng.chance(0.5) ? personalEmail(rng, name.first, name.last) : `collab@${username.replace(/[._]/g, '')}.com`
  const fields = {
    platform: p.platform,
    username,
    profile_url: profileBase[p.platform] + username,
    followers,
    fake_followers: Math.round(followers * (1 - credibility)),
    audience_credibility: credibility,
    avg_likes: engagements - avgComments,
    avg_comments: avgComments,
    avg_engagements: engagements,
    engagement_rate: Math.round((engagements / followers) * 1e6) / 1e6,
    views,
    avg_reels_plays: Math.round(within(rng, [followers * 0.3, followers * 5], p.reelsPlays_min, p.reelsPlays_max)),
    avg_shares: Math.round(within(rng, [engagements * 0.01, engagements * 0.2 + 1], p.shares_min, p.shares_max)),
    avg_saves: Math.round(within(rng, [engagements * 0.02, engagements * 0.3 + 1], p.saves_min, p.saves_max)),
    age: Math.round(within(rng, [18, 55], p.age_min, p.age_max)),
    gender: name.gender,
    last_posted_days: Math.round(within(rng, [0, 90], 0, p.lastposted)),
    followers_growth_rate: growthRates(rng, p.followersGrowthRate),
    likes_growth_rate: growthRates(rng, p.likesGrowthRate),
    views_growth_rate: growthRates(rng, p.viewsGrowthRate),
    interests,
    brand_affinity: rng.sample(brands, rng.int(2, 5)),
    audience_type: rng.weighted(audienceTypes, (t) => (t === 'real' ? 6 : 1)),
    hashtags: interests.slice(0, 3).map((i) => `#${i.toLowerCase().replace(/\W+/g, '')}`).concat(rng.chance(0.5) ? [`#${slug(place.city)}`] : []),
    mentions: rng.sample(brands, rng.int(1, 3)).map((b) => `@${b.toLowerCase().replace(/\W+/g, '')}`),
    post_types: { popular: rng.sample(postTypes, 2), sponsored: rng.sample(postTypes, 1), recent: rng.sample(postTypes, 3) },
    audience_ages: distribution(rng, ageBands),
    audience_genders: distribution(rng, ['female', 'male'] as const),
    audience_countries: distribution(rng, [place.country, 'US', 'GB', 'DE', 'BR', 'IN', 'FR'].filter((c, i, all) => all.indexOf(c) === i), 4),
    audience_cities: distribution(rng, [place.city, 'New York', 'London', 'Los Angeles', 'Berlin', 'Paris', 'São Paulo'].filter((c, i, all) => all.indexOf(c) === i), 4),
    audience_languages: distribution(rng, languages, 3),
  }
  if (!matchesInfluencerFilters(fields, p)) return null
  return {
    key,
    name: `${name.first} ${name.last}`,
    email: state === 'email_found' ? contactEmail : null,
    email_state: state,
    potential_emails: state === 'potential_emails_found' ? [contactEmail] : [],
    phone: null,
    website: fields.profile_url,
    linkedin_url: null,
    city: place.city,
    state: place.state,
    country: place.country,
    fields,
  }
}
