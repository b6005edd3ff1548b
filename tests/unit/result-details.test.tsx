import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import ResultPage from '../../src/client/features/lists/result-page'
import { hiddenResultKeys, resultFieldLabel } from '../../src/client/features/lists/result-fields'
import { isEnrichmentKey } from '../../src/client/features/lists/enrichment-panel'
import { isAiTextKey } from '../../src/client/features/ai/ai-texts-panel'
import { demoLeadProviders } from '../../src/server/providers/leads/demo/demo-provider'
import type { LeadSearchProvider } from '../../src/server/providers/leads/types'
import type { SearchParams } from '../../src/shared/leads/search'
import { leadTypes, type LeadType } from '../../src/shared/leads/types'
import { locales } from '../../src/shared/i18n/locales'
import { renderAt, stubFetch } from './client-harness'
import { translator } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const at = (country: string, state?: string) => ({ country, state })
const sampleParams: { [T in LeadType]: SearchParams[T] } = {
  industry: { category: 'dentist', location: { country: 'US', state: 'CA', city: 'Fresno' }, limit: 25 },
  company: { keywords: 'logistics', location: at('DE'), limit: 25 },
  people: { seniority: ['Director'], location: at('GB', 'ENG'), limit: 25 },
  single: { domain: 'acme-robotics.com', limit: 25 },
  influencer: { platform: 'instagram', followers_min: 10_000, limit: 25 },
  intent: { topics: ['CRM Software'], location: at('US'), limit: 25 },
} as never

/** Every key a stored result of the type can carry: the base fields, the provider's own, the details route's extra. */
async function resultKeysOf(type: LeadType): Promise<string[]> {
  const provider = demoLeadProviders()[type] as LeadSearchProvider<LeadType>
  const page = await provider.search(sampleParams[type], null, {})
  const own = new Set(page.leads.flatMap((lead) => Object.keys(lead.fields ?? {})))
  const base = ['id', 'campaign_id', 'type', 'name', 'email', 'email_state', 'potential_emails', 'phone', 'website', 'linkedin_url', 'city', 'state', 'country', 'crm_status', 'labels', 'created_at', 'campaign_name']
  return [...new Set([...base, ...own])]
}

describe('the lead detail names every field from the catalogue', () => {
  it.each(leadTypes)('%s results: each field the page lists has a label in every language', async (type) => {
    const shown = (await resultKeysOf(type)).filter((key) => !hiddenResultKeys.has(key) && !isAiTextKey(key) && !isEnrichmentKey(key))
    for (const locale of locales) {
      const t = translator(locale)
      const unnamed = shown.filter((key) => resultFieldLabel(key, t) === null)
      expect(unnamed, `${locale}: fields without a label`).toEqual([])
    }
  })
})

describe('the lead detail page', () => {
  const result = {
    id: 41, campaign_id: 5, type: 'industry', name: 'Fresno Dental', email: 'office@fresnodental.com', email_state: 'email_found', potential_emails: [],
    phone: '+1 273 891 6611', website: 'https://fresnodental.com', linkedin_url: null, city: 'Fresno', state: 'California', country: 'US', crm_status: 'unsent',
    labels: [], created_at: '2026-03-04T17:19:16.164Z', campaign_name: 'Fresno dentists', rating: 4.7, reviews: 1570, category: 'Dentist', category_id: 'dentist',
    place_id: 'ChIJ123', has_analytics: true, facebook_url: 'https://facebook.com/fresnodental', some_internal_code: 'x',
  }

  it('shows labels, dates, numbers and countries in the user\'s language, and no internal field names or ISO timestamps', async () => {
    vi.stubGlobal('fetch', stubFetch((url) => (url.includes('/api/results/41') ? { body: result } : { body: { data: [] } })).fetchStub)
    renderAt(<ResultPage />, { path: '/lead-search/saved-lists/industry-5/41', token: 't', locale: 'de' })
    await screen.findByText('Bewertung')
    const page = document.body.textContent ?? ''
    expect(page).toContain('Vereinigte Staaten')
    expect(page).toContain('1.570')
    expect(page).toContain('4,7')
    expect(page).toContain(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(result.created_at)))
    expect(page).toContain('Ja')
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
    for (const internal of ['category_id', 'category id', 'place_id', 'ChIJ123', 'some_internal_code', 'campaign_name', 'unsent']) expect(page).not.toContain(internal)
  })
})
