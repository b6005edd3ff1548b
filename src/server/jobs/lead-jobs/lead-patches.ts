import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { LeadPatch } from './processor'

/**
 * Applies the patches of many leads in one UPDATE ... FROM (VALUES ...): each row's patch travels as jsonb, absent
 * keys leave the column alone, `fields` is merged into the lead's fields. Scoped to the job's account.
 */
export async function applyLeadPatches(tx: Database, accountId: number, patches: { resultId: number; patch: LeadPatch }[]): Promise<void> {
  if (!patches.length) return
  const rows = sql.join(
    patches.map(({ resultId, patch }) => sql`(${resultId}::int, ${JSON.stringify(patch)}::jsonb)`),
    sql`, `,
  )
  await tx.execute(sql`update lead_results r set
      email = case when v.p ? 'email' then v.p->>'email' else r.email end,
      email_state = coalesce(v.p->>'emailState', r.email_state),
      potential_emails = coalesce(v.p->'potentialEmails', r.potential_emails),
      phone = case when v.p ? 'phone' then v.p->>'phone' else r.phone end,
      name = case when v.p ? 'name' then v.p->>'name' else r.name end,
      fields = r.fields || coalesce(v.p->'fields', '{}'::jsonb)
    from (values ${rows}) as v(id, p)
    where r.id = v.id and r.account_id = ${accountId}`)
}
