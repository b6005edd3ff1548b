import { sql, type SQL } from 'drizzle-orm'
import type { SubscriptionFilter, SubscriptionSort, SubscriptionsQuery } from '../../../../shared/whitelabel/subscription-schemas'
import type { SubscriptionStatus } from '../../../../shared/whitelabel/subscriptions'
import type { Database } from '../../../db/client'
import { fieldError } from '../../../http/api-error'
import { queryRows } from '../../credits/credit-rows'
import { isRowId } from '../../../../shared/validate'

/** A row of the subscriptions table as the API answers it. */
export type SubscriptionView = {
  id: number
  customer_account_id: number
  customer: string
  email: string
  username: string
  package_id: number | null
  package: string
  status: SubscriptionStatus
  provider: string
  fee_cents: number
  currency: string
  started_at: string
  ends_at: string
  trial_ends_at: string | null
  canceled_at: string | null
  managed_manually: boolean
}

/**
 * Each sort's key, written so that the keyset condition `(key, id) < (cursor)` can walk an index where one exists
 * (start, end, fee, package and status have (account_id, key, id) indexes); `cast` turns a cursor's text back.
 */
const sortKeys: Record<SubscriptionSort, { key: SQL; cast: SQL }> = {
  customer: { key: sql`lower(a.name)`, cast: sql`text` },
  email: { key: sql`coalesce(u.email, '')`, cast: sql`text` },
  username: { key: sql`lower(coalesce(u.first_name || ' ' || u.last_name, ''))`, cast: sql`text` },
  package: { key: sql`s.package_name`, cast: sql`text` },
  start: { key: sql`s.started_at`, cast: sql`timestamptz` },
  end: { key: sql`s.ends_at`, cast: sql`timestamptz` },
  fee: { key: sql`s.fee_cents`, cast: sql`integer` },
  status: { key: sql`s.status`, cast: sql`text` },
}

const FROM = sql`wl_subscriptions s JOIN accounts a ON a.id = s.customer_account_id LEFT JOIN users u ON u.id = s.customer_user_id`

/** `ada` as the LIKE pattern "starts with ada", its wildcards taken literally. */
const prefixPattern = (q: string) => `${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The filter's conditions on the reseller's subscriptions (`s`, with the customer's account `a` and user `u`). */
export function filterConditions(resellerId: number, filter: SubscriptionFilter): SQL {
  const where: SQL[] = [sql`s.account_id = ${resellerId}`]
  if (filter.q?.trim()) {
    const p = prefixPattern(filter.q)
    where.push(sql`(lower(a.name) LIKE ${p} OR u.email LIKE ${p} OR lower(u.first_name) LIKE ${p} OR lower(u.last_name) LIKE ${p} OR lower(u.first_name || ' ' || u.last_name) LIKE ${p})`)
  }
  if (filter.status) where.push(sql`s.status = ${filter.status}`)
  if (filter.package_id !== undefined) where.push(sql`s.package_id = ${filter.package_id}`)
  return sql.join(where, sql` AND `)
}

type Cursor = { key: string; id: number }
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url')

function decodeCursor(raw: string): Cursor {
  try {
    const [key, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[]
    if (typeof key === 'string' && key.length <= 400 && isRowId(id)) return { key, id }
  } catch {
    // not ours: the 422 below
  }
  throw fieldError('cursor', 'validation.type')
}

type Row = {
  id: number; customer_account_id: number; customer: string; email: string | null; username: string | null; package_id: number | null
  package_name: string; status: SubscriptionStatus; provider: string; fee_cents: number; currency: string; started_at: string | Date
  ends_at: string | Date; trial_ends_at: string | Date | null; canceled_at: string | Date | null; managed_manually: boolean; sort_key?: string
}

const isoOf = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

const COLUMNS = sql`s.id, s.customer_account_id, a.name AS customer, u.email, trim(u.first_name || ' ' || u.last_name) AS username, s.package_id,
  s.package_name, s.status, s.provider, s.fee_cents, s.currency, s.started_at, s.ends_at, s.trial_ends_at, s.canceled_at, s.managed_manually`

export function presentSubscription(r: Row): SubscriptionView {
  return {
    id: Number(r.id),
    customer_account_id: Number(r.customer_account_id),
    customer: r.customer,
    email: r.email ?? '',
    username: r.username ?? '',
    package_id: r.package_id === null ? null : Number(r.package_id),
    package: r.package_name,
    status: r.status,
    provider: r.provider,
    fee_cents: Number(r.fee_cents),
    currency: r.currency,
    started_at: isoOf(r.started_at)!,
    ends_at: isoOf(r.ends_at)!,
    trial_ends_at: isoOf(r.trial_ends_at),
    canceled_at: isoOf(r.canceled_at),
    managed_manually: Boolean(r.managed_manually),
  }
}

/** GET /api/wl/subscriptions: a keyset page in the asked order (ties broken by id) and the filter's total. */
export async function findSubscriptions(db: Database, resellerId: number, query: SubscriptionsQuery, limit: number) {
  const filter = { q: query.q, status: query.status, package_id: query.package_id === undefined ? undefined : Number(query.package_id) }
  const sort = sortKeys[query.sort ?? 'start']
  const desc = (query.dir ?? 'desc') === 'desc'
  const after = query.cursor ? decodeCursor(query.cursor) : null
  const keyset = after ? (desc ? sql` AND (${sort.key}, s.id) < (${after.key}::${sort.cast}, ${after.id})` : sql` AND (${sort.key}, s.id) > (${after.key}::${sort.cast}, ${after.id})`) : sql``
  const order = desc ? sql`${sort.key} DESC, s.id DESC` : sql`${sort.key} ASC, s.id ASC`
  const where = filterConditions(resellerId, filter)
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, sql`SELECT ${COLUMNS}, (${sort.key})::text AS sort_key FROM ${FROM} WHERE ${where}${keyset} ORDER BY ${order} LIMIT ${limit + 1}`),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${FROM} WHERE ${where}`),
  ])
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    data: page.map(presentSubscription),
    next_cursor: rows.length > limit && last ? encodeCursor({ key: last.sort_key!, id: Number(last.id) }) : null,
    total: Number(count?.total ?? 0),
  }
}

/** One of the reseller's subscriptions as the table shows it, or undefined (another reseller's reads as missing). */
export async function subscriptionView(db: Database, resellerId: number, id: number): Promise<SubscriptionView | undefined> {
  const [row] = await queryRows<Row>(db, sql`SELECT ${COLUMNS} FROM ${FROM} WHERE s.account_id = ${resellerId} AND s.id = ${id}`)
  return row && presentSubscription(row)
}

/** The views of the named subscriptions, in id order (the export). */
export async function subscriptionViews(db: Database, resellerId: number, ids: number[]): Promise<SubscriptionView[]> {
  if (!ids.length) return []
  const list = sql.join(ids.map((i) => sql`${i}`), sql`, `)
  const rows = await queryRows<Row>(db, sql`SELECT ${COLUMNS} FROM ${FROM} WHERE s.account_id = ${resellerId} AND s.id IN (${list}) ORDER BY s.id`)
  return rows.map(presentSubscription)
}

/** The ids of the reseller's subscriptions a bulk request names: its own among `ids`, or those matching `filter`. */
export async function subscriptionIdsFor(db: Database, resellerId: number, chosen: { ids?: number[]; filter?: SubscriptionFilter }): Promise<number[]> {
  if (chosen.ids) {
    if (!chosen.ids.length) return []
    const found: number[] = []
    for (let i = 0; i < chosen.ids.length; i += 5_000) {
      const list = sql.join(chosen.ids.slice(i, i + 5_000).map((x) => sql`${x}`), sql`, `)
      const rows = await queryRows<{ id: number }>(db, sql`SELECT s.id FROM wl_subscriptions s WHERE s.account_id = ${resellerId} AND s.id IN (${list})`)
      found.push(...rows.map((r) => Number(r.id)))
    }
    return found.sort((a, b) => a - b)
  }
  const rows = await queryRows<{ id: number }>(db, sql`SELECT s.id FROM ${FROM} WHERE ${filterConditions(resellerId, chosen.filter ?? {})} ORDER BY s.id`)
  return rows.map((r) => Number(r.id))
}
