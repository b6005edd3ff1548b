import { and, eq, isNull, lt, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { forUser } from '../../db/tenant-scope'
import { newSessionToken, sha256Hex } from '../../security/tokens'
import type { UserRow } from '../../app-deps'

const TOUCH_AFTER_MS = 60_000

/** A new bearer token for `userId`, acting as `accountId`: a sign-in, so it is the user's last login too. */
export async function issueSession(db: Database, userId: number, accountId: number, now: Date): Promise<string> {
  const token = newSessionToken()
  await forUser(db, userId).insert('sessions', [{ tokenHash: sha256Hex(token), accountId, createdAt: now, lastUsedAt: now }])
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
  return token
}

/** `impersonator`: the admin who opened this session to act as the user (see issueImpersonationSession), or null. */
export type TokenSession = { user: UserRow; sessionId: number; accountId: number; impersonatorUserId: number | null }

/** The active user behind a bearer token and the account it acts as, or null when the token is unknown, revoked, or its user is not active. */
export async function userForToken(db: Database, token: string, now: Date): Promise<TokenSession | null> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, accountId: sessions.accountId, lastUsedAt: sessions.lastUsedAt, impersonatorUserId: sessions.impersonatorUserId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt)))
    .limit(1)
  if (!row || row.user.status !== 'active') return null
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(and(eq(sessions.id, row.sessionId), lt(sessions.lastUsedAt, now)))
  }
  return { user: row.user, sessionId: row.sessionId, accountId: row.accountId, impersonatorUserId: row.impersonatorUserId }
}

/**
 * A bearer token for `adminId` to act as `userId` in `accountId`. Not a sign-in of the user: their last login stays
 * as it was, and the session carries the admin, so every change made with it is audited with both identities.
 */
export async function issueImpersonationSession(db: Database, request: { userId: number; accountId: number; adminId: number; now: Date }): Promise<string> {
  const token = newSessionToken()
  const { userId, accountId, adminId, now } = request
  await forUser(db, userId).insert('sessions', [{ tokenHash: sha256Hex(token), accountId, impersonatorUserId: adminId, createdAt: now, lastUsedAt: now }])
  return token
}

/** Points the session at another account: the same token acts as `accountId` from the next request on. */
export async function repointSession(db: Database, userId: number, sessionId: number, accountId: number) {
  await forUser(db, userId).update('sessions', { accountId }, and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeSession(db: Database, userId: number, sessionId: number, now: Date) {
  await forUser(db, userId).update('sessions', { revokedAt: now }, and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every session of the user, except `keepSessionId` when given. */
export async function revokeAllSessions(db: Database, userId: number, now: Date, keepSessionId?: number) {
  const keep = keepSessionId == null ? undefined : ne(sessions.id, keepSessionId)
  await forUser(db, userId).update('sessions', { revokedAt: now }, and(isNull(sessions.revokedAt), keep))
}
