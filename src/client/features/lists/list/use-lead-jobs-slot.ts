import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { LeadJobsSlot } from '../../../../../commands/lead-jobs'
import { cancelLeadJob, estimateLeadJob, leadJobKeys, redeliverLeadJob, startLeadJob } from '../../../../api/lead-jobs'
import type { SavedList } from '../../../../shared/leads/types'
import type { LeadJobRequest } from './lead-jobs-confirm-dialog'
import { useLeadJobs } from './use-lead-jobs'

/**
 * The open list's lead jobs as the commands use them (commands/lead-jobs.ts): the jobs followed on screen, and
 * starting one after its estimate is confirmed, cancelling, redelivering, showing failures. `onStarted` clears the
 * table's selection once a job has taken it.
 */
export function useLeadJobsSlot(list: SavedList | null, onStarted: () => void) {
  const queryClient = useQueryClient()
  const leadJobs = useLeadJobs(list?.id ?? null)
  const [jobRequest, setJobRequest] = useState<LeadJobRequest | null>(null)
  const [failuresJobId, setFailuresJobId] = useState<number | null>(null)
  const { track } = leadJobs
  const listId = list?.id ?? null

  const actions = useMemo<Omit<LeadJobsSlot, 'jobs'>>(
    () => ({
      start: async (kind, scope, params) => {
        if (listId === null) return null
        const draft = { campaign_id: listId, kind, scope, params }
        const estimate = await estimateLeadJob(draft)
        const go = await new Promise<boolean>((resolve) => setJobRequest({ kind, estimate, resolve }))
        if (!go) return null
        const job = await startLeadJob(draft)
        onStarted()
        track(job)
        await queryClient.invalidateQueries({ queryKey: leadJobKeys.active(listId) })
        return job
      },
      cancel: async (jobId) => track((await cancelLeadJob(jobId)).job),
      redeliver: async (jobId, resultIds) => {
        const answer = await redeliverLeadJob(jobId, resultIds ? [...resultIds] : undefined)
        track(answer.job)
        await queryClient.invalidateQueries({ queryKey: leadJobKeys.all })
        return answer.redelivered
      },
      showFailures: setFailuresJobId,
    }),
    [listId, onStarted, track, queryClient],
  )
  const slot = useMemo<LeadJobsSlot>(() => ({ ...actions, jobs: leadJobs.jobs }), [actions, leadJobs.jobs])
  return {
    slot,
    jobRequest,
    clearJobRequest: () => setJobRequest(null),
    failuresJob: leadJobs.jobs.find((job) => job.id === failuresJobId) ?? null,
    closeFailures: () => setFailuresJobId(null),
  }
}
