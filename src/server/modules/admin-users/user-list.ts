import { sql, type SQL } from 'drizzle-orm'
import type { AdminUsersFilter, AdminUsersQuery } from '../../../shared/admin-users/schemas'
import type { AdminUserPage, AdminUserRow, AdminUserStatus } from '../../../shared/admin-users/types'
import type { PlatformRole } from '../../../shared/accounts/roles'
import type { ModuleSlug } from '../../../shared/modules'
import type { Database } from '../../db/client'
import { fieldError } from '../../http/api-error'
import { queryRows } from '../credits/credit-rows'
import { isRowId } from '../../../shared/validate'

type Sort = NonNullable<AdminUsersQuery['sort']>

/**
 * Each sort's key, written on the users table alone so the keyset condition `(key, id) < (cursor)` walks an index of
 * migration 0020 (the credits sort has none: it is the sum of the owned account's live buckets). A missing last
 * login sorts as the earliest. `cast` is how a cursor's key (the key as text) goes back into SQL.
 */
const sortKeys: Record<Sort, { key: (now: string) => SQL; cast: SQL }> = {
  created_at: { key: () => sql`u.created_at`, cast: sql`timestamptz` },
  name: { key: () => sql`lower(u.first_name || ' ' || u.last_name)`, cast: sql`text` },
  email: { key: () => sql`u.email`, cast: sql`text` },
  last_login_at: { key: () => sql`coalesce(u.last_login_at, '-infinity'::timestamptz)`, cast: sql`timestamptz` },
  credits: { key: (now) => sql`(${liveCredits(now)})::bigint`, cast: sql`bigint` },
}

/** The account a user owns (their lowest-numbered one): where the list reads the plan, modules and credits. */
const ownedAccount = sql`(SELECT m.account_id FROM account_members m WHERE m.user_id = u.id AND m.role = 'owner' ORDER BY m.account_id LIMIT 1)`

const liveCredits = (now: string) =>
  sql`SELECT coalesce(sum(b.balance), 0) FROM credit_buckets b WHERE b.account_id = ${ownedAccount} AND b.balance > 0 AND (b.expires_at IS NULL OR b.expires_at > ${now}::timestamptz)`

/** `ada` as the LIKE pattern "starts with ada", its wildcards taken literally. */
const prefixPattern = (q: string) => `${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The filter's conditions on `users u`: each served by an index (the prefix ones by migration 0020's text_pattern_ops). */
export function filterConditions(filter: AdminUsersFilter): SQL {
  const where: SQL[] = [filter.status ? sql`u.status = ${filter.status}` : sql`u.status <> 'deleted'`]
  if (filter.q?.trim()) {
    const p = prefixPattern(filter.q)
    where.push(
      sql`(u.email LIKE ${p} OR lower(u.first_name) LIKE ${p} OR lower(u.last_name) LIKE ${p} OR lower(u.first_name || ' ' || u.last_name) LIKE ${p})`,
    )
  }
  if (filter.role) where.push(sql`u.role = ${filter.role}`)
  if (filter.plan_id !== undefined) {
    where.push(sql`EXISTS (SELECT 1 FROM accounts a WHERE a.id = ${ownedAccount} AND a.plan_id = ${filter.plan_id})`)
  }
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

export type UserListRow = {
  id: number; first_name: string; last_name: string; email: string; role: PlatformRole; status: AdminUserStatus
  account_id: number | null; plan_id: number | null; plan_name: string | null; modules: string[] | string | null
  credits: number | string; created_at: string | Date; last_login_at: string | Date | null; sort_key: string
}

/** The page statement: the users of the filter in the sort's order after the cursor, with their owned account's plan, modules and credits. */
export function userPageStatement(query: AdminUsersQuery & { plan_id?: number | string }, limit: number, now: Date): SQL {
  const sort = sortKeys[query.sort ?? 'created_at']
  const nowIso = now.toISOString()
  const key = sort.key(nowIso)
  const desc = (query.dir ?? 'desc') === 'desc'
  const filter = filterConditions({ ...query, plan_id: query.plan_id === undefined ? undefined : Number(query.plan_id) })
  const after = query.cursor ? decodeCursor(query.cursor) : null
  const keyset = after
    ? desc
      ? sql` AND (${key}, u.id) < (${after.key}::${sort.cast}, ${after.id})`
      : sql` AND (${key}, u.id) > (${after.key}::${sort.cast}, ${after.id})`
    : sql``
  const order = desc ? sql`${key} DESC, u.id DESC` : sql`${key} ASC, u.id ASC`
  return sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.status, u.created_at, u.last_login_at, (${key})::text AS sort_key,
      o.account_id, p.id AS plan_id, p.name AS plan_name,
      (SELECT array_agg(md.slug ORDER BY md.id) FROM account_modules am JOIN modules md ON md.id = am.module_id WHERE am.account_id = o.account_id) AS modules,
      (SELECT coalesce(sum(b.balance), 0) FROM credit_buckets b WHERE b.account_id = o.account_id AND b.balance > 0 AND (b.expires_at IS NULL OR b.expires_at > ${nowIso}::timestamptz)) AS credits
    FROM (SELECT * FROM users u WHERE ${filter}${keyset} ORDER BY ${order} LIMIT ${limit + 1}) u
    LEFT JOIN LATERAL (SELECT m.account_id FROM account_members m WHERE m.user_id = u.id AND m.role = 'owner' ORDER BY m.account_id LIMIT 1) o ON true
    LEFT JOIN accounts a ON a.id = o.account_id
    LEFT JOIN plans p ON p.id = a.plan_id
    ORDER BY ${order}`
}

/** How many users the filter matches: what the list shows and what "apply to all N matching" acts on. */
export const userCountStatement = (filter: AdminUsersFilter): SQL => sql`SELECT count(*)::int AS total FROM users u WHERE ${filterConditions(filter)}`

const isoOf = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

/** Postgres arrays reach PGlite's driver as arrays and may reach others as `{a,b}` text. */
const slugsOf = (v: string[] | string | null): ModuleSlug[] =>
  (Array.isArray(v) ? v : typeof v === 'string' && v.length > 2 ? v.slice(1, -1).split(',') : []) as ModuleSlug[]

export function presentUserRow(row: Omit<UserListRow, 'sort_key'>): AdminUserRow {
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    status: row.status,
    account_id: row.account_id === null ? null : Number(row.account_id),
    plan: row.plan_id === null ? null : { id: Number(row.plan_id), name: row.plan_name ?? '' },
    modules: slugsOf(row.modules),
    credits: Number(row.credits),
    created_at: isoOf(row.created_at)!,
    last_login_at: isoOf(row.last_login_at),
  }
}

/** GET /api/admin/users: a keyset page in the asked order (ties broken by id), and the filter's total. */
export async function findAdminUsers(db: Database, query: AdminUsersQuery, limit: number, now: Date): Promise<AdminUserPage> {
  const planId = query.plan_id === undefined ? undefined : Number(query.plan_id)
  const [rows, [count]] = await Promise.all([
    queryRows<UserListRow>(db, userPageStatement(query, limit, now)),
    queryRows<{ total: number }>(db, userCountStatement({ q: query.q, status: query.status, role: query.role, plan_id: planId })),
  ])
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    data: page.map(presentUserRow),
    next_cursor: rows.length > limit && last ? encodeCursor({ key: last.sort_key, id: Number(last.id) }) : null,
    total: Number(count?.total ?? 0),
  }
}

/** The ids of the users the filter matches, for a bulk action by filter. */
export async function userIdsMatching(db: Database, filter: AdminUsersFilter): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT u.id FROM users u WHERE ${filterConditions(filter)} ORDER BY u.id`)
  return rows.map((r) => Number(r.id))
}
