/**
 * A fixed-window request limit per API key, kept in this process's memory (docs/decisions.md, "API key rate limit").
 * `take` counts one request and answers what the IETF RateLimit headers say about the key's window.
 */
export type RateLimitConfig = { limit: number; windowSeconds: number }
export type RateLimitState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number; windowSeconds: number }

/** The policy's name in the headers (draft-ietf-httpapi-ratelimit-headers names each quota policy). */
const POLICY = 'per-key'

export function createKeyRateLimit(config: RateLimitConfig) {
  const windowMs = config.windowSeconds * 1000
  const windows = new Map<number, { start: number; count: number }>()
  return {
    take(keyId: number, now: Date): RateLimitState {
      const t = now.getTime()
      let window = windows.get(keyId)
      if (!window || t - window.start >= windowMs) {
        // Forget the windows that are over, so the map holds only keys used in the current window.
        for (const [id, w] of windows) if (t - w.start >= windowMs) windows.delete(id)
        window = { start: t, count: 0 }
        windows.set(keyId, window)
      }
      const allowed = window.count < config.limit
      if (allowed) window.count += 1
      const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - t) / 1000))
      return { allowed, limit: config.limit, remaining: config.limit - window.count, resetSeconds, windowSeconds: config.windowSeconds }
    },
  }
}

export type KeyRateLimit = ReturnType<typeof createKeyRateLimit>

/** `RateLimit-Policy` and `RateLimit` as the draft's structured fields: quota `q` per window `w`, remaining `r`, reset in `t` seconds. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${POLICY}";q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `"${POLICY}";r=${state.remaining};t=${state.resetSeconds}`,
  }
}
