import type { Faker } from '@faker-js/faker'
import { faker as da } from '@faker-js/faker/locale/da'
import { faker as de } from '@faker-js/faker/locale/de'
import { faker as deAT } from '@faker-js/faker/locale/de_AT'
import { faker as deCH } from '@faker-js/faker/locale/de_CH'
import { faker as en } from '@faker-js/faker/locale/en'
import { faker as enAU } from '@faker-js/faker/locale/en_AU'
import { faker as enCA } from '@faker-js/faker/locale/en_CA'
import { faker as enGB } from '@faker-js/faker/locale/en_GB'
import { faker as enIE } from '@faker-js/faker/locale/en_IE'
import { faker as enIN } from '@faker-js/faker/locale/en_IN'
import { faker as enUS } from '@faker-js/faker/locale/en_US'
import { faker as es } from '@faker-js/faker/locale/es'
import { faker as esMX } from '@faker-js/faker/locale/es_MX'
import { faker as fi } from '@faker-js/faker/locale/fi'
import { faker as fr } from '@faker-js/faker/locale/fr'
import { faker as frBE } from '@faker-js/faker/locale/fr_BE'
import { faker as it } from '@faker-js/faker/locale/it'
import { faker as nbNO } from '@faker-js/faker/locale/nb_NO'
import { faker as nl } from '@faker-js/faker/locale/nl'
import { faker as pl } from '@faker-js/faker/locale/pl'
import { faker as ptBR } from '@faker-js/faker/locale/pt_BR'
import { faker as ptPT } from '@faker-js/faker/locale/pt_PT'
import { faker as sv } from '@faker-js/faker/locale/sv'
import type { Random } from './seeded-random'

/**
 * Names and streets per country from faker's locale tables, picked with our own seeded PRNG: seeding faker per
 * lead costs ~0.1 ms (a Mersenne Twister init), too slow for 10k leads. Latin-script locales only, so e-mail
 * addresses derive from names; other countries get English names.
 */
const fakerByCountry: Record<string, Faker> = {
  US: enUS, GB: enGB, IE: enIE, CA: enCA, AU: enAU, NZ: enAU, IN: enIN, DE: de, AT: deAT, CH: deCH, FR: fr, BE: frBE,
  LU: fr, ES: es, MX: esMX, AR: es, CO: esMX, CL: es, IT: it, NL: nl, PL: pl, PT: ptPT, BR: ptBR, SE: sv, NO: nbNO,
  DK: da, FI: fi,
}

/** Address order: number first (US, UK, FR...) or street first (DE, NL, ES...). */
const numberFirst = new Set(['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'IN', 'FR', 'BE', 'LU'])

type Tables = { first: string[]; firstFemale: string[]; firstMale: string[]; last: string[]; streetPatterns: string[]; tokens: Record<string, string[]>; postcodes: string[] }
const tablesCache = new Map<Faker, Tables>()

function flat(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  if (value && typeof value === 'object') return Object.values(value).flatMap(flat)
  return []
}

/** faker's locale tables throw on a key the locale lacks. */
function entry(table: unknown, key: string): unknown {
  try {
    return (table as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

function tablesOf(f: Faker): Tables {
  const cached = tablesCache.get(f)
  if (cached) return cached
  const person = f.definitions.person
  const location = f.definitions.location
  const firstNames = entry(person, 'first_name') as Record<string, string[]> | string[]
  const first = flat(firstNames)
  const last = flat(entry(person, 'last_name')).filter((n) => !n.includes('{{'))
  const tokens: Record<string, string[]> = { 'person.firstName': first, 'person.lastName': last }
  for (const key of ['street_name', 'street_prefix', 'street_suffix', 'street_name_part', 'common_street_suffix']) tokens[`location.${key}`] = flat(entry(location, key))
  const known = (pattern: string) => [...pattern.matchAll(/\{\{([\w.]+)\}\}/g)].every((m) => (tokens[m[1]]?.length ?? 0) > 0)
  const patterns = flat(entry(location, 'street_pattern')).filter(known)
  const tables = {
    first,
    firstFemale: Array.isArray(firstNames) ? first : flat(entry(firstNames, 'female')),
    firstMale: Array.isArray(firstNames) ? first : flat(entry(firstNames, 'male')),
    last,
    streetPatterns: patterns.length > 0 ? patterns : ['{{person.lastName}} {{location.street_suffix}}'],
    tokens,
    postcodes: flat(entry(location, 'postcode')).length > 0 ? flat(entry(location, 'postcode')) : ['#####'],
  }
  tablesCache.set(f, tables)
  return tables
}

const tablesFor = (country: string | null | undefined) => tablesOf(fakerByCountry[(country ?? '').toUpperCase()] ?? en)

export type PersonName = { first: string; last: string; gender: 'female' | 'male' }

export function personName(rng: Random, country: string | null | undefined): PersonName {
  const t = tablesFor(country)
  const gender = rng.chance(0.5) ? 'female' : 'male'
  const pool = gender === 'female' ? t.firstFemale : t.firstMale
  return { first: rng.pick(pool.length > 0 ? pool : t.first), last: rng.pick(t.last), gender }
}

export function lastName(rng: Random, country: string | null | undefined): string {
  return rng.pick(tablesFor(country).last)
}

export function streetAddress(rng: Random, country: string | null | undefined): string {
  const t = tablesFor(country)
  const street = rng.pick(t.streetPatterns).replace(/\{\{([\w.]+)\}\}/g, (_, token: string) => rng.pick(t.tokens[token]))
  const number = String(rng.int(1, rng.chance(0.7) ? 199 : 2999))
  return numberFirst.has((country ?? '').toUpperCase()) ? `${number} ${street}` : `${street} ${number}`
}

export function postalCode(rng: Random, country: string | null | undefined): string {
  const pattern = rng.pick(tablesFor(country).postcodes)
  const letter = () => String.fromCharCode(65 + rng.int(0, 25))
  return pattern.replace(/#/g, () => String(rng.int(0, 9))).replace(/\?/g, letter).replace(/\*/g, () => (rng.chance(0.5) ? letter() : String(rng.int(0, 9))))
}

/** ASCII, lowercase, letters and digits only: the local part or label of an address derived from a name. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[øö]/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}
