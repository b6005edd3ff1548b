import { sql } from 'drizzle-orm'
import type { LeadType } from '../../src/shared/leads/types'
import { leadResults } from '../../src/server/db/schema'
import type { TestServer } from './harness'

export type SeedResult = Partial<Omit<typeof leadResults.$inferInsert, 'accountId' | 'campaignId' | 'type'>>

/** A signed-in user with their account id, for seeding rows straight into the database. */
export async function signedInAccount(s: TestServer, label = 'lists') {
  const user = await s.signedInUser(label)
  const me = await s.request('GET', '/api/me', { token: user.token })
  return { ...user, accountId: me.body.account.id as number }
}

export async function createList(s: TestServer, token: string, type: LeadType, name = `${type} list`) {
  const res = await s.request('POST', '/api/campaigns', { token, body: { name, type } })
  if (res.status !== 201) throw new Error(`create list failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.id as number
}

let seq = 0
/** Inserts results directly (no provider involved); returns their ids in order. */
export async function seedResults(s: TestServer, accountId: number, campaignId: number, type: LeadType, rows: SeedResult[]) {
  const inserted = await s.db
    .insert(leadResults)
    .values(rows.map((r, i) => ({ key: `seed-${++seq}`, position: i + 1, ...r, accountId, campaignId, type })))
    .returning({ id: leadResults.id })
  return inserted.map((r) => r.id)
}

/**
 * `count` generated results in one statement: names `Lead 000001`..., every third with an e-mail, every fifth with
 * potential e-mails, a rating 1..5 and a category, created one second apart.
 */
export async function seedMany(s: TestServer, accountId: number, campaignId: number, type: LeadType, count: number) {
  await s.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields, created_at)
    select ${accountId}, ${campaignId}, ${type}, g, 'gen-' || g, 'Lead ' || lpad(g::text, 6, '0'),
      case when g % 3 = 0 then 'lead' || g || '@example.com' end,
      case when g % 3 = 0 then 'email_found' when g % 5 = 0 then 'potential_emails_found' else 'no_email_found' end,
      '+1 555 ' || g, 'https://lead' || g || '.example.com', case when g % 2 = 0 then 'Berlin' else 'Paris' end, 'DE',
      jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1, 'reviews', g % 97),
      timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g)
    from generate_series(1, ${count}) as g`)
}
