import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability } from '../../commands/registry'
import { commandTextKeys, groupTitleKey, routeTitleKey } from '../../commands/titles'
import type { CommandGroup } from '../../commands/types'
import '../../src/client/features/index'
import { loadLabMachines } from '../../src/client/features/lab/machine-lab-page'
import { loadCatalogues, flatKeys, locales, type Catalogue } from '../../src/shared/i18n/index'
import { moduleSlugs } from '../../src/shared/modules'
import { routes } from '../../src/shared/routes'
import { commandContext } from './support/command-context'

const catalogues = await loadCatalogues()
const machineCatalog = await loadLabMachines()

const english = new Set(flatKeys(catalogues.en))
const groups: CommandGroup[] = [...new Set(appRegistry.all().map((c) => c.group))]

function valueAt(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('i18n catalogues', () => {
  it.each(locales.filter((l) => l !== 'en'))('%s has exactly the keys of en', (locale) => {
    expect(flatKeys(catalogues[locale]).sort()).toEqual([...english].sort())
  })

  it.each(locales)('%s has no empty string and the same placeholders as en', (locale) => {
    for (const key of english) {
      const text = valueAt(catalogues[locale], key)
      if (text === undefined) continue
      expect(text.trim(), `${locale} ${key}`).not.toBe('')
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(valueAt(catalogues.en, key)!))
    }
  })

  it('has a title for every command, every route and every group', () => {
    const needed = [
      ...appRegistry.all().flatMap(commandTextKeys),
      ...appRegistry.all().flatMap((c) => (c.argChoices?.(commandContext()) ?? []).flatMap(commandTextKeys)),
      ...routes.map((r) => routeTitleKey(r.name)),
      ...groups.map(groupTitleKey),
      ...machineCatalog.map((m) => m.title),
    ]
    // A counted title is its plural forms (`.one`, `.other`).
    expect(needed.filter((key) => !english.has(key) && !english.has(`${key}.one`))).toEqual([])
  })

  it('has a text for every reason a command can give', () => {
    const contexts = [
      commandContext({ signedIn: false }),
      commandContext({ modules: [] }),
      ...moduleSlugs.map((slug) => commandContext({ modules: moduleSlugs.filter((s) => s !== slug) })),
    ]
    const reasons = new Set<string>()
    for (const ctx of contexts) {
      for (const command of appRegistry.all()) {
        const state = availability(command, ctx)
        if (!state.available) reasons.add(state.reason)
      }
    }
    expect(reasons.size).toBeGreaterThan(3)
    expect([...reasons].filter((key) => !english.has(key))).toEqual([])
  })

  it('translates titles with their parameters', () => {
    const de = commandContext({ locale: 'de' })
    expect(de.t('commands.nav.go', { page: de.t(routeTitleKey('leadSearch.savedLists')) })).toBe('Gehe zu: Gespeicherte Listen')
  })
})
