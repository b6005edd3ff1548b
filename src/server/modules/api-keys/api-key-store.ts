import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { ApiKey, ApiKeyScope } from '../../../shared/integrations/types'
import type { ModuleSlug } from '../../../shared/modules'
import type { UserRow } from '../../app-deps'
import type { Database } from '../../db/client'
import { apiKeys } from '../../db/schema/integrations'
import { forAccount } from '../../db/tenant-scope'
import { notFound } from '../../http/api-error'
import { sha256Hex } from '../../security/tokens'
import { withAccess, type ActingAccount } from '../accounts/acting-account'
import { accountAndOwner } from '../accounts/own-account'

type ApiKeyRow = typeof apiKeys.$inferSelect
export type ApiKeyHolder = { user: UserRow; account: ActingAccount; keyId: number; scope: ApiKeyScope; modules: ModuleSlug[] | null }

/** `lc_` and 32 random bytes: the prefix tells a key from a session token in logs and in a leaked-secret scan. */
const KEY_PREFIX = 'lc_'
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 8
const TOUCH_AFTER_MS = 60_000

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return { id: row.id, name: row.name, prefix: row.prefix, scope: row.scope, modules: row.modules ?? null, created_at: iso(row.createdAt)!, last_used_at: iso(row.lastUsedAt), revoked_at: iso(row.revokedAt) }
}

export async function listApiKeys(db: Database, accountId: number): Promise<ApiKey[]> {
  const rows = await forAccount(db, accountId).select('apiKeys')
  return rows.sort((a, b) => b.id - a.id).map(presentApiKey)
}

/** Creates a key; the key itself is in the answer once and never again (only its sha256 is stored). */
export async function createApiKey(
  db: Database,
  accountId: number,
  key: { name: string; scope: ApiKeyScope; modules: ModuleSlug[] | null },
  now: Date,
): Promise<{ key: ApiKey; token: string }> {
  const { name, scope, modules } = key
  const token = KEY_PREFIX + randomBytes(32).toString('base64url')
  const [row] = await forAccount(db, accountId)
    .insert('apiKeys', [{ name: name.trim(), prefix: token.slice(0, SHOWN_PREFIX_LENGTH), keyHash: sha256Hex(token), scope, modules, createdAt: now }])
    .returning()
  return { key: presentApiKey(row as ApiKeyRow), token }
}

async function ownedKey(db: Database, accountId: number, id: number): Promise<ApiKeyRow> {
  const row = await forAccount(db, accountId).one('apiKeys', id)
  if (!row) throw notFound()
  return row
}

export async function renameApiKey(db: Database, accountId: number, id: number, name: string): Promise<ApiKey> {
  await ownedKey(db, accountId, id)
  const [row] = await forAccount(db, accountId).update('apiKeys', { name: name.trim() }, eq(apiKeys.id, id)).returning()
  return presentApiKey(row)
}

/** Revoking keeps the row (its created, last used and revoked times stay visible); revoking twice keeps the first time. */
export async function revokeApiKey(db: Database, accountId: number, id: number, now: Date): Promise<ApiKey> {
  await ownedKey(db, accountId, id)
  await forAccount(db, accountId).update('apiKeys', { revokedAt: now }, and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
  return presentApiKey(await ownedKey(db, accountId, id))
}

/**
 * The account a key acts as, the person who answers for it (its owner) and the key's scope, or null when the key is
 * unknown or revoked, or that person is not active. A key acts with the owner's access. Touches the key's last-used
 * time at most once a minute (the conditional update keeps concurrent requests to one write).
 */
export async function userForApiKey(db: Database, token: string, now: Date): Promise<ApiKeyHolder | null> {
  if (!token.startsWith(KEY_PREFIX)) return null
  const [row] = await db
    .select({ accountId: apiKeys.accountId, keyId: apiKeys.id, scope: apiKeys.scope, modules: apiKeys.modules, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sha256Hex(token)), isNull(apiKeys.revokedAt)))
    .limit(1)
  const held = row ? await accountAndOwner(db, row.accountId) : undefined
  if (!row || !held || held.owner.status !== 'active') return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    const stale = new Date(now.getTime() - TOUCH_AFTER_MS)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(and(eq(apiKeys.id, row.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))))
  }
  return { user: held.owner, account: withAccess(held.account, 'owner', held.owner.role), keyId: row.keyId, scope: row.scope, modules: row.modules ?? null }
}
