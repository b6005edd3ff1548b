import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { campaigns, customLabels, leadResults, resultLabels } from '../../db/schema'
import { leadDeliveries } from '../../db/schema/integrations'
import type { LeadRecord, LeadRow } from '../lead-jobs/processor'
import type { LeadForDelivery } from './contact-mapping'
import type { LeadType } from '../../../shared/leads/types'

/** Every list type offers "crm" (commands/lists.ts, `listActions`). */
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

/** Where a lead went ('ghl', 'zapier', 'webhook:<id>' ...), the id the receiver knows it by, and when. */
export type Delivery = { target: string; externalId: string | null; at: string }

export const delivery = (target: string, externalId: string | null, now: Date): Delivery => ({ target, externalId, at: now.toISOString() })

/**
 * The deliveries of a group of leads, in the group's transaction (a processor's `recordAll`): the leads read "sent"
 * and each delivery is recorded (or refreshed) in lead_deliveries, ONE statement for the whole group, scoped to the
 * job's account.
 */
export async function recordDeliveries(tx: Database, accountId: number, records: LeadRecord<Delivery>[]) {
  if (!records.length) return
  const rows = JSON.stringify(records.map(({ resultId, record }) => ({ id: resultId, target: record.target, external_id: record.externalId, at: record.at })))
  await tx.execute(sql`with v as (select * from jsonb_to_recordset(${rows}::jsonb) as v(id int, target text, external_id text, at timestamptz)),
      sent as (update ${leadResults} r set crm_status = 'sent' from v where r.id = v.id and r.account_id = ${accountId} returning r.account_id, r.id)
    insert into ${leadDeliveries} (account_id, result_id, target, external_id, delivered_at)
    select sent.account_id, sent.id, v.target, v.external_id, v.at from sent join v on v.id = sent.id
    on conflict (result_id, target) do update set external_id = excluded.external_id, delivered_at = excluded.delivered_at`)
}

/** The list's name and type, read once per batch. */
export async function listOf(db: Database, campaignId: number) {
  const [list] = await db.select({ name: campaigns.name, type: campaigns.type, webhook: campaigns.webhook }).from(campaigns).where(eq(campaigns.id, campaignId))
  return list
}

/** The label names of many leads in one query (a batch's `prepareLeads`), each list sorted. */
export async function labelsOf(db: Database, resultIds: number[]): Promise<Map<number, string[]>> {
  if (!resultIds.length) return new Map()
  const rows = await db
    .select({ resultId: resultLabels.resultId, names: sql<string[]>`array_agg(${customLabels.name} order by ${customLabels.name})` })
    .from(resultLabels)
    .innerJoin(customLabels, eq(customLabels.id, resultLabels.labelId))
    .where(sql`${resultLabels.resultId} = any(${`{${resultIds.join(',')}}`}::int[])`)
    .groupBy(resultLabels.resultId)
  return new Map(rows.map((r) => [r.resultId, r.names]))
}

/** A stored lead with what a delivery reads besides its columns. */
export function forDelivery(lead: LeadRow, labels: Map<number, string[]>, list: { name: string; type: LeadType }): LeadForDelivery {
  return { ...lead, labels: labels.get(lead.id) ?? [], listName: list.name, listType: list.type }
}
