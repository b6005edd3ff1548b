import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import rosetta from 'rosetta'
import { core as englishCore } from '../shared/i18n/en/core'
import { loadLanguage } from '../shared/i18n/language'
import { defaultLocale, isLocale, type Catalogue, type Locale } from '../shared/i18n/locales'
import type { Message } from '../shared/message-format'
import { pluralLookup, wordMessage } from '../shared/message-wording'

export type Translate = (key: string, params?: Record<string, unknown>) => string

const STORAGE_KEY = 'locale'

/*
 * Strings load in two parts per language, to keep the first load small: the shell's core (auth pages, layouts,
 * shell command titles and route titles) and the whole language (the core and every registered feature's strings,
 * src/shared/i18n/language.ts). Only the English core is in the first chunk; any other part is a chunk of its own,
 * fetched once. The whole active language is awaited before the main layout, the palette or the cheat sheet render
 * (`whenStringsComplete`), and before a language switch takes effect.
 */
const i18n = rosetta<Catalogue>({ en: { ...englishCore } })

const coreLoaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(englishCore),
  es: () => import('../shared/i18n/es/core').then((m) => m.core),
  fr: () => import('../shared/i18n/fr/core').then((m) => m.core),
  de: () => import('../shared/i18n/de/core').then((m) => m.core),
}
const fullLoaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => loadLanguage('en', coreLoaders.en),
  es: () => loadLanguage('es', coreLoaders.es),
  fr: () => loadLanguage('fr', coreLoaders.fr),
  de: () => loadLanguage('de', coreLoaders.de),
}

const coreLoads = new Map<Locale, Promise<void>>([['en', Promise.resolve()]])
const fullLoads = new Map<Locale, Promise<void>>()

function once(loads: Map<Locale, Promise<void>>, locale: Locale, load: () => Promise<Catalogue>): Promise<void> {
  let pending = loads.get(locale)
  if (!pending) {
    pending = load().then((catalogue) => i18n.set(locale, catalogue))
    // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next caller.
    pending.catch(() => loads.delete(locale))
    loads.set(locale, pending)
  }
  return pending
}

/** The strings the first screen needs (the auth pages and the layouts' frame). */
export function loadCoreStrings(locale: Locale): Promise<void> {
  return fullLoads.has(locale) ? fullLoads.get(locale)! : once(coreLoads, locale, coreLoaders[locale])
}

/** Every string of `locale`. */
export function loadAllStrings(locale: Locale): Promise<void> {
  return once(fullLoads, locale, fullLoaders[locale])
}

/** Adds a language's complete catalogue at once (the unit tests' setup registers all four this way). */
export function provideStrings(locale: Locale, catalogue: Catalogue): void {
  i18n.set(locale, catalogue)
  fullLoads.set(locale, Promise.resolve())
}

/** The language shown now; `whenStringsComplete` loads its whole catalogue. */
let activeLocale: Locale = defaultLocale

/** Resolves when every string of the active language is there: await it before rendering an area's page. */
export function whenStringsComplete(): Promise<void> {
  return loadAllStrings(activeLocale)
}

/** `load` and the whole active catalogue together: for lazy components that show strings of any area. */
export function withAllStrings<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, whenStringsComplete()]).then(([loaded]) => loaded)
}

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
  const found = lookUp(locale, key, params)
  if (typeof found === 'string' && found !== '') return found
  const english = lookUp(defaultLocale, key, params)
  return typeof english === 'string' && english !== '' ? english : key
}

/** One language's entry; a counted one (`{ one, other }` with a numeric `count`) in the form the count takes there. */
function lookUp(locale: Locale, key: string, params?: Record<string, unknown>): unknown {
  const found = i18n.t(key, params, locale)
  const plural = pluralLookup(found, key, locale, params)
  return plural ? i18n.t(plural.key, plural.params, locale) : found
}

/** A key in the language on screen, for code outside React (toasts of calls made outside a command). */
export const translateShown: Translate = (key, params) => translate(activeLocale, key, params)

/** The language on screen, for code outside React. */
export const shownLocale = (): Locale => activeLocale

function showLocale(locale: Locale): void {
  activeLocale = locale
  document.documentElement.lang = locale
}

function storeLocale(locale: Locale): void {
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

/**
 * Provides the language. `initialLocale` (default: the stored choice) should have its core strings loaded before
 * the first render (src/client/main.tsx awaits `loadCoreStrings`); the rest of it is fetched after mount. A switch
 * takes effect once the new language's whole catalogue has arrived, so no page shows a mix of two languages.
 */
export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setState] = useState<Locale>(() => {
    const start = initialLocale ?? storedLocale()
    showLocale(start)
    return start
  })
  const requested = useRef(locale)
  const setLocale = useCallback((next: Locale) => {
    requested.current = next
    loadAllStrings(next).then(
      () => {
        // Two quick switches: only the last one wins, whichever catalogue arrives first.
        if (requested.current !== next) return
        storeLocale(next)
        showLocale(next)
        setState(next)
      },
      () => undefined, // The chunk failed to load: the current language stays; the next switch retries.
    )
  }, [])
  // The rest of the start language, in the background: the main layout and the palette wait for it anyway.
  useEffect(() => void loadAllStrings(locale).catch(() => undefined), [locale])
  const value = useMemo<I18nValue>(() => ({ locale, setLocale, t: (key, params) => translate(locale, key, params) }), [locale, setLocale])
  return createElement(I18nContext.Provider, { value }, children)
}

export function useT(): Translate {
  return useContext(I18nContext).t
}

/** Words a message code in the language on screen (src/shared/message-wording.ts). */
export function useWordMessage(): (message: Message) => string {
  const { t, locale } = useContext(I18nContext)
  return useCallback((message: Message) => wordMessage(message, t, locale), [t, locale])
}

/** The current locale and the plain setter (no server call; see useChangeLocale in session/ for signed-in users). */
export function useLocale(): Pick<I18nValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useContext(I18nContext)
  return { locale, setLocale }
}
