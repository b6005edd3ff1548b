import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import pg from 'pg'
import { walletMessages } from '../../../shared/wallet/messages'
import type { WalletDeps } from './wallet-deps'
import { walletPayments } from '../../db/schema/wallet'
import { defineJobKind } from '../../jobs/job-kind'
import type { ModuleStartContext } from '../../server-module'
import { ProviderUnavailable } from '../../providers/payments/types'
import { walletPaymentsChannel } from './auto-top-up-claim'
import { chargePayment, failPayment, PAYMENT_LEASE_MS } from './payments'
import { cardsOf, customerFor, defaultCardOf, walletHolderOf } from './wallet-account'
import { accountAndOwner } from '../accounts/own-account'

/** Stripe keeps an idempotency key 24 hours: a payment still unsettled after this is failed rather than charged blind. */
const GIVE_UP_AFTER_MS = 23 * 60 * 60_000
const SWEEP_EVERY_MS = 30_000

/**
 * Charges one claimed or abandoned payment, if it can lease it: a claimed auto top-up, or a pending payment whose
 * lease ran out (its request or worker died mid-charge). The lease is a conditional UPDATE, so concurrent workers
 * and duplicate jobs charge it once; the charge is keyed by the payment, so even a charge repeated after a crash
 * replays at the provider instead of charging twice. Auto top-ups charge the default card at the time of charging.
 */
export async function runQueuedPayment(deps: WalletDeps, paymentId: number): Promise<void> {
  const now = deps.now()
  const [payment] = await deps.db
    .update(walletPayments)
    .set({ status: 'pending', lockedUntil: new Date(now.getTime() + PAYMENT_LEASE_MS), updatedAt: now })
    .where(and(eq(walletPayments.id, paymentId), or(eq(walletPayments.status, 'claimed'), and(eq(walletPayments.status, 'pending'), or(isNull(walletPayments.lockedUntil), lt(walletPayments.lockedUntil, now))))))
    .returning()
  if (!payment) return
  const fail = (code: 'no_default_card' | 'card_reconnect' | 'provider_unavailable') => failPayment(deps.db, payment.id, { code, message: walletMessages[code] }, null, now)
  if (now.getTime() - payment.createdAt.getTime() > GIVE_UP_AFTER_MS) return void (await fail('provider_unavailable'))
  const holder = await accountAndOwner(deps.db, payment.accountId)
  const card = payment.kind === 'auto_top_up' ? await defaultCardOf(deps, payment.accountId) : (await cardsOf(deps, payment.accountId)).find((c) => c.id === payment.cardId)
  if (!holder || !card) return void (await fail('no_default_card'))
  if (card.needsReconnect) return void (await fail('card_reconnect'))
  try {
    await chargePayment(deps, payment, card, await customerFor(deps, walletHolderOf(holder.account, holder.owner)))
  } catch (err) {
    // Left pending with a short lease: the next sweep tries again under the same key.
    if (err instanceof ProviderUnavailable) return console.error(`Payment ${payment.id}: ${err.message}; retried later.`)
    throw err
  }
}

/** Payments waiting for a worker: claims, and pending payments nobody holds any more. */
export async function unworkedPayments(deps: Pick<WalletDeps, 'db' | 'now'>, limit = 100): Promise<number[]> {
  const now = deps.now()
  const rows = await deps.db
    .select({ id: walletPayments.id })
    .from(walletPayments)
    .where(or(eq(walletPayments.status, 'claimed'), and(inArray(walletPayments.status, ['pending']), or(isNull(walletPayments.lockedUntil), lt(walletPayments.lockedUntil, sql`${now.toISOString()}::timestamptz`)))))
    .orderBy(walletPayments.id)
    .limit(limit)
  return rows.map((r) => r.id)
}

/**
 * Charge a claimed (auto top-up) or abandoned pending wallet payment; does nothing unless it can lease the payment.
 * Payments are few and short: one at a time on PGlite, two on PostgreSQL.
 */
export const walletPaymentJob = defineJobKind<{ paymentId: number }>({
  name: 'wallet-payment',
  subject: (data) => `wallet-payment:${data.paymentId}`,
  policy: { retryLimit: 3, retryDelayMs: 10_000, concurrency: { pglite: 1, postgres: 2 }, timeoutMs: 2 * 60_000 },
})

/**
 * Works wallet payments outside the requests and spends that claimed them: a `wallet-payment` job per payment, fed
 * by the claims' NOTIFY (delivered on commit, to every process listening) and by a sweep every 30 s and at start,
 * which also catches a claim whose notification was lost with a crashed process. A payment already waiting in line
 * is not queued twice (the queue keeps one identical waiting job).
 */
export async function startPaymentFeed(deps: WalletDeps, context: Pick<ModuleStartContext, 'listen'>): Promise<() => Promise<void>> {
  const enqueue = (paymentId: number) => deps.jobs.send(walletPaymentJob, { paymentId }).catch((err) => console.error(`Queueing payment ${paymentId} failed:`, err))
  const stopListening = await context.listen(walletPaymentsChannel, (payload) => {
    const id = Number(payload)
    if (Number.isInteger(id) && id > 0) void enqueue(id)
  })
  let stopped = false
  const sweep = async () => {
    if (stopped || deps.jobs.stopping) return
    for (const id of await unworkedPayments(deps)) await enqueue(id)
  }
  const timer = setInterval(() => void sweep().catch((err) => console.error('Sweeping wallet payments failed:', err)), SWEEP_EVERY_MS)
  timer.unref()
  await sweep()
  return async () => {
    stopped = true
    clearInterval(timer)
    await stopListening()
  }
}
