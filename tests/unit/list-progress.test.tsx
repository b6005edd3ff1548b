import { useQuery } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listQuery, type ListProgressEvent } from '../../src/api/lists'
import type { TableFilter } from '../../src/api/results'
import { useListProgress } from '../../src/client/features/lists/list/use-list-progress'
import { useResults } from '../../src/client/features/lists/list/use-results'
import type { SavedList } from '../../src/shared/leads/types'
import { renderAt } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const filter: TableFilter = { custom_search: [], search: '', search_type: 'contain', withEmail: -1, sent: null }
const list: SavedList = {
  id: 5, name: 'Dentists', type: 'industry', tags: null, source: null, webhook: null, is_archived: false, is_demo: true,
  state: 'Incomplete', total: 0, progress: { found: 0, target: 300, status: 'running' }, stop_reason: null, created_at: '', updated_at: '',
}

/**
 * The server as the list page meets it: the list, its results (keyset pages of `limit` rows, cursor = last id), the
 * progress stream (events pushed by the test) and the polling route; every request is recorded.
 */
function fakeServer(options: { stream: 'open' | 'broken' } = { stream: 'open' }) {
  const state = { rows: 0, snapshot: null as ListProgressEvent | null }
  const requests: string[] = []
  let push: (event: string, data: ListProgressEvent) => void = () => undefined
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {}
    requests.push(`${method} ${url.pathname}${body.limit === 1 ? ' (count)' : body.cursor ? ` after ${body.cursor}` : ''}`)
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })
    if (url.pathname === '/api/campaigns/5') return json({ ...list, total: state.rows })
    if (url.pathname === '/api/campaigns/5/progress') {
      const s = state.snapshot!
      return json({ state: s.state, total: s.total, progress: s.state === 'Incomplete' ? list.progress : null, stop_reason: null })
    }
    if (url.pathname === '/api/campaigns/5/events') {
      if (options.stream === 'broken') return json({ message: 'Bad gateway' }, 502)
      const encoder = new TextEncoder()
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
        },
      })
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
    }
    if (url.pathname === '/api/industry-results/5') {
      const after = body.cursor ? Number(body.cursor) : 0
      const ids = Array.from({ length: state.rows }, (_, i) => i + 1).filter((id) => id > after)
      const data = ids.slice(0, body.limit).map((id) => ({ id, name: `Lead ${id}` }))
      const more = ids.length > body.limit
      return json({ data, total: state.rows, page: 1, limit: body.limit, next_cursor: more ? String(data[data.length - 1].id) : null })
    }
    return json({ message: 'Not found.' }, 404)
  }
  vi.stubGlobal('fetch', fetchStub)
  /** Results were stored: the server's snapshot says so, on the stream. */
  const found = (rows: number, event = 'progress') => {
    state.rows = rows
    const done = event === 'end'
    state.snapshot = {
      campaign_id: 5, state: done ? 'Active' : 'Incomplete', total: rows,
      search: { id: 1, status: done ? 'done' : 'running', found: rows, target: 300, stop_reason: null },
    }
    push(event, state.snapshot)
  }
  return { state, requests, found }
}

function ListProbe() {
  const { data: current = null } = useQuery(listQuery(5))
  const results = useResults(current, filter)
  useListProgress(current, results.follow)
  return (
    <div>
      <p>rows {results.rows.length} of {results.total}</p>
      <p>state {current?.state} found {current?.progress?.found ?? '-'}</p>
      <button onClick={results.loadMore}>more</button>
    </div>
  )
}

const resultRequests = (requests: string[]) => requests.filter((r) => r.startsWith('POST /api/industry-results'))

describe('the list page during a search', () => {
  it('follows the progress stream: new results are appended by reading the last page again, never every page nor the list', async () => {
    const server = fakeServer()
    server.state.rows = 3
    renderAt(<ListProbe />, { token: 't' })
    await screen.findByText('rows 3 of 3')
    await waitFor(() => expect(server.requests).toContain('GET /api/campaigns/5/events'))

    act(() => server.found(7))
    await screen.findByText('rows 7 of 7')
    expect(screen.getByText('state Incomplete found 7')).toBeTruthy()
    act(() => server.found(9, 'end'))
    await screen.findByText('rows 9 of 9')
    expect(screen.getByText('state Active found -')).toBeTruthy()

    // One GET of the list when the page opened; the stream did the rest. Results: the first page, then that page again per change.
    expect(server.requests.filter((r) => r === 'GET /api/campaigns/5')).toHaveLength(1)
    expect(resultRequests(server.requests)).toEqual(['POST /api/industry-results/5', 'POST /api/industry-results/5', 'POST /api/industry-results/5'])
  })

  it('only counts results that land beyond the loaded pages, and leaves the loaded pages alone', async () => {
    const server = fakeServer()
    server.state.rows = 250
    renderAt(<ListProbe />, { token: 't' })
    await screen.findByText('rows 100 of 250')
    act(() => screen.getByText('more').click())
    await screen.findByText('rows 200 of 250')
    await waitFor(() => expect(server.requests).toContain('GET /api/campaigns/5/events'))

    act(() => server.found(260))
    await screen.findByText('rows 200 of 260')
    expect(resultRequests(server.requests)).toEqual(['POST /api/industry-results/5', 'POST /api/industry-results/5 after 100', 'POST /api/industry-results/5 (count)'])
  })

  it('polls the progress route when the stream cannot be read', async () => {
    const server = fakeServer({ stream: 'broken' })
    server.state.rows = 2
    server.state.snapshot = { campaign_id: 5, state: 'Incomplete', total: 2, search: { id: 1, status: 'running', found: 2, target: 300, stop_reason: null } }
    renderAt(<ListProbe />, { token: 't' })
    await screen.findByText('rows 2 of 2')
    await waitFor(() => expect(server.requests).toContain('GET /api/campaigns/5/progress'))
    server.state.rows = 4
    server.state.snapshot = { campaign_id: 5, state: 'Active', total: 4, search: { id: 1, status: 'done', found: 4, target: 300, stop_reason: null } }
    await screen.findByText('rows 4 of 4', undefined, { timeout: 5_000 })
    expect(screen.getByText('state Active found -')).toBeTruthy()
  })
})
