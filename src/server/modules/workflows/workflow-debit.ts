import { sql } from 'drizzle-orm'
import { inTransaction } from '../../db/transaction'
import { refund, spend, type SpendRequest } from '../credits/credit-ledger'
import { queryRows } from '../credits/credit-rows'
import type { Database } from '../../db/client'

/** The refund of a workflow debit: one key per debit, so the settlement and a regrouped resume refund it once between them. */
export const debitRefundKey = (debitKey: string) => `${debitKey}:refund`

/**
 * Gives back the debits other than `keep` that covered these node runs and were never settled: a crash between a
 * group's debit and its settlement leaves the debit with its key recorded on the node runs; when the resume groups
 * those leads differently its key differs, and without this the old debit would stay charged next to the new one.
 */
export async function refundStaleDebits(db: Database, accountId: number, keys: (string | null)[], keep: string | null, now: Date): Promise<void> {
  const stale = [...new Set(keys)].filter((k): k is string => k !== null && k !== keep)
  for (const key of stale) await refund(db, { accountId, spendKey: key, key: debitRefundKey(key), reason: 'Workflow step: regrouped after a restart', now })
}

/**
 * Debits the node runs still pending among `nodeRunIds` under `request.key`, in ONE transaction that also records the
 * key on them and first refunds any older debit they still carry. The node runs are locked for it, so a settlement of
 * the older debit either committed before (the node runs are no longer pending: nothing is refunded or recorded) or
 * sees the new key and does not keep the older debit (settleNodeGroup).
 */
export async function debitNodeRuns(db: Database, nodeRunIds: number[], request: SpendRequest & { now: Date }): Promise<boolean> {
  return inTransaction(db, async (t) => {
    const ids = `{${nodeRunIds.join(',')}}`
    const pending = await queryRows<{ id: number; debit_key: string | null }>(t, sql`select id, debit_key from workflow_node_runs
      where id = any(${ids}::int[]) and status = 'pending' order by id for update`)
    await refundStaleDebits(t, request.accountId, pending.map((p) => p.debit_key), request.key, request.now)
    const paid = await spend(t, request)
    await t.execute(sql`update workflow_node_runs set debit_key = ${paid.ok ? request.key : null} where id = any(${ids}::int[]) and status = 'pending'`)
    return paid.ok
  })
}
