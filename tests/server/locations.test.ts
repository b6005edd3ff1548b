import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let s: TestServer
let token: string
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  token = (await s.signedInUser('locations')).token
})
afterAll(async () => {
  await s?.close()
})

describe('the location picker API', () => {
  it('lists real countries, their states and cities, sorted', async () => {
    const countries = await s.request('GET', '/api/locations/countries', { token })
    expect(countries.status).toBe(200)
    expect(countries.body).toContainEqual({ code: 'DE', name: 'Germany' })
    expect(countries.body.length).toBeGreaterThan(200)
    const names = countries.body.map((c: { name: string }) => c.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))

    const states = await s.request('GET', '/api/locations/states?country=us', { token })
    expect(states.body).toContainEqual({ code: 'CA', name: 'California' })

    const cities = await s.request('GET', '/api/locations/cities?country=US&state=CA&search=los', { token })
    expect(cities.body[0]).toEqual({ name: expect.stringMatching(/^Los /) })
    expect(cities.body).toContainEqual({ name: 'Los Angeles' })
    expect(cities.body.length).toBeLessThanOrEqual(100)
    const capped = await s.request('GET', '/api/locations/cities?country=US&state=CA', { token })
    expect(capped.body.length).toBe(100)
    const countryWide = await s.request('GET', '/api/locations/cities?country=DE&search=berlin', { token })
    expect(countryWide.body).toContainEqual({ name: 'Berlin', state: 'BE' })
  })

  it('offers the nearby cities of the same state, nearest first', async () => {
    const res = await s.request('GET', '/api/locations/nearby?country=US&state=CA&city=Los%20Angeles', { token })
    expect(res.status).toBe(200)
    expect(res.body.length).toBeGreaterThan(3)
    expect(res.body.map((c: { name: string }) => c.name)).not.toContain('Los Angeles')
    expect(res.body.map((c: { name: string }) => c.name)).not.toContain('San Francisco')
  })

  it('lists the place categories', async () => {
    const res = await s.request('GET', '/api/place-categories', { token })
    expect(res.body.length).toBe(96)
    expect(res.body).toContainEqual({ id: 'dentist', label: 'Dentist', name: 'Dentist' })
  })

  it('answers an unknown country or state with a 422 and refuses anonymous callers', async () => {
    const unknown = await s.request('GET', '/api/locations/states?country=XX', { token })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.country).toEqual(['Unknown country.'])
    expect((await s.request('GET', '/api/locations/cities', { token })).status).toBe(422)
    expect((await s.request('GET', '/api/locations/cities?country=US&state=ZZ', { token })).body.errors.state).toEqual(['Unknown state.'])
    expect((await s.request('GET', '/api/locations/nearby?country=US&state=CA&city=Atlantis', { token })).status).toBe(422)
    for (const path of ['/api/locations/countries', '/api/locations/states?country=US', '/api/place-categories']) {
      expect((await s.request('GET', path)).status).toBe(401)
    }
  })
})
