import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import { seededRandom, hashSeed, type Random } from './seeded-random'

/**
 * Phones that libphonenumber accepts as valid for the country, formatted the international way ("+49 1512 3456789").
 * Validating one number costs ~50 us, too slow per lead at 10k leads, so each country gets a pool of validated
 * numbers once (the country's example number with deterministic digits after its first digit or three) and leads
 * pick from it.
 */
const POOL_SIZE = 256
const pools = new Map<string, string[]>()
/** Not premium-rate, shared-cost or toll-free numbers: what a business or a person would list. */
const usualTypes = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE'])

function buildPool(country: CountryCode): string[] {
  const example = getExampleNumber(country, examples)
  if (!example) return []
  const national = example.nationalNumber as string
  const rng = seededRandom(hashSeed(`phones:${country}`))
  const pool = new Set<string>()
  for (let attempt = 0; attempt < POOL_SIZE * 6 && pool.size < POOL_SIZE; attempt++) {
    // Mostly keep only the first digit (varied area codes); later keep three, which nearly always stays valid.
    const keep = Math.min(national.length - 2, attempt < POOL_SIZE * 4 ? 1 : 3)
    const candidate = national.slice(0, keep) + rng.digits(national.length - keep)
    const parsed = parsePhoneNumberFromString(candidate, country)
    if (parsed?.isValid() && usualTypes.has(parsed.getType() ?? '')) pool.add(parsed.formatInternational())
  }
  if (pool.size === 0) pool.add(example.formatInternational())
  return [...pool]
}

function poolFor(country: string): string[] {
  const code = country.toUpperCase()
  let pool = pools.get(code)
  if (!pool) {
    pool = isSupportedCountry(code) ? buildPool(code as CountryCode) : []
    pools.set(code, pool)
  }
  return pool
}

/** A valid phone for the country, or null when libphonenumber has no numbers for it. */
export function demoPhone(rng: Random, country: string | null | undefined): string | null {
  const pool = poolFor(country || 'US')
  return pool.length > 0 ? rng.pick(pool) : null
}
