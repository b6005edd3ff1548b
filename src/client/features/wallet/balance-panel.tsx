import type { WalletBalance } from '../../../shared/wallet/types'
import { useLocale, useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { walletStyles } from './wallet-styles'
import { formatDate } from './wallet-text'

/**
 * The balance by bucket (monthly, rolled over with the date it expires on, additional valid 12 months) and the next
 * reset.
 */
export function BalancePanel({ balance }: { balance: WalletBalance }) {
  const t = useT()
  const { locale } = useLocale()
  const number = (n: number) => n.toLocaleString(locale)
  // Buckets come soonest expiry first: the first rollover is the one that lapses next.
  const rolloverEnd = balance.buckets.find((bucket) => bucket.kind === 'rollover')?.expires_at ?? null
  return (
    <Panel data-wide aria-labelledby="wallet-balance">
      <h3 id="wallet-balance">{t('wallet.balance.title')}</h3>
      <dl className={walletStyles.figures}>
        <div>
          <dt>{t('wallet.balance.total')}</dt>
          <dd data-testid="wallet-total">{number(balance.total)}</dd>
        </div>
        <div>
          <dt>{t('wallet.balance.monthly')}</dt>
          <dd>{number(balance.monthly)}</dd>
        </div>
        <div>
          <dt>{t('wallet.balance.rollover')}</dt>
          <dd data-testid="wallet-rollover">
            {number(balance.rollover)}
            {rolloverEnd ? <small>{t('wallet.balance.rolloverExpires', { date: formatDate(rolloverEnd, locale) })}</small> : null}
          </dd>
        </div>
        <div>
          <dt>{t('wallet.balance.purchased')}</dt>
          <dd>{number(balance.purchased)}</dd>
        </div>
      </dl>
      <p>{t('wallet.balance.nextReset', { date: formatDate(balance.next_reset_date, locale) })}</p>
      {balance.buckets.length ? (
        <table className={pageStyles.table}>
          <caption>{t('wallet.balance.bucketsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.balance.kind')}</th>
              <th scope="col" data-numeric>{t('wallet.balance.credits')}</th>
              <th scope="col">{t('wallet.balance.expires')}</th>
            </tr>
          </thead>
          <tbody>
            {balance.buckets.map((bucket, i) => (
              <tr key={i}>
                <td>{t(`wallet.balance.kinds.${bucket.kind}`)}</td>
                <td data-numeric>{number(bucket.credits)}</td>
                <td>{bucket.expires_at ? formatDate(bucket.expires_at, locale) : t('wallet.balance.never')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  )
}
