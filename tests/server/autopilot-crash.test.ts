import { afterAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { autopilotRuns, autopilots, campaigns, campaignSearches, leadJobItems, leadJobs, leadResults } from '../../src/server/db/schema'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { crashCount, crashWorld } from './crash-harness'

const world = crashWorld('autopilot-crash')
const USER = { email: 'autopilot-crash@example.com', password: 'crash-pass', firstName: 'Auto', lastName: 'Pilot' }
/**
 * On PostgreSQL a restart takes a second or two: 20 runs through 20 kills. PGlite replays its log after every kill
 * (tens of seconds on a loaded machine), so there two runs through two kills (one run's work is taken up by the next
 * process, twice) keep `npm test` within its budget. CRASH_KILLS and CRASH_AUTOPILOTS raise them.
 */
const AUTOPILOTS = crashCount('CRASH_AUTOPILOTS', { postgres: 20, pglite: 2 })
const KILLS = crashCount('CRASH_KILLS', { postgres: 20, pglite: 2 })
/** New leads per run: each goes through the search and three lead jobs (find e-mails, get phones, send to the list's webhook). */
const LEADS = 6
const CREDITS = 5000

afterAll(() => world.dispose())

/** The autopilots' last runs, or null when the server did not answer this time (it is busy; the caller asks again). */
async function lastRuns(url: string, token: string): Promise<{ status: string; run: string | null }[] | null> {
  try {
    const res = await fetch(`${url}/api/autopilots`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(20_000) })
    const body = (await res.json()) as { data: { status: string; last_run: { status: string } | null }[] }
    return body.data.map((a) => ({ status: a.status, run: a.last_run?.status ?? null }))
  } catch {
    return null
  }
}

describe('autopilot runs through worker crashes', () => {
  it(`${AUTOPILOTS} runs with the server killed (SIGKILL) at random points: one run per slot, one charge per key, one webhook message per lead, no lost lead`, { timeout: 900_000 }, async () => {
    const { hook, setup, accountId, startBalance } = await world.setUp(USER, CREDITS)
    // Twenty autopilots on twenty lists, each due now: the first tick of the first process takes them all.
    for (let i = 0; i < AUTOPILOTS; i++) {
      const [list] = await setup.db.insert(campaigns).values({ accountId, name: `List ${i}`, type: 'industry', webhook: hook }).returning()
      await setup.db.insert(autopilots).values({
        accountId, campaignId: list.id, name: `Autopilot ${i}`, type: 'basic', status: 'active',
        search: { category: `Category ${i}`, location: { country: 'US', nearby: false }, limit: LEADS },
        repeat: 'daily', time: '09:00', timezone: 'UTC', anchor: new Date().toISOString().slice(0, 10),
        enrichment: { enabled: true, kinds: ['find-emails'] }, ai: { enabled: false, prompt_ids: [] }, delivery: { crm: null, webhook: true, phones: true },
        nextRunAt: new Date(Date.now() - 1_000), nextKind: 'initial',
      })
    }
    await setup.close()

    const { token } = await world.boot(USER)
    const url = await world.killAtRandom(KILLS)
    let states: Awaited<ReturnType<typeof lastRuns>> = null
    await world.waitUntil(
      240_000,
      async () => {
        states = await lastRuns(url, token)
        return states?.length === AUTOPILOTS && states.every((s) => s.run === 'done' || s.run === 'failed')
      },
      () => `Runs unfinished: ${JSON.stringify(states)}`,
    )
    const { code, check } = await world.stopAndOpen()
    expect(code).toBe(0)
    try {
      const runs = await check.db.select().from(autopilotRuns)
      // One slot was due per autopilot: exactly one run each, and every run finished cleanly.
      expect(runs).toHaveLength(AUTOPILOTS)
      expect(new Set(runs.map((r) => r.autopilotId)).size).toBe(AUTOPILOTS)
      expect(runs.map((r) => [r.status, r.error])).toEqual(runs.map(() => ['done', null]))
      const duplicatedKeys = await check.db.execute(sql`select idempotency_key from credit_ledger group by idempotency_key having count(*) > 1`)
      expect((duplicatedKeys as unknown as { rows: unknown[] }).rows).toEqual([])
      let spent = 0
      for (const run of runs) {
        const [autopilot] = await check.db.select().from(autopilots).where(eq(autopilots.id, run.autopilotId))
        const listId = autopilot.campaignId!
        // One search and one job per planned step were started, whatever the crashes: each was recorded with its start.
        const searches = await check.db.select().from(campaignSearches).where(eq(campaignSearches.campaignId, listId))
        expect(searches.map((s) => s.id)).toEqual([run.searchId])
        const rows = await check.db.select().from(leadResults).where(eq(leadResults.campaignId, listId))
        expect(rows).toHaveLength(LEADS)
        expect(run.counts).toMatchObject({ found: LEADS, added: LEADS })
        const jobs = await check.db.select().from(leadJobs).where(eq(leadJobs.campaignId, listId))
        expect(jobs.map((j) => j.kind).sort()).toEqual(run.steps.map((s) => s.kind).sort())
        expect(jobs.map((j) => j.id).sort()).toEqual(run.steps.map((s) => s.job_id).sort())
        for (const job of jobs) {
          // No lost lead: every new lead of the run went through every step.
          expect(job).toMatchObject({ status: 'done', total: LEADS, processed: LEADS })
          const items = await check.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, job.id))
          expect(items.map((i) => i.resultId).sort()).toEqual(rows.map((r) => r.id).sort())
          expect(items.reduce((sum, i) => sum + i.charged, 0)).toBe(job.charged)
        }
        // Each lead reached the webhook under one message id (a retry repeats the id, which the receiver drops).
        const deliveryJob = jobs.find((j) => j.kind === 'send-webhook')!
        const ids = new Set(world.received.filter((id) => id.startsWith(`msg_${deliveryJob.id}_`)))
        expect([...ids].sort()).toEqual(rows.map((r) => `msg_${deliveryJob.id}_${r.id}`).sort())
        const searchCharged = searches[0].charged
        expect(run.credits).toBe(searchCharged + jobs.reduce((sum, j) => sum + j.charged, 0))
        spent += run.credits
      }
      const balance = await creditBalance(check.db, accountId, new Date())
      expect(balance).toBe(startBalance - spent)
      expect(await ledgerSum(check.db, accountId)).toBe(balance)
      const leftovers = await check.db.select().from(autopilotRuns).where(inArray(autopilotRuns.status, ['queued', 'running']))
      expect(leftovers).toEqual([])
    } finally {
      await check.close()
    }
  })
})
