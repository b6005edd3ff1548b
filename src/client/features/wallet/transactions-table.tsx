import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { transactionsQuery } from '../../../api/wallet'
import { useLocale, useT, useWordMessage } from '../../i18n'
import { Pager } from '../../ui/pager'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { cardLabel, formatDateTime, money, storedFailure } from './wallet-text'

const tones = { succeeded: 'success', failed: 'danger', pending: 'info', processing: 'info' } as const

/** The credit history: every payment, succeeded or failed, newest first, 20 a page. */
export function TransactionsTable() {
  const t = useT()
  const { locale } = useLocale()
  const word = useWordMessage()
  const [page, setPage] = useState(1)
  const query = useQuery({ ...transactionsQuery(page), placeholderData: keepPreviousData })
  const data = query.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <Panel data-wide aria-labelledby="wallet-transactions">
      <h3 id="wallet-transactions">{t('wallet.transactions.title')}</h3>
      {data && data.total === 0 ? <p className={pageStyles.muted}>{t('wallet.transactions.none')}</p> : null}
      {data && data.total > 0 ? (
        <table className={pageStyles.table}>
          <caption>{t('wallet.transactions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.transactions.date')}</th>
              <th scope="col">{t('wallet.transactions.description')}</th>
              <th scope="col" data-numeric>{t('wallet.transactions.credits')}</th>
              <th scope="col" data-numeric>{t('wallet.transactions.amount')}</th>
              <th scope="col">{t('wallet.transactions.card')}</th>
              <th scope="col">{t('wallet.transactions.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.created_at, locale)}</td>
                <td>{t(`wallet.transactions.kinds.${row.kind}`)}</td>
                <td data-numeric>{row.credits.toLocaleString(locale)}</td>
                <td data-numeric>{money(row.amount_cents, locale)}</td>
                <td>{row.card ? cardLabel(row.card, t) : ''}</td>
                <td>
                  <span className={pageStyles.badge} data-tone={tones[row.status]}>{t(`wallet.transactions.statuses.${row.status}`)}</span>
                  {row.status === 'failed' ? <span className={pageStyles.muted}> {word(storedFailure(row.failure_code))}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager label={t('wallet.transactions.title')} page={page} pages={pages} onPage={setPage} />
    </Panel>
  )
}
