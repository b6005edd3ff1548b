import { createContext, createElement, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import rosetta from 'rosetta'
import { catalogues, defaultLocale, isLocale, type Catalogue, type Locale } from '../shared/i18n'

export type Translate = (key: string, params?: Record<string, unknown>) => string

const STORAGE_KEY = 'locale'
const i18n = rosetta<Catalogue>(catalogues)

/** The stored language choice, else English. */
export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(STORAGE_KEY)
    return isLocale(v) ? v : defaultLocale
  } catch {
    return defaultLocale
  }
}

/** Looks the key up in `locale`, then in English; a key missing from both shows as itself so the gap is visible. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const found = i18n.t(key, params, locale)
  if (typeof found === 'string' && found !== '') return found
  const english = i18n.t(key, params, defaultLocale)
  return typeof english === 'string' && english !== '' ? english : key
}

function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

type I18nValue = { locale: Locale; setLocale(locale: Locale): void; t: Translate }

const I18nContext = createContext<I18nValue>({
  locale: defaultLocale,
  setLocale: () => undefined,
  t: (key, params) => translate(defaultLocale, key, params),
})

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setState] = useState<Locale>(() => {
    const start = initialLocale ?? storedLocale()
    document.documentElement.lang = start
    return start
  })
  const setLocale = useCallback((next: Locale) => {
    applyLocale(next)
    setState(next)
  }, [])
  const value = useMemo<I18nValue>(() => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }), [locale, setLocale])
  return createElement(I18nContext.Provider, { value }, children)
}

export function useT(): Translate {
  return useContext(I18nContext).t
}

/** The current locale and the plain setter (no server call; see useChangeLocale in session/ for signed-in users). */
export function useLocale(): Pick<I18nValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useContext(I18nContext)
  return { locale, setLocale }
}
