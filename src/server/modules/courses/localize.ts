import { isLocale, type Locale } from '../../../shared/i18n/locales'
import type { Translations } from '../../db/schema'

/**
 * The language a course answer is written in: the `lang` asked for, else the user's own language, else English.
 * A field without a translation reads as the English column.
 */
export function contentLocale(asked: Locale | undefined, userLanguage: string | null): Locale {
  if (asked) return asked
  return isLocale(userLanguage) ? userLanguage : 'en'
}

export function localized<K extends string>(row: Record<K, string> & { translations: Translations<K> }, locale: Locale, keys: readonly K[]): Record<K, string> {
  const own = locale === 'en' ? undefined : row.translations[locale]
  return Object.fromEntries(keys.map((key) => [key, own?.[key]?.trim() ? own[key]! : row[key]])) as Record<K, string>
}
