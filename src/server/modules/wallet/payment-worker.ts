import type { PGlite } from '@electric-sql/pglite'
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import pg from 'pg'
import { walletMessages } from '../../../shared/wallet/messages'
import type { AppDeps } from '../../app-deps'
import { users } from '../../db/schema'
import { walletPayments } from '../../db/schema/wallet'
import { ProviderUnavailable } from '../../providers/payments/types'
import { walletPaymentsChannel } from './auto-top-up-claim'
import { chargePayment, failPayment, PAYMENT_LEASE_MS } from './payments'
import { cardsOf, customerFor, defaultCardOf } from './wallet-account'

/** Stripe keeps an idempotency key 24 hours: a payment still unsettled after this is failed rather than charged blind. */
const GIVE_UP_AFTER_MS = 23 * 60 * 60_000
const SWEEP_EVERY_MS = 30_000
const RELISTEN_AFTER_MS = 5_000

/**
 * Charges one claimed or abandoned payment, if it can lease it: a claimed auto top-up, or a pending payment whose
 * lease ran out (its request or worker died mid-charge). The lease is a conditional UPDATE, so concurrent workers
 * and duplicate jobs charge it once; the charge is keyed by the payment, so even a charge repeated after a crash
 * replays at the provider instead of charging twice. Auto top-ups charge the default card at the time of charging.
 */
export async function runQueuedPayment(deps: AppDeps, paymentId: number): Promise<void> {
  const now = deps.now()
  const [payment] = await deps.db
    .update(walletPayments)
    .set({ status: 'pending', lockedUntil: new Date(now.getTime() + PAYMENT_LEASE_MS), updatedAt: now })
    .where(and(eq(walletPayments.id, paymentId), or(eq(walletPayments.status, 'claimed'), and(eq(walletPayments.status, 'pending'), or(isNull(walletPayments.lockedUntil), lt(walletPayments.lockedUntil, now))))))
    .returning()
  if (!payment) return
  const fail = (code: 'no_default_card' | 'card_reconnect' | 'provider_unavailable') => failPayment(deps.db, payment.id, { code, message: walletMessages[code] }, null, now)
  if (now.getTime() - payment.createdAt.getTime() > GIVE_UP_AFTER_MS) return void (await fail('provider_unavailable'))
  const [user] = await deps.db.select().from(users).where(eq(users.id, payment.accountId))
  const card = payment.kind === 'auto_top_up' ? await defaultCardOf(deps, payment.accountId) : (await cardsOf(deps, payment.accountId)).find((c) => c.id === payment.cardId)
  if (!user || !card) return void (await fail('no_default_card'))
  if (card.needsReconnect) return void (await fail('card_reconnect'))
  try {
    await chargePayment(deps, payment, card, await customerFor(deps, user))
  } catch (err) {
    // Left pending with a short lease: the next sweep tries again under the same key.
    if (err instanceof ProviderUnavailable) return console.error(`Payment ${payment.id}: ${err.message}; retried later.`)
    throw err
  }
}

/** Payments waiting for a worker: claims, and pending payments nobody holds any more. */
export async function unworkedPayments(deps: Pick<AppDeps, 'db' | 'now'>, limit = 100): Promise<number[]> {
  const now = deps.now()
  const rows = await deps.db
    .select({ id: walletPayments.id })
    .from(walletPayments)
    .where(or(eq(walletPayments.status, 'claimed'), and(inArray(walletPayments.status, ['pending']), or(isNull(walletPayments.lockedUntil), lt(walletPayments.lockedUntil, sql`${now.toISOString()}::timestamptz`)))))
    .orderBy(walletPayments.id)
    .limit(limit)
  return rows.map((r) => r.id)
}

export type PaymentWorker = { sweep(): Promise<void>; stop(): Promise<void> }

/**
 * Works wallet payments outside the requests and spends that claimed them: a pg-boss queue (`wallet-payment`),
 * fed by the claims' NOTIFY (delivered on commit, to every process listening) and by a sweep every 30 s and at
 * start, which also catches a claim whose notification was lost with a crashed process.
 */
export async function startPaymentWorker(deps: AppDeps, location: { databaseUrl?: string; pglite?: PGlite }): Promise<PaymentWorker> {
  const enqueue = (paymentId: number) =>
    deps.jobs.send('wallet-payment', { paymentId }, { singletonKey: `wallet-payment:${paymentId}` }).catch((err) => console.error(`Queueing payment ${paymentId} failed:`, err))
  await deps.jobs.work('wallet-payment', (job) => runQueuedPayment(deps, job.data.paymentId))

  const onNotification = (payload: string | undefined) => {
    const id = Number(payload)
    if (Number.isInteger(id) && id > 0) void enqueue(id)
  }
  const stopListening = location.databaseUrl ? await listenOnPostgres(location.databaseUrl, onNotification) : await listenOnPglite(location.pglite!, onNotification)

  let stopped = false
  const sweep = async () => {
    if (stopped || deps.jobs.stopping) return
    for (const id of await unworkedPayments(deps)) await enqueue(id)
  }
  const timer = setInterval(() => void sweep().catch((err) => console.error('Sweeping wallet payments failed:', err)), SWEEP_EVERY_MS)
  timer.unref()
  await sweep()
  return {
    sweep,
    async stop() {
      stopped = true
      clearInterval(timer)
      await stopListening()
    },
  }
}

async function listenOnPglite(pglite: PGlite, onNotification: (payload: string) => void): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(walletPaymentsChannel, onNotification)
  return async () => {
    await unlisten().catch(() => {})
  }
}

/** A dedicated connection for LISTEN (a pooled one would lose it), re-opened after an error. */
async function listenOnPostgres(url: string, onNotification: (payload: string | undefined) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const open = async () => {
    if (closed) return
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => message.channel === walletPaymentsChannel && onNotification(message.payload))
    next.on('error', (err) => {
      console.error('Wallet payments listener lost its connection:', err.message)
      void next.end().catch(() => {})
      if (client === next) client = null
      if (!closed) retry = setTimeout(() => void open(), RELISTEN_AFTER_MS).unref()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${walletPaymentsChannel}`)
      client = next
      if (closed) await next.end()
    } catch (err) {
      console.error('Wallet payments listener could not connect:', (err as Error).message)
      void next.end().catch(() => {})
      if (!closed) retry = setTimeout(() => void open(), RELISTEN_AFTER_MS).unref()
    }
  }
  await open()
  return async () => {
    closed = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
