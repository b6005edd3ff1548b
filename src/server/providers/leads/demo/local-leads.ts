import { findPlaceCategory } from '../../../../shared/leads/categories'
import type { SearchParams } from '../../../../shared/leads/search'
import type { Lead } from '../types'
import { demoArea, placeIn } from './demo-area'
import { domainFor, patternEmails, rollEmailState } from './demo-contact'
import { demoPhone } from './demo-phones'
import { lastName, personName, postalCode, streetAddress } from './locale-names'
import { genericPrefixes, placeProfiles, type PlaceProfile } from './place-profiles'
import type { Random } from './seeded-random'

const fallbackProfile = (label: string): PlaceProfile => ({ per100k: 10, nouns: [label, `${label} Services`, `${label} Co.`] })
const MAX_TOTAL = 50_000

function categoryOf(params: SearchParams['industry']) {
  const found = findPlaceCategory(params.category)
  const label = found?.label ?? params.category.trim()
  return { id: found?.id ?? label.toLowerCase(), label, profile: (found && placeProfiles[found.id]) || fallbackProfile(label) }
}

/** Places of the category in the area: its population times how common the category is. */
export function localTotal(params: SearchParams['industry']): number {
  const { profile } = categoryOf(params)
  const expected = (demoArea(params.location).population / 100_000) * profile.per100k
  return Math.min(MAX_TOTAL, Math.max(1, Math.round(expected)))
}

function businessName(rng: Random, profile: PlaceProfile, city: string, country: string): string {
  const noun = rng.pick(profile.nouns)
  const r = rng.next()
  if (profile.prefixes && r < 0.4) return `${rng.pick(profile.prefixes)} ${noun}`
  if (r < 0.65) return `${rng.pick(genericPrefixes)} ${noun}`
  if (r < 0.85) {
    const owner = lastName(rng, country)
    return rng.chance(0.3) ? `${owner} & Sons ${noun}` : `${owner} ${noun}`
  }
  return `${city} ${noun}`
}

export function localLead(rng: Random, params: SearchParams['industry'], key: string): Lead {
  const { id, label, profile } = categoryOf(params)
  const place = placeIn(rng, demoArea(params.location))
  const name = businessName(rng, profile, place.city, place.country)
  const domain = domainFor(name, place.country, rng)
  const owner = personName(rng, place.country)
  const state = rollEmailState(rng)
  const generic = `${rng.pick(['info', 'contact', 'hello', 'office'])}@${domain}`
  const ownerPatterns = patternEmails(owner.first, owner.last, domain)
  const email = state === 'email_found' ? (rng.chance(0.7) ? generic : ownerPatterns[0]) : null
  const potential = state === 'potential_emails_found' ? [generic, ...ownerPatterns.slice(0, 3)] : []
  const hasSite = state !== 'no_email_found' || rng.chance(0.5)
  return {
    key,
    name,
    email,
    email_state: state,
    potential_emails: potential,
    phone: demoPhone(rng, place.country),
    website: hasSite ? `https://www.${domain}` : null,
    linkedin_url: null,
    city: place.city,
    state: place.state,
    country: place.country,
    fields: {
      category: label,
      category_id: id,
      street: streetAddress(rng, place.country),
      postal_code: postalCode(rng, place.country),
      rating: Math.round(rng.float(3, 5) * 10) / 10,
      reviews: Math.round(rng.logUniform(1, 2500)),
      first_name: owner.first,
      last_name: owner.last,
      domain: hasSite ? domain : null,
      facebook_url: hasSite && rng.chance(0.6) ? `https://www.facebook.com/${domain.split('.')[0]}` : null,
      instagram_url: hasSite && rng.chance(0.4) ? `https://www.instagram.com/${domain.split('.')[0]}` : null,
    },
  }
}
