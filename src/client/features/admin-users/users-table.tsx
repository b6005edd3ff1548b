import type { SortingState } from '@tanstack/react-table'
import { useMemo, type ReactNode } from 'react'
import type { AdminUserSort } from '../../../shared/admin-users/selection'
import type { AdminUserRow } from '../../../shared/admin-users/types'
import type { Translate } from '../../i18n'
import type { RowKeyboard } from '../../ui/table/use-row-keyboard'
import { VirtualTable } from '../../ui/table/virtual-table'
import { userColumns } from './user-columns'

export type UsersSort = { field: AdminUserSort; dir: 'asc' | 'desc' }

/** The users in the virtualized table of the lists (ui/table): one tab stop, j/k, x or Space, Shift+x, Enter opens. */
export function UsersTable(props: {
  rows: AdminUserRow[]
  total: number
  keyboard: RowKeyboard<number>
  sort: UsersSort
  onSort(sort: UsersSort): void
  onOpen(row: AdminUserRow): void
  onNearEnd(): void
  t: Translate
  locale: string
  height?: string
  /** Shown in the table's area while it has no rows (src/client/ui/table/virtual-table.tsx). */
  placeholder?: ReactNode
}) {
  const { t, locale, sort } = props
  const columns = useMemo(() => userColumns(t, locale), [t, locale])
  const sorting: SortingState = [{ id: sort.field, desc: sort.dir === 'desc' }]
  return (
    <VirtualTable
      label={t('adminUsers.table.label')}
      data={props.rows}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `${row.first_name} ${row.last_name}`.trim() || row.email}
      keyboard={props.keyboard}
      rowCount={props.total}
      onOpen={props.onOpen}
      onNearEnd={props.onNearEnd}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater
        // Clicking the sorted column a third time would remove the sort: the table falls back to newest first.
        props.onSort(next[0] ? { field: next[0].id as AdminUserSort, dir: next[0].desc ? 'desc' : 'asc' } : { field: 'created_at', dir: 'desc' })
      }}
      labels={{
        sort: (column, direction) => t(`adminUsers.table.sort.${direction || 'none'}`, { column }),
        select: (name) => t('adminUsers.table.select', { name }),
        selectAll: t('adminUsers.table.selectLoaded'),
        resize: (column) => t('adminUsers.table.resize', { column }),
      }}
      height={props.height ?? 'fill'}
      placeholder={props.placeholder}
    />
  )
}
