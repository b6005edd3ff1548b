import { useT } from '../i18n'
import { pageStyles } from './page-styles'

const tones: Record<string, string> = { succeeded: 'success', failed: 'danger', pending: 'info', processing: 'info' }

/** A payment's status as a badge in the user's language (the wallet's payments and the local billing portal). */
export function PaymentStatus({ status }: { status: string }) {
  const t = useT()
  return (
    <span className={pageStyles.badge} data-tone={tones[status] ?? 'info'}>
      {t(`wallet.payments.statuses.${status}`)}
    </span>
  )
}
