import { City, Country, State } from 'country-state-city'

/** Real places from country-state-city, indexed once (the package filters its 150k cities on every call). */
export type CityPlace = { name: string; countryCode: string; stateCode: string; lat: number; lon: number }
export type NamedCode = { code: string; name: string }

let citiesByCountry: Map<string, CityPlace[]> | null = null

function cityIndex(): Map<string, CityPlace[]> {
  if (citiesByCountry) return citiesByCountry
  const index = new Map<string, CityPlace[]>()
  for (const c of City.getAllCities()) {
    const place = { name: c.name, countryCode: c.countryCode, stateCode: c.stateCode, lat: Number(c.latitude ?? 0), lon: Number(c.longitude ?? 0) }
    const list = index.get(c.countryCode)
    if (list) list.push(place)
    else index.set(c.countryCode, [place])
  }
  for (const list of index.values()) list.sort((a, b) => a.name.localeCompare(b.name))
  citiesByCountry = index
  return index
}

export function listCountries(): NamedCode[] {
  return Country.getAllCountries().map((c) => ({ code: c.isoCode, name: c.name }))
}

export function findCountry(code: string): NamedCode | null {
  const c = Country.getCountryByCode(code.trim().toUpperCase())
  return c ? { code: c.isoCode, name: c.name } : null
}

const statesCache = new Map<string, NamedCode[]>()

export function listStates(countryCode: string): NamedCode[] {
  const code = countryCode.toUpperCase()
  let states = statesCache.get(code)
  if (!states) {
    states = State.getStatesOfCountry(code).map((s) => ({ code: s.isoCode, name: s.name }))
    statesCache.set(code, states)
  }
  return states
}

/** A state by its ISO code or its name (any case). */
export function findState(countryCode: string, codeOrName: string): NamedCode | null {
  const key = codeOrName.trim().toLowerCase()
  const s = listStates(countryCode).find((x) => x.code.toLowerCase() === key || x.name.toLowerCase() === key)
  return s ?? null
}

export function citiesOf(countryCode: string, stateCode?: string | null): CityPlace[] {
  const all = cityIndex().get(countryCode.toUpperCase()) ?? []
  return stateCode ? all.filter((c) => c.stateCode === stateCode) : all
}

export function findCity(countryCode: string, stateCode: string | null | undefined, name: string): CityPlace | null {
  const key = name.trim().toLowerCase()
  return citiesOf(countryCode, stateCode).find((c) => c.name.toLowerCase() === key) ?? null
}

function distanceKm(a: CityPlace, b: CityPlace): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 12742 * Math.asin(Math.sqrt(h))
}

/** The other cities of the same state, nearest first ("nearby districts" of a city search). */
export function nearbyCities(city: CityPlace, count = 10, radiusKm = 60): CityPlace[] {
  return citiesOf(city.countryCode, city.stateCode)
    .filter((c) => c !== city && c.name !== city.name)
    .map((c) => ({ c, d: distanceKm(city, c) }))
    .filter((x) => x.d <= radiusKm)
    .sort((a, b) => a.d - b.d || a.c.name.localeCompare(b.c.name))
    .slice(0, count)
    .map((x) => x.c)
}

const populationCache = new Map<CityPlace, number>()

/**
 * The package has no populations. A proxy that tracks size well: a big city has many listed neighbourhoods and
 * suburbs within 20 km (Los Angeles several hundred, a village a handful). A few thousand people per neighbour.
 */
export function estimatedPopulation(city: CityPlace): number {
  const cached = populationCache.get(city)
  if (cached !== undefined) return cached
  const neighbours = citiesOf(city.countryCode).filter((c) => Math.abs(c.lat - city.lat) < 0.2 && Math.abs(c.lon - city.lon) < 0.3 && distanceKm(city, c) <= 20).length
  const population = Math.round(3000 * Math.pow(Math.max(1, neighbours), 1.35))
  populationCache.set(city, population)
  return population
}
