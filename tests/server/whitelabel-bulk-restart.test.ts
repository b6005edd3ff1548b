import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client'
import { accountModules, modules, plans, wlBulkItems, wlBulkJobs, wlPackages } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { createUser } from '../../src/server/modules/users/user-repository'
import { hashPassword } from '../../src/server/security/passwords'
import { throwawayPostgres } from './harness'
import { postJson, serverHome } from './spawned-server'
import { waitUntil } from './wait'

const home = serverHome('wl-bulk')
const USER = { email: 'wl-bulk-restart@example.com', password: 'restart-pass' }
const COUNT = 5_000
let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null

afterAll(async () => {
  home.dispose()
  await postgres?.drop()
})

/** Small steps, so the job is still at work when the process is killed; a short stale time so PostgreSQL resumes it soon. */
const startServer = () => home.start({ databaseUrl: postgres?.url, env: { SEARCH_STALE_SECONDS: '2', WL_BULK_STEP: '50' } })

const getJson = async (url: string, route: string, token: string) => {
  const res = await fetch(url + route, { headers: { authorization: `Bearer ${token}`, accept: 'application/json', connection: 'close' } })
  return (await res.json()) as any
}

describe('a bulk cancel interrupted by a server crash', () => {
  it('finishes after the restart, cancelling each of 5,000 subscriptions exactly once', { timeout: 240_000 }, async () => {
    postgres = await throwawayPostgres()
    const location = { pgliteDir: home.pgliteDir, databaseUrl: postgres?.url }
    const setup = await openDatabase(location)
    await seedDatabase(setup.db, {})
    const user = await createUser(setup.db, { email: USER.email, firstName: 'Re', lastName: 'Seller', passwordHash: await hashPassword(USER.password), emailVerifiedAt: new Date() }, new Date())
    const resellerId = (await homeAccountId(setup.db, user!.id))!
    const [whitelabel] = await setup.db.select().from(modules).where(eq(modules.slug, 'whitelabel'))
    await setup.db.insert(accountModules).values({ accountId: resellerId, moduleId: whitelabel.id }).onConflictDoNothing()
    const [plan] = await setup.db.select().from(plans).limit(1)
    const [pkg] = await setup.db.insert(wlPackages).values({ accountId: resellerId, planId: plan.id, name: 'Starter', priceCents: 4900, credits: 100, status: 'published' }).returning()
    await setup.db.execute(sql`WITH acc AS (
        INSERT INTO accounts (name, reseller_id) SELECT 'Customer ' || g, ${resellerId}::int FROM generate_series(1, ${COUNT}::int) g RETURNING id
      )
      INSERT INTO wl_subscriptions (account_id, customer_account_id, package_id, package_name, status, provider, fee_cents, ends_at)
      SELECT ${resellerId}::int, id, ${pkg.id}::int, 'Starter', 'active', 'local', 4900, now() + interval '30 days' FROM acc`)
    await setup.close()

    const first = startServer()
    const url1 = await first.url()
    const token = (await postJson(url1, '/auth/login', USER)).body.authorisation.token as string
    const started = await postJson(url1, '/api/wl/subscriptions/bulk', { action: 'cancel', filter: { status: 'active' } }, token)
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    const jobId = started.body.data.id as number
    let midway: any
    await waitUntil(async () => {
      midway = (await getJson(url1, `/api/wl/subscriptions/bulk/${jobId}`, token)).data
      return midway.done >= 500
    }, 'the job to be under way', 60_000).catch((err) => {
      throw new Error(`${err}; ${JSON.stringify(midway)}; server output:\n${first.output()}`)
    })
    first.child.kill('SIGKILL')
    await first.exited
    expect(midway.status).toBe('running')
    expect(midway.done).toBeLessThan(COUNT)

    const second = startServer()
    const url2 = await second.url()
    let final: any
    await waitUntil(async () => {
      final = (await getJson(url2, `/api/wl/subscriptions/bulk/${jobId}`, token)).data
      return final.status === 'done'
    }, 'the job to finish', 120_000).catch((err) => {
      throw new Error(`${err}; server output:\n${second.output()}`)
    })
    expect(final).toMatchObject({ total: COUNT, applied: COUNT, skipped: 0, failed: 0 })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const check = await openDatabase(location)
    try {
      const perRow = (await check.db.execute(sql`SELECT s.id, s.status, (SELECT count(*)::int FROM wl_subscription_events e WHERE e.subscription_id = s.id AND e.action = 'cancel') AS cancels
        FROM wl_subscriptions s WHERE s.account_id = ${resellerId}`)) as unknown as { rows: { status: string; cancels: number }[] }
      expect(perRow.rows).toHaveLength(COUNT)
      expect(perRow.rows.every((r) => r.status === 'cancel_scheduled' && Number(r.cancels) === 1)).toBe(true)
      const items = await check.db.select().from(wlBulkItems).where(eq(wlBulkItems.jobId, jobId))
      expect(items).toEqual([])
      const [job] = await check.db.select().from(wlBulkJobs).where(eq(wlBulkJobs.id, jobId))
      expect(job.finishedAt).not.toBeNull()
    } finally {
      await check.close()
    }
  })
})
