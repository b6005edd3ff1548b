import { sql, type SQL } from 'drizzle-orm'
import { nextStatus, subscriptionStatuses, type SubscriptionAction } from '../../../../shared/whitelabel/subscriptions'
import type { Database } from '../../../db/client'
import { queryRows } from '../../credits/credit-rows'

type Action = Exclude<SubscriptionAction, 'create'>

export type BatchChange = {
  action: Action
  /** Assignments beyond the status, on `s` (the row) with `o` (its values before) in reach: `ends_at = o.ends_at + ...`. */
  set?: SQL
  /** The history row's details as a jsonb expression over `o` (before) and `s` (after). */
  details?: SQL
  actorUserId: number | null
  source: string
}

/** Postgres arrays reach PGlite's driver as arrays and may reach node-postgres as `{1,2}` text. */
export const intArray = (v: number[] | string | null): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' && v.length > 2 ? v.slice(1, -1).split(',') : []).map(Number)

/**
 * The set-based form of changeSubscription for many rows at once (bulk jobs, the period sweep): one statement locks
 * the rows whose status the action applies to (the shared transition table, as a CASE), updates them and writes
 * their history rows. Rows whose status does not allow it are left alone and are absent from the answer (the ids
 * changed). Run it in the transaction that records the rest (a bulk job's row results), like changeSubscription.
 */
export async function changeSubscriptions(tx: Database, resellerId: number | null, ids: number[], change: BatchChange): Promise<Set<number>> {
  const moves = subscriptionStatuses.flatMap((from) => {
    const to = nextStatus(from, change.action)
    return to === null ? [] : [{ from, to }]
  })
  if (!ids.length || !moves.length) return new Set()
  // One array parameter, not one parameter per row: a step of thousands binds and plans as fast as a step of ten.
  const list = sql`${`{${ids.join(',')}}`}::int[]`
  const froms = sql.join(moves.map((m) => sql`${m.from}`), sql`, `)
  const cases = sql.join(moves.map((m) => sql`WHEN ${m.from} THEN ${m.to}`), sql` `)
  const owner = resellerId === null ? sql`` : sql` AND account_id = ${resellerId}`
  // The changed ids come back as one array, not a row each: thousands of rows through the driver cost more than the
  // statement's own work.
  const [row] = await queryRows<{ ids: number[] | string | null }>(
    tx,
    sql`WITH o AS (
        SELECT id, status, ends_at, package_id, package_name, fee_cents FROM wl_subscriptions
        WHERE id = ANY(${list})${owner} AND status IN (${froms}) ORDER BY id FOR UPDATE
      ), upd AS (
        UPDATE wl_subscriptions s SET status = CASE o.status ${cases} END, updated_at = now()${change.set ? sql`, ${change.set}` : sql``}
        FROM o WHERE s.id = o.id
        RETURNING s.id, s.account_id, o.status AS from_status, s.status AS to_status, ${change.details ?? sql`'{}'::jsonb`} AS details
      ), ins AS (
        INSERT INTO wl_subscription_events (account_id, subscription_id, action, from_status, to_status, details, actor_user_id, source)
        SELECT account_id, id, ${change.action}, from_status, to_status, details, ${change.actorUserId}::int, ${change.source} FROM upd
        RETURNING subscription_id
      )
      SELECT array_agg(subscription_id) AS ids FROM ins`,
  )
  return new Set(intArray(row?.ids ?? null))
}
