import type { SortingState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { ResultRow, TableFilter } from '../../../../api/results'
import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { ColumnChooser } from '../../../ui/table/column-chooser'
import type { RowKeyboard } from '../../../ui/table/use-row-keyboard'
import { VirtualTable } from '../../../ui/table/virtual-table'
import { leadStyles } from '../../../ui/lead-styles'
import { initialVisibility, resultColumns } from './result-columns'

const storageKey = (type: string) => `lc:columns:${type}`

function storedVisibility(type: SavedList['type']): Record<string, boolean> {
  try {
    const raw = localStorage.getItem(storageKey(type))
    if (raw) return JSON.parse(raw) as Record<string, boolean>
  } catch {
    // Unreadable storage: the type's defaults.
  }
  return initialVisibility(type)
}

/** The list's results in the virtualized table, with the column chooser (remembered per list type) and sorting. */
export function ResultsTable(props: {
  list: SavedList
  rows: ResultRow[]
  total: number
  keyboard: RowKeyboard<number>
  filter: TableFilter
  onSort(sort: TableFilter['sort']): void
  onOpen(row: ResultRow): void
  onNearEnd(): void
}) {
  const t = useT()
  const { list } = props
  const columns = useMemo(() => resultColumns(list.type, t), [list.type, t])
  const [visibility, setVisibility] = useState(() => storedVisibility(list.type))
  const changeVisibility = (next: Record<string, boolean>) => {
    setVisibility(next)
    try {
      localStorage.setItem(storageKey(list.type), JSON.stringify(next))
    } catch {
      // The choice lasts for this page only.
    }
  }
  const sorting: SortingState = props.filter.sort ? [{ id: props.filter.sort.field, desc: props.filter.sort.direction === 'desc' }] : []
  return (
    <>
      <div className={leadStyles.header}>
        <p className={leadStyles.muted} role="status">
          {t('leads.list.counts', { shown: props.rows.length, total: props.total, selected: props.keyboard.selectedIds.length })}
        </p>
        <ColumnChooser label={t('leads.list.columns')} columns={columns.map((c) => ({ id: c.id!, label: String(c.meta) }))} visibility={visibility} onChange={changeVisibility} />
      </div>
      <VirtualTable
        label={t('leads.list.tableLabel', { name: list.name })}
        data={props.rows}
        columns={columns}
        getRowId={(row) => row.id}
        keyboard={props.keyboard}
        rowCount={props.total}
        onOpen={props.onOpen}
        onNearEnd={props.onNearEnd}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === 'function' ? updater(sorting) : updater
          props.onSort(next[0] ? { field: next[0].id, direction: next[0].desc ? 'desc' : 'asc' } : undefined)
        }}
        columnVisibility={visibility}
        onColumnVisibilityChange={(updater) => changeVisibility(typeof updater === 'function' ? updater(visibility) : updater)}
        sortLabel={(column, direction) => t(`leads.list.sort.${direction || 'none'}`, { column })}
        selectedLabel={t('leads.list.selected')}
      />
    </>
  )
}
