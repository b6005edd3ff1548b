import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'

/** What a list's badge says: its tab's state, or that its last search stopped because the credits ran out. */
export function listStatus(list: Pick<SavedList, 'state' | 'progress' | 'stop_reason'>): 'Active' | 'Incomplete' | 'Archived' | 'stoppedCredits' {
  if (list.state === 'Archived') return 'Archived'
  if (list.progress || list.state === 'Incomplete') return 'Incomplete'
  return list.stop_reason === 'credits' ? 'stoppedCredits' : 'Active'
}

export function ListStateBadge(props: { list: Pick<SavedList, 'state' | 'progress' | 'stop_reason'> }) {
  const t = useT()
  const status = listStatus(props.list)
  return (
    <span className={pageStyles.badge} data-tone={status === 'stoppedCredits' ? 'danger' : undefined}>
      {status === 'stoppedCredits' ? t('leads.listStatus.stoppedCredits') : t(`leads.states.${status}`)}
    </span>
  )
}
