import { flexRender, type Header, type Table } from '@tanstack/react-table'
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import type { TableLabels } from './table-labels'
import { tableStyles } from './table-styles'

/** Narrowest a column gets, by mouse or by keyboard. */
export const minColumnWidth = 60
const keyStep = 16

function ResizeHandle<T>(props: { header: Header<T, unknown>; label: string; onResize(width: number): void }) {
  const { header } = props
  const size = header.getSize()
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = event.key === 'ArrowLeft' ? -keyStep : event.key === 'ArrowRight' ? keyStep : 0
    if (!by) return
    event.preventDefault()
    event.stopPropagation()
    props.onResize(Math.max(minColumnWidth, size + by))
  }
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={props.label}
      aria-valuenow={size}
      aria-valuemin={minColumnWidth}
      tabIndex={0}
      className={tableStyles.resizer}
      data-resizing={header.column.getIsResizing() ? '' : undefined}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => header.column.resetSize()}
      onKeyDown={onKeyDown}
    />
  )
}

/** The header checkbox: checked when every loaded row is selected, mixed when some are. */
function SelectAll(props: { state: boolean | 'mixed'; label: string; onToggle(): void }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === 'mixed'
  }, [props.state])
  return <input ref={ref} type="checkbox" tabIndex={-1} aria-label={props.label} checked={props.state === true} onChange={props.onToggle} />
}

/**
 * The header row: the select-all checkbox, then per column its title (a sort button where the column sorts) and a
 * resize handle (drag it, or focus it and press the arrow keys; a double click gives the column its width back).
 * The first column is pinned beside the checkbox.
 */
export function TableHead<T>(props: {
  table: Table<T>
  headRef: RefObject<HTMLTableSectionElement | null>
  labels: TableLabels
  allSelected: boolean | 'mixed'
  onSelectAll(): void
  onResize(columnId: string, width: number): void
}) {
  const { table, labels } = props
  return (
    <thead ref={props.headRef} className={tableStyles.head}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={1} className={tableStyles.row}>
          <th className={tableStyles.marker} scope="col" data-pinned="">
            <SelectAll state={props.allSelected} label={labels.selectAll} onToggle={props.onSelectAll} />
          </th>
          {group.headers.map((header, index) => {
            const sorted = header.column.getIsSorted()
            const name = String(header.column.columnDef.meta ?? header.id)
            const title = flexRender(header.column.columnDef.header, header.getContext())
            return (
              <th
                key={header.id}
                scope="col"
                style={{ width: header.getSize() }}
                data-pinned={index === 0 ? 'first' : undefined}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.column.getCanSort() ? (
                  <button type="button" className={tableStyles.sortButton} onClick={header.column.getToggleSortingHandler()} aria-label={labels.sort(name, sorted)}>
                    {title}
                    <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                  </button>
                ) : (
                  title
                )}
                <ResizeHandle header={header} label={labels.resize(name)} onResize={(width) => props.onResize(header.column.id, width)} />
              </th>
            )
          })}
        </tr>
      ))}
    </thead>
  )
}
