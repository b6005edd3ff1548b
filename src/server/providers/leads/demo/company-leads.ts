import { companySizes, type SearchParams } from '../../../../shared/leads/search'
import type { Lead } from '../types'
import { areaForLead, placeIn, searchedPopulation, type DemoPlace } from './demo-area'
import { domainFor, linkedinCompanyUrl, patternEmails, rollEmailState } from './demo-contact'
import { demoPhone } from './demo-phones'
import { companyWords, industries, technologies } from './demo-tables'
import { personName, postalCode, streetAddress } from './locale-names'
import type { Random } from './seeded-random'

type Size = (typeof companySizes)[number]
const sizeRanges: Record<Size, [number, number, number]> = {
  '1-10': [1, 10, 34], '11-50': [11, 50, 28], '51-200': [51, 200, 18], '201-500': [201, 500, 9], '501-1000': [501, 1000, 5],
  '1001-5000': [1001, 5000, 4], '5001-10000': [5001, 10000, 1.2], '10000+': [10001, 120000, 0.8],
}

export type DemoCompany = {
  name: string
  domain: string
  industry: string
  size: Size
  employee_count: number
  revenue: number
  technologies: string[]
  analytics: Record<string, boolean>
  pixels: Record<string, boolean>
  founded_year: number
  place: DemoPlace
  street: string
  postal_code: string
  phone: string | null
  linkedin_url: string
}

export function companyName(rng: Random, country: string, keywords?: string): string {
  const legal = companyWords.legal[country] ?? companyWords.legal.default
  const keyword = keywords?.trim().split(/\s+/)[0]
  const core = keyword && rng.chance(0.5)
    ? `${rng.pick(companyWords.first)} ${keyword[0].toUpperCase()}${keyword.slice(1).toLowerCase()}`
    : `${rng.pick(companyWords.first)}${rng.chance(0.4) ? '' : ' '}${rng.pick(companyWords.second)}`
  return rng.chance(0.6) ? `${core} ${rng.pick(legal)}` : core
}

function pickTechnologies(rng: Random, required: readonly string[] = []): { list: string[]; analytics: Record<string, boolean>; pixels: Record<string, boolean> } {
  const chosen = new Set(required)
  chosen.add(rng.pick(technologies.cms))
  chosen.add(rng.pick(technologies.infrastructure))
  for (const group of [technologies.frontend, technologies.crm, technologies.marketing, technologies.payments, technologies.support]) {
    if (rng.chance(0.6)) chosen.add(rng.pick(group))
  }
  const analytics: Record<string, boolean> = {}
  for (const t of technologies.analytics) {
    analytics[t] = chosen.has(t) || rng.chance(t.startsWith('Google') ? 0.6 : 0.12)
    if (analytics[t]) chosen.add(t)
  }
  const pixels: Record<string, boolean> = {}
  for (const t of technologies.pixels) {
    pixels[t] = chosen.has(t) || rng.chance(0.25)
    if (pixels[t]) chosen.add(t)
  }
  return { list: [...chosen], analytics, pixels }
}

export function demoCompany(rng: Random, opts: { place: DemoPlace; name?: string; domain?: string; industry?: string; sizes?: readonly Size[]; technologies?: readonly string[]; keywords?: string }): DemoCompany {
  const country = opts.place.country
  const name = opts.name ?? companyName(rng, country, opts.keywords)
  const size = opts.sizes && opts.sizes.length > 0 ? rng.pick(opts.sizes) : rng.weighted(companySizes, (s) => sizeRanges[s][2])
  const [lo, hi] = sizeRanges[size]
  const employees = Math.round(rng.logUniform(lo, hi + 1))
  const tech = pickTechnologies(rng, opts.technologies)
  const domain = opts.domain ?? domainFor(name.replace(/\s+(Inc\.|LLC|Corp\.|Ltd|GmbH|AG|SAS|SARL|S\.L\.|S\.A\.|S\.r\.l\.|S\.p\.A\.|B\.V\.)$/, ''), country, rng)
  return {
    name,
    domain,
    industry: opts.industry?.trim() || rng.pick(industries),
    size,
    employee_count: Math.min(hi, Math.max(lo, employees)),
    revenue: Math.round(employees * rng.logUniform(40_000, 400_000) / 1000) * 1000,
    technologies: tech.list,
    analytics: tech.analytics,
    pixels: tech.pixels,
    founded_year: rng.int(1950, 2023),
    place: opts.place,
    street: streetAddress(rng, country),
    postal_code: postalCode(rng, country),
    phone: demoPhone(rng, country),
    linkedin_url: linkedinCompanyUrl(domain),
  }
}

const COMPANIES_PER_100K = 400

export function companyTotal(params: SearchParams['company']): number {
  let share = 1
  if (params.keywords?.trim()) share *= 0.15
  if (params.industry?.trim()) share *= 0.12
  if (params.sizes && params.sizes.length > 0) share *= params.sizes.reduce((s, size) => s + sizeRanges[size][2], 0) / 100
  share *= Math.pow(0.3, params.technologies?.length ?? 0)
  return Math.min(50_000, Math.max(1, Math.round((searchedPopulation(params.location) / 100_000) * COMPANIES_PER_100K * share)))
}

export function companyLead(rng: Random, params: SearchParams['company'], key: string): Lead {
  const place = placeIn(rng, areaForLead(rng, params.location))
  const company = demoCompany(rng, { place, industry: params.industry, sizes: params.sizes, technologies: params.technologies, keywords: params.keywords })
  const contact = personName(rng, place.country)
  const state = rollEmailState(rng)
  const generic = `${rng.pick(['info', 'contact', 'hello', 'sales'])}@${company.domain}`
  const patterns = patternEmails(contact.first, contact.last, company.domain)
  const linkedin = company.linkedin_url
  return {
    key,
    name: company.name,
    email: state === 'email_found' ? generic : null,
    email_state: state,
    potential_emails: state === 'potential_emails_found' ? [generic, ...patterns.slice(0, 2)] : [],
    phone: company.phone,
    website: `https://www.${company.domain}`,
    linkedin_url: linkedin,
    city: place.city,
    state: place.state,
    country: place.country,
    fields: {
      domain: company.domain,
      industry: company.industry,
      size: company.size,
      employee_count: company.employee_count,
      revenue: company.revenue,
      technologies: company.technologies,
      analytics: company.analytics,
      pixels: company.pixels,
      has_analytics: Object.values(company.analytics).some(Boolean),
      has_pixel: Object.values(company.pixels).some(Boolean),
      founded_year: company.founded_year,
      street: company.street,
      postal_code: company.postal_code,
      linkedin_url: linkedin,
    },
  }
}
