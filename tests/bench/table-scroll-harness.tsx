import type { ColumnDef } from '@tanstack/react-table'
import { createRoot } from 'react-dom/client'
import { useMemo } from 'react'
import { useRowKeyboard } from '../../src/client/ui/table/useRowKeyboard'
import { VirtualTable } from '../../src/client/ui/table/VirtualTable'

/** The results table alone with synthetic rows, for tests/bench/table-scroll.bench.ts (?rows=N). */
type Row = { id: number; name: string; email: string; phone: string; city: string; category: string; rating: number; reviews: number; website: string }

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

const columns: ColumnDef<Row, unknown>[] = (['name', 'email', 'phone', 'city', 'category', 'rating', 'reviews', 'website'] as const).map((key) => ({
  id: key,
  accessorKey: key,
  header: key,
  meta: key,
  size: key === 'name' || key === 'email' || key === 'website' ? 220 : 130,
}))

function Harness(props: { count: number }) {
  const data = useMemo(() => rowsOf(props.count), [props.count])
  const keyboard = useRowKeyboard(useMemo(() => data.map((r) => r.id), [data]))
  return <VirtualTable label="Bench" data={data} columns={columns} getRowId={(r) => r.id} keyboard={keyboard} sortLabel={(c) => c} selectedLabel="Selected" height="600px" />
}

const count = Number(new URLSearchParams(location.search).get('rows') ?? '1000')
createRoot(document.getElementById('root')!).render(<Harness count={count} />)
