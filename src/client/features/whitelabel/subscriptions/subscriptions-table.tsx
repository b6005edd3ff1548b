import type { SortingState } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import type { WlSubscription } from '../../../../api/wl-subscriptions'
import type { SubscriptionSort } from '../../../../shared/whitelabel/subscription-schemas'
import type { Translate } from '../../../i18n'
import type { RowKeyboard } from '../../../ui/table/use-row-keyboard'
import { VirtualTable } from '../../../ui/table/virtual-table'
import { subscriptionColumns } from './subscription-columns'
import type { SubscriptionsSort } from './use-subscriptions'

/** The subscriptions in the virtualized table of the lists (ui/table): one tab stop, j/k, x or Space, Shift+x, Enter opens. */
export function SubscriptionsTable(props: {
  rows: WlSubscription[]
  total: number
  keyboard: RowKeyboard<number>
  sort: SubscriptionsSort
  onSort(sort: SubscriptionsSort): void
  onOpen(row: WlSubscription): void
  onNearEnd(): void
  t: Translate
  locale: string
  /** A CSS height; by default the table fills the window down to its bottom (it is the page). */
  height?: string
  /** Shown in the table's area while it has no rows (src/client/ui/table/virtual-table.tsx). */
  placeholder?: ReactNode
}) {
  const { t, locale, sort } = props
  const columns = useMemo(() => subscriptionColumns(t, locale), [t, locale])
  const sorting: SortingState = [{ id: sort.field, desc: sort.dir === 'desc' }]
  return (
    <VirtualTable
      label={t('wlSubs.table.label')}
      data={props.rows}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.customer || row.email}
      keyboard={props.keyboard}
      rowCount={props.total}
      onOpen={props.onOpen}
      onNearEnd={props.onNearEnd}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater
        // Clicking the sorted column a third time would remove the sort: the table falls back to the newest start first.
        props.onSort(next[0] ? { field: next[0].id as SubscriptionSort, dir: next[0].desc ? 'desc' : 'asc' } : { field: 'start', dir: 'desc' })
      }}
      labels={{
        sort: (column, direction) => t(`wlSubs.table.sort.${direction || 'none'}`, { column }),
        select: (name) => t('wlSubs.table.select', { name }),
        selectAll: t('wlSubs.table.selectLoaded'),
        resize: (column) => t('wlSubs.table.resize', { column }),
      }}
      height={props.height ?? 'fill'}
      placeholder={props.placeholder}
    />
  )
}
