import { expect, type Page } from '@playwright/test'
import { flatKeys, loadCatalogues, type Catalogue, type Locale } from '../../src/shared/i18n/index'

/*
 * The walks' words: every label a walk looks for comes from the catalogues (so one walk runs in any language), and
 * the English left on a Spanish screen is found with a stop list built from the catalogues themselves, not picked by
 * hand: the words of the English catalogue that occur nowhere in the Spanish one.
 */

let loaded: Record<Locale, Catalogue> | undefined
export async function catalogues() {
  loaded ??= await loadCatalogues()
  return loaded
}

type Vars = Record<string, string | number>

function lookup(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)
}

/** The catalogue text of `key` in `locale`, plural forms chosen by Intl.PluralRules, {{vars}} filled in. */
export function tr(locale: Locale, key: string, vars: Vars = {}): string {
  let text = lookup(loaded![locale], key)
  if (text && typeof text === 'object') {
    const forms = text as Record<string, string>
    text = forms[new Intl.PluralRules(locale).select(Number(vars.count ?? 0))] ?? forms.other
  }
  if (typeof text !== 'string') throw new Error(`no catalogue text for ${key} in ${locale}`)
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`))
}

/** A word as the stop list compares them: letters only, lower case. */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []

/** Names that stay as they are in every language: the card brands, the product's own names, units. */
const brands = new Set(['visa', 'mastercard', 'amex', 'csv', 'crm', 'api', 'gpt', 'openai', 'google', 'linkedin', 'webhook', 'webhooks', 'hubspot', 'salesforce', 'pipedrive', 'zapier', 'usd', 'us', 'ok', 'id', 'url', 'cvc', 'mm', 'email', 'e', 'mail', 'demo'])

function stringsOf(catalogue: Catalogue): string[] {
  return flatKeys(catalogue).map((key) => lookup(catalogue, key)).filter((v): v is string => typeof v === 'string')
}

let stopList: Set<string> | undefined
/**
 * Words of three letters or more that the English catalogue uses and the Spanish catalogue never does ("the", "and",
 * "credits", "search", "cancel", ...), placeholders removed: on a Spanish screen each one is English left behind.
 */
export async function englishStopList(): Promise<Set<string>> {
  if (stopList) return stopList
  const all = await catalogues()
  const placeholders = /\{\{[^}]*\}\}/g
  const spanish = new Set(stringsOf(all.es).flatMap((s) => wordsOf(s.replace(placeholders, ' '))))
  stopList = new Set(stringsOf(all.en).flatMap((s) => wordsOf(s.replace(placeholders, ' '))).filter((w) => w.length >= 3 && !spanish.has(w) && !brands.has(w)))
  return stopList
}

/**
 * Fails when the visible text of the page holds a word of the English stop list, leaving out user data: the
 * strings in `userData` (names, e-mails, list names, the results' own fields) are cut from the text first.
 */
export async function expectNoEnglish(page: Page, where: string, userData: string[] = []) {
  const stop = await englishStopList()
  let text = await page.evaluate(() => document.body.innerText)
  for (const value of [...userData].filter(Boolean).sort((a, b) => b.length - a.length)) text = text.split(value).join(' ')
  const userWords = new Set(userData.flatMap(wordsOf))
  const left = [...new Set(wordsOf(text).filter((w) => stop.has(w) && !userWords.has(w)))]
  expect(left, `English words on the Spanish ${where}`).toEqual([])
}
