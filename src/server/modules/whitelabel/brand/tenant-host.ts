import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { wlDomains } from '../../../db/schema'

/** `https://Shop.Example.com:8080/x` -> `shop.example.com`; what is not a host name gives null. */
export function normaliseDomain(input: string): string | null {
  const raw = input.trim().toLowerCase()
  if (!raw || raw.length > 253) return null
  try {
    const host = new URL(raw.includes('://') ? raw : `http://${raw}`).hostname.replace(/\.$/, '')
    return host || null
  } catch {
    return null
  }
}

/**
 * The reseller whose verified domain this Host header names (`shop.example.com:8080` reads as `shop.example.com`), or
 * null: the platform's own host, an unverified domain or no host at all. The login and register pages, the sales page
 * and the look all ask this.
 */
export async function resellerForHost(db: Database, host: string | null | undefined): Promise<number | null> {
  const name = host ? normaliseDomain(host) : null
  if (!name) return null
  const [row] = await db
    .select({ accountId: wlDomains.accountId })
    .from(wlDomains)
    .where(and(eq(wlDomains.domain, name), eq(wlDomains.status, 'active')))
    .limit(1)
  return row?.accountId ?? null
}

/** Whether an on-demand TLS proxy may issue a certificate for `host`: only for a verified domain. */
export async function isServedDomain(db: Database, host: string): Promise<boolean> {
  return (await resellerForHost(db, host)) !== null
}
