import { Link } from 'wouter'
import type { CreditCause, CreditMovementKind } from '../../../shared/wallet/ledger'
import type { Translate } from '../../i18n'
import { listPath } from '../../routing/list-path'
import { formatDate, money } from './wallet-text'

/**
 * What caused a movement, as a link where there is something to open: the list a search or a lead job worked on,
 * the payment in the payments below. A list deleted since is named as such.
 */
export function MovementCause({ cause, kind, t, locale }: { cause: CreditCause | null; kind: CreditMovementKind; t: Translate; locale: string }) {
  if (!cause) return null
  switch (cause.type) {
    case 'search':
    case 'lead_job': {
      // The sentence is the catalogue's and the list a link inside it: fill the list's place with a marker no text holds, split there.
      const list = cause.list ? <Link href={listPath(cause.list)}>{cause.list.name}</Link> : t('wallet.history.deletedList')
      const words = cause.type === 'search' ? t('wallet.history.causes.search', { list: '\u0000' }) : t('wallet.history.causes.leadJob', { job: t(`enrichment.kinds.${cause.job_kind}`), list: '\u0000' })
      const [before, after = ''] = words.split('\u0000')
      return (
        <>
          {before}
          {list}
          {after}
        </>
      )
    }
    case 'payment':
      return (
        <a href={`#payment-${cause.payment_id}`}>
          {t('wallet.history.causes.payment', { kind: t(`wallet.payments.kinds.${cause.payment_kind}`), amount: money(cause.amount_cents, locale) })}
        </a>
      )
    case 'bucket':
      // A rollover links the bucket it filled: its date is when those credits will expire, not when they did.
      if (kind === 'rollover' && cause.expired_at) return <>{t('wallet.history.causes.rollover', { date: formatDate(cause.expired_at, locale) })}</>
      return <>{t('wallet.history.causes.bucket', { kind: t(`wallet.balance.kinds.${cause.bucket_kind}`), date: cause.expired_at ? formatDate(cause.expired_at, locale) : '' })}</>
  }
}
