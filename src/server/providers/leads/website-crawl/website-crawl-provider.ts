import type { SearchParams } from '../../../../shared/leads/search'
import type { OutboundPolicy } from '../../../http/guarded-fetch'
import { patternEmails } from '../demo/demo-contact'
import { slug } from '../demo/locale-names'
import { bareDomain } from '../domain-name'
import { LeadProviderError } from '../provider-error'
import type { Lead, LeadSearchProvider, SearchPage } from '../types'
import type { PagePerson } from './page-extract'
import { crawlSite, defaultCrawlLimits, type CrawlLimits, type CrawlResult } from './site-crawler'

export const WEBSITE_CRAWL_PROVIDER_ID = 'website_crawl'

export type WebsiteCrawlOptions = {
  /** The outbound policy of the guarded client (tests allow loopback here; production leaves it empty). */
  policy?: OutboundPolicy
  limits?: Partial<CrawlLimits>
  /** Where a bare domain is fetched from: https://{domain} by default; tests point fixture domains at loopback. */
  originFor?: (domain: string) => string
}

function splitName(name: string): { first: string; last: string } {
  const words = name.split(/\s+/)
  return { first: words[0], last: words[words.length - 1] }
}

/** The index of the pattern (first.last, first, flast, ...) the site's own personal addresses follow, if any. */
function sitePattern(people: { first: string; last: string }[], emails: string[], domain: string): number | null {
  const votes = new Map<number, number>()
  for (const p of people) {
    const index = patternEmails(p.first, p.last, domain).findIndex((e) => emails.includes(e))
    if (index >= 0) votes.set(index, (votes.get(index) ?? 0) + 1)
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]
  return best ? best[0] : null
}

/** Turns a crawl into leads: one per person (found or pattern e-mails), one per generic address. */
export function crawlLeads(crawl: CrawlResult, domain: string): Lead[] {
  const byName = new Map<string, PagePerson>()
  for (const person of crawl.pages.flatMap((p) => p.people)) if (!byName.has(person.name)) byName.set(person.name, person)
  const emails = [...new Set(crawl.pages.flatMap((p) => p.emails))]
  const phones = [...new Set(crawl.pages.flatMap((p) => p.phones))]
  const socials: Record<string, string[]> = {}
  for (const page of crawl.pages) for (const [k, v] of Object.entries(page.socials)) socials[k] = [...new Set([...(socials[k] ?? []), ...v])]
  const cms = [...new Set(crawl.pages.flatMap((p) => p.cms))]
  const siteName = crawl.pages[0]?.title ?? domain
  const site = { domain, company: siteName, company_emails: emails, company_phones: phones, socials, cms, pages_crawled: crawl.pages.map((p) => p.url) }
  const people = [...byName.values()].map((p) => ({ ...p, ...splitName(p.name) }))
  const preferred = sitePattern(people, emails, domain)
  const used = new Set<string>()
  const leads: Lead[] = people.map((p) => {
    const patterns = patternEmails(p.first, p.last, domain)
    const found = p.email ?? patterns.find((e) => emails.includes(e)) ?? emails.find((e) => e.split('@')[0].includes(slug(p.last)) && e.split('@')[0].includes(slug(p.first).slice(0, 1))) ?? null
    if (found) used.add(found)
    const ordered = preferred === null ? patterns : [patterns[preferred], ...patterns.filter((_, i) => i !== preferred)]
    return {
      key: `crawl:${domain}:${slug(p.name)}`,
      name: p.name,
      email: found,
      email_state: found ? 'email_found' : 'potential_emails_found',
      potential_emails: found ? [] : ordered.slice(0, 4),
      phone: phones[0] ?? null,
      website: crawl.origin,
      linkedin_url: p.linkedin_url,
      city: null,
      state: null,
      country: null,
      fields: { ...site, position: p.position, first_name: p.first, last_name: p.last, linkedin_url: p.linkedin_url, source_url: p.source_url },
    }
  })
  // Role and unattributed addresses (info@, vertrieb@) are leads of their own, under the site's name.
  for (const email of emails.filter((e) => !used.has(e))) {
    leads.push({
      key: `crawl:${domain}:${email}`,
      name: siteName,
      email,
      email_state: 'email_found',
      potential_emails: [],
      phone: phones[0] ?? null,
      website: crawl.origin,
      linkedin_url: socials.linkedin?.[0] ?? null,
      city: null,
      state: null,
      country: null,
      fields: { ...site, position: null, first_name: null, last_name: null, linkedin_url: socials.linkedin?.[0] ?? null },
    })
  }
  return leads
}

export function websiteCrawlProvider(options: WebsiteCrawlOptions = {}): LeadSearchProvider<'single'> {
  const limits = { ...defaultCrawlLimits, ...options.limits }
  return {
    id: WEBSITE_CRAWL_PROVIDER_ID,
    async search(params: SearchParams['single'], page, ctx): Promise<SearchPage> {
      if (page !== null) return { leads: [], next: null, total: null }
      const domain = bareDomain(params.domain)
      const start = /^https?:\/\//i.test(params.domain.trim()) ? params.domain.trim() : (options.originFor?.(domain) ?? `https://${domain}`)
      const crawl = await crawlSite(start, options.policy ?? {}, limits, ctx.signal)
      if (crawl.pages.length === 0) {
        if (crawl.refusedRedirects.length > 0) return { leads: [], next: null, total: 0, notice: `${domain} redirects to another site (${new URL(crawl.refusedRedirects[0]).host}), which was not followed.` }
        if (crawl.disallowed.length > 0) return { leads: [], next: null, total: 0, notice: `robots.txt of ${domain} does not allow crawling it.` }
        throw new LeadProviderError(WEBSITE_CRAWL_PROVIDER_ID, 'unreachable', `${domain} could not be crawled: ${crawl.errors[0] ?? 'no page answered'}.`, true)
      }
      const leads = crawlLeads(crawl, domain).slice(0, params.limit)
      return { leads, next: null, total: leads.length }
    },
  }
}
