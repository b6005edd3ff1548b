import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { websiteCrawlProvider } from '../../src/server/providers/leads/website-crawl/website-crawl-provider'
import { deobfuscate, extractPage } from '../../src/server/providers/leads/website-crawl/page-extract'
import { serveSite, type ServedSite } from './fixtures/sites/serve-site'

let sites: Record<'team' | 'robots' | 'obfuscated' | 'other' | 'redirect', ServedSite>

beforeAll(async () => {
  const [team, robots, obfuscated, other] = await Promise.all([serveSite('team-site'), serveSite('robots-site'), serveSite('obfuscated-site'), serveSite('team-site', { host: 'localhost' })])
  // The redirect site sends its visitors to another host (localhost instead of 127.0.0.1).
  const redirect = await serveSite('redirect-site', { other: other.origin })
  sites = { team, robots, obfuscated, other, redirect }
})
afterAll(async () => {
  await Promise.all(Object.values(sites ?? {}).map((s) => s.close()))
})

/** Fixture domains point at the loopback sites; loopback is allowed by this explicit test policy only. */
function crawler() {
  const origins: Record<string, ServedSite> = { 'teamsite.test': sites.team, 'robotssite.test': sites.robots, 'obfuscated-site.test': sites.obfuscated, 'redirectsite.test': sites.redirect }
  return websiteCrawlProvider({ policy: { allowLoopback: true, allowedPorts: 'any' }, originFor: (domain) => origins[domain].origin, limits: { totalTimeMs: 10_000 } })
}

describe('single-domain search by crawling the website', () => {
  it('finds the people of the team page with positions, their e-mails and pattern e-mails for the rest', async () => {
    const page = await crawler().search({ domain: 'teamsite.test', limit: 100 }, null, {})
    expect(page.next).toBeNull()
    const byName = Object.fromEntries(page.leads.filter((l) => l.fields.first_name).map((l) => [l.name, l]))
    expect(Object.keys(byName).sort()).toEqual(['Jane Doe', "Marcus O'Neil", 'Priya Raman', 'Tom Becker'])
    expect(byName['Jane Doe']).toMatchObject({
      email: 'jane.doe@teamsite.test', email_state: 'email_found', linkedin_url: 'https://www.linkedin.com/in/jane-doe-dds',
      fields: { position: 'Founder & Lead Dentist', first_name: 'Jane', last_name: 'Doe', domain: 'teamsite.test' },
    })
    expect(byName['Priya Raman'].fields.position).toBe('Dental Hygienist')
    expect(byName['Tom Becker'].fields.position).toBe('Head of Patient Relations')
    // Jane's address shows the site uses first.last@, so that pattern comes first for the others.
    expect(byName['Priya Raman']).toMatchObject({ email: null, email_state: 'potential_emails_found' })
    expect(byName['Priya Raman'].potential_emails.slice(0, 3)).toEqual(['priya.raman@teamsite.test', 'priya@teamsite.test', 'praman@teamsite.test'])
    expect(byName["Marcus O'Neil"].potential_emails[0]).toBe('marcus.oneil@teamsite.test')

    const generic = page.leads.filter((l) => !l.fields.first_name).map((l) => l.email).sort()
    expect(generic).toEqual(['appointments@teamsite.test', 'info@teamsite.test'])
    const site = page.leads[0].fields
    expect(page.leads[0].phone).toBe('+1 202 555 0147')
    expect(site.cms).toEqual(['wordpress'])
    expect(Object.keys(site.socials as object).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'x', 'youtube'])
    expect((site.socials as Record<string, string[]>).facebook).toEqual(['https://www.facebook.com/brightwaterdental'])
    // Same-site only: the partner link is never fetched, the PDF is skipped.
    expect(sites.team.requests).not.toContain('/files/brochure.pdf')
    expect(sites.team.requests.filter((p) => p === '/partner')).toEqual([])
  })

  it('obeys robots.txt: the disallowed team pages are never requested', async () => {
    const page = await crawler().search({ domain: 'robotssite.test', limit: 100 }, null, {})
    expect(sites.robots.requests).toContain('/robots.txt')
    expect(sites.robots.requests.filter((p) => p.startsWith('/team'))).toEqual([])
    expect(page.leads.map((l) => l.name)).not.toContain('Hidden Person')
    expect(page.leads.map((l) => l.email)).toEqual(['office@robotssite.test'])
    expect(page.leads[0].phone).toBe('+44 20 7946 0321')
  })

  it('reads obfuscated and encoded e-mail addresses', async () => {
    const page = await crawler().search({ domain: 'obfuscated-site.test', limit: 100 }, null, {})
    const emails = page.leads.map((l) => l.email).sort()
    expect(emails).toEqual(['anna.kessler@obfuscated-site.test', 'buchhaltung@obfuscated-site.test', 'engelmeier@obfuscated-site.test', 'service@obfuscated-site.test', 'vertrieb@obfuscated-site.test'])
    const anna = page.leads.find((l) => l.name === 'Anna Kessler')!
    expect(anna).toMatchObject({ email: 'anna.kessler@obfuscated-site.test', email_state: 'email_found', fields: { position: 'Geschäftsführerin' } })
    expect(anna.fields.cms).toEqual(['joomla'])
    expect(anna.phone).toBe('+49 30 901820')
  })

  it('does not follow a redirect to another host', async () => {
    const before = sites.other.requests.length
    const page = await crawler().search({ domain: 'redirectsite.test', limit: 100 }, null, {})
    expect(page.leads).toEqual([])
    expect(page.notice).toMatch(/redirects to another site \(localhost:\d+\)/)
    expect(sites.other.requests.length).toBe(before)
  })

  it('refuses loopback sites without the explicit test policy', async () => {
    const strict = websiteCrawlProvider({ originFor: () => sites.team.origin })
    await expect(strict.search({ domain: 'teamsite.test', limit: 10 }, null, {})).rejects.toThrow(/could not be crawled/)
  })

  it('de-obfuscates the usual spellings', () => {
    expect(deobfuscate('max [at] firma [dot] de')).toBe('max@firma.de')
    expect(deobfuscate('max(at)firma.de')).toBe('max@firma.de')
    expect(deobfuscate('max AT firma DOT de')).toBe('max@firma.de')
    expect(extractPage('<p>logo@2x.png and real@site.com</p>', 'https://site.com/').emails).toEqual(['real@site.com'])
  })
})
