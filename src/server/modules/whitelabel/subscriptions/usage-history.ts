import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { queryRows } from '../../credits/credit-rows'

type Row = {
  id: number; subscription_id: number; action: string; from_status: string | null; to_status: string; details: unknown; source: string
  actor_email: string | null; customer: string; email: string | null; package_name: string; created_at: string | Date
}

/**
 * GET /api/wl/subscriptions/usage-history: the reseller's subscription changes (or one subscription's), newest
 * first, paged by the last id seen.
 */
export async function usageHistory(db: Database, resellerId: number, query: { subscription_id?: string; cursor?: string }, limit: number) {
  const one = query.subscription_id === undefined ? sql`` : sql` AND e.subscription_id = ${Number(query.subscription_id)}`
  const after = query.cursor === undefined ? sql`` : sql` AND e.id < ${Number(query.cursor)}`
  const rows = await queryRows<Row>(
    db,
    sql`SELECT e.id, e.subscription_id, e.action, e.from_status, e.to_status, e.details, e.source, e.created_at, actor.email AS actor_email,
        a.name AS customer, u.email, s.package_name
      FROM wl_subscription_events e
      JOIN wl_subscriptions s ON s.id = e.subscription_id
      JOIN accounts a ON a.id = s.customer_account_id
      LEFT JOIN users u ON u.id = s.customer_user_id
      LEFT JOIN users actor ON actor.id = e.actor_user_id
      WHERE e.account_id = ${resellerId}${one}${after}
      ORDER BY e.id DESC LIMIT ${limit + 1}`,
  )
  const page = rows.slice(0, limit)
  return {
    data: page.map((r) => ({
      id: Number(r.id),
      subscription_id: Number(r.subscription_id),
      customer: r.customer,
      email: r.email ?? '',
      package: r.package_name,
      action: r.action,
      from_status: r.from_status,
      to_status: r.to_status,
      details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details,
      source: r.source,
      actor: r.actor_email,
      created_at: new Date(r.created_at).toISOString(),
    })),
    next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null,
  }
}
