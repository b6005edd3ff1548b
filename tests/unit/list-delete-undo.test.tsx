import { QueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listKeys } from '../../src/api/lists'
import { latestPendingDelete, scheduleListDelete, undoListDelete, undoWindowMs } from '../../src/client/features/lists/pending-list-delete'
import type { SavedList, SavedListPage } from '../../src/shared/leads/types'
import { stubFetch } from './client-harness'

const list = (id: number, name: string) => ({ id, name, type: 'industry', state: 'Active' }) as SavedList
const page = (lists: SavedList[]): SavedListPage => ({ data: lists, total: lists.length, page: 1, limit: 20 })

let server: ReturnType<typeof stubFetch>
let keepalive: boolean[]
let queryClient: QueryClient
beforeEach(() => {
  vi.useFakeTimers()
  server = stubFetch(() => ({ body: { message: 'Lists deleted.', deleted: 1 } }))
  keepalive = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => (keepalive.push(init.keepalive === true), server.fetchStub(input, init)))
  queryClient = new QueryClient()
  queryClient.setQueryData(listKeys.list({ limit: 20 }), page([list(1, 'Dentists'), list(2, 'Bakers')]))
})
afterEach(() => {
  undoListDelete()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  toast.remove()
})

const shown = () => queryClient.getQueryData<SavedListPage>(listKeys.list({ limit: 20 }))!.data.map((l) => l.name)
const deletes = () => server.calls.filter((c) => c.url.endsWith('/api/campaigns/bulk-delete'))

describe('deleting a list with undo', () => {
  it('hides the list at once and deletes it when the undo window closes, once', async () => {
    scheduleListDelete(queryClient, [list(1, 'Dentists')])
    expect(shown()).toEqual(['Bakers'])
    expect(latestPendingDelete()?.lists.map((l) => l.name)).toEqual(['Dentists'])
    await vi.advanceTimersByTimeAsync(undoWindowMs - 1)
    expect(deletes()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(deletes().map((c) => c.body)).toEqual([{ resultIds: [1] }])
    expect(keepalive).toEqual([false])
    expect(latestPendingDelete()).toBeNull()
    undoListDelete()
    await vi.advanceTimersByTimeAsync(undoWindowMs)
    expect(deletes()).toHaveLength(1)
  })

  it('sends nothing when undone within the window, and brings the list back', async () => {
    scheduleListDelete(queryClient, [list(1, 'Dentists')])
    undoListDelete()
    await vi.advanceTimersByTimeAsync(undoWindowMs * 2)
    expect(deletes()).toHaveLength(0)
    expect(latestPendingDelete()).toBeNull()
    // The lists' queries are read again: the list is back as the server still has it.
    expect(queryClient.getQueryState(listKeys.list({ limit: 20 }))?.isInvalidated).toBe(true)
  })

  it('sends the delete at once, as a keepalive request, when the page is left', async () => {
    scheduleListDelete(queryClient, [list(2, 'Bakers')])
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(deletes().map((c) => c.body)).toEqual([{ resultIds: [2] }])
    expect(keepalive).toEqual([true])
    await vi.advanceTimersByTimeAsync(undoWindowMs)
    expect(deletes()).toHaveLength(1)
  })
})
