import { array, object, optional, refine, string, type, Infer } from 'superstruct'
import { reject, requiredString, url } from '../validate'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const optionalEmail = optional(refine(string(), 'email', (v) => v.trim() === '' || EMAIL.test(v.trim()) || reject('validation.email')))

/** Manual entry of a local (industry) record: website required, everything else optional. */
export const manualLocalRecord = object({
  website: url(),
  name: optional(string()), country: optional(string()), city: optional(string()), state: optional(string()),
  postal_code: optional(string()), street: optional(string()), first_name: optional(string()), last_name: optional(string()),
  email: optionalEmail, phone: optional(string()),
})

/**
 * Manual entry of a people record: linkedin_url required if no email, email required if no linkedin_url
 * ("Field is required when email field is empty."). The import needs a LinkedIn URL, or an e-mail, or a name with a
 * website ("Please Provide LinkedIn URL, Email or Name.").
 */
export const manualPeopleRecord = refine(
  object({ linkedin_url: optional(string()), email: optionalEmail, company: optional(string()), name: optional(string()), position: optional(string()), website: optional(string()) }),
  'linkedinOrEmail',
  (v) => {
    const has = (s?: string) => !!s && s.trim() !== ''
    if (has(v.linkedin_url) || has(v.email)) return true
    if (has(v.name) && has(v.website)) return true
    if (has(v.name)) return reject('validation.required_when_no_email', {}, ['linkedin_url'])
    return [reject('validation.required_when_no_email', {}, ['linkedin_url']), reject('validation.linkedin_email_or_name', {}, ['_'])]
  },
)
export type ManualLocalRecord = Infer<typeof manualLocalRecord>
export type ManualPeopleRecord = Infer<typeof manualPeopleRecord>

export const manualEntryBody = object({ records: refine(array(type({})), 'nonEmpty', (v) => v.length > 0 || reject('validation.required')) })
/** Influencer import: urls, an array of strings, required. */
export const influencerImportBody = object({ urls: refine(array(requiredString()), 'nonEmpty', (v) => v.length > 0 || reject('validation.required')) })
