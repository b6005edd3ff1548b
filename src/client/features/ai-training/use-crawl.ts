import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { crawlImplementations, crawlMachine } from '../../../../machines/crawl.machine'
import { addSingleLink, checkCrawledStatus, crawlWebsite, trainingKeys } from '../../../api/ai-training'
import type { Message } from '../../../shared/message-format'
import { notifyFailure, notifyMessage } from '../../ui/notify'

/** A call of the crawl machine that says how it went: `started` when it is accepted, its failure by code. */
function announced<A, R>(call: (arg: A) => Promise<R>, started?: Message): (arg: A) => Promise<R> {
  return async (arg) => {
    try {
      const answer = await call(arg)
      if (started) notifyMessage(started)
      return answer
    } catch (error) {
      notifyFailure(error)
      throw error
    }
  }
}

/**
 * The crawl machine (machines/crawl.machine.ts) wired to the API: one instance per panel (website, single link).
 * Each call says how it went in a toast (a crawl started, a failure by its code) and failed calls are logged too;
 * pages stored by the crawl refresh the training lists and the token count.
 */
export function useCrawl(slot: 'website' | 'link') {
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      crawlMachine.provide(
        crawlImplementations({
          api: {
            crawlWebsite: announced(crawlWebsite, { code: 'training.crawl_started' }),
            singleLink: announced(addSingleLink, { code: 'training.link_started' }),
            checkStatus: announced(checkCrawledStatus),
          },
          log: (message) => console.warn(message),
          onResults: () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
          onCleared: () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
        }),
      ),
    [queryClient],
  )
  const [snapshot, send] = useMachine(machine, { input: {} })
  const busy = snapshot.matches('posting') || snapshot.matches('pending') || snapshot.matches('checking')
  const key = `lead-console.crawl.${slot}`
  const { jobId, website, kind } = snapshot.context

  // A reload while a job is pending watches it again (the job goes on on the server either way).
  useEffect(() => {
    const saved = readWatched(key)
    if (saved) send({ type: 'WATCH', ...saved })
  }, [key, send])
  useEffect(() => {
    if (busy && jobId !== null && website) sessionStorage.setItem(key, JSON.stringify({ jobId, website, kind }))
    else if (!busy) sessionStorage.removeItem(key)
  }, [key, busy, jobId, website, kind])

  return { snapshot, send, busy }
}

function readWatched(key: string): { jobId: number; website: string; kind: 'website' | 'link' } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { jobId?: unknown; website?: unknown; kind?: unknown } | null
    if (value && typeof value.jobId === 'number' && typeof value.website === 'string' && (value.kind === 'website' || value.kind === 'link')) {
      return { jobId: value.jobId, website: value.website, kind: value.kind }
    }
  } catch {
    // a value this page did not write: nothing to watch
  }
  return null
}
