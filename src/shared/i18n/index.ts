import { loadLanguage } from './language'
import { locales, type Catalogue, type Locale } from './locales'

export { locales, type Catalogue, type Locale } from './locales'

const cores: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('./en/core').then((m) => m.core),
  es: () => import('./es/core').then((m) => m.core),
  fr: () => import('./fr/core').then((m) => m.core),
  de: () => import('./de/core').then((m) => m.core),
}

/**
 * Every language, complete: for the commands CLI, the tests and the benchmarks. The client never imports this
 * (src/client/i18n.ts loads the English core in its first chunk and the rest on demand).
 */
export async function loadCatalogues(): Promise<Record<Locale, Catalogue>> {
  const loaded = await Promise.all(locales.map((locale) => loadLanguage(locale, cores[locale])))
  return Object.fromEntries(locales.map((locale, i) => [locale, loaded[i]])) as Record<Locale, Catalogue>
}

/** Every dotted key of a catalogue, for the completeness test and the lookups. */
export function flatKeys(c: Catalogue, prefix = ''): string[] {
  return Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : flatKeys(v, `${prefix}${k}.`)))
}
