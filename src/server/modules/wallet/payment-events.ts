import { and, eq, or } from 'drizzle-orm'
import type { WalletDeps } from './wallet-deps'
import { paymentWebhookEvents, walletPayments } from '../../db/schema/wallet'
import type { PaymentEvent } from '../../providers/payments/types'
import { failPayment, markProcessing, settlePayment } from './payments'
import { inTransaction } from '../../db/transaction'

export type EventResult = 'applied' | 'duplicate' | 'ignored'

/**
 * Applies a verified webhook event once. The event id is recorded in the same transaction as its effect, so a
 * redelivery (Stripe retries until it gets a 2xx, and may deliver twice anyway) finds it recorded and does nothing,
 * and a failure rolls both back for the next delivery to try again. The effect itself is the same conditional
 * settle the synchronous answer uses, so the webhook and the request credit the payment once between them.
 */
export async function applyPaymentEvent(deps: Pick<WalletDeps, 'db' | 'payments' | 'now'>, event: PaymentEvent): Promise<EventResult> {
  const provider = deps.payments.id
  return inTransaction(deps.db, async (t) => {
    const [recorded] = await t.insert(paymentWebhookEvents).values({ provider, eventId: event.id, type: event.type, receivedAt: deps.now() }).onConflictDoNothing().returning()
    if (!recorded) return 'duplicate'
    const payment = event.payment
    if (!payment) return 'ignored'
    // Our id from the metadata, checked against the provider's payment so a forged metadata field cannot settle another payment.
    const byId = payment.walletPaymentId != null ? and(eq(walletPayments.id, payment.walletPaymentId), eq(walletPayments.provider, provider)) : undefined
    const byRef = and(eq(walletPayments.provider, provider), eq(walletPayments.providerPaymentRef, payment.ref))
    const candidates = await t.select().from(walletPayments).where(byId ? or(byId, byRef) : byRef)
    const row = candidates.find((r) => r.providerPaymentRef === payment.ref) ?? candidates.find((r) => r.providerPaymentRef === null)
    if (!row) return 'ignored'
    const now = deps.now()
    if (payment.outcome === 'succeeded') await settlePayment(t, row.id, payment.ref, now)
    else if (payment.outcome === 'processing') await markProcessing(t, row.id, payment.ref, now)
    else if (payment.failure) await failPayment(t, row.id, payment.failure, payment.ref, now)
    return 'applied'
  })
}
