import { describe, expect, it } from 'vitest'
import type { ResultRow } from '../../src/api/results'
import { resultColumns } from '../../src/client/features/lists/list/result-columns'
import { translator } from './support/command-context'

/** The text a column's cell renders for a row (the data columns render plain text). */
function cellText(locale: 'en' | 'es', field: string, row: Partial<ResultRow>): unknown {
  const column = resultColumns('industry', translator(locale)).find((c) => c.id === field)!
  const cell = column.cell as (info: { row: { original: ResultRow }; getValue: () => unknown }) => unknown
  return cell({ row: { original: row as ResultRow }, getValue: () => (row as Record<string, unknown>)[field] })
}

describe('the results table', () => {
  it('shows a place category in the reader’s language, not the provider’s English label', () => {
    expect(cellText('es', 'category', { category: 'Dentist', category_id: 'dentist' })).toBe('Dentista')
    expect(cellText('en', 'category', { category: 'Dentist', category_id: 'dentist' })).toBe('Dentist')
    // Found by its label when the id is missing; a category the catalogue does not know stays as stored.
    expect(cellText('es', 'category', { category: 'dentist' })).toBe('Dentista')
    expect(cellText('es', 'category', { category: 'Escape room' })).toBe('Escape room')
  })
})
