import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from 'wouter'
import { localPortalQuery } from '../../../api/billing'
import { formatCents } from '../../../shared/wallet/pricing'
import { isApiFailure } from '../../../shared/api-failure'
import { useLocale, useT, useWordMessage } from '../../i18n'
import { formatDateTime } from '../../ui/intl-format'
import { QueryView } from '../../ui/query-view'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { PaymentStatus } from '../../ui/payment-status'
import { brandName } from '../wallet/wallet-text'


/** Where the local portal's way back goes: /callback with this visit's state, which finishes it (or the start page without one). */
export const localPortalReturn = (state: string | null) => (state ? `/callback?kind=billing_portal&state=${encodeURIComponent(state)}` : '/')

/**
 * /billing-portal/local: the local test provider's customer portal. It shows what the provider keeps for the account
 * (cards, payments) and leads back through /callback like a hosted portal's return.
 */
export default function LocalPortalPage() {
  const t = useT()
  const { locale } = useLocale()
  const word = useWordMessage()
  const state = new URLSearchParams(useSearch()).get('state')
  const portal = useQuery(localPortalQuery())

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h2 id="local-portal-title">{t('billing.local.title')}</h2>
        <Link href={localPortalReturn(state)}>{t('billing.local.back')}</Link>
      </header>
      <p className={pageStyles.notice} data-tone="info">
        {t('billing.local.notice')}
      </p>
      <QueryView data={portal.data} isError={portal.isError} failed={isApiFailure(portal.error) ? word(portal.error) : t('billing.portal.failed')}>
        {(data) => (
          <>
            <Panel aria-labelledby="local-portal-cards">
              <h3 id="local-portal-cards">{t('billing.local.cards')}</h3>
              {data.cards.length === 0 ? (
                <p className={pageStyles.muted}>{t('billing.local.noCards')}</p>
              ) : (
                <ul>
                  {data.cards.map((card) => (
                    <li key={card.id}>
                      {t('billing.local.card', { brand: brandName(card.brand), last4: card.last4 })} · {t('billing.local.expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}
                      {card.is_default ? (
                        <>
                          {' '}
                          <span className={pageStyles.badge} data-tone="success">{t('billing.local.default')}</span>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Panel data-wide aria-labelledby="local-portal-payments">
              <h3 id="local-portal-payments">{t('billing.local.payments')}</h3>
              {data.payments.length === 0 ? (
                <p className={pageStyles.muted}>{t('billing.local.noPayments')}</p>
              ) : (
                <table className={pageStyles.table}>
                  <caption>{t('billing.local.paymentsCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('wallet.payments.date')}</th>
                      <th scope="col">{t('wallet.payments.description')}</th>
                      <th scope="col" data-numeric>{t('wallet.payments.credits')}</th>
                      <th scope="col" data-numeric>{t('wallet.payments.amount')}</th>
                      <th scope="col">{t('wallet.payments.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.payments.map((p) => (
                      <tr key={p.id}>
                        <td>{formatDateTime(p.created_at, locale)}</td>
                        <td>{t(`wallet.payments.kinds.${p.kind}`)}</td>
                        <td data-numeric>{p.credits.toLocaleString(locale)}</td>
                        <td data-numeric>{formatCents(p.amount_cents, locale)}</td>
                        <td>
                          <PaymentStatus status={p.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Panel>
          </>
        )}
      </QueryView>
    </div>
  )
}
