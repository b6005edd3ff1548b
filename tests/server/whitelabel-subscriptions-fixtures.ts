import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { plans, users, wlPackages } from '../../src/server/db/schema'
import { hashPassword } from '../../src/server/security/passwords'
import { createUser } from './admin-users-fixtures'
import { ADMIN, uniqueEmail, type TestServer } from './harness'
import { waitUntil } from './wait'

export type Reseller = { token: string; accountId: number; userId: number; packageId: number; otherPackageId: number }

/** A reseller (an account holding the white-label module) signed in, with two published packages on the default plan. */
export async function makeReseller(s: TestServer, label: string): Promise<Reseller> {
  const admin = await s.login(ADMIN.email, ADMIN.password)
  const email = uniqueEmail(label)
  const user = await createUser(s, admin, { email, modules: ['whitelabel', 'leads'] })
  const token = await s.login(email, 'secret-pass')
  const [plan] = await s.db.select().from(plans).where(eq(plans.isDefault, true))
  const [starter, pro] = await s.db
    .insert(wlPackages)
    .values([
      { accountId: user.account_id, planId: plan.id, name: `${label} Starter`, priceCents: 4900, credits: 100, status: 'published' as const },
      { accountId: user.account_id, planId: plan.id, name: `${label} Pro`, priceCents: 9900, credits: 300, status: 'published' as const },
    ])
    .returning({ id: wlPackages.id })
  return { token, accountId: user.account_id, userId: user.id, packageId: starter.id, otherPackageId: pro.id }
}

/** "Add an account" through the API; answers the subscription as the table shows it. */
export async function addAccount(s: TestServer, r: Reseller, fields: Record<string, unknown> = {}) {
  const res = await s.request('POST', '/api/wl/subscriptions', { token: r.token, body: { package_id: r.packageId, email: uniqueEmail('customer'), first_name: 'Cus', last_name: 'Tomer', ...fields } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as Record<string, any> & { id: number; email: string; ends_at: string; status: string; customer_account_id: number }
}

/** Gives the customer a password and signs them in (an added customer has none until they choose one). */
export async function customerToken(s: TestServer, email: string) {
  await s.db.update(users).set({ passwordHash: await hashPassword('customer-pass') }).where(eq(users.email, email))
  return s.login(email, 'customer-pass')
}

/** Many subscriptions for the reseller at once, set-based (customers' accounts included), for bulk and paging tests. */
export async function seedSubscriptions(s: TestServer, r: Reseller, count: number, tag: string) {
  await s.db.execute(sql`WITH acc AS (
      INSERT INTO accounts (name, reseller_id) SELECT ${tag} || ' customer ' || g, ${r.accountId}::int FROM generate_series(1, ${count}::int) g RETURNING id
    )
    INSERT INTO wl_subscriptions (account_id, customer_account_id, package_id, package_name, status, provider, fee_cents, ends_at)
    SELECT ${r.accountId}::int, id, ${r.packageId}::int, 'Seeded', 'active', 'manual', 1000 + (id % 97), now() + interval '30 days' FROM acc`)
  const rows = await s.db.execute(sql`SELECT s.id FROM wl_subscriptions s JOIN accounts a ON a.id = s.customer_account_id WHERE a.name LIKE ${tag + ' customer %'} ORDER BY s.id`)
  return (rows as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id))
}

/** Waits for a bulk job to finish and answers it. */
export async function bulkDone(s: TestServer, r: Reseller, jobId: number) {
  let job: any
  await waitUntil(async () => {
    job = (await s.request('GET', `/api/wl/subscriptions/bulk/${jobId}`, { token: r.token })).body.data
    return job?.status === 'done'
  }, `bulk job ${jobId}`, 60_000)
  return job
}
