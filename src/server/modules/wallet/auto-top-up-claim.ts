import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { autoTopUpRules } from '../../../shared/wallet/pricing'

/** The channel a claim notifies on; the payment worker listens on it (payment-worker.ts). */
export const walletPaymentsChannel = 'wallet_payments'

type Rows<T> = { rows: T[] }

/**
 * Claims the account's auto top-up when its balance is at or below its threshold, exactly once however many
 * concurrent spends cross it. Two things make it exactly-once by construction:
 * - the claim is an INSERT of a `claimed` payment that the partial unique index `wallet_payments_one_auto_top_up`
 *   lets exist once per account until it is settled;
 * - it first locks the account's wallet row, which settling a payment also locks before it marks the payment done
 *   and grants its credits. So a claim either meets the unsettled top-up (and does nothing) or runs after the
 *   settlement committed, and then reads the balance afresh (READ COMMITTED: each statement sees what committed
 *   before it), top-up included. A spend that read the balance before the top-up landed cannot claim a second one.
 * It runs inside the spend's transaction and only writes a row: the charge happens after commit, in the payment
 * worker, woken by the NOTIFY (delivered only when the transaction commits). `remaining`, the balance the spend
 * saw, only spares the lookup when it is above any threshold. Returns the claim's id.
 */
export async function claimAutoTopUp(db: Database, accountId: number, remaining: number, now: Date): Promise<number | null> {
  if (remaining > autoTopUpRules.maxThreshold) return null
  const at = now.toISOString()
  const armed = (await db.execute(sql`
    SELECT account_id FROM wallet_accounts
    WHERE account_id = ${accountId} AND auto_top_up AND auto_top_up_paused_reason IS NULL AND auto_top_up_amount_cents > 0
    FOR UPDATE`)) as unknown as Rows<{ account_id: number }>
  if (!armed.rows.length) return null
  const result = (await db.execute(sql`
    WITH balance AS (
      SELECT coalesce(sum(balance), 0) AS credits FROM credit_buckets
      WHERE account_id = ${accountId} AND balance > 0 AND (expires_at IS NULL OR expires_at > ${at}::timestamptz)
    ), claim AS (
      INSERT INTO wallet_payments (account_id, kind, status, credits, amount_cents, currency, provider, created_at, updated_at)
      SELECT w.account_id, 'auto_top_up', 'claimed', w.auto_top_up_credits, w.auto_top_up_amount_cents, 'usd', w.provider, ${at}::timestamptz, ${at}::timestamptz
      FROM wallet_accounts w, balance
      WHERE w.account_id = ${accountId} AND balance.credits <= w.auto_top_up_threshold
      ON CONFLICT (account_id) WHERE kind = 'auto_top_up' AND status IN ('claimed', 'pending', 'processing') DO NOTHING
      RETURNING id
    )
    SELECT id, pg_notify(${walletPaymentsChannel}, id::text) FROM claim`)) as unknown as Rows<{ id: number }>
  return result.rows[0] ? Number(result.rows[0].id) : null
}

/** Taken by whatever settles a payment, before it does: see claimAutoTopUp. */
export async function lockWalletOfPayment(db: Database, paymentId: number): Promise<void> {
  await db.execute(sql`SELECT account_id FROM wallet_accounts WHERE account_id = (SELECT account_id FROM wallet_payments WHERE id = ${paymentId}) FOR UPDATE`)
}
