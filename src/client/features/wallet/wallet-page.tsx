import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { walletSlot, type WalletSlot } from '../../../../commands/wallet'
import { walletQuery } from '../../../api/wallet'
import type { WalletCard } from '../../../shared/wallet/types'
import { useLocale, useT } from '../../i18n'
import { useProvideSlot } from '../../ui/command-shell'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { AutoTopUpPanel } from './auto-top-up-panel'
import { BalancePanel } from './balance-panel'
import { BuyCreditsPanel } from './buy-credits-panel'
import { CardDialog, type CardDialogRequest } from './card-dialog'
import { CardsPanel } from './cards-panel'
import { TransactionsTable } from './transactions-table'
import { useCheckout } from './use-checkout'
import { refreshWallet, removeCard, setAutoTopUp, setDefaultCard } from './wallet-actions'
import { cardLabel } from './wallet-text'

/** settings/wallet: balances by bucket, cards, buying credits, auto top-up and transactions; every action a command. */
export default function WalletPage() {
  const t = useT()
  const { locale } = useLocale()
  const wallet = useQuery(walletQuery())
  const summary = wallet.data
  const checkout = useCheckout(summary, t)
  const queryClient = useQueryClient()
  const [cardDialog, setCardDialog] = useState<CardDialogRequest | null>(null)
  const [removing, setRemoving] = useState<{ card: WalletCard; resolve(ok: boolean): void } | null>(null)
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
      removeCard: async (id) => {
        const card = cardById(id)
        if (!card || !(await new Promise<boolean>((resolve) => setRemoving({ card, resolve })))) return false
        await removeCard(queryClient, id)
        return true
      },
      setAutoTopUp: (enabled) => setAutoTopUp(queryClient, enabled),
    }
  }, [summary, checkout.snapshot, checkout.buy, queryClient])
  useProvideSlot(walletSlot, slot)

  if (!summary) return wallet.isError ? <p role="alert">{t('wallet.loadFailed')}</p> : <LoadingState />
  const testBadge = summary.provider.id === 'local' ? t('wallet.testMode') : summary.provider.test_mode ? t('wallet.stripeTestMode') : null
  const answerRemove = (ok: boolean) => {
    removing?.resolve(ok)
    setRemoving(null)
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
      <AutoTopUpPanel key={`${summary.auto_top_up.enabled}-${summary.auto_top_up.threshold}`} summary={summary} onSaved={refresh} />
      <TransactionsTable />
      <CardDialog request={cardDialog} summary={summary} locale={locale} onClose={() => setCardDialog(null)} onSaved={refresh} />
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
