import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { walletQuery } from '../../../api/wallet'
import { useLocale, useT } from '../../i18n'
import { useProvideCommandContext } from '../../ui/command-shell'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { AutoTopUpPanel } from './auto-top-up-panel'
import { BalancePanel } from './balance-panel'
import { BuyCreditsPanel } from './buy-credits-panel'
import { CardDialog } from './card-dialog'
import { CardsPanel } from './cards-panel'
import { TransactionsTable } from './transactions-table'
import { useCheckout } from './use-checkout'
import { useWalletActions } from './use-wallet-actions'
import { cardLabel } from './wallet-text'

/** settings/wallet: balances by bucket, cards, buying credits, auto top-up and transactions; every action a command. */
export default function WalletPage() {
  const t = useT()
  const { locale } = useLocale()
  const wallet = useQuery(walletQuery())
  const summary = wallet.data
  const checkout = useCheckout(summary, t)
  const page = useWalletActions(summary, checkout)
  useProvideCommandContext('wallet', useMemo(() => ({ wallet: page.actions }), [page.actions]))

  if (!summary) return wallet.isError ? <p role="alert">{t('wallet.loadFailed')}</p> : <LoadingState />
  const testBadge = summary.provider.id === 'local' ? t('wallet.testMode') : summary.provider.test_mode ? t('wallet.stripeTestMode') : null
  const removing = page.removeRequest
  const answerRemove = (ok: boolean) => {
    removing?.resolve(ok)
    page.clearRemoveRequest()
  }

  return (
    <section className={pageStyles.page} aria-labelledby="wallet-title">
      <header className={pageStyles.header}>
        <h2 id="wallet-title">{t('wallet.title')}</h2>
        {testBadge ? <span className={pageStyles.badge} data-tone="warning">{testBadge}</span> : null}
      </header>
      {summary.provider.id === 'local' ? <p className={pageStyles.muted}>{t('wallet.testCards')}</p> : null}
      <BalancePanel balance={summary.balance} />
      <CardsPanel cards={summary.cards} />
      <BuyCreditsPanel summary={summary} snapshot={checkout.snapshot} />
      <AutoTopUpPanel key={`${summary.auto_top_up.enabled}-${summary.auto_top_up.threshold}`} summary={summary} onSaved={page.refresh} />
      <TransactionsTable />
      <CardDialog request={page.cardDialog} summary={summary} locale={locale} onClose={page.closeCardDialog} onSaved={page.refresh} />
      <ConfirmDialog
        open={removing !== null}
        title={t('wallet.cards.confirmTitle')}
        confirmLabel={t('wallet.cards.confirmYes')}
        cancelLabel={t('wallet.cards.confirmNo')}
        onAnswer={answerRemove}
      >
        <p>{removing ? t('wallet.cards.confirmRemove', { card: cardLabel(removing.card, t) }) : null}</p>
      </ConfirmDialog>
    </section>
  )
}
