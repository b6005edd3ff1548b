import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { cardValidation, walletCurrency } from '../../../shared/wallet/pricing'
import type { CreditBucketView, PaymentsPage, WalletBalance, WalletSummary } from '../../../shared/wallet/types'
import type { WalletDeps } from './wallet-deps'
import { creditBuckets } from '../../db/schema/credits'
import { walletPayments } from '../../db/schema/wallet'
import { forAccount } from '../../db/tenant-scope'
import { creditBalance } from '../credits/credit-ledger'
import { planPeriodAt } from '../credits/plan-period'
import { resetPlanPeriod } from '../credits/plan-reset'
import { presentAutoTopUp } from './auto-top-up'
import { presentCard } from './cards'
import { presentPayment } from './payments'
import { cardsOf, walletAccount, type WalletHolder } from './wallet-account'

export const PAYMENTS_PER_PAGE = 20

/**
 * The balance by bucket. `total` is the ledger balance GET /api/user-limits answers (computed the same way, after
 * the period's reset: due expiries and rollovers, and the current period's plan grant), and the buckets always add
 * up to it.
 */
export async function walletBalance(deps: WalletDeps, holder: WalletHolder): Promise<WalletBalance> {
  const now = deps.now()
  await resetPlanPeriod(deps.db, holder.id, now)
  const total = await creditBalance(deps.db, holder.id, now)
  const rows = await deps.db
    .select({ kind: creditBuckets.kind, credits: creditBuckets.balance, expiresAt: creditBuckets.expiresAt })
    .from(creditBuckets)
    .where(and(eq(creditBuckets.accountId, holder.id), gt(creditBuckets.balance, 0), or(isNull(creditBuckets.expiresAt), gt(creditBuckets.expiresAt, sql`${now.toISOString()}::timestamptz`))))
    .orderBy(sql`${creditBuckets.expiresAt} ASC NULLS LAST`, asc(creditBuckets.id))
  const buckets: CreditBucketView[] = rows.map((r) => ({ kind: r.kind, credits: r.credits, expires_at: r.expiresAt ? r.expiresAt.toISOString() : null }))
  const sum = (kind: CreditBucketView['kind']) => buckets.filter((b) => b.kind === kind).reduce((s, b) => s + b.credits, 0)
  return {
    total,
    monthly: sum('monthly'),
    rollover: sum('rollover'),
    purchased: sum('purchased'),
    buckets,
    next_reset_date: planPeriodAt(holder.lastReset ?? holder.createdAt, now).end.toISOString(),
  }
}

export async function walletSummary(deps: WalletDeps, holder: WalletHolder): Promise<WalletSummary> {
  const balance = await walletBalance(deps, holder)
  const cards = await cardsOf(deps, holder.id)
  const wallet = await walletAccount(deps, holder.id)
  const { payments } = deps
  return {
    provider: { id: payments.id, test_mode: payments.testMode, publishable_key: payments.publishableKey },
    balance,
    cards: cards.map(presentCard),
    auto_top_up: presentAutoTopUp(wallet, deps.config.payments.packs),
    packs: deps.config.payments.packs,
    card_validation: { ...cardValidation },
    currency: walletCurrency,
  }
}

/** Every payment of the account, newest first, succeeded and failed (the credits they bought are in the history). */
export async function walletPaymentsPage(deps: WalletDeps, holder: WalletHolder, page: number): Promise<PaymentsPage> {
  const scope = forAccount(deps.db, holder.id)
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(walletPayments).where(scope.where('walletPayments')).orderBy(desc(walletPayments.id)).limit(PAYMENTS_PER_PAGE).offset((page - 1) * PAYMENTS_PER_PAGE),
    deps.db.select({ total: count() }).from(walletPayments).where(scope.where('walletPayments')),
  ])
  return { data: rows.map(presentPayment), page, per_page: PAYMENTS_PER_PAGE, total: Number(total) }
}
