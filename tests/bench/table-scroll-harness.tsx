import type { ColumnDef } from '@tanstack/react-table'
import { createRoot } from 'react-dom/client'
import { useMemo } from 'react'
import { useRowKeyboard } from '../../src/client/ui/table/use-row-keyboard'
import { VirtualTable } from '../../src/client/ui/table/virtual-table'

/**
 * The pages of tests/bench/table-scroll.bench.ts (`?kind=...&rows=N`):
 *   table  - the results table (VirtualTable) alone with synthetic rows;
 *   static - the same rows as a plain HTML table, all of them in the DOM, no React, no script while scrolling: what
 *            the browser itself costs to scroll that much table;
 *   empty  - a scroll area of the same height with nothing in it: what a frame of scrolling costs at all.
 * Each page marks its scroll area with data-scroller.
 */
type Row = { id: number; name: string; email: string; phone: string; city: string; category: string; rating: number; reviews: number; website: string }

const keys = ['name', 'email', 'phone', 'city', 'category', 'rating', 'reviews', 'website'] as const
const widthOf = (key: (typeof keys)[number]) => (key === 'name' || key === 'email' || key === 'website' ? 220 : 130)
const rowHeight = 40
const cities = ['Fresno', 'Berlin', 'Lyon', 'Sevilla', 'Austin', 'Leeds', 'Porto', 'Graz']

function rowsOf(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Dental practice ${i + 1}`,
    email: `office${i + 1}@practice${i % 977}.example`,
    phone: `+1 559 555 ${String(i % 10000).padStart(4, '0')}`,
    city: cities[i % cities.length],
    category: 'Dentist',
    rating: 3 + ((i * 7) % 20) / 10,
    reviews: (i * 13) % 900,
    website: `https://practice${i % 977}.example`,
  }))
}

const columns: ColumnDef<Row, unknown>[] = keys.map((key) => ({ id: key, accessorKey: key, header: key, meta: key, size: widthOf(key) }))

const benchLabels = { sort: (column: string) => column, select: (row: string) => `Select ${row}`, selectAll: 'Select all', resize: (column: string) => `Resize ${column}` }

function Harness(props: { count: number }) {
  const data = useMemo(() => rowsOf(props.count), [props.count])
  const keyboard = useRowKeyboard(useMemo(() => data.map((r) => r.id), [data]))
  return <VirtualTable label="Bench" data={data} columns={columns} getRowId={(r) => r.id} getRowLabel={(r) => r.name} keyboard={keyboard} labels={benchLabels} height="600px" />
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The rows as one plain table with the look of the results table (fonts, padding, borders, 40 px rows). */
function staticTable(root: HTMLElement, count: number) {
  const width = keys.reduce((sum, key) => sum + widthOf(key), 40)
  const cell = 'padding:8px;box-sizing:border-box;overflow:hidden;text-overflow:ellipsis;white-space:nowrap'
  const style = `
    [data-scroller] { height: 600px; overflow: auto; border: 1px solid #E3E6EC; border-radius: 8px; background: #fff; contain: strict; position: relative; font: 14px system-ui, sans-serif }
    table { border-collapse: collapse; table-layout: fixed; width: ${width}px }
    thead th { position: sticky; top: 0; background: #F7F8FA; text-align: left; font-weight: 600; border-bottom: 1px solid #E3E6EC; ${cell} }
    tbody tr { height: ${rowHeight}px; border-bottom: 1px solid #EEF0F4 }
    tbody td { ${cell} }`
  const head = `<tr><th style="width:40px"></th>${keys.map((key) => `<th style="width:${widthOf(key)}px">${key}</th>`).join('')}</tr>`
  const body = rowsOf(count)
    .map((row) => `<tr><td></td>${keys.map((key) => `<td>${escape(String(row[key]))}</td>`).join('')}</tr>`)
    .join('')
  root.innerHTML = `<style>${style}</style><div data-scroller><table aria-label="Bench"><thead>${head}</thead><tbody>${body}</tbody></table></div>`
}

/** A scroll area as tall as the table would be, with nothing in it. */
function emptyScroller(root: HTMLElement, count: number) {
  root.innerHTML = `<div data-scroller style="height:600px;overflow:auto;contain:strict;background:#fff"><div style="height:${(count + 1) * rowHeight}px"></div></div>`
}

const params = new URLSearchParams(location.search)
const count = Number(params.get('rows') ?? '1000')
const kind = params.get('kind') ?? 'table'
const root = document.getElementById('root')!
if (kind === 'static') staticTable(root, count)
else if (kind === 'empty') emptyScroller(root, count)
else createRoot(root).render(<Harness count={count} />)
