import { flexRender, getCoreRowModel, useReactTable, type CellContext, type Column, type ColumnDef, type OnChangeFn, type SortingState, type Table, type VisibilityState } from '@tanstack/react-table'
import { memo, useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react'
import { keyToRowAction } from './row-keyboard'
import { tableStyles } from './table-styles'
import type { RowKeyboard } from './use-row-keyboard'
import { useRowWindow } from './use-row-window'

export type VirtualTableProps<T> = {
  label: string
  data: T[]
  columns: ColumnDef<T, any>[]
  getRowId(row: T): number
  keyboard: RowKeyboard<number>
  /** Rows in the whole result set (aria-rowcount), when more than the loaded ones. */
  rowCount?: number
  onOpen?(row: T): void
  sorting?: SortingState
  onSortingChange?: OnChangeFn<SortingState>
  columnVisibility?: VisibilityState
  onColumnVisibilityChange?: OnChangeFn<VisibilityState>
  /** Called when the rows near the end are shown: load the next page. */
  onNearEnd?(): void
  sortLabel(column: string, direction: 'asc' | 'desc' | false): string
  selectedLabel: string
  rowHeight?: number
  height?: string
}

/**
 * The cell context of one visible cell, made on the fly: react-table's own Row and Cell objects are cached on the
 * row for good, which for 100k rows is hundreds of megabytes and a collector that eats the frame budget.
 */
function cellContext<T>(table: Table<T>, column: Column<T, unknown>, original: T, index: number): CellContext<T, unknown> {
  const value = column.accessorFn ? column.accessorFn(original, index) : undefined
  const row = { original, index, id: String(index) }
  return { table, column, row, cell: { column, row }, getValue: () => value, renderValue: () => value } as unknown as CellContext<T, unknown>
}

type BodyRowProps<T> = {
  table: Table<T>
  columns: Column<T, unknown>[]
  original: T
  index: number
  rowId: string
  selected: boolean
  focused: boolean
  rowHeight: number
}

/**
 * One rendered row. The table keeps the same rows while it scrolls (keyed by their place in the window), so a
 * scroll step rewrites what they show, never adds or removes rows; memo skips the rows whose row and state stay.
 */
const BodyRow = memo(function BodyRow<T>(props: BodyRowProps<T>) {
  const { table, columns, original, index, selected, rowHeight } = props
  return (
    <tr
      id={props.rowId}
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-focused={props.focused ? '' : undefined}
      className={tableStyles.row}
      style={{ height: rowHeight }}
    >
      <td className={tableStyles.marker} aria-hidden="true">{selected ? '✓' : ''}</td>
      {columns.map((column) => (
        <td key={column.id} style={{ width: column.getSize() }}>
          {flexRender(column.columnDef.cell, cellContext(table, column, original, index))}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: BodyRowProps<T>) => ReactElement

/** The row index of a click inside the body, from the row's aria-rowindex (the header row is 1). */
function clickedIndex(event: MouseEvent<HTMLElement>): number | null {
  const row = (event.target as Element).closest('tr[aria-rowindex]')
  const rowIndex = Number(row?.getAttribute('aria-rowindex'))
  return Number.isInteger(rowIndex) && rowIndex >= 2 ? rowIndex - 2 : null
}

/**
 * A table of any size: @tanstack/react-table for columns, sorting (done by the server: manualSorting) and column
 * visibility; useRowWindow renders a fixed number of rows around the view. A grid with one tab stop: j/k or the
 * arrows move the focused row, x or Space selects it, Shift+x selects the range from the last toggled row, Enter
 * opens it, Escape clears the selection.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { label, data, columns, getRowId, keyboard, rowCount, onOpen, onNearEnd, rowHeight = 40 } = props
  const baseId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const headRef = useRef<HTMLTableSectionElement>(null)
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowId(row)),
    manualSorting: true,
    enableSortingRemoval: true,
    state: { sorting: props.sorting ?? [], columnVisibility: props.columnVisibility ?? {} },
    onSortingChange: props.onSortingChange,
    onColumnVisibilityChange: props.onColumnVisibilityChange,
  })
  // Rows come straight from `data`; the core row model is never built (see cellContext).
  const rows = data
  const visibleColumns = table.getVisibleLeafColumns()
  const { start, size, reveal } = useRowWindow({ scrollRef, headRef, count: rows.length, rowHeight, overscan: 2 })
  const focus = Math.min(keyboard.state.focus, Math.max(0, rows.length - 1))
  const lastShown = start + size - 1

  useEffect(() => {
    if (rows.length) reveal(focus)
  }, [focus, rows.length, reveal])

  useEffect(() => {
    if (onNearEnd && rows.length && lastShown >= rows.length - 20) onNearEnd()
  }, [lastShown, rows.length, onNearEnd])

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget) return
    const action = keyToRowAction(event, Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 1))
    if (!action) return
    event.preventDefault()
    // The table owns these keys while it has focus; the page's shortcuts must not see them a second time.
    event.stopPropagation()
    if (action === 'open') {
      if (rows[focus]) onOpen?.(rows[focus])
    } else keyboard.dispatch(action)
  }

  const rowId = (index: number) => `${baseId}-row-${index}`
  const width = table.getTotalSize() + 40
  const body = []
  for (let slot = 0; slot < size; slot++) {
    const index = start + slot
    const original = rows[index]
    body.push(
      <BodyRow
        key={slot}
        table={table}
        columns={visibleColumns}
        original={original}
        index={index}
        rowId={rowId(index)}
        selected={keyboard.state.selected.has(getRowId(original))}
        focused={index === focus}
        rowHeight={rowHeight}
      />,
    )
  }
  return (
    <div ref={scrollRef} data-scroller="" className={tableStyles.scroller} style={{ height: props.height ?? '60vh' }}>
      <table
        ref={(element) => void (keyboard.gridRef.current = element)}
        role="grid"
        aria-label={label}
        aria-rowcount={(rowCount ?? rows.length) + 1}
        aria-multiselectable="true"
        aria-activedescendant={rows.length ? rowId(focus) : undefined}
        tabIndex={0}
        className={tableStyles.table}
        style={{ width }}
        onKeyDown={onKeyDown}
      >
        <thead ref={headRef} className={tableStyles.head}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1} className={tableStyles.row}>
              <th className={tableStyles.marker} scope="col">
                <span className={tableStyles.visuallyHidden}>{props.selectedLabel}</span>
              </th>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const title = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <th key={header.id} scope="col" style={{ width: header.getSize() }} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className={tableStyles.sortButton} onClick={header.column.getToggleSortingHandler()} aria-label={props.sortLabel(String(header.column.columnDef.meta ?? header.id), sorted)}>
                        {title}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody
          className={tableStyles.body}
          style={{ height: rows.length * rowHeight, paddingTop: start * rowHeight }}
          onClick={(event) => {
            const index = clickedIndex(event)
            if (index !== null) keyboard.dispatch({ type: 'moveTo', index })
          }}
          onDoubleClick={(event) => {
            const index = clickedIndex(event)
            if (index !== null && rows[index]) onOpen?.(rows[index])
          }}
        >
          {body}
        </tbody>
      </table>
    </div>
  )
}
