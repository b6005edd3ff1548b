import type { EmailState } from '../../../../shared/leads/types'
import { slug } from './locale-names'
import type { Random } from './seeded-random'

const tldByCountry: Record<string, string> = {
  US: 'com', GB: 'co.uk', DE: 'de', AT: 'at', CH: 'ch', FR: 'fr', BE: 'be', ES: 'es', IT: 'it', NL: 'nl', PL: 'pl',
  PT: 'pt', BR: 'com.br', SE: 'se', NO: 'no', DK: 'dk', FI: 'fi', IE: 'ie', CA: 'ca', AU: 'com.au', NZ: 'co.nz',
  IN: 'in', MX: 'com.mx', JP: 'jp',
}
const freeMail = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'hotmail.com', 'proton.me'] as const

/** The website domain a business name gives, the same every time: "Bright Smile Dental" -> brightsmiledental.com. */
export function domainFor(name: string, country: string | null | undefined, rng?: Random): string {
  const base = slug(name.replace(/&/g, 'and')).slice(0, 28) || 'business'
  const tld = tldByCountry[(country ?? '').toUpperCase()] ?? 'com'
  return `${base}.${rng && rng.chance(0.15) ? 'com' : tld}`
}

/** The e-mail patterns companies use, most common first (also the crawler's proposals). */
export function patternEmails(first: string, last: string, domain: string): string[] {
  const f = slug(first)
  const l = slug(last)
  if (!f || !l) return f || l ? [`${f || l}@${domain}`] : []
  return [`${f}.${l}@${domain}`, `${f}@${domain}`, `${f[0]}${l}@${domain}`, `${f}${l[0]}@${domain}`, `${f}_${l}@${domain}`, `${l}@${domain}`]
}

export function personalEmail(rng: Random, first: string, last: string): string {
  const suffix = rng.chance(0.5) ? String(rng.int(1, 99)) : ''
  return `${slug(first)}${rng.pick(['.', '', '_'])}${slug(last)}${suffix}@${rng.pick(freeMail)}`
}

/**
 * About a fifth of leads have no e-mail, a fifth only potential (pattern) e-mails, the rest a found one.
 */
export function rollEmailState(rng: Random): EmailState {
  const r = rng.next()
  return r < 0.2 ? 'no_email_found' : r < 0.4 ? 'potential_emails_found' : 'email_found'
}

export function linkedinPersonUrl(rng: Random, first: string, last: string): string {
  return `https://www.linkedin.com/in/${slug(first)}-${slug(last)}-${rng.digits(3)}${rng.pick(['a', 'b', 'c', 'd', 'e', 'f'])}${rng.digits(2)}`
}

export function linkedinCompanyUrl(domain: string): string {
  return `https://www.linkedin.com/company/${domain.split('.')[0]}`
}
