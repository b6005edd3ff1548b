import { lazy, Suspense } from 'react'
import { addCard, reconnectCard, type CardBody } from '../../../api/wallet'
import { isApiFailure, type ApiFailure } from '../../../shared/api-failure'
import type { WalletCard, WalletSummary } from '../../../shared/wallet/types'
import { wordCount } from '../../../shared/message-wording'
import { useLocale, useT, useWordMessage } from '../../i18n'
import { useConfirmAction } from '../../ui/command-shell'
import { Dialog } from '../../ui/dialog'
import { LoadingState } from '../../ui/loading-state'
import { notifyFailure, notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { LocalCardForm } from './local-card-form'
import { cardLabel, money } from './wallet-text'

// Stripe.js and its form load only for the Stripe provider, when a card is being added.
const StripeCardForm = lazy(() => import('./stripe-card-form'))

export type CardDialogRequest = { mode: 'add' } | { mode: 'reconnect'; card: WalletCard }

/** Adds a card (validated with a $1 charge that adds 10 credits) or reconnects one, with the provider's card form. */
export function CardDialog(props: { request: CardDialogRequest | null; summary: WalletSummary; locale: string; onClose(): void; onSaved(): void }) {
  const t = useT()
  const word = useWordMessage()
  const { locale } = useLocale()
  const confirm = useConfirmAction()
  const { request, summary } = props
  if (!request) return null
  const credits = (count: number) => wordCount(t, locale, 'wallet.confirm.credits', count)
  /** Adding a card charges it: the amount, and the balance before and after, are named before anything is sent. */
  const confirmValidation = () => {
    const { amount_cents, credits: added } = summary.card_validation
    const amount = money(amount_cents, locale)
    return confirm({
      title: t('wallet.confirm.addCardTitle'),
      message: t('wallet.confirm.addCard', { amount, credits: credits(added) }),
      facts: [
        { label: t('wallet.confirm.charge'), value: amount },
        { label: t('wallet.confirm.balanceNow'), value: credits(summary.balance.total) },
        { label: t('wallet.confirm.balanceAfter'), value: credits(summary.balance.total + added) },
      ],
      confirmLabel: t('wallet.confirm.addCardYes', { amount }),
      tone: 'spend',
    })
  }
  const title = request.mode === 'add' ? t('wallet.cardForm.addTitle') : t('wallet.cardForm.reconnectTitle', { card: cardLabel(request.card, t) })

  /** Saves the card; a refusal is shown once as a toast and handed back for the form to show where it belongs. */
  const save = async (body: CardBody): Promise<ApiFailure | null> => {
    if (request.mode === 'add' && !(await confirmValidation())) return null
    try {
      if (request.mode === 'add') await addCard(body)
      else await reconnectCard(request.card.id, body)
      notifySuccess(word({ code: request.mode === 'add' ? 'wallet.card_added' : 'wallet.card_reconnected' }))
      props.onSaved()
      props.onClose()
      return null
    } catch (failure) {
      props.onSaved()
      notifyFailure(failure)
      if (isApiFailure(failure)) return failure
      throw failure
    }
  }

  return (
    <Dialog open title={title} onClose={props.onClose}>
      {request.mode === 'add' ? (
        <p className={pageStyles.muted}>
          {t('wallet.cardForm.validation', { amount: money(summary.card_validation.amount_cents, props.locale), credits: summary.card_validation.credits })}
        </p>
      ) : (
        <p className={pageStyles.muted}>{t('wallet.cardForm.reconnectHint')}</p>
      )}
      {summary.provider.id === 'stripe' ? (
        <Suspense fallback={<LoadingState />}>
          <StripeCardForm publishableKey={summary.provider.publishable_key} mode={request.mode} onConfirmed={(setup_intent_id) => save({ setup_intent_id })} />
        </Suspense>
      ) : (
        <LocalCardForm mode={request.mode} canChooseDefault={summary.cards.length > 0} onSubmit={(fields) => save(fields)} />
      )}
    </Dialog>
  )
}
