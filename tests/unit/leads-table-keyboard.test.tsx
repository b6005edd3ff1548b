import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ColumnDef } from '@tanstack/react-table'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rowKeyboardReducer, initialRowKeyboard, keyToRowAction } from '../../src/client/ui/table/rowKeyboard'
import { useRowKeyboard } from '../../src/client/ui/table/useRowKeyboard'
import { VirtualTable } from '../../src/client/ui/table/VirtualTable'

type Row = { id: number; name: string }
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: 1000 + i, name: `Lead ${i}` }))
const columns: ColumnDef<Row, unknown>[] = [{ id: 'name', accessorKey: 'name', header: 'Name', meta: 'Name', enableSorting: true }]

// happy-dom lays nothing out: give the scroll area a 400 px viewport so react-virtual has something to fill.
const restore: (() => void)[] = []
beforeAll(() => {
  for (const [prop, value] of [['offsetHeight', 400], ['offsetWidth', 800], ['clientHeight', 400]] as const) {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value })
    restore.push(() => original && Object.defineProperty(HTMLElement.prototype, prop, original))
  }
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, top: 0, left: 0, bottom: 400, right: 800, width: 800, height: 400, toJSON: () => ({}) })
  restore.push(() => rect.mockRestore())
})
afterAll(() => restore.forEach((undo) => undo()))
afterEach(cleanup)

function Harness(props: { data: Row[]; onOpen(row: Row): void }) {
  const keyboard = useRowKeyboard(props.data.map((r) => r.id))
  return (
    <VirtualTable label="Results" data={props.data} columns={columns} getRowId={(r) => r.id} keyboard={keyboard} onOpen={props.onOpen}
      sortLabel={(c) => `Sort by ${c}`} selectedLabel="Selected" height="400px" />
  )
}

const activeRow = (grid: HTMLElement) => document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')
const selectedNames = (grid: HTMLElement) => within(grid).queryAllByRole('row', { selected: true }).map((r) => r.textContent?.replace('✓', ''))

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
