import { getCoreRowModel, useReactTable, type ColumnDef, type ColumnOrderState, type ColumnSizingState, type OnChangeFn, type SortingState, type VisibilityState } from '@tanstack/react-table'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { BodyRow } from './body-row'
import { keyToRowAction } from './row-keyboard'
import { TableHead, minColumnWidth } from './table-head'
import type { TableLabels } from './table-labels'
import { tableStyles } from './table-styles'
import { revealInWindow, useFillHeight } from './use-fill-height'
import type { RowKeyboard } from './use-row-keyboard'
import { useRowWindow } from './use-row-window'

export type VirtualTableProps<T> = {
  label: string
  data: T[]
  columns: ColumnDef<T, any>[]
  getRowId(row: T): number
  /** What the row's checkbox is named by ("Select {{name}}"). */
  getRowLabel(row: T): string
  keyboard: RowKeyboard<number>
  /** Rows in the whole result set (aria-rowcount), when more than the loaded ones. */
  rowCount?: number
  onOpen?(row: T): void
  sorting?: SortingState
  onSortingChange?: OnChangeFn<SortingState>
  columnVisibility?: VisibilityState
  onColumnVisibilityChange?: OnChangeFn<VisibilityState>
  columnOrder?: ColumnOrderState
  onColumnOrderChange?: OnChangeFn<ColumnOrderState>
  columnSizing?: ColumnSizingState
  onColumnSizingChange?: OnChangeFn<ColumnSizingState>
  /** Called when the rows near the end are shown: load the next page. */
  onNearEnd?(): void
  labels: TableLabels
  rowHeight?: number
  /** A CSS height, or 'fill': down to the bottom of the window (the table is the page). */
  height?: string
  /**
   * Shown under the header, inside the table's area, while there are no rows (a loading state): where the rows will
   * be, so nothing on the page moves when they come (a loading state above the table pushed it down until then).
   */
  placeholder?: ReactNode
}

/** The row index of a click inside the body, from the row's aria-rowindex (the header row is 1). */
function clickedIndex(event: MouseEvent<HTMLElement>): number | null {
  const row = (event.target as Element).closest('tr[aria-rowindex]')
  const rowIndex = Number(row?.getAttribute('aria-rowindex'))
  return Number.isInteger(rowIndex) && rowIndex >= 2 ? rowIndex - 2 : null
}

const isRowCheck = (event: MouseEvent<HTMLElement>) => (event.target as Element).hasAttribute('data-row-check')

/**
 * A table of any size: @tanstack/react-table for columns, sorting (done by the server: manualSorting), visibility,
 * order and sizing; useRowWindow renders a fixed number of rows around the view. A grid with one tab stop: j/k or
 * the arrows move the focused row, x or Space selects it, Shift+x selects the range from the last toggled row,
 * Enter opens it, Escape clears the selection. With the mouse: a row's checkbox selects it, Shift+click selects the
 * range, the header checkbox every loaded row. It scrolls sideways with the checkbox and first column pinned, and the
 * focused row is kept on screen, in the table and in the window.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { label, data, columns, getRowId, keyboard, rowCount, onOpen, onNearEnd, labels, rowHeight = 40 } = props
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
    enableColumnResizing: true,
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: minColumnWidth },
    state: {
      sorting: props.sorting ?? [],
      columnVisibility: props.columnVisibility ?? {},
      columnOrder: props.columnOrder ?? [],
      columnSizing: props.columnSizing ?? {},
    },
    onSortingChange: props.onSortingChange,
    onColumnVisibilityChange: props.onColumnVisibilityChange,
    onColumnOrderChange: props.onColumnOrderChange,
    onColumnSizingChange: props.onColumnSizingChange,
  })
  // Rows come straight from `data`; the core row model is never built (see BodyRow's cellContext).
  const rows = data
  const visibleColumns = table.getVisibleLeafColumns()
  const fill = useFillHeight(scrollRef, props.height === 'fill')
  const { start, size, reveal } = useRowWindow({ scrollRef, headRef, count: rows.length, rowHeight, overscan: 2 })
  const focus = Math.min(keyboard.state.focus, Math.max(0, rows.length - 1))
  const lastShown = start + size - 1
  const rowId = (index: number) => `${baseId}-row-${index}`

  // The scroll follows the cursor when it moves (and to the first rows once they arrive), never when a later page of
  // rows arrives: a reader scrolling down with the wheel would otherwise be thrown back to the cursor at every page.
  const scrolledTo = useRef<number | null>(null)
  useEffect(() => {
    if (!rows.length) return void (scrolledTo.current = null)
    if (scrolledTo.current === focus) return
    scrolledTo.current = focus
    reveal(focus)
  }, [focus, rows.length, reveal])

  // Once the moved cursor's row is rendered, the window follows it too when the table does not fit the window.
  const revealed = useRef(focus)
  useLayoutEffect(() => {
    if (revealed.current === focus) return
    const row = document.getElementById(rowId(focus))
    if (!row) return
    revealed.current = focus
    revealInWindow(row)
  })

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

  const onBodyClick = (event: MouseEvent<HTMLElement>) => {
    const index = clickedIndex(event)
    if (index === null) return
    if (event.shiftKey) keyboard.dispatch({ type: 'rangeTo', index })
    else if (isRowCheck(event)) keyboard.dispatch({ type: 'toggleAt', index })
    else keyboard.dispatch({ type: 'moveTo', index })
  }

  // Only a selection as large as the loaded rows can hold them all: the scan runs then, not on every scroll step.
  const { selected, matching } = keyboard.state
  const allSelected = useMemo((): boolean | 'mixed' => {
    if (matching) return rows.length > 0
    if (!selected.size) return false
    return selected.size >= rows.length && rows.every((row) => selected.has(getRowId(row))) ? true : 'mixed'
  }, [rows, selected, matching, getRowId])
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
        selected={keyboard.isSelected(getRowId(original))}
        focused={index === focus}
        rowHeight={rowHeight}
        selectLabel={labels.select(props.getRowLabel(original))}
      />,
    )
  }
  const height = props.height === 'fill' ? (fill === null ? '60vh' : `${fill}px`) : (props.height ?? '60vh')
  return (
    <div ref={scrollRef} data-scroller="" className={tableStyles.scroller} style={{ height }}>
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
        <TableHead
          table={table}
          headRef={headRef}
          labels={labels}
          allSelected={allSelected}
          onSelectAll={() => keyboard.dispatch({ type: 'selectAll' })}
          onResize={(id, next) => props.onColumnSizingChange?.((sizing) => ({ ...sizing, [id]: next }))}
        />
        <tbody
          className={tableStyles.body}
          style={{ height: rows.length * rowHeight, paddingTop: start * rowHeight }}
          onMouseDown={(event) => {
            // A Shift+click selects rows, not text; a checkbox click leaves the focus on the grid (one tab stop).
            if (event.shiftKey || isRowCheck(event)) {
              event.preventDefault()
              keyboard.gridRef.current?.focus({ preventScroll: true })
            }
          }}
          onClick={onBodyClick}
          onDoubleClick={(event) => {
            const index = clickedIndex(event)
            if (index !== null && rows[index] && !isRowCheck(event)) onOpen?.(rows[index])
          }}
        >
          {body}
        </tbody>
      </table>
      {rows.length ? null : props.placeholder}
    </div>
  )
}
