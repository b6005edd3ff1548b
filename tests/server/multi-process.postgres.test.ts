import { afterAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'
import { autopilotRuns, autopilots, campaigns, campaignSearches, leadJobItems, leadJobs } from '../../src/server/db/schema'
import { seedDatabase } from '../../src/server/db/seed'
import { homeAccountId } from '../../src/server/modules/accounts/acting-account'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { createUser } from '../../src/server/modules/users/user-repository'
import { hashPassword } from '../../src/server/security/passwords'
import { throwawayPostgres } from './harness'
import { jobLedger } from './lead-job-ledger'
import { roundRobinProxy, serverCluster, type ClusterProcess } from './multi-process-cluster'
import { followEvents, postJson } from './spawned-server'

/**
 * PostgreSQL only (the server project includes *.postgres.test.ts when DATABASE_URL is set): two API processes and two
 * worker processes on one database behind a round-robin proxy behave as one process does.
 */
const USER = { email: 'multi-process@example.com', password: 'multi-process-pass', firstName: 'Multi', lastName: 'Process' }
/** Leads of the bulk job: enough that its progress moves through several snapshots. */
const LEADS = 3000
const AUTOPILOTS = 4
const CREDITS = 50_000
/** The API-key quota of the cluster: small, so a few requests through the proxy reach it. */
const KEY_LIMIT = 4

let postgres: Awaited<ReturnType<typeof throwawayPostgres>> = null
let cluster: ReturnType<typeof serverCluster> | undefined
let proxy: Awaited<ReturnType<typeof roundRobinProxy>> | undefined
let db: DatabaseHandle | undefined

afterAll(async () => {
  await proxy?.close()
  cluster?.dispose()
  await db?.close()
  await postgres?.drop()
})

const get = (url: string, route: string, token: string) => fetch(url + route, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })
const pidOf = (lockedBy: string) => Number(lockedBy.split(':').at(-2))

type Job = { id: number; status: string; total: number; processed: number }

describe('two API processes and two workers on one PostgreSQL', () => {
  it('share sessions, the login limit, the API-key rate limit, live progress, schedules and bulk jobs as one process does', { timeout: 240_000 }, async () => {
    postgres = (await throwawayPostgres())!
    // Three pools open the empty database at once: the migration lock lets one migrate and the others find it done.
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: postgres!.url, pgliteDir: '' })))
    await Promise.all(opened.slice(1).map((o) => o.close()))
    db = opened[0]
    await seedDatabase(db.db, {})
    const made = await createUser(db.db, { email: USER.email, firstName: USER.firstName, lastName: USER.lastName, passwordHash: await hashPassword(USER.password), emailVerifiedAt: new Date() }, new Date())
    const accountId = (await homeAccountId(db.db, made!.id))!
    await grantPurchased(db.db, { accountId, amount: CREDITS, key: 'test:multi-process', now: new Date() })
    const [people] = await db.db.insert(campaigns).values({ accountId, name: 'People to enrich', type: 'people' }).returning()
    await db.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state)
      select ${accountId}, ${people.id}, 'people', g, 'multi-' || g, 'Person' || g || ' Example', 'https://company' || g || '.example', 'US', 'no_email_found'
      from generate_series(1, ${LEADS}) as g`)
    // Autopilots due now: both workers ask for the tick as they start.
    for (let i = 0; i < AUTOPILOTS; i++) {
      const [list] = await db.db.insert(campaigns).values({ accountId, name: `Scheduled ${i}`, type: 'industry' }).returning()
      await db.db.insert(autopilots).values({
        accountId, campaignId: list.id, name: `Autopilot ${i}`, type: 'basic', status: 'active',
        search: { category: `Category ${i}`, location: { country: 'US', nearby: false }, limit: 5 },
        repeat: 'daily', time: '09:00', timezone: 'UTC', anchor: new Date().toISOString().slice(0, 10),
        enrichment: { enabled: false, kinds: [] }, ai: { enabled: false, prompt_ids: [] }, delivery: { crm: null, webhook: false, phones: false },
        nextRunAt: new Date(Date.now() - 1_000), nextKind: 'initial',
      })
    }
    const startBalance = await creditBalance(db.db, accountId, new Date())

    cluster = serverCluster('multi-process', postgres.url, { TRUST_PROXY: '1', SEARCH_STALE_SECONDS: '30', API_KEY_RATE_LIMIT: String(KEY_LIMIT), API_KEY_RATE_WINDOW_SECONDS: '600' })
    const [apis, workers] = await Promise.all([cluster.start('api', 2), cluster.start('worker', 2)]).catch((err) => {
      throw new Error(`${err}\n${cluster!.output()}`)
    })
    for (const w of workers) expect(await (await fetch(w.url)).json()).toEqual({ status: 'ok', role: 'worker' })

    proxy = await roundRobinProxy(apis.map((a) => a.url))
    const lb = proxy.url

    // Sessions: one made through the proxy works on either API process; signing out on one ends it on the other.
    const first = (await postJson(lb, '/auth/login', USER)).body.authorisation.token as string
    for (const api of apis) expect((await get(api.url, '/api/me', first)).status).toBe(200)
    expect((await postJson(apis[0].url, '/auth/logout', {}, first)).status).toBeLessThan(300)
    expect((await get(apis[1].url, '/api/me', first)).status).toBe(401)
    const token = (await postJson(lb, '/auth/login', USER)).body.authorisation.token as string
    expect((await get(lb, '/api/me', token)).status).toBe(200)
    expect((await get(lb, '/api/me', token)).status).toBe(200)

    // The login limit counts across processes: eight wrong passwords in turns between the two, five are checked.
    const guesses: number[] = []
    const from = proxy.served.length
    for (let i = 0; i < 8; i++) guesses.push((await postJson(lb, '/auth/login', { email: 'limited@example.com', password: 'wrong-guess' })).status)
    expect(guesses).toEqual([422, 422, 422, 422, 422, 429, 429, 429])
    expect(new Set(proxy.served.slice(from)).size).toBe(2)

    // The API-key rate limit counts across processes: in turns between the two, the key gets its quota once in total.
    const apiKey = await postJson(lb, '/api/user-api-key', { name: 'Script', scope: 'read' }, token)
    expect(apiKey.status).toBe(201)
    const keyed = { 'x-api-key': apiKey.body.token as string, accept: 'application/json' }
    const keyFrom = proxy.served.length
    const answers: { status: number; headers: Headers; body: { code?: string } }[] = []
    for (let i = 0; i < KEY_LIMIT + 2; i++) {
      const res = await fetch(lb + '/api/me', { headers: keyed })
      answers.push({ status: res.status, headers: res.headers, body: await res.json() })
    }
    expect(new Set(proxy.served.slice(keyFrom)).size).toBe(2)
    expect(answers.map((a) => a.status)).toEqual([...Array(KEY_LIMIT).fill(200), 429, 429])
    expect(answers.map((a) => a.headers.get('ratelimit')?.replace(/;t=\d+$/, ''))).toEqual(answers.map((_, i) => `"per-key";r=${Math.max(0, KEY_LIMIT - 1 - i)}`))
    expect(answers.every((a) => a.headers.get('ratelimit-policy') === `"per-key";q=${KEY_LIMIT};w=600`)).toBe(true)
    const refused = answers[KEY_LIMIT]
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body).toMatchObject({ code: 'integrations.api_key_rate_limited' })

    const created = await postJson(lb, '/api/lead-jobs', { campaign_id: people.id, kind: 'find-emails', scope: 'all' }, token)
    expect(created.status).toBe(202)
    const jobId = created.body.job.id as number

    // Live progress through the proxy, while the holders of running jobs are sampled: only worker processes.
    const holders = new Set<number>()
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const running = await db!.db.execute(sql`select locked_by from job_queue where state = 'running' and locked_by is not null`)
        for (const row of (running as unknown as { rows: { locked_by: string }[] }).rows) holders.add(pidOf(row.locked_by))
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    const snapshots: Job[] = []
    const final = await followEvents<Job>(lb, `/api/lead-jobs/${jobId}/events`, token, (job, event) => {
      snapshots.push(job)
      return event === 'end'
    }).finally(() => (sampling = false))
    await sampler
    expect(final).toMatchObject({ status: 'done', total: LEADS, processed: LEADS })
    const progress = snapshots.map((s) => s.processed)
    expect(new Set(progress.filter((p) => p > 0 && p < LEADS)).size).toBeGreaterThan(0)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const workerPids = workers.map((w: ClusterProcess) => w.pid)
    expect(holders.size).toBeGreaterThan(0)
    expect([...holders].filter((pid) => !workerPids.includes(pid))).toEqual([])

    // The bulk job ran once: every lead once, each charge once, and the ledger agrees with the balance.
    const [job] = await db.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
    const items = await db.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))
    expect(items).toHaveLength(LEADS)
    expect(items.filter((i) => i.status !== 'done' && i.status !== 'skipped')).toEqual([])
    const ledger = await jobLedger(db.db, jobId)
    expect(ledger.items.every((i) => i.charged === 0 || i.charged === 1)).toBe(true)
    expect(ledger.spent).toBe(job.charged)

    // Each due autopilot ran exactly once though two workers asked for the tick.
    const deadline = Date.now() + 60_000
    let runs = await db.db.select().from(autopilotRuns)
    while (runs.length < AUTOPILOTS || runs.some((r) => r.status === 'queued' || r.status === 'running')) {
      if (Date.now() > deadline) throw new Error(`Runs: ${JSON.stringify(runs)}\n${cluster.output()}`)
      await new Promise((r) => setTimeout(r, 200))
      runs = await db.db.select().from(autopilotRuns)
    }
    expect(runs).toHaveLength(AUTOPILOTS)
    expect(new Set(runs.map((r) => r.autopilotId)).size).toBe(AUTOPILOTS)
    expect(runs.map((r) => [r.status, r.error])).toEqual(runs.map(() => ['done', null]))
    const listIds = (await db.db.select({ id: autopilots.campaignId }).from(autopilots)).map((a) => a.id!)
    const searches = await db.db.select().from(campaignSearches).where(inArray(campaignSearches.campaignId, listIds))
    expect(searches).toHaveLength(AUTOPILOTS)

    const duplicated = await db.db.execute(sql`select idempotency_key from credit_ledger group by idempotency_key having count(*) > 1`)
    expect((duplicated as unknown as { rows: unknown[] }).rows).toEqual([])
    const spent = job.charged + runs.reduce((sum, r) => sum + r.credits, 0)
    const balance = await creditBalance(db.db, accountId, new Date())
    expect(balance).toBe(startBalance - spent)
    expect(await ledgerSum(db.db, accountId)).toBe(balance)

    expect(await cluster.stop()).toEqual([0, 0, 0, 0])
  })
})
