import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../src/client/app'
import { useWorkflowRuns } from '../../src/client/features/automation/use-workflow-runs'
import { NEAR_END_ROWS, shouldLoadMore } from '../../src/client/features/automation/virtual-rows'
import { stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const run = (id: number, status = 'done') => ({ id, version: 1, status, leads: { total: 2, done: 2, failed: 0, skipped: 0 }, credits: 0, started_at: '2026-03-01T10:00:00.000Z', finished_at: status === 'running' ? null : '2026-03-01T10:01:00.000Z' })
const entry = (lead: number, node: string) => ({ lead_id: lead, lead_name: `Lead ${lead}`, node_id: node, status: 'done', attempts: 1, cost: 0, message: null, finished_at: '2026-03-01T10:00:30.000Z' })

/** A server of two pages of runs (25, then 5) and a log of three pages of two leads each, answering by `cursor`. */
function pagedServer() {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://x')
    const cursor = searchParams.get('cursor')
    if (pathname === '/api/workflows/4/runs') {
      return cursor === null
        ? { body: { data: Array.from({ length: 25 }, (_, i) => run(130 - i, i === 0 ? 'stopped_credits' : 'done')), next_cursor: '106' } }
        : { body: { data: Array.from({ length: 5 }, (_, i) => run(105 - i)), next_cursor: null } }
    }
    if (pathname === '/api/workflows/4/runs/130/log') {
      const page = cursor === null ? 0 : Number(cursor)
      const leads = [page * 2 + 1, page * 2 + 2]
      return { body: { data: leads.flatMap((l) => [entry(l, 't'), entry(l, 'e')]), next_cursor: page < 2 ? String(page + 1) : null } }
    }
    if (pathname === '/api/workflows/4/runs/130/resume') return { body: { data: run(130, 'running') } }
    return { status: 404, body: { message: 'Not found.', code: 'error.not_found' } }
  })
}

function setup() {
  const api = pagedServer()
  vi.stubGlobal('fetch', api.fetchStub)
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const hook = renderHook(() => useWorkflowRuns(4), { wrapper })
  return { api, hook, gets: (path: string) => api.calls.filter((c) => c.url.includes(path)).map((c) => new URL(c.url, 'http://x').searchParams.get('cursor')) }
}

describe('the builder reads runs and logs a page at a time', () => {
  it('asks for the next page only near the end of what is loaded, with more left and none on its way', () => {
    expect(shouldLoadMore(10, 100, true, false)).toBe(false)
    expect(shouldLoadMore(100 - NEAR_END_ROWS, 100, true, false)).toBe(true)
    expect(shouldLoadMore(99, 100, false, false)).toBe(false)
    expect(shouldLoadMore(99, 100, true, true)).toBe(false)
    expect(shouldLoadMore(-1, 0, true, false)).toBe(false)
  })

  it('appends the older runs with the cursor the server gave, then stops asking at the last page', async () => {
    const { hook, gets } = setup()
    await waitFor(() => expect(hook.result.current.runs).toHaveLength(25))
    expect(hook.result.current.runsPaging.hasMore).toBe(true)
    act(() => hook.result.current.runsPaging.loadMore())
    await waitFor(() => expect(hook.result.current.runs).toHaveLength(30))
    expect(hook.result.current.runs.map((r) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => 130 - i))
    expect(hook.result.current.runsPaging.hasMore).toBe(false)
    act(() => hook.result.current.runsPaging.loadMore())
    expect(gets('/api/workflows/4/runs')).toEqual([null, '106'])
  })

  it("reads a run's log page by page, whole leads in order, and shows it again after a resume", async () => {
    const { hook, gets, api } = setup()
    await waitFor(() => expect(hook.result.current.runs).toHaveLength(25))
    act(() => hook.result.current.setShownRun(130))
    await waitFor(() => expect(hook.result.current.entries).toHaveLength(4))
    expect(hook.result.current.logPaging.hasMore).toBe(true)
    act(() => hook.result.current.logPaging.loadMore())
    await waitFor(() => expect(hook.result.current.entries).toHaveLength(8))
    act(() => hook.result.current.logPaging.loadMore())
    await waitFor(() => expect(hook.result.current.entries).toHaveLength(12))
    expect(hook.result.current.logPaging.hasMore).toBe(false)
    expect(hook.result.current.entries!.map((e) => `${e.lead_id}${e.node_id}`)).toEqual(['1t', '1e', '2t', '2e', '3t', '3e', '4t', '4e', '5t', '5e', '6t', '6e'])
    expect(gets('/runs/130/log')).toEqual([null, '1', '2'])

    await act(() => hook.result.current.resume(130))
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/workflows/4/runs/130/resume'])
    expect(hook.result.current.shownRun).toBe(130)
  })
})
