import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { autopilotEditPath, autopilotsPath, type AutopilotAction } from '../../../../commands/autopilots'
import { autopilotAction, autopilotKeys, deleteAutopilot } from '../../../api/autopilots'
import type { AutopilotStatus } from '../../../shared/automation/autopilot'
import { useT } from '../../i18n'
import { notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'

const tones: Record<AutopilotStatus, string> = { draft: 'info', active: 'success', paused: 'warning', paused_no_credits: 'danger', finished: 'info' }

export function StatusBadge({ status }: { status: AutopilotStatus }) {
  const t = useT()
  return (
    <span className={pageStyles.badge} data-tone={tones[status]}>
      {t(`autopilots.status.${status}`)}
    </span>
  )
}

/**
 * The autopilot commands' calls: each refreshes the autopilots (and the runs of the one acted on) and says what it
 * did; a duplicate opens the copy, a deletion on the edit page goes back to the list.
 */
export function useAutopilotActions(openAfterDelete = false) {
  const t = useT()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  return useCallback(
    async (id: number, action: AutopilotAction) => {
      if (action === 'delete') {
        await deleteAutopilot(id)
        notifySuccess(t('autopilots.done.delete'))
        queryClient.removeQueries({ queryKey: autopilotKeys.one(id) })
        await queryClient.invalidateQueries({ queryKey: autopilotKeys.all, exact: true })
        if (openAfterDelete) navigate(autopilotsPath)
        return
      }
      const answer = await autopilotAction(id, action)
      notifySuccess(t(`autopilots.done.${action}`, { name: answer.name }))
      await queryClient.invalidateQueries({ queryKey: autopilotKeys.all })
      if (action === 'duplicate') navigate(autopilotEditPath(answer))
    },
    [t, queryClient, navigate, openAfterDelete],
  )
}
