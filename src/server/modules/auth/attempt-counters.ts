import { and, count, eq, gt, inArray, lt, min, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginAttempts } from '../../db/schema'
import { inTransaction } from '../../db/transaction'

/**
 * Counters kept in the database (table login_attempts) so limits hold across processes and restarts.
 * Used for failed logins per e-mail and per address, and for the resend countdown of codes.
 */
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_SECONDS = 15 * 60

/** At most `max` events per key in any `windowSeconds`. */
export type AttemptLimit = { max: number; windowSeconds: number }
const LOGIN_LIMIT: AttemptLimit = { max: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_WINDOW_SECONDS }

export const loginKeys = (email: string, address: string) => [`login:email:${email}`, `login:ip:${address}`]
export const cooldownKey = (purpose: string, target: string | number) => `code:${purpose}:${target}`

export async function recordEvent(db: Database, keys: string[], now: Date) {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })))
  const dayAgo = new Date(now.getTime() - 24 * 3600_000)
  await db.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.createdAt, dayAgo)))
}

export async function clearEvents(db: Database, keys: string[]) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys))
}

/** Seconds until a login (or what `limit` counts) may be tried again, or 0 when none of the keys has reached the limit. */
export async function loginRetryAfter(db: Database, keys: string[], now: Date, limit: AttemptLimit = LOGIN_LIMIT): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000)
  let wait = 0
  for (const key of keys) {
    const where = and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, windowStart))
    const [row] = await db.select({ n: count(), oldest: min(loginAttempts.createdAt) }).from(loginAttempts).where(where)
    if (row && row.n >= limit.max) {
      // The window frees up when the attempts that overflow the limit age out.
      const recent = await db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(where)
        .orderBy(loginAttempts.createdAt)
        .limit(row.n - limit.max + 1)
      const freedAt = new Date(recent[recent.length - 1].at).getTime() + limit.windowSeconds * 1000
      wait = Math.max(wait, Math.ceil((freedAt - now.getTime()) / 1000))
    }
  }
  return Math.max(wait, 0)
}

/** The advisory-lock space of login counters (the two-key form, apart from takeCooldown's one-key locks). */
const LOGIN_LOCK_SPACE = 0x6c6f67 // "log"

/**
 * Takes one failure slot on every key before the password is checked, or answers how long to wait when a key is at
 * the limit. Locking the keys (in one order, so two requests cannot deadlock) makes the count and the claim one
 * step per key across parallel requests and across processes on one database: of forty parallel guesses, five get
 * a slot and are checked; the rest wait for the window. A claimed slot is the failure, recorded in advance; the
 * caller releases it when the password is right (releaseClaims). Other per-address limits (the public checkout) pass
 * their own `limit` and keep every slot.
 */
export async function claimLoginAttempt(db: Database, keys: string[], now: Date, limit: AttemptLimit = LOGIN_LIMIT): Promise<{ wait: number; claims: number[] }> {
  return inTransaction(db, async (t) => {
    for (const key of [...keys].sort()) await t.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_SPACE}, hashtext(${key}))`)
    const wait = await loginRetryAfter(t, keys, now, limit)
    if (wait > 0) return { wait, claims: [] }
    const dayAgo = new Date(now.getTime() - 24 * 3600_000)
    await t.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.createdAt, dayAgo)))
    const rows = await t.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now }))).returning({ id: loginAttempts.id })
    return { wait: 0, claims: rows.map((r) => r.id) }
  })
}

/** Gives back the slots of an attempt that turned out not to be a failure. */
export async function releaseClaims(db: Database, claims: number[]) {
  if (claims.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, claims))
}

/** Seconds left of the resend countdown for this key, 0 when a code may be sent now. */
export async function cooldownLeft(db: Database, key: string, cooldownSeconds: number, now: Date): Promise<number> {
  if (cooldownSeconds <= 0) return 0
  const since = new Date(now.getTime() - cooldownSeconds * 1000)
  const [row] = await db
    .select({ last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.createdAt, since)))
  if (!row?.last) return 0
  return Math.max(1, Math.ceil((new Date(row.last).getTime() + cooldownSeconds * 1000 - now.getTime()) / 1000))
}

/**
 * Starts the countdown for `key` unless one is running. Returns 0 when the caller may send now (and the
 * countdown has started), else the seconds left. Serialised per key, so two concurrent requests cannot both send.
 */
export async function takeCooldown(db: Database, key: string, cooldownSeconds: number, now: Date): Promise<number> {
  return inTransaction(db, async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    const left = await cooldownLeft(t, key, cooldownSeconds, now)
    if (left > 0) return left
    await recordEvent(t, [key], now)
    return 0
  })
}
