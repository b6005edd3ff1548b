import type { SearchLocation } from '../../../../shared/leads/search'
import { citiesOf, estimatedPopulation, findCity, findCountry, findState, nearbyCities, type CityPlace } from '../geo/location-index'
import type { Random } from './seeded-random'

/** Where a demo search's leads live, and roughly how many people live there (which scales the totals). */
export type DemoArea = {
  countryCode: string
  countryName: string
  /** Cities leads are placed in, with a weight each (population for city searches, 1 otherwise). */
  cities: { place: CityPlace; weight: number }[]
  population: number
}

/** Big markets used when a search names no location. */
const defaultCountries = ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'ES', 'NL'] as const
const PEOPLE_PER_LISTED_CITY = { state: 9000, country: 12000 }
const areaCache = new Map<string, DemoArea>()

function stateName(countryCode: string, stateCode: string): string {
  return findState(countryCode, stateCode)?.name ?? stateCode
}

function buildArea(location: SearchLocation | undefined): DemoArea {
  const country = findCountry(location?.country ?? '') ?? findCountry('US')!
  const state = location?.state ? findState(country.code, location.state) : null
  if (location?.city) {
    const city = findCity(country.code, state?.code, location.city) ?? {
      name: location.city.trim(), countryCode: country.code, stateCode: state?.code ?? '', lat: 0, lon: 0,
    }
    const places = [city, ...(location.nearby && city.lat !== 0 ? nearbyCities(city) : [])]
    const cities = places.map((place) => ({ place, weight: place.lat === 0 ? 20000 : estimatedPopulation(place) }))
    return { countryCode: country.code, countryName: country.name, cities, population: cities.reduce((s, c) => s + c.weight, 0) }
  }
  const listed = citiesOf(country.code, state?.code)
  const perCity = state ? PEOPLE_PER_LISTED_CITY.state : PEOPLE_PER_LISTED_CITY.country
  const cities = listed.length > 0
    ? listed.map((place) => ({ place, weight: 1 }))
    : [{ place: { name: state?.name ?? country.name, countryCode: country.code, stateCode: state?.code ?? '', lat: 0, lon: 0 }, weight: 1 }]
  return { countryCode: country.code, countryName: country.name, cities, population: Math.max(1, listed.length) * perCity }
}

export function demoArea(location: SearchLocation | undefined): DemoArea {
  const key = location ? `${location.country}|${location.state ?? ''}|${location.city ?? ''}|${location.nearby ? 1 : 0}`.toLowerCase() : ''
  let area = areaCache.get(key)
  if (!area) {
    area = location ? buildArea(location) : buildArea({ country: 'US', nearby: false })
    if (areaCache.size > 500) areaCache.clear()
    areaCache.set(key, area)
  }
  return area
}

/** A search without a location spreads its leads over a few big markets. */
export function areaForLead(rng: Random, location: SearchLocation | undefined): DemoArea {
  return location ? demoArea(location) : demoArea({ country: rng.pick(defaultCountries), nearby: false })
}

export type DemoPlace = { city: string; state: string | null; country: string; countryName: string }

export function placeIn(rng: Random, area: DemoArea): DemoPlace {
  const { place } = area.cities.length === 1 ? area.cities[0] : area.cities.length > 50 ? rng.pick(area.cities) : rng.weighted(area.cities, (c) => c.weight)
  return { city: place.name, state: place.stateCode ? stateName(place.countryCode, place.stateCode) : null, country: area.countryCode, countryName: area.countryName }
}

/** Population of the searched area: the default (no location) counts as a large market. */
export function searchedPopulation(location: SearchLocation | undefined): number {
  return location ? demoArea(location).population : 40_000_000
}
