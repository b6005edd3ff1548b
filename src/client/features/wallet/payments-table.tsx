import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { paymentsQuery } from '../../../api/wallet'
import { useLocale, useT, useWordMessage } from '../../i18n'
import { Pager } from '../../ui/pager'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { PaymentStatus } from '../../ui/payment-status'
import { cardLabel, formatDateTime, money, storedFailure } from './wallet-text'

/** Every payment (purchases, card validations, auto top-ups), succeeded or failed, newest first, 20 a page. */
export function PaymentsTable() {
  const t = useT()
  const { locale } = useLocale()
  const word = useWordMessage()
  const [page, setPage] = useState(1)
  const query = useQuery({ ...paymentsQuery(page), placeholderData: keepPreviousData })
  const data = query.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <Panel data-wide aria-labelledby="wallet-payments">
      <h3 id="wallet-payments">{t('wallet.payments.title')}</h3>
      {data && data.total === 0 ? <p className={pageStyles.muted}>{t('wallet.payments.none')}</p> : null}
      {data && data.total > 0 ? (
        <table className={pageStyles.table}>
          <caption>{t('wallet.payments.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.payments.date')}</th>
              <th scope="col">{t('wallet.payments.description')}</th>
              <th scope="col" data-numeric>{t('wallet.payments.credits')}</th>
              <th scope="col" data-numeric>{t('wallet.payments.amount')}</th>
              <th scope="col">{t('wallet.payments.card')}</th>
              <th scope="col">{t('wallet.payments.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((row) => (
              <tr key={row.id} id={`payment-${row.id}`}>
                <td>{formatDateTime(row.created_at, locale)}</td>
                <td>{t(`wallet.payments.kinds.${row.kind}`)}</td>
                <td data-numeric>{row.credits.toLocaleString(locale)}</td>
                <td data-numeric>{money(row.amount_cents, locale)}</td>
                <td>{row.card ? cardLabel(row.card, t) : ''}</td>
                <td>
                  <PaymentStatus status={row.status} />
                  {row.status === 'failed' ? <span className={pageStyles.muted}> {word(storedFailure(row.failure_code))}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager label={t('wallet.payments.title')} page={page} pages={pages} onPage={setPage} />
    </Panel>
  )
}
