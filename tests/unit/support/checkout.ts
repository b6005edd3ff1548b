import { createActor, fromPromise } from 'xstate'
import { checkoutMachine, type CheckoutAnswer, type CheckoutCard } from '../../../machines/checkout.machine'
import type { WalletSummary } from '../../../src/shared/wallet/types'

/** The checkout machine's snapshot for a wallet, as the wallet page holds it; `paying` leaves a purchase under way. */
export function checkoutFor(summary: WalletSummary | null, paying = false) {
  const card = summary?.cards.find((c) => c.is_default)
  const input: { card: CheckoutCard | null } = { card: card ? { id: card.id, label: card.last4, needsReconnect: card.needs_reconnect } : null }
  const machine = checkoutMachine.provide({ actors: { purchase: fromPromise<CheckoutAnswer, { credits: number; requestId: string }>(() => new Promise(() => undefined)) } })
  const actor = createActor(machine, { input }).start()
  if (paying) actor.send({ type: 'BUY', credits: 100, requestId: 'test-request' })
  return actor.getSnapshot()
}
