import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { listKeys } from '../../../../api/lists'
import { activeLeadJobsQuery, followLeadJob, getLeadJob, leadJobKeys } from '../../../../api/lead-jobs'
import { resultKeys } from '../../../../api/results'
import { isActiveLeadJob, type LeadJob } from '../../../../shared/lead-jobs/schemas'

/** While a job runs, the table is refreshed at most this often, so found e-mails and phones show as they come. */
const REFRESH_MS = 5_000
/** When the event stream cannot be read (a proxy that buffers it), the job is polled instead. */
const POLL_MS = 2_000

/**
 * The lead jobs of the open list: the active ones from GET /api/lead-jobs?active=1 (so the bars survive a reload),
 * each followed through its event stream, and the ones that end stay on screen with their outcome. `track` adds a
 * job just started or changed (cancel, redeliver) and follows it.
 */
export function useLeadJobs(listId: number | null) {
  const queryClient = useQueryClient()
  const active = useQuery({ ...activeLeadJobsQuery(listId ?? 0), enabled: listId !== null })
  const [jobs, setJobs] = useState<ReadonlyMap<number, LeadJob>>(() => new Map())
  const followed = useRef(new Map<number, AbortController>())
  const lastRefresh = useRef(0)

  const put = useCallback((job: LeadJob) => setJobs((previous) => new Map(previous).set(job.id, job)), [])

  const refreshResults = useCallback(() => {
    if (listId === null) return
    lastRefresh.current = Date.now()
    void queryClient.invalidateQueries({ queryKey: resultKeys.list(listId) })
    void queryClient.invalidateQueries({ queryKey: listKeys.one(listId) })
  }, [queryClient, listId])

  const follow = useCallback(
    (job: LeadJob) => {
      if (followed.current.has(job.id) || !isActiveLeadJob(job)) return
      const controller = new AbortController()
      followed.current.set(job.id, controller)
      const onJob = (next: LeadJob) => {
        put(next)
        if (Date.now() - lastRefresh.current > REFRESH_MS) refreshResults()
      }
      const poll = async (): Promise<LeadJob> => {
        for (;;) {
          const next = await getLeadJob(job.id)
          onJob(next)
          if (!isActiveLeadJob(next) || controller.signal.aborted) return next
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        }
      }
      followLeadJob(job.id, onJob, controller.signal)
        .catch(() => (controller.signal.aborted ? null : poll()))
        .then(() => {
          if (controller.signal.aborted) return
          followed.current.delete(job.id)
          refreshResults()
          void queryClient.invalidateQueries({ queryKey: leadJobKeys.all })
        })
        .catch(() => followed.current.delete(job.id))
    },
    [put, refreshResults, queryClient],
  )

  const track = useCallback(
    (job: LeadJob) => {
      put(job)
      follow(job)
    },
    [put, follow],
  )

  useEffect(() => {
    for (const job of active.data ?? []) track(job)
  }, [active.data, track])

  useEffect(() => {
    const running = followed.current
    return () => {
      for (const controller of running.values()) controller.abort()
      running.clear()
    }
  }, [listId])

  const shown = useMemo(() => [...jobs.values()].filter((job) => job.campaign_id === listId).sort((a, b) => b.id - a.id), [jobs, listId])
  return { jobs: shown, track }
}
