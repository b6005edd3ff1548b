import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { LeadActions, LeadPanel } from '../../../../commands/types'
import { archiveCampaign, bulkArchiveCampaigns, bulkDeleteCampaigns, campaignKeys } from '../../../api/campaigns'
import { deleteResults, exportCsv, resultKeys } from '../../../api/results'
import { cancelLeadJob, estimateLeadJob, leadJobKeys, redeliverLeadJob, startLeadJob } from '../../../api/lead-jobs'
import type { LeadJob } from '../../../shared/leads/lead-jobs'
import type { Campaign } from '../../../shared/leads/types'
import type { ResultFilter } from '../../../shared/leads/filters'
import { useT } from '../../i18n'
import type { ConfirmRequest } from './confirm-dialog'
import type { LeadJobRequest } from './list/lead-jobs-confirm-dialog'

/** Saves a downloaded file under its name: an object URL on a temporary link. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The lead-search effects behind the list commands, for the page on screen: API calls with cache updates, the
 * page's panels and filter, and a confirm dialog. Render <ConfirmDialog request={confirmRequest} .../> with it.
 */
export function useLeadActions(options: {
  setFilter?(patch: Partial<ResultFilter>): void
  open?(panel: LeadPanel): void
  onSelectionDone?(): void
  leaveAfterDelete?: boolean
  /** The open list, for lead jobs. */
  list?: Campaign | null
  /** A lead job was started, cancelled or redelivered: its progress bar follows it. */
  onJob?(job: LeadJob): void
}) {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null)
  const [jobRequest, setJobRequest] = useState<LeadJobRequest | null>(null)
  const [failuresJobId, setFailuresJobId] = useState<number | null>(null)
  const latest = useRef(options)
  latest.current = options

  const actions = useMemo<LeadActions>(() => {
    const refreshLists = () => queryClient.invalidateQueries({ queryKey: campaignKeys.all })
    return {
      setFilter: (patch) => latest.current.setFilter?.(patch),
      open: (panel) => latest.current.open?.(panel),
      confirm: (messageKey, params) => new Promise<boolean>((resolve) => setConfirmRequest({ message: t(messageKey, params), resolve })),
      archiveLists: async (lists, archived) => {
        if (lists.length === 1 && archived) await archiveCampaign(lists[0].id)
        else await bulkArchiveCampaigns(lists.map((l) => l.id), archived)
        latest.current.onSelectionDone?.()
        await refreshLists()
      },
      deleteLists: async (lists) => {
        await bulkDeleteCampaigns(lists.map((l) => l.id))
        latest.current.onSelectionDone?.()
        await refreshLists()
        if (latest.current.leaveAfterDelete) navigate('/lead-search/saved-lists')
      },
      deleteResults: async (list, scope) => {
        const { deleted } = await deleteResults(list.id, scope)
        latest.current.onSelectionDone?.()
        await Promise.all([queryClient.invalidateQueries({ queryKey: resultKeys.list(list.id) }), refreshLists()])
        return deleted
      },
      exportCsv: async (list, scope) => {
        const file = await exportCsv(list.id, scope)
        saveFile(file.blob, file.filename)
      },
      startJob: async (kind, scope, params) => {
        const list = latest.current.list
        if (!list) throw new Error(t('leads.reason.openList'))
        const draft = { campaign_id: list.id, kind, scope, params }
        const estimate = await estimateLeadJob(draft)
        const go = await new Promise<boolean>((resolve) => setJobRequest({ kind, estimate, resolve }))
        if (!go) return null
        const job = await startLeadJob(draft)
        latest.current.onSelectionDone?.()
        latest.current.onJob?.(job)
        await queryClient.invalidateQueries({ queryKey: leadJobKeys.active(list.id) })
        return job
      },
      cancelJob: async (jobId) => {
        latest.current.onJob?.((await cancelLeadJob(jobId)).job)
      },
      redeliverJob: async (jobId, resultIds) => {
        const answer = await redeliverLeadJob(jobId, resultIds ? [...resultIds] : undefined)
        latest.current.onJob?.(answer.job)
        await queryClient.invalidateQueries({ queryKey: leadJobKeys.all })
        return answer.redelivered
      },
      showJobFailures: (jobId) => setFailuresJobId(jobId),
    }
  }, [queryClient, t, navigate])

  return {
    actions,
    confirmRequest,
    clearConfirm: () => setConfirmRequest(null),
    jobRequest,
    clearJobRequest: () => setJobRequest(null),
    failuresJobId,
    closeFailures: () => setFailuresJobId(null),
  }
}
