import type { CrmState } from '../../../shared/leads/types'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'

const tones: Record<CrmState, string> = { unsent: 'neutral', sending: 'warning', sent: 'success' }

/** A lead's CRM delivery state: unsent, sending to CRM, sent. */
export function CrmStatusBadge(props: { state: CrmState }) {
  const t = useT()
  return (
    <span className={pageStyles.badge} data-tone={tones[props.state]}>
      {t(`integrations.status.${props.state}`)}
    </span>
  )
}
