import { asc, count, eq, sql } from 'drizzle-orm'
import type { PartnerBody } from '../../../shared/admin-content/schemas'
import type { Partner } from '../../../shared/admin-content/types'
import type { Database } from '../../db/client'
import { partners, users } from '../../db/schema'

type PartnerRow = typeof partners.$inferSelect

/** users.referral_partner holds a referral partner's code as the user typed it: matched whatever its case. */
const referredBy = (code: string) => sql`lower(${users.referralPartner}) = lower(${code})`

export async function referredUsers(db: Database, code: string | null): Promise<number> {
  if (!code) return 0
  const [row] = await db.select({ n: count() }).from(users).where(referredBy(code))
  return Number(row?.n ?? 0)
}

export function presentPartner(row: PartnerRow, referred: number): Partner {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    website: row.website,
    referral_code: row.referralCode,
    commission_percent: row.commissionPercent == null ? null : Number(row.commissionPercent),
    notes: row.notes,
    active: row.active,
    referred_users: referred,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function listPartners(db: Database, kind: Partner['kind'] | undefined): Promise<Partner[]> {
  const referred = db
    .select({ code: sql<string>`lower(${users.referralPartner})`.as('code'), n: count().as('n') })
    .from(users)
    .where(sql`${users.referralPartner} is not null`)
    .groupBy(sql`lower(${users.referralPartner})`)
    .as('referred')
  const rows = await db
    .select({ partner: partners, n: referred.n })
    .from(partners)
    .leftJoin(referred, sql`${referred.code} = lower(${partners.referralCode})`)
    .where(kind ? eq(partners.kind, kind) : undefined)
    .orderBy(asc(partners.name), asc(partners.id))
  return rows.map((r) => presentPartner(r.partner, Number(r.n ?? 0)))
}

export async function findPartner(db: Database, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id))
  return row
}

export function partnerFields(body: PartnerBody, now: Date) {
  return {
    kind: body.kind,
    name: body.name.trim(),
    email: body.email?.trim() || null,
    website: body.website?.trim() || null,
    referralCode: body.referral_code?.trim() || null,
    commissionPercent: body.commission_percent == null ? null : body.commission_percent.toFixed(2),
    notes: body.notes?.trim() ?? '',
    active: body.active ?? true,
    updatedAt: now,
  }
}

/** A renamed code is renamed on the users it referred too, so they keep pointing at their partner. */
export async function renameReferrals(db: Database, from: string, to: string): Promise<void> {
  await db.update(users).set({ referralPartner: to }).where(referredBy(from))
}

/** The record as an audit entry keeps it. */
export const partnerAudit = (row: PartnerRow) => ({
  kind: row.kind,
  name: row.name,
  email: row.email,
  website: row.website,
  referral_code: row.referralCode,
  commission_percent: row.commissionPercent == null ? null : Number(row.commissionPercent),
  notes: row.notes,
  active: row.active,
})
