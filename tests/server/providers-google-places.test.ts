import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchParams } from '../../src/shared/leads/search'
import { googlePlacesProvider } from '../../src/server/providers/leads/google-places/google-places-provider'
import { leadProviders, NO_GOOGLE_KEY_NOTICE, readLeadProviderConfig } from '../../src/server/providers/leads/index'
import { LeadProviderError } from '../../src/server/providers/leads/provider-error'

const KEY = 'AIza-test-key'

/**
 * A local stand-in for the legacy Places API speaking its documented JSON: Text Search pages of results with a
 * next_page_token that is only valid after a first INVALID_REQUEST (as Google's is, for a moment), and Place Details.
 */
type Call = { path: string; query: Record<string, string> }
let calls: Call[] = []
let fake: http.Server
let baseUrl: string
let forcedStatus: string | null = null

const place = (i: number) => ({
  place_id: `place-${i}`, name: `Dentist ${i}`, formatted_address: `${100 + i} Main St, Springfield, IL 62701, USA`,
  types: ['dentist', 'health', 'point_of_interest', 'establishment'], rating: 4.5, user_ratings_total: 10 + i, business_status: 'OPERATIONAL',
})

beforeAll(async () => {
  const tokenTries = new Map<string, number>()
  fake = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake')
    const query = Object.fromEntries(url.searchParams)
    calls.push({ path: url.pathname, query })
    const send = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (query.key !== KEY) return send({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] })
    if (url.pathname === '/maps/api/place/textsearch/json') {
      if (forcedStatus) return send({ status: forcedStatus, results: [] })
      if (query.query?.includes('Nowhere')) return send({ status: 'ZERO_RESULTS', results: [] })
      if (query.pagetoken) {
        const tries = (tokenTries.get(query.pagetoken) ?? 0) + 1
        tokenTries.set(query.pagetoken, tries)
        if (tries === 1) return send({ status: 'INVALID_REQUEST', results: [] })
        if (query.pagetoken === 'token-2') return send({ status: 'OK', results: [20, 21, 22].map(place), next_page_token: 'token-3' })
        if (query.pagetoken === 'token-3') return send({ status: 'OK', results: [23].map(place) })
        return send({ status: 'INVALID_REQUEST', results: [] })
      }
      return send({ status: 'OK', results: Array.from({ length: 20 }, (_, i) => place(i)), next_page_token: 'token-2' })
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const i = Number(query.place_id.replace('place-', ''))
      if (i === 5) return send({ status: 'NOT_FOUND' })
      return send({
        status: 'OK',
        result: {
          formatted_phone_number: '(217) 555-01' + String(i).padStart(2, '0'),
          international_phone_number: '+1 217-555-01' + String(i).padStart(2, '0'),
          website: i % 2 === 0 ? `https://www.dentist${i}.example/` : undefined,
          url: `https://maps.google.com/?cid=${i}`,
          address_components: [
            { long_name: String(100 + i), short_name: String(100 + i), types: ['street_number'] },
            { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
            { long_name: 'Springfield', short_name: 'Springfield', types: ['locality', 'political'] },
            { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1', 'political'] },
            { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
            { long_name: '62701', short_name: '62701', types: ['postal_code'] },
          ],
        },
      })
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()))
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
})
afterAll(async () => {
  fake.closeAllConnections()
  await new Promise((r) => fake.close(r))
})

const params: SearchParams['industry'] = { category: 'dentist', location: { country: 'US', state: 'IL', city: 'Springfield', nearby: false }, limit: 100 }
const provider = () => googlePlacesProvider({ baseUrl, pageTokenDelayMs: 5 })

describe('Google Places local search', () => {
  it('pages through Text Search with next_page_token, waits for the token, and reads phone and website from Details', async () => {
    calls = []
    const first = await provider().search(params, null, { googleApiKey: KEY })
    expect(first.leads).toHaveLength(20)
    const search = calls.find((c) => c.path.endsWith('textsearch/json'))!
    expect(search.query).toMatchObject({ query: 'Dentist in Springfield, Illinois, United States', key: KEY, type: 'dentist', region: 'us' })
    expect(first.leads[0]).toMatchObject({
      key: 'google:place-0', name: 'Dentist 0', phone: '+1 217-555-0100', website: 'https://www.dentist0.example/', email: null,
      email_state: 'potential_emails_found', potential_emails: ['info@dentist0.example'], city: 'Springfield', state: 'Illinois', country: 'US',
      fields: { category: 'Dentist', street: '100 Main Street', postal_code: '62701', rating: 4.5, reviews: 10, place_id: 'place-0' },
    })
    expect(first.leads[1]).toMatchObject({ website: null, email_state: 'no_email_found', potential_emails: [] })
    // A place whose details fail still comes back, from the Text Search data alone.
    expect(first.leads[5]).toMatchObject({ name: 'Dentist 5', phone: null, fields: { street: '105 Main St' } })
    expect(first.next).not.toBeNull()

    const second = await provider().search(params, first.next, { googleApiKey: KEY })
    expect(second.leads.map((l) => l.name)).toEqual(['Dentist 20', 'Dentist 21', 'Dentist 22'])
    const tokenCalls = calls.filter((c) => c.query.pagetoken === 'token-2')
    expect(tokenCalls).toHaveLength(2)
    const third = await provider().search(params, second.next, { googleApiKey: KEY })
    expect(third.leads.map((l) => l.name)).toEqual(['Dentist 23'])
    expect(third.next).toBeNull()
  })

  it('searches the nearby districts one after the other when asked', async () => {
    calls = []
    const wide = { ...params, location: { ...params.location, nearby: true } }
    let page: string | null = null
    const texts = new Set<string>()
    for (let i = 0; i < 12; i++) {
      const res = await provider().search(wide, page, { googleApiKey: KEY })
      page = res.next
      if (!page) break
    }
    for (const c of calls) if (c.query.query) texts.add(c.query.query)
    expect(texts.size).toBeGreaterThan(1)
    expect([...texts][0]).toBe('Dentist in Springfield, Illinois, United States')
  })

  it('maps Google statuses to errors a user can act on', async () => {
    const err = (await provider().search(params, null, { googleApiKey: 'wrong' }).catch((e) => e)) as LeadProviderError
    expect(err).toBeInstanceOf(LeadProviderError)
    expect([err.code, err.retryable]).toEqual(['REQUEST_DENIED', false])
    expect(err.message).toMatch(/refused your API key.*The provided API key is invalid/)
    for (const [status, retryable, text] of [['OVER_QUERY_LIMIT', true, /query limit/], ['INVALID_REQUEST', false, /invalid/]] as const) {
      forcedStatus = status
      const e = (await provider().search(params, null, { googleApiKey: KEY }).catch((x) => x)) as LeadProviderError
      forcedStatus = null
      expect([e.code, e.retryable]).toEqual([status, retryable])
      expect(e.message).toMatch(text)
    }
    const none = await provider().search({ ...params, location: { country: 'US', city: 'Nowhere', nearby: false } }, null, { googleApiKey: KEY })
    expect(none).toEqual({ leads: [], next: null, total: null })
    await expect(provider().search(params, null, {})).rejects.toThrow(/Google API key/)
    const down = googlePlacesProvider({ baseUrl: 'http://127.0.0.1:9', pageTokenDelayMs: 1 })
    await expect(down.search(params, null, { googleApiKey: KEY })).rejects.toMatchObject({ code: 'unreachable', retryable: true })
  })

  it('is chosen by LEAD_PROVIDER_INDUSTRY=google_places, and falls back to labelled demo data without a key', async () => {
    const config = readLeadProviderConfig({ LEAD_PROVIDER_INDUSTRY: 'google_places', GOOGLE_PLACES_BASE_URL: baseUrl })
    expect(config).toMatchObject({ industry: 'google_places', googlePlacesBaseUrl: baseUrl })
    const providers = leadProviders({ ...config, googlePageTokenDelayMs: 5 })
    expect(providers.industry.id).toBe('google_places')
    const withKey = await providers.industry.search(params, null, { googleApiKey: KEY })
    expect(withKey.leads[0].key).toBe('google:place-0')
    expect(withKey.provider).toBeUndefined()
    const withoutKey = await providers.industry.search(params, null, { googleApiKey: null })
    expect(withoutKey).toMatchObject({ provider: 'demo', notice: NO_GOOGLE_KEY_NOTICE })
    expect(withoutKey.leads[0].key).toMatch(/^demo:/)
  })
})
