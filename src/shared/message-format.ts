/**
 * A parameter of a message: a number (counts, limits, seconds) or a word the message names (a field, a kind). A
 * parameter named `date` is an ISO 8601 instant, worded as a long date in the message's language.
 */
export type MessageParams = Record<string, string | number>

/** A `date` parameter as a long date ("November 25, 2026") in `locale`, in `timeZone` (the reader's when undefined). */
export function wordDate(value: string | number, locale: string, timeZone?: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone })
}

/**
 * What a refusal or a notice says, as the wire carries it: a stable code from a message table (docs/api.md lists
 * them) and its parameters. The English and the translations of a code live in the catalogues, never in the value.
 */
export type Message = { code: string; params?: MessageParams }

/** The messages of each field of a body, keyed by the field's path (`email`, `search.location`, `records.0.email`). */
export type FieldMessages = Record<string, Message[]>

/**
 * One wording: a template with `{{name}}` placeholders, or two forms chosen by the `count` parameter through
 * Intl.PluralRules (`one` for the languages' singular category, `other` for every other category).
 */
export type Wording = string | PluralWording
export type PluralWording = { one: string; other: string }
export type MessageTable = Readonly<Record<string, Wording>>


const pluralRules = new Map<string, Intl.PluralRules>()

/** Which form of a plural wording `count` takes in `locale`. */
export function pluralForm(locale: string, count: number): keyof PluralWording {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(count) === 'one' ? 'one' : 'other'
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * A number in `locale`'s format ("10,000", "10.000"). The formatter is made once per locale: making one is far
 * dearer than formatting with it, and counted strings are worded on every render of long lists.
 */
export function formatCount(locale: string, value: number): string {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(value)
}

/** Fills `{{name}}` placeholders (rosetta's syntax); a parameter that is missing leaves the text empty. */
export function fillTemplate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (params[name] == null ? '' : String(params[name])))
}

/** The placeholder names of a wording, sorted (both forms of a plural). */
export function placeholdersOf(wording: Wording): string[] {
  const texts = typeof wording === 'string' ? [wording] : [wording.one, wording.other]
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])))].sort()
}

type Translation<W> = W extends string ? string : PluralWording
/** Another language's wording of some message tables: every area and key, each a string or a plural like its English. */
export type MessageTranslationsOf<T extends Record<string, MessageTable>> = { [A in keyof T]: { [K in keyof T[A]]: Translation<T[A][K]> } }
/** Another language's names for some name tables (job kinds, list types). */
export type NameTranslationsOf<T extends Record<string, Readonly<Record<string, string>>>> = { [N in keyof T]: { [K in keyof T[N]]: string } }
