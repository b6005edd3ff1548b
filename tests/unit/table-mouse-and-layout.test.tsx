import { useMemo } from 'react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ColumnDef } from '@tanstack/react-table'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ColumnChooser } from '../../src/client/ui/table/column-chooser'
import { initialRowKeyboard, rowKeyboardReducer, type RowKeyboardAction } from '../../src/client/ui/table/row-keyboard'
import { moveColumn, readColumnLayout, useColumnLayout, type ColumnLayout } from '../../src/client/ui/table/use-column-layout'
import { useRowKeyboard } from '../../src/client/ui/table/use-row-keyboard'
import { VirtualTable } from '../../src/client/ui/table/virtual-table'

type Row = { id: number; name: string; city: string }
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: 1000 + i, name: `Lead ${i}`, city: `City ${i % 7}` }))
const columns: ColumnDef<Row, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', meta: 'Name', size: 200 },
  { id: 'city', accessorKey: 'city', header: 'City', meta: 'City', size: 140 },
]
const labels = { sort: (c: string) => `Sort by ${c}`, select: (row: string) => `Select ${row}`, selectAll: 'Select all loaded rows', resize: (c: string) => `Resize ${c}` }

// happy-dom lays nothing out: a 400 px viewport for the scroll area, so the table has rows to fill it with.
const restore: (() => void)[] = []
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 })
  restore.push(() => delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight)
})
afterAll(() => restore.forEach((undo) => undo()))
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
})

const defaults = (): ColumnLayout => ({ visibility: {}, order: [], sizing: {} })

function Harness(props: { data: Row[]; storageKey?: string }) {
  const ids = useMemo(() => props.data.map((r) => r.id), [props.data])
  const keyboard = useRowKeyboard(ids)
  const { layout, update } = useColumnLayout(props.storageKey ?? 'lc:table:1:list:1', defaults)
  const order = layout.order.length ? layout.order : columns.map((c) => c.id!)
  return (
    <>
      <p data-testid="selected">{keyboard.selectedIds.length}</p>
      <ColumnChooser
        labels={{ title: 'Columns', earlier: (c) => `Move ${c} earlier`, later: (c) => `Move ${c} later`, reset: 'Default columns' }}
        columns={order.map((id) => ({ id, label: id === 'name' ? 'Name' : 'City' }))}
        visibility={layout.visibility}
        onVisibilityChange={(next) => update('visibility', next)}
        onMove={(id, by) => update('order', moveColumn(order, id, by))}
        onReset={() => (update('visibility', {}), update('order', []), update('sizing', {}))}
      />
      <VirtualTable label="Results" data={props.data} columns={columns} getRowId={(r) => r.id} getRowLabel={(r) => r.name} keyboard={keyboard} labels={labels} height="400px"
        columnVisibility={layout.visibility} onColumnVisibilityChange={(next) => update('visibility', next)}
        columnOrder={order} onColumnOrderChange={(next) => update('order', next)}
        columnSizing={layout.sizing} onColumnSizingChange={(next) => update('sizing', next)} />
    </>
  )
}

const grid = () => screen.getByRole('grid', { name: 'Results' })
const activeRow = () => document.getElementById(grid().getAttribute('aria-activedescendant') ?? '')
const selectedNames = () => within(grid()).queryAllByRole('row', { selected: true }).map((r) => r.textContent)
const check = (name: string, shiftKey = false) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }), { shiftKey })

describe('the cursor stays in view at any depth of a 100k-row list', () => {
  it('scrolls the table to the cursor row and renders it, wherever the keys take it', () => {
    render(<Harness data={rows(100_000)} />)
    grid().focus()
    const scroller = grid().parentElement!
    const inView = () => {
      const index = Number(activeRow()!.getAttribute('aria-rowindex')) - 2
      return index * 40 >= scroller.scrollTop && (index + 1) * 40 <= scroller.scrollTop + 400
    }
    fireEvent.keyDown(grid(), { key: 'End' })
    expect(activeRow()?.textContent).toContain('Lead 99999')
    expect(inView()).toBe(true)
    for (let i = 0; i < 12; i++) fireEvent.keyDown(grid(), { key: 'k' })
    expect(activeRow()?.textContent).toContain('Lead 99987')
    expect(inView()).toBe(true)
    // A page is the rows in view less one: 9 here.
    for (let i = 0; i < 12; i++) fireEvent.keyDown(grid(), { key: 'PageUp' })
    expect(activeRow()?.textContent).toContain('Lead 99879')
    expect(inView()).toBe(true)
    fireEvent.keyDown(grid(), { key: 'Home' })
    for (let i = 0; i < 15; i++) fireEvent.keyDown(grid(), { key: 'j' })
    expect(activeRow()?.textContent).toContain('Lead 15')
    expect(inView()).toBe(true)
  })

  it('scrolls the window too when the cursor row is below it (a table taller than the room left)', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined)
    render(<Harness data={rows(50)} />)
    grid().focus()
    // The row the cursor moves to lies 100 px under the window's bottom edge.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const below = this.id.endsWith('-row-1') ? window.innerHeight + 60 : 0
      return { top: below, bottom: below + 40, left: 0, right: 0, width: 0, height: 40, x: 0, y: below, toJSON: () => ({}) } as DOMRect
    })
    fireEvent.keyDown(grid(), { key: 'j' })
    expect(scrollBy).toHaveBeenCalledWith(0, 100)
  })
})

describe('scrolling with the wheel', () => {
  it('stays where the reader scrolled when the next page of rows arrives', () => {
    const first = rows(100)
    const { rerender } = render(<Harness data={first} />)
    const scroller = grid().parentElement!
    act(() => {
      scroller.scrollTop = 3000
      fireEvent.scroll(scroller)
    })
    rerender(<Harness data={[...first, ...rows(200).slice(100)]} />)
    expect(scroller.scrollTop).toBe(3000)
  })
})

describe('selecting with the mouse', () => {
  it('selects a row by its checkbox and the range to a Shift+clicked row, either way', () => {
    render(<Harness data={rows(30)} />)
    check('Lead 2')
    check('Lead 6', true)
    expect(selectedNames()).toEqual(['Lead 2City 2', 'Lead 3City 3', 'Lead 4City 4', 'Lead 5City 5', 'Lead 6City 6'])
    // Unselect one, then Shift+click upwards: the range from that row selects it again.
    check('Lead 4')
    expect(selectedNames()).toHaveLength(4)
    check('Lead 1', true)
    expect(selectedNames()).toEqual(['Lead 1City 1', 'Lead 2City 2', 'Lead 3City 3', 'Lead 4City 4', 'Lead 5City 5', 'Lead 6City 6'])
    // A Shift+click anywhere on a row selects the range too; the cursor follows the clicks.
    fireEvent.click(within(grid()).getByText('Lead 9'), { shiftKey: true })
    expect(screen.getByTestId('selected').textContent).toBe('9')
    expect(activeRow()?.textContent).toContain('Lead 9')
  })

  it('keeps the focus on the grid when a checkbox is pressed, so the keys go on working', () => {
    render(<Harness data={rows(10)} />)
    const box = screen.getByRole('checkbox', { name: 'Select Lead 3' })
    const pressed = fireEvent.mouseDown(box)
    expect(pressed).toBe(false)
    expect(document.activeElement).toBe(grid())
  })

  it('selects every loaded row from the header checkbox, shows a mixed state, and clears', () => {
    render(<Harness data={rows(12)} />)
    const all = screen.getByRole('checkbox', { name: 'Select all loaded rows' }) as HTMLInputElement
    check('Lead 0')
    expect(all.indeterminate).toBe(true)
    fireEvent.click(all)
    expect(screen.getByTestId('selected').textContent).toBe('12')
    expect(all.checked).toBe(true)
    fireEvent.click(all)
    expect(screen.getByTestId('selected').textContent).toBe('0')
  })
})

describe('"all matching" in the selection model', () => {
  const ids = [1, 2, 3, 4]
  const run = (...actions: RowKeyboardAction[]) => actions.reduce((s, a) => rowKeyboardReducer(s, a, ids), initialRowKeyboard<number>())

  it('selects every matching row, loaded or not, and picking a row leaves it for the loaded rows less that one', () => {
    expect(run({ type: 'selectMatching' })).toMatchObject({ matching: true })
    const picked = run({ type: 'selectMatching' }, { type: 'toggleAt', index: 1 })
    expect(picked.matching).toBe(false)
    expect([...picked.selected]).toEqual([1, 3, 4])
    expect(run({ type: 'selectMatching' }, { type: 'selectAll' })).toMatchObject({ matching: false, selected: new Set() })
    expect(run({ type: 'selectMatching' }, { type: 'clear' })).toMatchObject({ matching: false })
  })
})

describe('the column layout is kept per list', () => {
  it('resizes a column by keyboard, hides and reorders columns, and finds the layout again on the next visit', () => {
    const first = render(<Harness data={rows(5)} storageKey="lc:table:7:list:42" />)
    const nameHeader = () => screen.getAllByRole('columnheader').find((h) => h.textContent?.startsWith('Name'))!
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize Name' }), { key: 'ArrowRight' })
    fireEvent.keyDown(screen.getByRole('separator', { name: 'Resize Name' }), { key: 'ArrowRight' })
    expect(nameHeader().style.width).toBe('232px')
    fireEvent.click(screen.getByRole('button', { name: 'Move City earlier' }))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent).slice(1)).toEqual(['City', 'Name'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'City' }))
    expect(screen.getAllByRole('columnheader')).toHaveLength(2)
    first.unmount()

    expect(readColumnLayout('lc:table:7:list:42', defaults())).toEqual({ visibility: { city: false }, order: ['city', 'name'], sizing: { name: 232 } })
    render(<Harness data={rows(5)} storageKey="lc:table:7:list:42" />)
    expect(nameHeader().style.width).toBe('232px')
    expect(screen.getAllByRole('columnheader')).toHaveLength(2)
    // Another list starts from the defaults.
    cleanup()
    render(<Harness data={rows(5)} storageKey="lc:table:7:list:43" />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent).slice(1)).toEqual(['Name', 'City'])
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Default columns' })))
  })

  it('falls back to the defaults when the stored layout is not one', () => {
    localStorage.setItem('lc:table:1:list:9', '{"visibility":{"city":"no"},"order":"name","sizing":{"name":"wide"}}')
    expect(readColumnLayout('lc:table:1:list:9', { visibility: { x: false }, order: [], sizing: {} })).toEqual({ visibility: { x: false }, order: [], sizing: {} })
    localStorage.setItem('lc:table:1:list:9', 'not json')
    expect(readColumnLayout('lc:table:1:list:9', defaults())).toEqual(defaults())
  })
})

describe('the table while it has no rows', () => {
  function Waiting(props: { data: Row[] }) {
    const keyboard = useRowKeyboard(props.data.map((r) => r.id))
    return <VirtualTable label="Results" data={props.data} columns={columns} getRowId={(r) => r.id} getRowLabel={(r) => r.name} keyboard={keyboard} labels={labels} height="400px" placeholder={<p role="status">Loading</p>} />
  }

  it('shows the placeholder under its header, in its own area, so the table does not move when the rows come', () => {
    const { rerender } = render(<Waiting data={[]} />)
    const scroller = grid().parentElement!
    // Inside the table's area, after the header: nothing above the table is there only while loading.
    expect(scroller.contains(screen.getByRole('status'))).toBe(true)
    expect(grid().compareDocumentPosition(screen.getByRole('status')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    rerender(<Waiting data={rows(3)} />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(grid().parentElement).toBe(scroller)
  })
})
