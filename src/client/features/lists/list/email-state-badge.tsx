import type { EmailState } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'

const tones: Record<EmailState, string> = {
  email_found: 'success',
  potential_emails_found: 'info',
  no_email_found: 'danger',
  looking_for_email: 'warning',
  search_complete: 'neutral',
}

/** A result's e-mail state as a coloured badge with its translated name. */
export function EmailStateBadge(props: { state: EmailState }) {
  const t = useT()
  return (
    <span className={pageStyles.badge} data-tone={tones[props.state] ?? 'neutral'}>
      {t(`leads.emailStates.${props.state}`)}
    </span>
  )
}
