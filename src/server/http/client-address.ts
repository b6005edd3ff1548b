import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** The socket's address; X-Forwarded-For is believed only when TRUST_PROXY=1. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
