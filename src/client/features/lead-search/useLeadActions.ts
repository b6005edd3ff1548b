import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { LeadActions, LeadPanel } from '../../../../commands/types'
import { archiveCampaign, bulkArchiveCampaigns, bulkDeleteCampaigns, campaignKeys } from '../../../api/campaigns'
import { deleteResults, exportCsv, resultKeys } from '../../../api/results'
import type { ResultFilter } from '../../../shared/leads/filters'
import { useT } from '../../i18n'
import type { ConfirmRequest } from './ConfirmDialog'

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
export function useLeadActions(options: { setFilter?(patch: Partial<ResultFilter>): void; open?(panel: LeadPanel): void; onSelectionDone?(): void; leaveAfterDelete?: boolean }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null)
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
        await deleteResults(list.id, scope)
        latest.current.onSelectionDone?.()
        await Promise.all([queryClient.invalidateQueries({ queryKey: resultKeys.list(list.id) }), refreshLists()])
      },
      exportCsv: async (list, scope) => {
        const file = await exportCsv(list.id, scope)
        saveFile(file.blob, file.filename)
      },
    }
  }, [queryClient, t, navigate])

  return { actions, confirmRequest, clearConfirm: () => setConfirmRequest(null) }
}
