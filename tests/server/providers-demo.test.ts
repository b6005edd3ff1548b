import { describe, expect, it } from 'vitest'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { placeCategories } from '../../src/shared/leads/categories'
import { resultFields } from '../../src/shared/leads/fields'
import { seniorityLevels, type SearchParams } from '../../src/shared/leads/search'
import { leadTypes, type LeadType } from '../../src/shared/leads/types'
import { demoLeadProviders, DEMO_PAGE_SIZE } from '../../src/server/providers/leads/demo/demo-provider'
import { leadProviders, providerLabel, readLeadProviderConfig } from '../../src/server/providers/leads/index'
import type { Lead, LeadSearchProvider } from '../../src/server/providers/leads/types'

const demo = demoLeadProviders()
const at = (country: string, state?: string, city?: string, nearby = false) => ({ country, state, city, nearby })
const dentists = (location = at('US', 'CA', 'Los Angeles')): SearchParams['industry'] => ({ category: 'dentist', location, limit: 100 })

async function collect<T extends LeadType>(provider: LeadSearchProvider<T>, params: SearchParams[T], count: number): Promise<Lead[]> {
  const leads: Lead[] = []
  let page: string | null = null
  do {
    const res = await provider.search(params, page, {})
    leads.push(...res.leads)
    page = res.next
  } while (page !== null && leads.length < count)
  return leads.slice(0, count)
}

const sampleParams: { [T in LeadType]: SearchParams[T] } = {
  industry: dentists(),
  company: { keywords: 'logistics', sizes: ['11-50', '51-200'], technologies: ['Shopify'], location: at('DE'), limit: 100 },
  people: { seniority: ['Director', 'Manager'], departments: ['Marketing'], location: at('GB', 'ENG'), limit: 100 },
  single: { domain: 'acme-robotics.com', limit: 100 },
  influencer: { platform: 'instagram', followers_min: 10_000, followers_max: 100_000, limit: 100 },
  intent: { topics: ['CRM Software', 'Cybersecurity'], location: at('US'), limit: 100 },
}

describe('the demo lead provider', () => {
  it('answers every search kind, labelled "Demo data", with the type\'s result fields', async () => {
    for (const type of leadTypes) {
      const provider = demo[type] as LeadSearchProvider<LeadType>
      expect(provider.id).toBe('demo')
      const page = await provider.search(sampleParams[type], null, {})
      expect(page.leads.length, type).toBeGreaterThan(0)
      expect(page.total, type).toBeGreaterThan(0)
      for (const lead of page.leads) {
        const own = Object.keys(resultFields[type]).filter((k) => !['name', 'email', 'phone', 'website', 'city', 'state', 'country', 'created_at'].includes(k))
        for (const key of own) expect(lead.fields, `${type}.${key}`).toHaveProperty(key)
      }
    }
    expect(providerLabel('demo')).toBe('Demo data')
  })

  it('gives the same leads in the same order for the same query, however it is spelled', async () => {
    const a = await collect(demo.industry, dentists(), 60)
    const b = await collect(demo.industry, { category: ' Dentist ', location: at('us', 'ca', 'los angeles'), limit: 500 }, 60)
    expect(b).toEqual(a)
    expect(new Set(a.map((l) => l.key)).size).toBe(60)
    const page2 = await demo.industry.search(dentists(), '1', {})
    expect(page2.leads).toEqual(a.slice(DEMO_PAGE_SIZE, 2 * DEMO_PAGE_SIZE))
  })

  it('gives different leads for a different query', async () => {
    const a = await collect(demo.industry, dentists(), 25)
    const other = await collect(demo.industry, { ...dentists(), category: 'plumber' }, 25)
    const elsewhere = await collect(demo.industry, dentists(at('US', 'TX', 'Houston')), 25)
    expect(other.map((l) => l.name)).not.toEqual(a.map((l) => l.name))
    expect(elsewhere.map((l) => l.name)).not.toEqual(a.map((l) => l.name))
    expect(elsewhere.every((l) => l.city === 'Houston' && l.state === 'Texas')).toBe(true)
    expect(other.every((l) => l.fields.category === 'Plumber')).toBe(true)
  })

  it('finds more dentists in a big city than in a village, and more with nearby districts', async () => {
    const total = async (location: ReturnType<typeof at>) => (await demo.industry.search(dentists(location), null, {})).total!
    const la = await total(at('US', 'CA', 'Los Angeles'))
    const village = await total(at('US', 'MT', 'Ennis'))
    const laNearby = await total(at('US', 'CA', 'Los Angeles', true))
    expect(la).toBeGreaterThan(village * 10)
    expect(laNearby).toBeGreaterThan(la)
    const zoos = (await demo.industry.search({ ...dentists(), category: 'zoo' }, null, {})).total!
    expect(zoos).toBeLessThan(la)
    const leads = await collect(demo.industry, dentists(at('US', 'CA', 'Los Angeles', true)), 200)
    expect(new Set(leads.map((l) => l.city)).size).toBeGreaterThan(1)
  })

  it('keeps the e-mail states near a fifth none, a fifth potential only, the rest found over 1,000 leads', async () => {
    const leads = await collect(demo.people, { location: at('US'), limit: 1000 }, 1000)
    const share = (state: string) => leads.filter((l) => l.email_state === state).length / leads.length
    expect(share('no_email_found')).toBeGreaterThan(0.15)
    expect(share('no_email_found')).toBeLessThan(0.25)
    expect(share('potential_emails_found')).toBeGreaterThan(0.15)
    expect(share('potential_emails_found')).toBeLessThan(0.25)
    for (const lead of leads) {
      if (lead.email_state === 'email_found') expect(lead.email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/)
      if (lead.email_state === 'potential_emails_found') expect([lead.email, lead.potential_emails.length > 0]).toEqual([null, true])
      if (lead.email_state === 'no_email_found') expect([lead.email, lead.potential_emails]).toEqual([null, []])
    }
  })

  it('writes phones that are valid in the lead\'s country', async () => {
    for (const country of ['US', 'DE', 'GB', 'FR', 'BR', 'IN', 'JP', 'ES', 'AU']) {
      const leads = await collect(demo.industry, { category: 'restaurant', location: at(country), limit: 100 }, 50)
      for (const lead of leads) {
        expect(lead.country).toBe(country)
        expect([country, lead.phone, isValidPhoneNumber(lead.phone!, country as never)]).toEqual([country, lead.phone, true])
      }
    }
  })

  it('derives website and e-mails from the business name', async () => {
    for (const lead of await collect(demo.industry, dentists(), 50)) {
      if (!lead.website) continue
      const domain = lead.fields.domain as string
      expect(lead.website).toBe(`https://www.${domain}`)
      const label = domain.split('.')[0]
      expect(lead.name!.toLowerCase().replace(/&/g, 'and').normalize('NFD').replace(/[^a-z0-9]/g, '')).toContain(label)
      for (const email of [lead.email, ...lead.potential_emails].filter(Boolean)) expect(email!.endsWith(`@${domain}`)).toBe(true)
    }
  })

  it('respects the people filters and fills the person fields', async () => {
    const leads = await collect(demo.people, { seniority: ['Director', 'Vice President'], departments: ['Sales'], company: 'Globex', location: at('US', 'NY'), limit: 50 }, 50)
    for (const lead of leads) {
      expect(['Director', 'Vice President']).toContain(lead.fields.seniority)
      expect(seniorityLevels).toContain(lead.fields.seniority)
      expect(lead.fields.department).toBe('Sales')
      expect(lead.fields.company).toBe('Globex')
      expect(lead.state).toBe('New York')
      expect(lead.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\//)
      expect(lead.fields).toMatchObject({ education: [expect.objectContaining({ school: expect.any(String), degree: expect.any(String), major: expect.any(String) })] })
      expect((lead.fields.job_history as unknown[]).length).toBeGreaterThan(0)
    }
    expect(new Set(leads.map((l) => l.fields.company_domain)).size).toBe(1)
  })

  it('keeps influencers inside every filter given', async () => {
    const params: SearchParams['influencer'] = {
      platform: 'tiktok', followers_min: 20_000, followers_max: 80_000, engagementRate: 0.05, lastposted: 30, views_min: 50_000,
      age_min: 20, age_max: 30, 'audience.credibility': 0.8, followersGrowthRate: { interval: 'i3months', operator: 'gt', value: 0.1 }, limit: 100,
    }
    const leads = await collect(demo.influencer, params, 100)
    expect(leads.length).toBeGreaterThan(50)
    for (const l of leads) {
      const f = l.fields as Record<string, any>
      expect(f.platform).toBe('tiktok')
      expect(f.followers).toBeGreaterThanOrEqual(20_000)
      expect(f.followers).toBeLessThanOrEqual(80_000)
      expect(f.engagement_rate).toBeGreaterThanOrEqual(0.05)
      expect(f.last_posted_days).toBeLessThanOrEqual(30)
      expect(f.views).toBeGreaterThanOrEqual(50_000)
      expect(f.age).toBeGreaterThanOrEqual(20)
      expect(f.age).toBeLessThanOrEqual(30)
      expect(f.audience_credibility).toBeGreaterThanOrEqual(0.8)
      expect(f.followers_growth_rate.i3months).toBeGreaterThan(0.1)
      for (const key of ['fake_followers', 'avg_likes', 'avg_comments', 'avg_shares', 'avg_saves', 'views_growth_rate', 'interests', 'brand_affinity', 'audience_type', 'hashtags', 'mentions', 'post_types', 'audience_ages', 'audience_genders', 'audience_countries', 'audience_cities', 'audience_languages']) {
        expect(f).toHaveProperty(key)
      }
    }
    const broad = await demo.influencer.search({ platform: 'tiktok', limit: 100 }, null, {})
    expect(broad.total!).toBeGreaterThan((await demo.influencer.search(params, null, {})).total!)
  })

  it('gives intent signals with a topic of the search and a score', async () => {
    for (const lead of await collect(demo.intent, sampleParams.intent, 40)) {
      expect(['CRM Software', 'Cybersecurity']).toContain(lead.fields.topic)
      expect(lead.fields.score).toBeGreaterThanOrEqual(0)
      expect(lead.fields.score).toBeLessThanOrEqual(100)
    }
  })

  it('pages through 10,000 distinct people for a country-wide search', async () => {
    const leads = await collect(demo.people, { location: at('US'), limit: 5000 }, 10_000)
    expect(leads.length).toBe(10_000)
    expect(new Set(leads.map((l) => l.key)).size).toBe(10_000)
  })

  it('offers the ~96 place categories from Accounting to Zoo', () => {
    expect(placeCategories.length).toBe(96)
    expect(placeCategories[0]).toEqual({ id: 'accounting', label: 'Accounting' })
    expect(placeCategories.at(-1)).toEqual({ id: 'zoo', label: 'Zoo' })
    expect(placeCategories.find((c) => c.id === 'dentist')).toEqual({ id: 'dentist', label: 'Dentist' })
  })

  it('is the default provider for every kind', () => {
    expect(readLeadProviderConfig({})).toEqual(expect.objectContaining({ industry: 'demo', single: 'demo' }))
    expect(() => readLeadProviderConfig({ LEAD_PROVIDER_INDUSTRY: 'nope' })).toThrow(/LEAD_PROVIDER_INDUSTRY/)
    const providers = leadProviders(readLeadProviderConfig({}))
    for (const type of leadTypes) expect(providers[type].id).toBe('demo')
  })
})
