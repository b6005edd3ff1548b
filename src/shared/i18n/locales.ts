/**
 * The languages and the catalogue type, without any catalogue: the client's first chunk imports this (and the
 * English core below), and loads a language's strings on demand (src/client/i18n.ts).
 */
export const locales = ['en', 'es', 'fr', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' }

/** A catalogue is a nested object of strings; rosetta reads dotted keys and `{{name}}` placeholders. */
export type Catalogue = { [key: string]: string | Catalogue }

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (locales as readonly string[]).includes(v)
}

/** Catalogues merged key by key (a feature adds `routes.x` beside the shell's); a string of two parts throws. */
export function mergeCatalogues(...parts: readonly Catalogue[]): Catalogue {
  const merged: Catalogue = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key]
      if (existing === undefined) merged[key] = typeof value === 'string' ? value : mergeCatalogues(value)
      else if (typeof existing === 'string' || typeof value === 'string') throw new Error(`Catalogue key "${key}" is defined twice`)
      else merged[key] = mergeCatalogues(existing, value)
    }
  }
  return merged
}
