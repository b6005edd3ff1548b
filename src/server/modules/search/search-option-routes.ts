import { Hono } from 'hono'
import { placeCategories } from '../../../shared/leads/categories'
import type { AppDeps, AppEnv } from '../../app-deps'
import { fieldError } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { citiesOf, findCity, findCountry, findState, listCountries, listStates, nearbyCities, type NamedCode } from '../../providers/leads/geo/location-index'

const MAX_CITIES = 100

function countryParam(value: string | undefined): NamedCode {
  const country = value?.trim() ? findCountry(value) : null
  if (!country) throw fieldError('country', value?.trim() ? 'locations.unknown_country' : 'locations.country_required')
  return country
}

function stateParam(country: NamedCode, value: string | undefined, required: boolean): NamedCode | null {
  if (!value?.trim()) {
    if (required) throw fieldError('state', 'locations.state_required')
    return null
  }
  const state = findState(country.code, value)
  if (!state) throw fieldError('state', 'locations.unknown_state')
  return state
}

/**
 * What a new search's form picks from: places (real ones, from country-state-city) and the local search's categories.
 */
export function searchOptionRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)

  app.get('/locations/countries', allow.module('leads'), (c) => c.json(listCountries().sort((a, b) => a.name.localeCompare(b.name))))
  app.get('/locations/states', allow.module('leads'), (c) => {
    const country = countryParam(c.req.query('country'))
    return c.json(listStates(country.code).sort((a, b) => a.name.localeCompare(b.name)))
  })
  app.get('/locations/cities', allow.module('leads'), (c) => {
    const country = countryParam(c.req.query('country'))
    const state = stateParam(country, c.req.query('state'), false)
    const search = (c.req.query('search') ?? '').trim().toLowerCase()
    const cities = citiesOf(country.code, state?.code)
      .filter((city) => search === '' || city.name.toLowerCase().includes(search))
      // Names that start with the search come first.
      .sort((a, b) => Number(b.name.toLowerCase().startsWith(search)) - Number(a.name.toLowerCase().startsWith(search)) || a.name.localeCompare(b.name))
      .slice(0, MAX_CITIES)
    return c.json(cities.map((city) => (state ? { name: city.name } : { name: city.name, state: city.stateCode })))
  })
  app.get('/locations/nearby', allow.module('leads'), (c) => {
    const country = countryParam(c.req.query('country'))
    const state = stateParam(country, c.req.query('state'), true)!
    const name = c.req.query('city')?.trim()
    if (!name) throw fieldError('city', 'locations.city_required')
    const city = findCity(country.code, state.code, name)
    if (!city) throw fieldError('city', 'locations.unknown_city')
    return c.json(nearbyCities(city).map((near) => ({ name: near.name })))
  })
  app.get('/place-categories', allow.module('leads'), (c) => c.json(placeCategories.map((cat) => ({ id: cat.id, label: cat.label, name: cat.label }))))
  return app
}
