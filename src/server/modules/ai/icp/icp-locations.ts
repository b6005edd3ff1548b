import type { IcpLocation } from '../../../../shared/ai/icp'
import { citiesOf, findCountry, findState, listCountries } from '../../../providers/leads/geo/location-index'
import type { WeightedText } from './profile-text'

/** Country-code top-level domains that are sold worldwide and say nothing about where a business is. */
const genericTlds = new Set(['io', 'co', 'ai', 'me', 'tv', 'ly', 'fm', 'gg', 'app', 'dev', 'so', 'to', 'cc', 'ws', 'sh', 'ac', 'im', 'is', 'it'])
const tldCountry: Record<string, string> = { uk: 'GB' }

/** The country a website's domain names (acme.de -> DE), when it names one. */
export function countryOfWebsite(website: string): string | null {
  try {
    const host = new URL(website).hostname.toLowerCase()
    const tld = host.split('.').pop() ?? ''
    if (tld.length !== 2 || genericTlds.has(tld)) return null
    const code = tldCountry[tld] ?? tld.toUpperCase()
    return findCountry(code)?.code ?? null
  } catch {
    return null
  }
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean)

/** Every run of one to three words of the texts, as written (a place is a capitalised name: "Nice", not "nice"). */
function phraseSet(texts: readonly WeightedText[]): Set<string> {
  const set = new Set<string>()
  for (const t of texts) {
    const words = wordsOf(t.text)
    for (let i = 0; i < words.length; i++) {
      set.add(words[i])
      if (i + 1 < words.length) set.add(`${words[i]} ${words[i + 1]}`)
      if (i + 2 < words.length) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)
    }
  }
  return set
}

export function locationLabel(l: Omit<IcpLocation, 'label'>): string {
  const country = findCountry(l.country)?.name ?? l.country
  const state = l.state ? findState(l.country, l.state)?.name : undefined
  return [l.city, l.city ? undefined : state, country].filter(Boolean).join(', ')
}

/**
 * Where the ICPs are: countries the texts name, else the website's country; and the cities of the first country the
 * texts name. Names shorter than four letters are ignored ("Bar", "Ede": too many false hits).
 */
export function icpLocations(texts: readonly WeightedText[], website: string, max = 3): IcpLocation[] {
  const phrases = phraseSet(texts)
  const countries = listCountries()
    .filter((c) => c.name.length >= 4 && phrases.has(c.name))
    .map((c) => c.code)
  const fromSite = countryOfWebsite(website)
  const ordered = [...new Set([...(fromSite ? [fromSite] : []), ...countries])]
  const out: IcpLocation[] = []
  for (const country of ordered) {
    const cities = citiesOf(country).filter((c) => c.name.length >= 4 && phrases.has(c.name))
    const seen = new Set<string>()
    for (const city of cities) {
      if (seen.has(city.name) || out.length >= max) continue
      seen.add(city.name)
      out.push({ country, state: city.stateCode, city: city.name, label: locationLabel({ country, state: city.stateCode, city: city.name }) })
    }
    if (out.length < max && !out.some((l) => l.country === country)) out.push({ country, label: locationLabel({ country }) })
  }
  return out.slice(0, max)
}
