import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

export type Country = { code: string; name: string }
export type Region = { code: string; name: string }
export type City = { name: string; state?: string | null }

/** The locations API answers either a bare array or `{ data }`; both read the same. */
const rows = <T,>(r: T[] | { data: T[] }) => (Array.isArray(r) ? r : r.data)

export const countries = () => http<Country[] | { data: Country[] }>('/api/locations/countries').then(rows)
export const states = (country: string) => http<Region[] | { data: Region[] }>('/api/locations/states', { query: { country } }).then(rows)
export const cities = (country: string, state: string, search: string) =>
  http<City[] | { data: City[] }>('/api/locations/cities', { query: { country, state: state || undefined, search: search || undefined } }).then(rows)
    .then((list) => list.map((c) => (typeof c === 'string' ? { name: c } : c)))

export const locationKeys = {
  countries: ['locations', 'countries'] as const,
  states: (country: string) => ['locations', 'states', country] as const,
  cities: (country: string, state: string, search: string) => ['locations', 'cities', country, state, search] as const,
  categories: ['locations', 'categories'] as const,
}

export const countriesQuery = () => queryOptions({ queryKey: locationKeys.countries, queryFn: countries, staleTime: Infinity })
export const statesQuery = (country: string) =>
  queryOptions({ queryKey: locationKeys.states(country), queryFn: () => states(country), staleTime: Infinity, enabled: country !== '' })
export const citiesQuery = (country: string, state: string, search: string) =>
  queryOptions({ queryKey: locationKeys.cities(country, state, search), queryFn: () => cities(country, state, search), staleTime: 60_000, enabled: country !== '' })
