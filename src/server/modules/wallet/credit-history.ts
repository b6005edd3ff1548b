import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { CreditCause, CreditMovement, CreditMovementKind, CreditMovementsPage } from '../../../shared/wallet/ledger'
import type { WalletPaymentKind } from '../../../shared/wallet/types'
import type { LeadType } from '../../../shared/leads/types'
import type { Database } from '../../db/client'
import { campaigns, campaignSearches, creditBuckets, creditLedger, leadJobs, walletPayments } from '../../db/schema'
import { forAccount } from '../../db/tenant-scope'

/** What a history read asks for: validated by the route (kinds known, instants parsed, cursor an entry id). */
export type HistoryFilter = { kinds?: CreditMovementKind[]; from?: Date; to?: Date }

const searchRun = sql`${creditLedger.sourceType} = 'search'`
const leadJob = sql`${creditLedger.sourceType} = 'lead_job'`

/**
 * One page of the account's credit movements, newest first, keyset-paged on the entry id (`before`: the last id of
 * the page before). The cause is joined in the same statement: the search run or lead job and its list (another
 * account's row never joins: each join repeats the owner), the payment, or the bucket that expired.
 */
export async function creditHistory(db: Database, accountId: number, filter: HistoryFilter, before: number | null, limit: number): Promise<CreditMovementsPage> {
  const rows = await historyRows(db, accountId, filter, before, limit + 1)
  const more = rows.length > limit
  const data = (more ? rows.slice(0, limit) : rows).map(presentMovement)
  return { data, next_cursor: more ? String(data[data.length - 1].id) : null }
}

type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number]

export function historyRows(db: Database, accountId: number, filter: HistoryFilter, before: number | null, limit: number) {
  const owner = creditLedger.accountId
  const conditions: (SQL | undefined)[] = [
    filter.kinds?.length ? inArray(creditLedger.movement, filter.kinds) : undefined,
    filter.from ? gte(creditLedger.createdAt, filter.from) : undefined,
    filter.to ? lt(creditLedger.createdAt, filter.to) : undefined,
    before !== null ? lt(creditLedger.id, before) : undefined,
  ]
  return db
    .select({
      id: creditLedger.id,
      createdAt: creditLedger.createdAt,
      movement: creditLedger.movement,
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      sourceType: creditLedger.sourceType,
      sourceId: creditLedger.sourceId,
      jobKind: leadJobs.kind,
      listId: campaigns.id,
      listName: campaigns.name,
      listType: campaigns.type,
      paymentKind: walletPayments.kind,
      paymentCents: walletPayments.amountCents,
      bucketKind: creditBuckets.kind,
      bucketExpiresAt: creditBuckets.expiresAt,
      authorId: creditLedger.authorUserId,
      authorName: sql<string | null>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = ${creditLedger.authorUserId})`,
    })
    .from(creditLedger)
    .leftJoin(campaignSearches, and(searchRun, eq(campaignSearches.id, creditLedger.sourceId), eq(campaignSearches.accountId, owner)))
    .leftJoin(leadJobs, and(leadJob, eq(leadJobs.id, creditLedger.sourceId), eq(leadJobs.accountId, owner)))
    .leftJoin(campaigns, and(eq(campaigns.accountId, owner), eq(campaigns.id, sql`coalesce(${campaignSearches.campaignId}, ${leadJobs.campaignId})`)))
    .leftJoin(walletPayments, and(sql`${creditLedger.sourceType} = 'payment'`, eq(walletPayments.id, creditLedger.sourceId), eq(walletPayments.accountId, owner)))
    .leftJoin(creditBuckets, and(sql`${creditLedger.sourceType} = 'bucket'`, eq(creditBuckets.id, creditLedger.sourceId), eq(creditBuckets.accountId, owner)))
    .where(forAccount(db, accountId).where('creditLedger', and(...conditions)))
    .orderBy(desc(creditLedger.id))
    .limit(limit)
}

function causeOf(row: HistoryRow): CreditCause | null {
  const list = row.listId !== null && row.listName !== null ? { id: row.listId, name: row.listName, type: row.listType as LeadType } : null
  if (row.sourceId === null) return null
  switch (row.sourceType) {
    case 'search':
      return { type: 'search', search_id: row.sourceId, list }
    case 'lead_job':
      return { type: 'lead_job', lead_job_id: row.sourceId, job_kind: row.jobKind ?? '', list }
    case 'payment':
      return row.paymentKind ? { type: 'payment', payment_id: row.sourceId, payment_kind: row.paymentKind as WalletPaymentKind, amount_cents: row.paymentCents ?? 0 } : null
    case 'bucket':
      return row.bucketKind ? { type: 'bucket', bucket_kind: row.bucketKind, expired_at: row.bucketExpiresAt?.toISOString() ?? null } : null
    default:
      return null
  }
}

export function presentMovement(row: HistoryRow): CreditMovement {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.movement,
    credits: row.amount,
    balance_after: row.balanceAfter,
    cause: causeOf(row),
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
  }
}
