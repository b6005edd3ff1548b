import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { autoTopUpRules } from '../../../shared/wallet/pricing'

/** The channel a claim notifies on; the payment worker listens on it (payment-worker.ts). */
export const walletPaymentsChannel = 'wallet_payments'

type Rows<T> = { rows: T[] }

/**
 * Claims the account's auto top-up when `remaining` credits are at or below its threshold: one INSERT of a
 * `claimed` payment that the partial unique index `wallet_payments_one_auto_top_up` lets exist once per account
 * until it is settled, so any number of concurrent spends crossing the threshold claim exactly one charge. It runs
 * inside the spend's transaction and only writes a row: the charge happens after commit, in the payment worker,
 * woken by the NOTIFY (which PostgreSQL delivers only when the transaction commits). Returns the claim's id.
 */
export async function claimAutoTopUp(db: Database, accountId: number, remaining: number, now: Date): Promise<number | null> {
  // No account may set a threshold above the rule's maximum: above it there is nothing to look up.
  if (remaining > autoTopUpRules.maxThreshold) return null
  const result = (await db.execute(sql`
    WITH claim AS (
      INSERT INTO wallet_payments (account_id, kind, status, credits, amount_cents, currency, provider, created_at, updated_at)
      SELECT w.account_id, 'auto_top_up', 'claimed', w.auto_top_up_credits, w.auto_top_up_amount_cents, 'usd', w.provider, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      FROM wallet_accounts w
      WHERE w.account_id = ${accountId} AND w.auto_top_up AND w.auto_top_up_paused_reason IS NULL
        AND w.auto_top_up_amount_cents > 0 AND ${remaining}::int <= w.auto_top_up_threshold
      ON CONFLICT (account_id) WHERE kind = 'auto_top_up' AND status IN ('claimed', 'pending', 'processing') DO NOTHING
      RETURNING id
    )
    SELECT id, pg_notify(${walletPaymentsChannel}, id::text) FROM claim`)) as unknown as Rows<{ id: number }>
  return result.rows[0] ? Number(result.rows[0].id) : null
}
