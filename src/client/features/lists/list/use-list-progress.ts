import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { listKeys, fetchListProgress, followList, type ListProgressAnswer, type ListProgressEvent } from '../../../../api/lists'
import type { SavedList } from '../../../../shared/leads/types'

/** When the event stream cannot be read (a proxy that buffers it), the progress is polled instead. */
const POLL_MS = 2_000

/** What changed on the list with a snapshot: results were added (or removed), or the search ended. */
export type ListChange = { results: boolean; ended: boolean }

type ProgressPatch = Pick<SavedList, 'state' | 'total' | 'progress'> & Partial<Pick<SavedList, 'stop_reason'>>

/** A stream snapshot as the list's own fields. While a run works, the last finished run's stop reason stays shown. */
function patchOf(event: ListProgressEvent): ProgressPatch {
  const run = event.search
  if (run && (run.status === 'queued' || run.status === 'running')) {
    return { state: event.state, total: event.total, progress: { found: run.found, target: run.target, status: run.status } }
  }
  return { state: event.state, total: event.total, progress: null, stop_reason: run?.stop_reason ?? null }
}

const wait = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms)
  signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
})

/**
 * Follows the list's progress while a search is at work on it: GET /api/campaigns/{id}/events read as it arrives,
 * or GET /api/campaigns/{id}/progress every 2 s when the stream cannot be read. Each snapshot is written into the
 * list's query (the list itself is not fetched again), and `onChange` hears when the count moved and when the search
 * ended, so the page reloads only what that changes.
 */
export function useListProgress(list: SavedList | null, onChange: (change: ListChange) => void) {
  const queryClient = useQueryClient()
  const listId = list?.id
  const atWork = list !== null && (list.state === 'Incomplete' || list.progress !== null)
  const latest = useRef(onChange)
  latest.current = onChange

  useEffect(() => {
    if (!atWork || listId === undefined) return
    const controller = new AbortController()
    const key = listKeys.one(listId)
    let total = queryClient.getQueryData<SavedList>(key)?.total
    /** Applies a snapshot; true once no search is at work any more. */
    const apply = (patch: ProgressPatch | ListProgressAnswer) => {
      if (controller.signal.aborted) return true
      queryClient.setQueryData<SavedList>(key, (old) => (old ? { ...old, ...patch } : old))
      const change = { results: patch.total !== total, ended: patch.state !== 'Incomplete' }
      total = patch.total
      if (change.results || change.ended) latest.current(change)
      return change.ended
    }
    const poll = async () => {
      while (!controller.signal.aborted && !apply(await fetchListProgress(listId))) await wait(POLL_MS, controller.signal)
    }
    const follow = async () => {
      let ended = false
      // A stream that fails, or closes early (a server shutting down), leaves the rest to polling.
      await followList(listId, (event) => void (ended = apply(patchOf(event)) || ended), controller.signal).catch(() => undefined)
      if (!ended && !controller.signal.aborted) await poll()
    }
    void follow().catch(() => undefined)
    return () => controller.abort()
  }, [atWork, listId, queryClient])
}
