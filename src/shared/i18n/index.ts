import { en } from './en/index'
import { es } from './es/index'
import { fr } from './fr/index'
import { de } from './de/index'
import type { Catalogue, Locale } from './locales'

export { defaultLocale, isLocale, localeNames, locales, type Catalogue, type Locale } from './locales'

/**
 * Every language, complete: for the server, the commands CLI and the tests. The client never imports this object
 * (it would put all four languages in the first chunk); it loads `<lang>/core` and `<lang>/index` on demand.
 */
export const catalogues: Record<Locale, Catalogue> = { en, es, fr, de }

/** Every dotted key of a catalogue, for the completeness test and the lookups. */
export function flatKeys(c: Catalogue, prefix = ''): string[] {
  return Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : flatKeys(v, `${prefix}${k}.`)))
}
