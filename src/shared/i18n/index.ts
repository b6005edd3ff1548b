import { en } from './en/index'
import { es } from './es/index'
import { fr } from './fr/index'
import { de } from './de/index'

export const locales = ['en', 'es', 'fr', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' }

/** A catalogue is a nested object of strings; rosetta reads dotted keys and `{{name}}` placeholders. */
export type Catalogue = { [key: string]: string | Catalogue }
export const catalogues: Record<Locale, Catalogue> = { en, es, fr, de }

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (locales as readonly string[]).includes(v)
}

/** Every dotted key of a catalogue, for the completeness test and the lookups. */
export function flatKeys(c: Catalogue, prefix = ''): string[] {
  return Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : flatKeys(v, `${prefix}${k}.`)))
}
