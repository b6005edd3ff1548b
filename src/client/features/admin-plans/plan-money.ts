/** An amount in cents of `currency`, in the reader's language ("49,90 €", "$49.90"). */
export const formatCents = (cents: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
