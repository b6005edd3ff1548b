import { randomBytes } from 'node:crypto'
import { asc, count, eq } from 'drizzle-orm'
import { MAX_DOMAINS, verificationRecordName, verificationRecordValue, type WlDomain } from '../../../../shared/whitelabel/brand'
import type { Database } from '../../../db/client'
import { wlDomains } from '../../../db/schema'
import { forAccount } from '../../../db/tenant-scope'
import { fieldError } from '../../../http/api-error'
import { proveDomain, type DomainResolver } from './dns-check'

type DomainRow = typeof wlDomains.$inferSelect

export function presentDomain(row: DomainRow, cnameTarget: string | null): WlDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    txtName: verificationRecordName(row.domain),
    txtValue: verificationRecordValue(row.token),
    cnameTarget,
    verifiedBy: row.verifiedBy,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listDomains(db: Database, accountId: number): Promise<DomainRow[]> {
  return db.select().from(wlDomains).where(forAccount(db, accountId).where('wlDomains')).orderBy(asc(wlDomains.id))
}

/**
 * Adds `domain` (already usable, see domain-rules.ts) as pending. A domain another reseller holds, or this one
 * already, is "This URL/domain cannot be used." (a domain names one tenant only).
 */
export async function addDomain(db: Database, accountId: number, domain: string, now: Date): Promise<DomainRow> {
  const [{ n }] = await db.select({ n: count() }).from(wlDomains).where(forAccount(db, accountId).where('wlDomains'))
  if (n >= MAX_DOMAINS) throw fieldError('domain', 'validation.max', { max: MAX_DOMAINS })
  const [row] = await db
    .insert(wlDomains)
    .values({ accountId, domain, token: randomBytes(16).toString('hex'), createdAt: now })
    .onConflictDoNothing({ target: wlDomains.domain })
    .returning()
  if (!row) throw fieldError('domain', 'validation.domain_unusable')
  return row
}

/**
 * Looks the proof up: found, the domain is active; not (yet: DNS takes time to spread), it is validating and may be
 * checked again. An active domain stays active: a failed lookup later does not take a live site down.
 */
export async function verifyDomain(db: Database, resolver: DomainResolver, cnameTarget: string | null, row: DomainRow, now: Date): Promise<DomainRow> {
  const proof = await proveDomain(resolver, row.domain, row.token, cnameTarget)
  const scope = forAccount(db, row.accountId)
  const set = proof
    ? { status: 'active' as const, verifiedBy: proof, checkedAt: now, verifiedAt: row.verifiedAt ?? now }
    : row.status === 'active'
      ? { checkedAt: now }
      : { status: 'validating' as const, checkedAt: now }
  const [updated] = await scope.update('wlDomains', set, eq(wlDomains.id, row.id)).returning()
  return updated ?? row
}
