import { lazy, Suspense } from 'react'
import { addCard, reconnectCard, type CardBody } from '../../../api/wallet'
import { isApiFailure, type ApiFailure } from '../../../shared/api-failure'
import type { WalletCard, WalletSummary } from '../../../shared/wallet/types'
import { useT, useWordMessage } from '../../i18n'
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
  const { request, summary } = props
  if (!request) return null
  const title = request.mode === 'add' ? t('wallet.cardForm.addTitle') : t('wallet.cardForm.reconnectTitle', { card: cardLabel(request.card, t) })

  /** Saves the card; a refusal is shown once as a toast and handed back for the form to show where it belongs. */
  const save = async (body: CardBody): Promise<ApiFailure | null> => {
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
