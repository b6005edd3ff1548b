import { isApiFailure } from './api-failure'
import { namedParams, wordingOf } from './message-catalogue'
import { formatCount, pluralForm, wordDate, type Message, type MessageParams } from './message-format'

/** A catalogue lookup in one language (rosetta's `t`): a key it does not hold comes back as the key itself. */
export type Translate = (key: string, params?: Record<string, unknown>) => string

const found = (t: Translate, key: string): string | null => {
  const text = t(key)
  return text !== key && text !== '' ? text : null
}

/**
 * The label of a field from the catalogue (`app.fields.<name>`): the whole path first (`search.location`), then its
 * last part that is not an index (`records.0.email` -> `email`); null when the catalogue has none.
 */
function fieldLabel(field: string, t: Translate): string | null {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).at(-1)
  for (const name of new Set([field, last])) {
    const label = name ? found(t, `app.fields.${name}`) : null
    if (label) return label
  }
  return null
}

/** How a message names its field: "E-mail" in English, "El campo «Correo electrónico»" in Spanish, else "Field". */
function fieldSubject(field: unknown, t: Translate): string {
  const label = typeof field === 'string' ? fieldLabel(field, t) : null
  return label ? t('app.fieldSubject.named', { label }) : t('app.fieldSubject.generic')
}

function wordedParams(params: MessageParams, t: Translate, locale: string): Record<string, string> {
  const out: Record<string, string> = { field: fieldSubject(params.field, t) }
  for (const [name, value] of Object.entries(params)) {
    if (name === 'field') continue
    const named = namedParams[name]
    if (named) out[name] = found(t, `messageNames.${named.names}.${value}`) ?? String(value)
    else if (name === 'date') out[name] = wordDate(value, locale)
    else out[name] = typeof value === 'number' ? formatCount(locale, value) : value
  }
  return out
}

/**
 * A message in the user's language: the code's wording from the catalogue (`messages.<code>`), the plural form its
 * `count` takes, numbers in the language's format, the field named by its label and codes (a job kind, a list type)
 * by their names. A code no table holds is `fallback` (else "Something went wrong."), never the code itself.
 */
export function wordMessage(message: Message, t: Translate, locale: string, fallback?: string): string {
  const wording = wordingOf(message.code)
  if (wording === undefined) return fallback ?? t('messages.error.something_wrong')
  const params = message.params ?? {}
  const key = typeof wording === 'string' ? `messages.${message.code}` : `messages.${message.code}.${pluralForm(locale, Number(params.count ?? 0))}`
  return t(key, wordedParams(params, t, locale))
}

/**
 * What a failed call or command says to its user: an ApiFailure by its code (src/shared/api-failure.ts), any other
 * error as "Something went wrong." (its text is no catalogue's).
 */
export function wordFailure(error: unknown, t: Translate, locale: string): string {
  if (isApiFailure(error)) return wordMessage(error, t, locale)
  return t('messages.error.something_wrong')
}

/**
 * A catalogue lookup that found plural forms (`{ one, other }`) and was given a numeric `count`: the key of the form
 * `count` takes in `locale` (Intl.PluralRules) and the params with the count in the language's number format; null for
 * any other lookup. Every translator of the console looks plurals up through this, so a counted string is written
 * once as its two forms and shown right at 0, 1, 2 or 5 in every language.
 */
export function pluralLookup(entry: unknown, key: string, locale: string, params?: Record<string, unknown>): { key: string; params: Record<string, unknown> } | null {
  if (!entry || typeof entry !== 'object' || !('one' in entry) || !('other' in entry)) return null
  const count = params?.count
  if (typeof count !== 'number') return null
  return { key: `${key}.${pluralForm(locale, count)}`, params: { ...params, count: formatCount(locale, count) } }
}

/**
 * A catalogue entry with plural forms (`{ one, other }`) for `count`, chosen by Intl.PluralRules in `locale` and
 * given `{{count}}` in the language's number format: "1 list deleted.", "3 lists deleted.", "3 listas eliminadas.".
 */
export function wordCount(t: Translate, locale: string, key: string, count: number, params: Record<string, unknown> = {}): string {
  return t(`${key}.${pluralForm(locale, count)}`, { ...params, count: formatCount(locale, count) })
}
