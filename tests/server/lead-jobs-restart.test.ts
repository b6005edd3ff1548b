import { afterAll, describe, expect, it } from 'vitest'
import { eq, like, sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { campaigns, creditLedger, leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import { createUser } from '../../src/server/modules/users/user-repository'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { hashPassword } from '../../src/server/security/passwords'
import { throwawayPostgres } from './harness'
import { jobLedger } from './lead-job-ledger'
import { followEvents, postJson, serverHome } from './spawned-server'

const home = serverHome('lead-jobs')
const USER = { email: 'lead-jobs-restart@example.com', password: 'restart-pass' }
// Enough leads that the job is still at work a moment after its 200th: PostgreSQL's workers run four batches at once.
const LEADS = process.env.DATABASE_URL ? 20_000 : 4000
let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null

afterAll(async () => {
  home.dispose()
  await postgres?.drop()
})

/**
 * `npm start`'s server on PGlite in the test's data directory (a restart resumes every unfinished job at once), or on
 * a throwaway database of DATABASE_URL (a restart resumes jobs whose heartbeat is stale: a short SEARCH_STALE_SECONDS
 * keeps the test quick, and re-queues live batches now and then, which must be harmless too).
 */
const startServer = () => home.start({ databaseUrl: postgres?.url, env: { SEARCH_STALE_SECONDS: '2' } })

type Job = { id: number; status: string; total: number; processed: number; charged: number }

const follow = (url: string, token: string, jobId: number, stop: (job: Job, event: string) => boolean) => followEvents<Job>(url, `/api/lead-jobs/${jobId}/events`, token, stop)

describe('a lead job interrupted by a server crash', () => {
  it('resumes after the restart and charges every lead that returned data exactly once', { timeout: 240_000 }, async () => {
    postgres = await throwawayPostgres()
    const location = { pgliteDir: home.pgliteDir, databaseUrl: postgres?.url }
    const setup = await openDatabase(location)
    await seedDatabase(setup.db, {})
    const user = await createUser(setup.db, { email: USER.email, firstName: 'Re', lastName: 'Start', passwordHash: await hashPassword(USER.password), emailVerifiedAt: new Date() }, new Date())
    const accountId = (await homeAccountId(setup.db, user!.id))!
    await grantPurchased(setup.db, { accountId, amount: 5 * LEADS, key: 'test:lead-jobs-restart:credits', now: new Date() })
    const [list] = await setup.db.insert(campaigns).values({ accountId, name: 'People to enrich', type: 'people' }).returning()
    await setup.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state)
      select ${accountId}, ${list.id}, 'people', g, 'restart-' || g, 'Person' || g || ' Example', 'https://company' || g || '.example', 'US', 'no_email_found'
      from generate_series(1, ${LEADS}) as g`)
    const startBalance = await creditBalance(setup.db, accountId, new Date())
    await setup.close()

    const first = startServer()
    const url1 = await first.url()
    const token = (await postJson(url1, '/auth/login', USER)).body.authorisation.token as string
    const created = await postJson(url1, '/api/lead-jobs', { campaign_id: list.id, kind: 'find-emails', scope: 'all' }, token)
    expect(created.status).toBe(202)
    const jobId = created.body.job.id as number
    const midway = await follow(url1, token, jobId, (job) => job.processed >= 200).catch((err) => {
      throw new Error(`${err}; server output:\n${first.output()}`)
    })
    first.child.kill('SIGKILL')
    await first.exited
    expect(midway.status).toBe('running')
    expect(midway.processed).toBeLessThan(LEADS)

    const second = startServer()
    const url2 = await second.url()
    const final = await follow(url2, token, jobId, (_job, event) => event === 'end').catch((err) => {
      throw new Error(`${err}; server output:\n${second.output()}`)
    })
    expect(final).toMatchObject({ status: 'done', total: LEADS, processed: LEADS })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const check = await openDatabase(location)
    try {
      const [job] = await check.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
      const items = await check.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))
      const charges = await check.db.select().from(creditLedger).where(like(creditLedger.idempotencyKey, `leadjob:${jobId}:%`))
      expect(items.every((i) => i.status === 'done' || i.status === 'skipped')).toBe(true)
      // One credit per lead that got an e-mail, each paid once: the ledger, the job and its items agree.
      const ledger = await jobLedger(check.db, jobId)
      expect(ledger.items.every((i) => i.charged === 0 || i.charged === 1)).toBe(true)
      expect(ledger.spent).toBe(items.filter((i) => i.charged === 1).length)
      expect(charges.length).toBeGreaterThan(0)
      expect(job.succeeded + job.skipped).toBe(LEADS)
      const rows = await check.db.select({ state: leadResults.emailState }).from(leadResults).where(eq(leadResults.campaignId, list.id))
      expect(rows.filter((r) => r.state === 'looking_for_email')).toEqual([])
      expect(rows.filter((r) => r.state === 'email_found').length).toBeGreaterThan(0)
      expect(await creditBalance(check.db, accountId, new Date())).toBe(startBalance - job.charged)
    } finally {
      await check.close()
    }
  })
})
