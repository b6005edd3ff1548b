import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ColumnDef } from '@tanstack/react-table'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rowKeyboardReducer, initialRowKeyboard, keyToRowAction } from '../../src/client/ui/table/row-keyboard'
import { useRowKeyboard } from '../../src/client/ui/table/use-row-keyboard'
import { VirtualTable } from '../../src/client/ui/table/virtual-table'

type Row = { id: number; name: string }
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: 1000 + i, name: `Lead ${i}` }))
const columns: ColumnDef<Row, unknown>[] = [{ id: 'name', accessorKey: 'name', header: 'Name', meta: 'Name', enableSorting: true }]

// happy-dom lays nothing out: give the scroll area a 400 px viewport so the table has rows to fill it with (the
// header stays 0 px tall, as nothing is laid out).
const restore: (() => void)[] = []
beforeAll(() => {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 })
  restore.push(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
    if (original) Object.defineProperty(Element.prototype, 'clientHeight', original)
  })
})
afterAll(() => restore.forEach((undo) => undo()))
afterEach(cleanup)

const labels = { sort: (c: string) => `Sort by ${c}`, select: (row: string) => `Select ${row}`, selectAll: 'Select all loaded rows', resize: (c: string) => `Resize ${c}` }

function Harness(props: { data: Row[]; onOpen(row: Row): void }) {
  const keyboard = useRowKeyboard(props.data.map((r) => r.id))
  return (
    <VirtualTable label="Results" data={props.data} columns={columns} getRowId={(r) => r.id} getRowLabel={(r) => r.name} keyboard={keyboard}
      onOpen={props.onOpen} labels={labels} height="400px" />
  )
}

const activeRow = (grid: HTMLElement) => document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')
const selectedNames = (grid: HTMLElement) => within(grid).queryAllByRole('row', { selected: true }).map((r) => r.textContent)

describe('row keyboard model', () => {
  const ids = [1, 2, 3, 4, 5]
  const run = (...actions: Parameters<typeof rowKeyboardReducer<number>>[1][]) => actions.reduce((s, a) => rowKeyboardReducer(s, a, ids), initialRowKeyboard<number>())

  it('moves within the rows and stops at both ends', () => {
    expect(run({ type: 'move', by: -1 }).focus).toBe(0)
    expect(run({ type: 'move', by: 3 }, { type: 'move', by: 9 }).focus).toBe(4)
  })

  it('selects a range from the last toggled row, in either direction', () => {
    expect([...run({ type: 'move', by: 3 }, { type: 'toggle' }, { type: 'move', by: -2 }, { type: 'range' }).selected].sort()).toEqual([2, 3, 4])
  })

  it('toggles all, and clears', () => {
    expect(run({ type: 'selectAll' }).selected.size).toBe(5)
    expect(run({ type: 'selectAll' }, { type: 'selectAll' }).selected.size).toBe(0)
    expect(run({ type: 'toggle' }, { type: 'clear' }).selected.size).toBe(0)
  })

  it('reads j, k, x, Shift+x, Enter and Escape, and leaves modified keys alone', () => {
    const key = (k: string, shiftKey = false, ctrlKey = false) => keyToRowAction({ key: k, shiftKey, ctrlKey, metaKey: false, altKey: false }, 10)
    expect(key('j')).toEqual({ type: 'move', by: 1 })
    expect(key('k')).toEqual({ type: 'move', by: -1 })
    expect(key('x')).toEqual({ type: 'toggle' })
    expect(key('X', true)).toEqual({ type: 'range' })
    expect(key('Enter')).toBe('open')
    expect(key('Escape')).toEqual({ type: 'clear' })
    expect(key('k', false, true)).toBeNull()
  })
})

describe('virtual table', () => {
  it('renders only the rows in view, whatever the row count', () => {
    render(<Harness data={rows(5000)} onOpen={() => undefined} />)
    const grid = screen.getByRole('grid', { name: 'Results' })
    const bodyRows = within(grid).getAllByRole('row').length - 1
    expect(bodyRows).toBeGreaterThan(5)
    expect(bodyRows).toBeLessThan(40)
    expect(grid.getAttribute('aria-rowcount')).toBe('5001')
  })

  it('keeps the same row elements while scrolling and shows the rows under the new scroll position', () => {
    render(<Harness data={rows(5000)} onOpen={() => undefined} />)
    const grid = screen.getByRole('grid', { name: 'Results' })
    const bodyRows = () => within(grid).getAllByRole('row').slice(1)
    const before = bodyRows()
    expect(before[0].textContent).toContain('Lead 0')
    const scroller = grid.parentElement!
    scroller.scrollTop = 40 * 2000
    fireEvent.scroll(scroller)
    const after = bodyRows()
    expect(after).toHaveLength(before.length)
    after.forEach((row, i) => expect(row).toBe(before[i]))
    // Two rows of overscan above the first row in view, in order, with their place in the whole table.
    expect(after.map((row) => row.getAttribute('aria-rowindex')).slice(0, 3)).toEqual(['2000', '2001', '2002'])
    expect(after[2].textContent).toContain('Lead 2000')
    expect(after[0].textContent).toContain('Lead 1998')
  })

  it('scrolls the focused row into view and renders it at once', () => {
    render(<Harness data={rows(5000)} onOpen={() => undefined} />)
    const grid = screen.getByRole('grid', { name: 'Results' })
    grid.focus()
    fireEvent.keyDown(grid, { key: 'End' })
    expect(activeRow(grid)?.textContent).toContain('Lead 4999')
    expect(grid.parentElement!.scrollTop).toBe(40 * 5000 - 400)
    fireEvent.keyDown(grid, { key: 'Home' })
    expect(activeRow(grid)?.textContent).toContain('Lead 0')
    expect(grid.parentElement!.scrollTop).toBe(0)
  })

  it('moves with j/k, selects with x and Shift+x, clears with Escape and opens with Enter', () => {
    const opened: Row[] = []
    const pageKeys: string[] = []
    const onWindowKey = (e: KeyboardEvent) => pageKeys.push(e.key)
    window.addEventListener('keydown', onWindowKey)
    render(<Harness data={rows(50)} onOpen={(row) => opened.push(row)} />)
    const grid = screen.getByRole('grid', { name: 'Results' })
    grid.focus()
    const press = (key: string, shiftKey = false) => fireEvent.keyDown(grid, { key, shiftKey })

    press('j')
    press('j')
    expect(activeRow(grid)?.textContent).toContain('Lead 2')
    press('x')
    press('j')
    press('j')
    press('X', true)
    expect(selectedNames(grid)).toEqual(['Lead 2', 'Lead 3', 'Lead 4'])
    press('k')
    expect(activeRow(grid)?.textContent).toContain('Lead 3')
    press('Enter')
    expect(opened.map((r) => r.name)).toEqual(['Lead 3'])
    press('Escape')
    expect(selectedNames(grid)).toEqual([])
    // The table owns its keys: the page's shortcut layer never sees them twice.
    expect(pageKeys).toEqual([])
    window.removeEventListener('keydown', onWindowKey)
  })
})
