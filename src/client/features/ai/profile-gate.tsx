import { Link } from 'wouter'
import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { aiStyles } from './ai-styles'

/** What every AI tool shows until the business profile is complete, with the way there. */
export function ProfileGate() {
  const t = useT()
  return (
    <div className={`${pageStyles.notice} ${aiStyles.gate}`} role="status">
      <p>{t('ai.gate.message')}</p>
      <Link href="/settings/business-profile">{t('ai.gate.link')}</Link>
    </div>
  )
}
