import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { LeadPatch } from './processor'

/**
 * Applies the patches of many leads in one UPDATE ... FROM jsonb_to_recordset($1): the whole group travels as ONE
 * jsonb parameter (cheaper to send and to plan than a VALUES list of hundreds of parameters), absent keys leave the
 * column alone, `fields` is merged into the lead's fields. Scoped to the job's account.
 */
export async function applyLeadPatches(tx: Database, accountId: number, patches: { resultId: number; patch: LeadPatch }[]): Promise<void> {
  if (!patches.length) return
  const rows = JSON.stringify(patches.map(({ resultId, patch }) => ({ id: resultId, p: patch })))
  await tx.execute(sql`update lead_results r set
      email = case when v.p ? 'email' then v.p->>'email' else r.email end,
      email_state = coalesce(v.p->>'emailState', r.email_state),
      potential_emails = coalesce(v.p->'potentialEmails', r.potential_emails),
      phone = case when v.p ? 'phone' then v.p->>'phone' else r.phone end,
      name = case when v.p ? 'name' then v.p->>'name' else r.name end,
      fields = r.fields || coalesce(v.p->'fields', '{}'::jsonb)
    from jsonb_to_recordset(${rows}::jsonb) as v(id int, p jsonb)
    where r.id = v.id and r.account_id = ${accountId}`)
}
