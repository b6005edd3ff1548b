import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueryView } from '../../src/client/ui/query-view'

const rows = (data: string[]) => (
  <ul>
    {data.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
)

describe('QueryView', () => {
  it('says it failed, as an alert, instead of loading or showing stale rows', () => {
    render(<QueryView data={['old']} isError failed="The list could not be loaded." empty="Nothing yet.">{rows}</QueryView>)
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.')
    expect(screen.queryByText('old')).toBeNull()
  })

  it('shows a loading state until the data comes', () => {
    render(<QueryView data={undefined as string[] | undefined} isError={false} failed="failed" empty="Nothing yet.">{rows}</QueryView>)
    expect(screen.getByRole('status')).toBeTruthy()
  })

  it('says there is nothing when the data is empty, and shows the rows otherwise', () => {
    const { rerender } = render(<QueryView data={[] as string[]} isError={false} failed="failed" empty="Nothing yet.">{rows}</QueryView>)
    expect(screen.getByText('Nothing yet.')).toBeTruthy()
    rerender(<QueryView data={['Ada', 'Grace']} isError={false} failed="failed" empty="Nothing yet.">{rows}</QueryView>)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace'])
  })

  it('asks isEmpty what nothing is for data that is not a list', () => {
    render(<QueryView data={{ cards: [] as string[] }} isError={false} failed="failed" empty="No cards." isEmpty={(d) => d.cards.length === 0}>{(d) => rows(d.cards)}</QueryView>)
    expect(screen.getByText('No cards.')).toBeTruthy()
  })
})
