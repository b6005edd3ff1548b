import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { apiKeyRateWindows } from '../db/schema'

/**
 * A fixed-window request limit per API key, counted in the database (table api_key_rate_windows, one row per key) so
 * it holds in total across API processes and across restarts (docs/decisions.md, "API key rate limit").
 * `take` counts one request and answers what the IETF RateLimit headers say about the key's window.
 */
export type RateLimitConfig = { limit: number; windowSeconds: number }
export type RateLimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number; windowSeconds: number }

/** The policy's name in the headers (draft-ietf-httpapi-ratelimit-headers names each quota policy). */
const POLICY = 'per-key'

export function createKeyRateLimit(db: Database, config: RateLimitConfig) {
  const windowMs = config.windowSeconds * 1000
  return {
    /**
     * One atomic upsert: a key's first request makes its row; a request after the window starts a new window at `now`
     * counting 1; any other adds 1, capped at limit + 1 so refused requests do not grow the count. The row lock of
     * the upsert orders parallel requests of one key, whichever process they reach.
     */
    async take(keyId: number, now: Date): Promise<RateLimitState> {
      const at = sql`${now.toISOString()}::timestamptz`
      const over = sql`${apiKeyRateWindows.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
      const [window] = await db
        .insert(apiKeyRateWindows)
        .values({ keyId, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: apiKeyRateWindows.keyId,
          set: {
            windowStart: sql`case when ${over} then ${at} else ${apiKeyRateWindows.windowStart} end`,
            count: sql`case when ${over} then 1 else least(${apiKeyRateWindows.count} + 1, ${config.limit + 1}::integer) end`,
          },
        })
        .returning({ count: apiKeyRateWindows.count, windowStart: apiKeyRateWindows.windowStart })
      const allowed = window.count <= config.limit
      const resetSeconds = Math.max(1, Math.ceil((window.windowStart.getTime() + windowMs - now.getTime()) / 1000))
      return { allowed, limit: config.limit, remaining: Math.max(0, config.limit - window.count), resetSeconds, windowSeconds: config.windowSeconds }
    },
  }
}

/** `RateLimit-Policy` and `RateLimit` as the draft's structured fields: quota `q` per window `w`, remaining `r`, reset in `t` seconds. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${POLICY}";q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `"${POLICY}";r=${state.remaining};t=${state.resetSeconds}`,
  }
}
