/**
 * Dates, numbers, lists and country names in the user's language and time zone, through Intl. The time zone is the
 * browser's (the user's own clock); accounts store none. docs/decisions.md, "Dates and numbers on screen".
 */
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

export const isTimestamp = (value: unknown): value is string => typeof value === 'string' && isoTimestamp.test(value)

export function formatDateTime(value: string | Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value))
}

export const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value)

/** An amount in cents of `currency` ("49,90 €", "$49.90"); a code Intl does not know shows the plain number. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
  } catch {
    return formatNumber(cents / 100, locale)
  }
}

export const formatList = (values: readonly string[], locale: string) => new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(values)

/** A country's name from its ISO 3166 code ("US" -> "Estados Unidos"); anything else comes back as it is. */
export function regionName(code: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code
  try {
    return new Intl.DisplayNames(locale, { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
