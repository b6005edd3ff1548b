import { describe, expect, it } from 'vitest'
import { loadCatalogues, locales, type Locale } from '../../src/shared/i18n/index'
import { fillTemplate } from '../../src/shared/message-format'
import { translator } from './support/command-context'

const catalogues = await loadCatalogues()
type Entry = { key: string; value: unknown }

function entries(node: unknown, prefix = ''): Entry[] {
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([name, value]) => {
    const key = `${prefix}${name}`
    if (typeof value === 'string' || (value && typeof value === 'object' && 'one' in value && 'other' in value)) return [{ key, value }]
    return entries(value, `${key}.`)
  })
}
const isPlural = (value: unknown): value is { one: string; other: string } => typeof value === 'object' && value !== null && 'one' in value
const at = (locale: Locale, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[locale])

/** A count shown beside a label, not before a noun ("Active Zaps: 3", "Employees (3)"): one form fits every number. */
const countAsValue = new Set(['integrations.send.all', 'integrations.crm.zapierZaps', 'enrichment.result.employees'])
const plurals = entries(catalogues.en).filter((entry) => isPlural(entry.value)).map((entry) => entry.key)

describe('counted strings', () => {
  it.each(locales)('%s: every string that shows a count has its plural forms', (locale) => {
    const flat = entries(catalogues[locale]).filter((entry) => typeof entry.value === 'string' && /\{\{\s*count\s*\}\}/.test(entry.value as string))
    expect(flat.map((entry) => entry.key).filter((key) => !countAsValue.has(key))).toEqual([])
  })

  it('finds the counted strings to check', () => {
    expect(plurals.length).toBeGreaterThan(20)
    expect(plurals).toEqual(expect.arrayContaining(['leads.savedLists.counts', 'leads.list.total', 'leads.moreFilters.active', 'aiTraining.tokens']))
  })

  const cases = locales.flatMap((locale) => plurals.flatMap((key) => [0, 1, 2, 5].map((count) => [locale, key, count] as const)))
  it.each(cases)('%s %s at %i takes the form Intl.PluralRules gives', (locale, key, count) => {
    const forms = at(locale, key)
    expect(isPlural(forms)).toBe(true)
    const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'
    const params = { count, selected: 0, type: 'T', target: 'X', website: 'w', field: 'f' }
    const shown = translator(locale)(key, params)
    expect(shown).toBe(fillTemplate((forms as Record<string, string>)[form], { ...params, count: String(count) }))
    expect(shown).toContain(String(count))
  })

  /** What a person reads, written out: no "1 lists", and French counts zero as one. */
  const written: Record<Locale, Record<number, string>> = {
    en: { 0: '0 lists, 0 selected', 1: '1 list, 0 selected', 2: '2 lists, 0 selected', 5: '5 lists, 0 selected' },
    es: { 0: '0 listas, seleccionadas: 0', 1: '1 lista, seleccionadas: 0', 2: '2 listas, seleccionadas: 0', 5: '5 listas, seleccionadas: 0' },
    fr: { 0: '0 liste, sélection : 0', 1: '1 liste, sélection : 0', 2: '2 listes, sélection : 0', 5: '5 listes, sélection : 0' },
    de: { 0: '0 Listen, 0 ausgewählt', 1: '1 Liste, 0 ausgewählt', 2: '2 Listen, 0 ausgewählt', 5: '5 Listen, 0 ausgewählt' },
  }
  it.each(locales)('%s: the saved lists count reads right at 0, 1, 2 and 5', (locale) => {
    const t = translator(locale)
    for (const count of [0, 1, 2, 5]) expect(t('leads.savedLists.counts', { count, selected: 0 })).toBe(written[locale][count])
  })

  it('formats the count in the language: 1,234 in English, 1.234 in German', () => {
    expect(translator('en')('aiTraining.tokens', { count: 1234 })).toBe('1,234 tokens')
    expect(translator('de')('aiTraining.tokens', { count: 1234 })).toBe('1.234 Tokens')
    expect(translator('fr')('leads.list.total', { count: 1 })).toBe('1 résultat')
  })
})
