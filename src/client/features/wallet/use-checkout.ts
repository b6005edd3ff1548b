import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { checkoutImplementations, checkoutMachine, type CheckoutCard } from '../../../../machines/checkout.machine'
import { paymentStatus, purchaseCredits, walletKeys } from '../../../api/wallet'
import type { PurchaseAnswer, WalletSummary } from '../../../shared/wallet/types'
import { notifyFailure, notifyMessage } from '../../ui/notify'
import type { Translate } from '../../i18n'
import { cardLabel } from './wallet-text'

/** A fresh key per purchase attempt (the server answers a repeated key with the same payment). */
const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '')

function checkoutCard(summary: WalletSummary | undefined, t: Translate): CheckoutCard | null {
  const card = summary?.cards.find((c) => c.is_default)
  return card ? { id: card.id, label: cardLabel(card, t), needsReconnect: card.needs_reconnect } : null
}

/** A purchase, and a toast saying how it went (the payment checks that follow it are silent; the panel shows them). */
async function announcedPurchase(body: { credits: number; request_id: string }): Promise<PurchaseAnswer> {
  try {
    const answer = await purchaseCredits(body)
    if (answer.payment.status === 'failed') notifyMessage({ code: answer.code ?? 'wallet.card_declined', params: answer.params }, 'error')
    else notifyMessage({ code: answer.payment.status === 'succeeded' ? 'wallet.succeeded' : 'wallet.processing' })
    return answer
  } catch (error) {
    notifyFailure(error)
    throw error
  }
}

/**
 * The checkout machine (machines/checkout.machine.ts) wired to the wallet API. It follows the default card as the
 * wallet reloads, and a settled payment refreshes the balance and the transactions.
 */
export function useCheckout(summary: WalletSummary | undefined, t: Translate) {
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      checkoutMachine.provide(
        checkoutImplementations({
          api: { purchase: announcedPurchase, payment: paymentStatus },
          onSettled: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        }),
      ),
    [queryClient],
  )
  const card = checkoutCard(summary, t)
  const [snapshot, send] = useMachine(machine, { input: { card } })

  // The wallet reloaded with another default card (added, made default, reconnected, removed).
  const known = snapshot.context.card
  useEffect(() => {
    if (!summary) return
    if (known?.id !== card?.id || known?.needsReconnect !== card?.needsReconnect) send({ type: 'CARD_CHANGED', card })
  }, [summary, card?.id, card?.needsReconnect, known?.id, known?.needsReconnect, send]) // card is rebuilt each render: compared by its fields

  const snapshotRef = useRef(snapshot)
  snapshotRef.current = snapshot
  /** Buys `credits`; after an attempt whose outcome is unknown, the same pack is retried under its first key. */
  const buy = useCallback(
    (credits: number) => {
      const current = snapshotRef.current
      if (current.matches('failed') && current.context.outcomeUnknown && current.context.credits === credits) send({ type: 'RETRY', requestId: newRequestId() })
      else send({ type: 'BUY', credits, requestId: newRequestId() })
    },
    [send],
  )
  return { snapshot, buy }
}
