import { flexRender, type CellContext, type Column, type Table } from '@tanstack/react-table'
import { memo, type ReactElement } from 'react'
import { tableStyles } from './table-styles'

/**
 * The cell context of one visible cell, made on the fly: react-table's own Row and Cell objects are cached on the
 * row for good, which for 100k rows is hundreds of megabytes and a collector that eats the frame budget.
 */
function cellContext<T>(table: Table<T>, column: Column<T, unknown>, original: T, index: number): CellContext<T, unknown> {
  const value = column.accessorFn ? column.accessorFn(original, index) : undefined
  const row = { original, index, id: String(index) }
  return { table, column, row, cell: { column, row }, getValue: () => value, renderValue: () => value } as unknown as CellContext<T, unknown>
}

export type BodyRowProps<T> = {
  table: Table<T>
  columns: Column<T, unknown>[]
  original: T
  index: number
  rowId: string
  selected: boolean
  focused: boolean
  rowHeight: number
  /** The accessible name of the row's checkbox. */
  selectLabel: string
}

const noChange = () => undefined

/**
 * One rendered row: its checkbox (a click is handled by the table body, with Shift for a range) and its cells, the
 * first one pinned. The table keeps the same rows while it scrolls (keyed by their place in the window), so a
 * scroll step rewrites what they show, never adds or removes rows; memo skips the rows whose row and state stay.
 */
export const BodyRow = memo(function BodyRow<T>(props: BodyRowProps<T>) {
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
      <td className={tableStyles.marker} data-pinned="">
        <input type="checkbox" tabIndex={-1} data-row-check="" aria-label={props.selectLabel} checked={selected} onChange={noChange} />
      </td>
      {columns.map((column, i) => (
        <td key={column.id} style={{ width: column.getSize() }} data-pinned={i === 0 ? 'first' : undefined}>
          {flexRender(column.columnDef.cell, cellContext(table, column, original, index))}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: BodyRowProps<T>) => ReactElement
