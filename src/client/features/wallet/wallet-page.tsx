import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState, useDeferredValue } from 'react'
import { useSearch } from 'wouter'
import { walletSlot, type WalletSlot } from '../../../../commands/wallet'
import { walletQuery } from '../../../api/wallet'
import { useLocale, useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { AutoTopUpPanel } from './auto-top-up-panel'
import { BalancePanel } from './balance-panel'
import { BuyCreditsPanel } from './buy-credits-panel'
import { CardDialog, type CardDialogRequest } from './card-dialog'
import { CardsPanel } from './cards-panel'
import { CreditHistoryPanel } from './credit-history-panel'
import { historyParams, noHistoryFilter, type HistoryFilter } from './history-filter'
import { PaymentsTable } from './payments-table'
import { useCheckout } from './use-checkout'
import { exportHistory, refreshWallet, removeCard, setAutoTopUp, setDefaultCard } from './wallet-actions'

/**
 * settings/wallet: the balance by bucket, buying credits, the credit history, cards, auto top-up and payments; every
 * action a command. `?buy=1` (the top-up command from anywhere) opens it on the credit packs.
 */
export default function WalletPage() {
  const t = useT()
  const { locale } = useLocale()
  const wallet = useQuery(walletQuery())
  const summary = wallet.data
  const checkout = useCheckout(summary, t)
  const queryClient = useQueryClient()
  const [cardDialog, setCardDialog] = useState<CardDialogRequest | null>(null)
  const [historyFilter, setHistoryFilter] = useState<HistoryFilter>(noHistoryFilter)
  const refresh = useCallback(() => void refreshWallet(queryClient), [queryClient])
  const slot = useMemo<WalletSlot>(() => {
    const cardById = (id: number) => summary?.cards.find((c) => c.id === id)
    return {
      summary: summary ?? null,
      checkout: checkout.snapshot,
      buy: checkout.buy,
      openAddCard: () => setCardDialog({ mode: 'add' }),
      openReconnect: (id) => {
        const card = cardById(id)
        if (card) setCardDialog({ mode: 'reconnect', card })
      },
      setDefaultCard: (id) => setDefaultCard(queryClient, id),
      removeCard: (id) => removeCard(queryClient, id),
      setAutoTopUp: (enabled) => setAutoTopUp(queryClient, enabled),
      exportHistory: summary ? () => exportHistory(historyParams(historyFilter)) : null,
    }
  }, [summary, checkout.snapshot, checkout.buy, queryClient, historyFilter])
  useProvideSlot(walletSlot, slot)

  const buying = new URLSearchParams(useSearch()).get('buy') === '1'
  const loaded = Boolean(summary)
  useEffect(() => {
    if (!buying || !loaded) return
    const pack = document.querySelector<HTMLElement>('#wallet-buy-pack select')
    pack?.scrollIntoView({ block: 'center' })
    pack?.focus()
  }, [buying, loaded])

  // The balance and the packs paint first; the history, cards, auto top-up and payments (below the fold at 1366x768)
  // render right after, in a deferred pass, so a first visit shows the page in one light frame.
  const below = useDeferredValue(true, false)

  if (!summary) return wallet.isError ? <p role="alert">{t('wallet.loadFailed')}</p> : <LoadingState />
  const testBadge = summary.provider.id === 'local' ? t('wallet.testMode') : summary.provider.test_mode ? t('wallet.stripeTestMode') : null

  return (
    <section className={pageStyles.page} aria-labelledby="wallet-title">
      <header className={pageStyles.header}>
        <h2 id="wallet-title">{t('wallet.title')}</h2>
        {testBadge ? <span className={pageStyles.badge} data-tone="warning">{testBadge}</span> : null}
      </header>
      {summary.provider.id === 'local' ? <p className={pageStyles.muted}>{t('wallet.testCards')}</p> : null}
      <BalancePanel balance={summary.balance} />
      <BuyCreditsPanel summary={summary} snapshot={checkout.snapshot} />
      {below ? (
        <>
          <CreditHistoryPanel filter={historyFilter} onFilter={setHistoryFilter} />
          <CardsPanel cards={summary.cards} />
          <AutoTopUpPanel key={`${summary.auto_top_up.enabled}-${summary.auto_top_up.threshold}`} summary={summary} onSaved={refresh} />
          <PaymentsTable />
        </>
      ) : null}
      <CardDialog request={cardDialog} summary={summary} locale={locale} onClose={() => setCardDialog(null)} onSaved={refresh} />
    </section>
  )
}
