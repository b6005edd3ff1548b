import { define, object, optional, string, type Infer } from 'superstruct'
import { reject } from '../validate'

/**
 * The business profile the AI tools write from, as GET/POST/PUT api/business-details/data answer
 * it. Every text field may be saved empty; the AI tools work only once all of them are filled (`isProfileComplete`).
 */
export type BusinessProfile = {
  id: number
  business_name: string
  /** Normalised to an absolute http(s) URL when saved ("acme.com" becomes "https://acme.com"). */
  website: string
  what_it_sells: string
  who_it_helps: string
  what_it_does: string
  contact_name: string
  /** The voice to write in ("friendly and direct", "formal"): free text, suggestions in the form. */
  personality: string
  created_at: string
  updated_at: string
}

export const businessProfileFields = ['business_name', 'website', 'what_it_sells', 'who_it_helps', 'what_it_does', 'contact_name', 'personality'] as const
export type BusinessProfileField = (typeof businessProfileFields)[number]

/** Longest value each field keeps: names are short, the descriptions a paragraph or two. */
export const businessProfileMax: Record<BusinessProfileField, number> = {
  business_name: 191,
  website: 2000,
  what_it_sells: 2000,
  who_it_helps: 2000,
  what_it_does: 2000,
  contact_name: 191,
  personality: 500,
}

/** Voices offered in the form; any other wording is accepted too. */
export const personalitySuggestions = ['Friendly', 'Professional', 'Direct', 'Enthusiastic', 'Empathetic', 'Witty', 'Formal'] as const

/** "acme.com" or "https://acme.com/about" as an absolute http(s) URL, or null when it is neither. */
export function normaliseWebsite(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    // A host needs a dot (acme.com) unless it is an address or localhost (self-hosted and test sites).
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('[')) return null
    if (/\s/.test(trimmed) || url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}

const text = (field: BusinessProfileField) =>
  define<string>(field, (v) => {
    if (typeof v !== 'string') return reject('validation.type')
    return v.length <= businessProfileMax[field] || reject('validation.max', { max: businessProfileMax[field] })
  })

/** A website field: empty, or a domain or URL ("Field must be a valid domain or URL."). */
export const websiteField = () =>
  define<string>('website', (v) => {
    if (typeof v !== 'string') return reject('validation.type')
    if (v.length > businessProfileMax.website) return reject('validation.max', { max: businessProfileMax.website })
    return v.trim() === '' || normaliseWebsite(v) !== null || reject('validation.domain_or_url')
  })

/** POST api/business-details/data and PUT api/business-details/data/{id}: fields left out keep their value. */
export const businessProfileBody = object({
  business_name: optional(text('business_name')),
  website: optional(websiteField()),
  what_it_sells: optional(text('what_it_sells')),
  who_it_helps: optional(text('who_it_helps')),
  what_it_does: optional(text('what_it_does')),
  contact_name: optional(text('contact_name')),
  personality: optional(text('personality')),
})
export type BusinessProfileBody = Infer<typeof businessProfileBody>

/** Every field filled (whitespace does not count): the AI tools work only then. */
export function isProfileComplete(profile: Pick<BusinessProfile, BusinessProfileField> | null | undefined): boolean {
  if (!profile) return false
  return businessProfileFields.every((field) => typeof profile[field] === 'string' && profile[field].trim() !== '')
}

/** The fields still empty, in form order (the form and the gate name them). */
export function missingProfileFields(profile: Pick<BusinessProfile, BusinessProfileField> | null | undefined): BusinessProfileField[] {
  return businessProfileFields.filter((field) => !profile || typeof profile[field] !== 'string' || profile[field].trim() === '')
}
