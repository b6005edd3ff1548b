import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campaigns, leadResults } from '../../db/schema'
import { leadDeliveries } from '../../db/schema/integrations'
import type { LeadRow } from '../../jobs/lead-jobs/processor'
import { labelNames, type LeadForDelivery } from './contact-mapping'
import type { LeadType } from '../../../shared/leads/types'

/** Every list type offers "crm" in SPEC.md section 2's action table. */
export const allListTypes: readonly LeadType[] = ['industry', 'company', 'people', 'single', 'influencer', 'intent']

/** Queued for delivery: the lead reads "sending to CRM" until it is delivered or released. */
export async function markSending(tx: Database, resultIds: SQL) {
  await tx.update(leadResults).set({ crmStatus: 'sending' }).where(sql`${leadResults.id} in (${resultIds})`)
}

/** Not delivered after all: back to "sent" if the lead reached a CRM or webhook before, else "unsent". */
export async function releaseSending(tx: Database, resultIds: SQL) {
  await tx
    .update(leadResults)
    .set({ crmStatus: sql`case when exists (select 1 from ${leadDeliveries} d where d.result_id = ${leadResults.id}) then 'sent' else 'unsent' end` })
    .where(and(sql`${leadResults.id} in (${resultIds})`, eq(leadResults.crmStatus, 'sending')))
}

/** The lead's effect of a delivery, in the item's transaction: sent, and where it went (one statement: it runs per lead). */
export function markSent(lead: LeadRow, target: string, externalId: string | null, now: Date) {
  return async (tx: Database) => {
    await tx.execute(sql`with sent as (update ${leadResults} set crm_status = 'sent' where ${leadResults.id} = ${lead.id} returning account_id, id)
      insert into ${leadDeliveries} (account_id, result_id, target, external_id, delivered_at)
      select account_id, id, ${target}, ${externalId}, ${now.toISOString()}::timestamptz from sent
      on conflict (result_id, target) do update set external_id = excluded.external_id, delivered_at = excluded.delivered_at`)
  }
}

/** The list's name and type, read once per batch. */
export async function listOf(db: Database, campaignId: number) {
  const [list] = await db.select({ name: campaigns.name, type: campaigns.type, webhook: campaigns.webhook }).from(campaigns).where(eq(campaigns.id, campaignId))
  return list
}

export async function leadForDelivery(db: Database, lead: LeadRow, list: { name: string; type: LeadType }): Promise<LeadForDelivery> {
  return { ...lead, labels: await labelNames(db, lead.id), listName: list.name, listType: list.type }
}
