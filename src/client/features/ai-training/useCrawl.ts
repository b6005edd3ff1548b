import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { crawlImplementations, crawlMachine } from '../../../../machines/crawl.machine'
import { addSingleLink, checkCrawledStatus, crawlWebsite, trainingKeys } from '../../../api/aiTraining'

/**
 * The crawl machine (machines/crawl.machine.ts) wired to the API: one instance per panel (website, single link).
 * Failed calls are only logged (SPEC.md section 8; the HTTP client has already shown the server's message); pages
 * stored by the crawl refresh the training lists and the token count.
 */
export function useCrawl() {
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      crawlMachine.provide(
        crawlImplementations({
          api: { crawlWebsite, singleLink: addSingleLink, checkStatus: checkCrawledStatus },
          log: (message) => console.warn(message),
          onResults: () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
          onCleared: () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
        }),
      ),
    [queryClient],
  )
  const [snapshot, send] = useMachine(machine, { input: {} })
  const busy = snapshot.matches('posting') || snapshot.matches('pending') || snapshot.matches('checking')
  return { snapshot, send, busy }
}
