import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CreditHistoryPanel } from '../../src/client/features/wallet/credit-history-panel'
import { historyParams, noHistoryFilter, type HistoryFilter } from '../../src/client/features/wallet/history-filter'
import { CommandShell } from '../../src/client/ui/command-shell'
import type { CreditMovement, CreditMovementsPage } from '../../src/shared/wallet/ledger'
import { renderAt, stubFetch, ToastList } from './client-harness'
import { commandContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const movements: CreditMovement[] = [
  { id: 9, created_at: '2026-03-02T10:00:00.000Z', kind: 'enrichment', credits: -3, balance_after: 1497, cause: { type: 'lead_job', lead_job_id: 4, job_kind: 'find-emails', list: { id: 7, name: 'Fresno dentists', type: 'industry' } } },
  { id: 8, created_at: '2026-03-02T09:00:00.000Z', kind: 'search', credits: -40, balance_after: 1500, cause: { type: 'search', search_id: 3, list: null } },
  { id: 7, created_at: '2026-03-01T09:00:00.000Z', kind: 'top_up', credits: 1000, balance_after: 1540, cause: { type: 'payment', payment_id: 12, payment_kind: 'purchase', amount_cents: 8000 } },
  { id: 6, created_at: '2026-02-01T00:00:00.000Z', kind: 'expiry', credits: -60, balance_after: 540, cause: { type: 'bucket', bucket_kind: 'monthly', expired_at: '2026-02-01T00:00:00.000Z' } },
]

/** The panel as the wallet page holds it (the filter in the page's state), over a stubbed GET /api/wallet/transactions. */
function showHistory(answer: (url: URL) => CreditMovementsPage) {
  const server = stubFetch((url) => ({ body: answer(new URL(url, 'http://local')) }))
  vi.stubGlobal('fetch', server.fetchStub)
  const { openPalette: _p, openCheatSheet: _c, ...base } = commandContext({ modules: ['wallet'] })
  function Page() {
    const [filter, setFilter] = useState<HistoryFilter>(noHistoryFilter)
    return <CreditHistoryPanel filter={filter} onFilter={setFilter} />
  }
  renderAt(
    <CommandShell base={base}>
      <Page />
      <ToastList />
    </CommandShell>,
  )
  return { requests: () => server.calls.map((c) => new URL(c.url, 'http://local')).filter((u) => u.pathname === '/api/wallet/transactions') }
}

const bodyRows = () => within(screen.getByTestId('credit-history')).getAllByRole('row').slice(1)
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)

describe('the credit history on the wallet page', () => {
  it('lists each movement with its date, signed credits, the balance after it and what caused it', async () => {
    showHistory(() => ({ data: movements, next_cursor: null }))
    await waitFor(() => expect(bodyRows()).toHaveLength(4))
    const date = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
    expect(bodyRows().map(cellsOf)).toEqual([
      [date('2026-03-02T10:00:00.000Z'), 'Enrichment', '-3', '1,497', 'Find e-mails on Fresno dentists'],
      [date('2026-03-02T09:00:00.000Z'), 'Search', '-40', '1,500', 'Search into a deleted list'],
      [date('2026-03-01T09:00:00.000Z'), 'Top-up', '+1,000', '1,540', 'Credit purchase of $80.00'],
      [date('2026-02-01T00:00:00.000Z'), 'Credits expired', '-60', '540', expect.stringMatching(/^Monthly plan credits that ran out on /)],
    ])
    expect(within(bodyRows()[0]!).getByRole('link', { name: 'Fresno dentists' }).getAttribute('href')).toBe('/lead-search/saved-lists/industry-7')
    expect(within(bodyRows()[2]!).getByRole('link').getAttribute('href')).toBe('#payment-12')
    expect(screen.getByText('4 movements shown')).toBeTruthy()
  })

  it('asks the server for the movement kind and the days chosen, and says when nothing matches', async () => {
    const { requests } = showHistory((url) => ({ data: url.searchParams.get('kind') === 'refund' ? [] : movements, next_cursor: null }))
    await waitFor(() => expect(bodyRows()).toHaveLength(4))
    fireEvent.change(screen.getByLabelText('Movement'), { target: { value: 'refund' } })
    await waitFor(() => expect(screen.getByText('No credit movement matches these filters.')).toBeTruthy())
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('To (inclusive)'), { target: { value: '2026-03-02' } })
    await waitFor(() => expect(requests().at(-1)!.searchParams.get('to')).not.toBeNull())
    const last = requests().at(-1)!.searchParams
    expect(last.get('kind')).toBe('refund')
    // The user's days, from the first moment of the first to the first moment after the last, in their time zone.
    expect(last.get('from')).toBe(new Date(2026, 2, 1).toISOString())
    expect(last.get('to')).toBe(new Date(2026, 2, 3).toISOString())

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(4))
  })

  it('reads older pages by cursor and shows them after the first', async () => {
    const { requests } = showHistory((url) => (url.searchParams.get('cursor') === '8' ? { data: movements.slice(2), next_cursor: null } : { data: movements.slice(0, 2), next_cursor: '8' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(4))
    expect(requests().map((u) => u.searchParams.get('cursor'))).toEqual([null, '8'])
    expect(bodyRows().map((row) => row.getAttribute('data-kind'))).toEqual(['enrichment', 'search', 'top_up', 'expiry'])
  })
})

describe('the history filter', () => {
  it('sends nothing it was not given, and rejects days that are not dates', () => {
    expect(historyParams(noHistoryFilter)).toEqual({})
    expect(historyParams({ kind: 'search', from: 'nope', to: '' })).toEqual({ kind: 'search' })
  })
})
