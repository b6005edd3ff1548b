import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { countryOptions } from '../../src/client/features/search/new-search/location-picker'
import { ShortcutHint } from '../../src/client/ui/palette/shortcut-hint'
import { placeCategories } from '../../src/shared/leads/categories'
import { loadCatalogues, locales, type Locale } from '../../src/shared/i18n/index'
import { renderAt } from './client-harness'
import { translator } from './support/command-context'

afterEach(cleanup)

const catalogues = await loadCatalogues()

describe('words in the user’s language', () => {
  it.each(locales)('%s: every place category has a name', (locale) => {
    const names = (catalogues[locale] as unknown as { placeCategories: Record<string, string> }).placeCategories
    expect(placeCategories.filter((category) => !names?.[category.id]?.trim()).map((category) => category.id)).toEqual([])
    expect(Object.keys(names).sort()).toEqual(placeCategories.map((category) => category.id).sort())
  })

  it('names place categories in Spanish, French and German', () => {
    const named = (locale: Locale) => translator(locale)('placeCategories.dentist')
    expect([named('en'), named('es'), named('fr'), named('de')]).toEqual(['Dentist', 'Dentista', 'Dentiste', 'Zahnarzt'])
  })

  it('names countries through Intl.DisplayNames, in the language’s order, the server’s name where the code is unknown', () => {
    const countries = [{ code: 'DE', name: 'Germany' }, { code: 'ES', name: 'Spain' }, { code: 'XX', name: 'Nowhere' }]
    expect(countryOptions(countries, 'es').map((c) => c.label)).toEqual(['Alemania', 'España', 'Nowhere'])
    expect(countryOptions(countries, 'de').map((c) => c.label)).toEqual(['Deutschland', 'Nowhere', 'Spanien'])
    expect(countryOptions(countries, 'fr').map((c) => c.value)).toEqual(['DE', 'ES', 'XX'])
  })

  const caps: Record<Locale, string[]> = { en: ['Shift', 'A'], es: ['Mayús', 'A'], fr: ['Maj', 'A'], de: ['Umschalt', 'A'] }
  it.each(locales)('%s: key caps of the shortcut hints are in the language', async (locale) => {
    renderAt(<ShortcutHint shortcut="Shift+A" thenLabel="·" />, { locale })
    await screen.findAllByText('A')
    expect([...document.querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual(caps[locale])
  })

  it('writes Ctrl as Strg in German', async () => {
    renderAt(<ShortcutHint shortcut="$mod+k" thenLabel="·" />, { locale: 'de' })
    await screen.findByText('K')
    expect([...document.querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual(['Strg', 'K'])
  })
})
