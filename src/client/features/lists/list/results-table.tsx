import type { SortingState } from '@tanstack/react-table'
import type { ResultRow, TableFilter } from '../../../../api/results'
import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import type { RowKeyboard } from '../../../ui/table/use-row-keyboard'
import { VirtualTable } from '../../../ui/table/virtual-table'
import type { ResultLayout } from './use-result-layout'

/** A row's name for its checkbox: the lead's name, else its company, e-mail or website. */
const rowName = (row: ResultRow) => String(row.name ?? row.company ?? row.email ?? row.website ?? row.id)

/** The list's results in the virtualized table, laid out as the person left it, sorted by the server. */
export function ResultsTable(props: {
  list: SavedList
  rows: ResultRow[]
  total: number
  keyboard: RowKeyboard<number>
  layout: ResultLayout
  filter: TableFilter
  onSort(sort: TableFilter['sort']): void
  onOpen(row: ResultRow): void
  onNearEnd(): void
}) {
  const t = useT()
  const { list, layout } = props
  const sorting: SortingState = props.filter.sort ? [{ id: props.filter.sort.field, desc: props.filter.sort.direction === 'desc' }] : []
  return (
    <VirtualTable
      label={t('leads.list.tableLabel', { name: list.name })}
      data={props.rows}
      columns={layout.columns}
      getRowId={(row) => row.id}
      getRowLabel={rowName}
      keyboard={props.keyboard}
      rowCount={props.total}
      onOpen={props.onOpen}
      onNearEnd={props.onNearEnd}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater
        props.onSort(next[0] ? { field: next[0].id, direction: next[0].desc ? 'desc' : 'asc' } : undefined)
      }}
      columnVisibility={layout.layout.visibility}
      onColumnVisibilityChange={(next) => layout.update('visibility', next)}
      columnOrder={layout.ordered}
      onColumnOrderChange={(next) => layout.update('order', next)}
      columnSizing={layout.layout.sizing}
      onColumnSizingChange={(next) => layout.update('sizing', next)}
      labels={{
        sort: (column, direction) => t(`leads.list.sort.${direction || 'none'}`, { column }),
        select: (name) => t('leads.list.selectRow', { name }),
        selectAll: t('leads.list.selectLoaded'),
        resize: (column) => t('leads.list.resize', { column }),
      }}
      height="fill"
    />
  )
}
