import type { ColumnDef } from '@tanstack/react-table'
import type { WlSubscription } from '../../../../api/wl-subscriptions'
import type { Translate } from '../../../i18n'

/** The columns of the subscriptions table, each sorted by the server; dates (in the browser's time zone) and fees in the reader's language. */
export function subscriptionColumns(t: Translate, locale: string): ColumnDef<WlSubscription, unknown>[] {
  // One formatter per language, not one per cell: the table formats two dates and a fee per row at every scroll step.
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const money = new Map<string, Intl.NumberFormat>()
  const fee = (row: WlSubscription) => {
    const currency = row.currency.toUpperCase()
    if (!money.has(currency)) {
      // A code Intl does not know shows the plain number.
      try {
        money.set(currency, new Intl.NumberFormat(locale, { style: 'currency', currency }))
      } catch {
        money.set(currency, new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }))
      }
    }
    return money.get(currency)!.format(row.fee_cents / 100)
  }
  const column = (id: string, size: number, value: (row: WlSubscription) => string): ColumnDef<WlSubscription, unknown> => ({
    id,
    accessorFn: value,
    header: t(`wlSubs.columns.${id}`),
    meta: t(`wlSubs.columns.${id}`),
    size,
    enableSorting: true,
    cell: (info) => info.getValue() as string,
  })
  return [
    column('customer', 200, (row) => row.customer),
    column('email', 240, (row) => row.email),
    column('username', 170, (row) => row.username),
    column('package', 160, (row) => row.package),
    column('start', 140, (row) => dates.format(new Date(row.started_at))),
    column('end', 140, (row) => dates.format(new Date(row.ends_at))),
    column('fee', 110, fee),
    column('status', 150, (row) => t(`wlSubs.status.${row.status}`)),
  ]
}
