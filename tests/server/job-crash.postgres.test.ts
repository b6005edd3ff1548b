import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/server/db/client'
import { accountModules, campaigns, leadDeliveries, leadJobItems, leadJobs, modules, plans, wlBulkItems, wlBulkJobs, wlPackages } from '../../src/server/db/schema'
import { creditBalance, ledgerSum } from '../../src/server/modules/credits/credit-ledger'
import { DEMO_BATCH_SIZE } from '../../src/server/modules/lead-jobs/enrichment/enrichment-run'
import { crashCount, crashWorld } from './crash-harness'
import { jobLedger } from './lead-job-ledger'
import { postJson } from './spawned-server'

/**
 * PostgreSQL only (a restart there takes seconds; PGlite replays its log after each kill): the all-in-one server
 * process (API and workers) killed with SIGKILL while a reseller's bulk change, an enrichment job and a webhook
 * delivery run, each area in turn. `npm test` kills it twice per area; CRASH_KILLS=50 is the full count. The
 * work grows with the kills so that every kill lands while the job still runs.
 */
const KILLS = crashCount('CRASH_KILLS', { postgres: 2, pglite: 2 })
/** Small bulk steps (one transaction each), so a kill can land between or inside any of many steps. */
const BULK_STEP = 5
/**
 * Work per kill, with a floor: the last kill leaves a fifth of the work, which must outlast the 10 to 50 ms between
 * seeing the progress and the kill, or the kill finds the job finished.
 */
const SUBSCRIPTIONS = Math.max(100 * (KILLS + 1), 1_000)
/** The demo e-mail finder settles its outcomes in groups of up to 250 leads: several groups between two kills. */
const ENRICH_LEADS = Math.max(500 * (KILLS + 1), 4_000)
const WEBHOOK_LEADS = 300 * (KILLS + 1)
const EXTEND_DAYS = 30
/** Every seeded subscription ends then (in the future, so an extend adds its days to it). */
const ENDS_AT = '2040-01-01T00:00:00Z'

const world = crashWorld('job-crash', { WL_BULK_STEP: String(BULK_STEP) })
const USER = { email: 'job-crash@example.com', password: 'crash-pass', firstName: 'Job', lastName: 'Crash' }
let setup: DatabaseHandle
let accountId: number
let hook: string
let token: string
let url: string

beforeAll(async () => {
  const made = await world.setUp(USER, 10 * ENRICH_LEADS)
  ;({ setup, accountId, hook } = made)
  // The user is also a reseller: the white-label module on its account.
  const [whitelabel] = await setup.db.select().from(modules).where(eq(modules.slug, 'whitelabel'))
  await setup.db.insert(accountModules).values({ accountId, moduleId: whitelabel.id }).onConflictDoNothing()
  ;({ url, token } = await world.boot(USER))
}, 300_000)

afterAll(async () => {
  await setup?.close()
  await world.dispose()
})

const rowsOf = async <T,>(result: unknown) => (result as { rows: T[] }).rows
const one = async <T,>(query: Promise<unknown>) => (await rowsOf<T>(await query))[0]
const seconds = (since: number) => Math.round((Date.now() - since) / 1000)

/** Waits for a lead job to leave queued/running (the server may be starting again: the database answers). */
async function leadJobEnd(jobId: number) {
  let status = ''
  await world.waitUntil(
    300_000,
    async () => {
      ;[{ status }] = await setup.db.select({ status: leadJobs.status }).from(leadJobs).where(eq(leadJobs.id, jobId))
      return status !== 'queued' && status !== 'running'
    },
    () => `Lead job ${jobId} unfinished: ${status}`,
  )
}

/** A people list of `count` leads with websites, none with an e-mail yet. */
async function peopleList(name: string, count: number, webhook: string | null) {
  const [list] = await setup.db.insert(campaigns).values({ accountId, name, type: 'people', webhook }).returning()
  await setup.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state)
    select ${accountId}, ${list.id}, 'people', g, ${name} || '-' || g, 'Person' || g || ' Example', 'https://company' || g || '.example', 'US', 'no_email_found'
    from generate_series(1, ${count}::int) as g`)
  return list
}

describe('bulk changes, enrichment and webhook delivery through worker crashes (PostgreSQL)', () => {
  it(`a bulk extend of ${SUBSCRIPTIONS} subscriptions through ${KILLS} kills: each changed exactly once, one history row each, the job done`, { timeout: 1_800_000 }, async () => {
    const [plan] = await setup.db.select().from(plans).limit(1)
    const [pkg] = await setup.db.insert(wlPackages).values({ accountId, planId: plan.id, name: 'Starter', priceCents: 4900, credits: 100, status: 'published' }).returning()
    await setup.db.execute(sql`with acc as (
        insert into accounts (name, reseller_id) select 'Customer ' || g, ${accountId}::int from generate_series(1, ${SUBSCRIPTIONS}::int) g returning id
      )
      insert into wl_subscriptions (account_id, customer_account_id, package_id, package_name, status, provider, fee_cents, ends_at)
      select ${accountId}::int, id, ${pkg.id}::int, 'Starter', 'active', 'local', 4900, ${ENDS_AT}::timestamptz from acc`)
    const began = Date.now()
    const started = await postJson(url, '/api/wl/subscriptions/bulk', { action: 'extend', days: EXTEND_DAYS, filter: { status: 'active' } }, token)
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    const jobId = started.body.data.id as number
    const position = async () => (await setup.db.select({ position: wlBulkJobs.position }).from(wlBulkJobs).where(eq(wlBulkJobs.id, jobId)))[0].position
    const killed = await world.killDuring(KILLS, SUBSCRIPTIONS, position)
    url = killed.url
    let status = ''
    await world.waitUntil(
      300_000,
      async () => {
        ;[{ status }] = await setup.db.select({ status: wlBulkJobs.status }).from(wlBulkJobs).where(eq(wlBulkJobs.id, jobId))
        return status === 'done'
      },
      () => `Bulk job ${jobId} unfinished: ${status}`,
    )
    console.log(`bulk extend: ${KILLS} kills (${killed.midWork} mid-job), ${SUBSCRIPTIONS} subscriptions in steps of ${BULK_STEP}, ${seconds(began)} s`)
    expect(killed.midWork).toBe(KILLS)

    const [job] = await setup.db.select().from(wlBulkJobs).where(eq(wlBulkJobs.id, jobId))
    expect(job).toMatchObject({ status: 'done', total: SUBSCRIPTIONS, position: SUBSCRIPTIONS, applied: SUBSCRIPTIONS, skipped: 0, failed: 0 })
    expect(job.finishedAt).not.toBeNull()
    expect(await setup.db.select().from(wlBulkItems).where(eq(wlBulkItems.jobId, jobId))).toEqual([])
    // Each row moved by exactly the days asked (an extend done twice would have moved it twice) with one history row.
    const rows = await rowsOf<{ id: number; moved: boolean; extends: number }>(
      await setup.db.execute(sql`select s.id, s.ends_at = ${ENDS_AT}::timestamptz + ${EXTEND_DAYS}::int * interval '1 day' as moved,
          (select count(*)::int from wl_subscription_events e where e.subscription_id = s.id and e.action = 'extend' and e.source = ${`bulk:${jobId}`}) as extends
        from wl_subscriptions s where s.account_id = ${accountId}`),
    )
    expect(rows).toHaveLength(SUBSCRIPTIONS)
    expect(rows.filter((r) => !r.moved || Number(r.extends) !== 1)).toEqual([])
    const events = await one<{ n: number }>(setup.db.execute(sql`select count(*)::int as n from wl_subscription_events where account_id = ${accountId} and action = 'extend'`))
    expect(Number(events.n)).toBe(SUBSCRIPTIONS)
  })

  it(`finding e-mails for ${ENRICH_LEADS} leads through ${KILLS} kills: one charge per lead and key, every item ended, none lost`, { timeout: 1_800_000 }, async () => {
    const list = await peopleList('enrich', ENRICH_LEADS, null)
    const startBalance = await creditBalance(setup.db, accountId, new Date())
    const began = Date.now()
    const created = await postJson(url, '/api/lead-jobs', { campaign_id: list.id, kind: 'find-emails', scope: 'all' }, token)
    expect(created.status, JSON.stringify(created.body)).toBe(202)
    const jobId = created.body.job.id as number
    const processed = async () => (await setup.db.select({ processed: leadJobs.processed }).from(leadJobs).where(eq(leadJobs.id, jobId)))[0].processed
    // The demo e-mail finder settles 1,000 leads a batch: the job's progress moves by that much at once.
    const killed = await world.killDuring(KILLS, ENRICH_LEADS, processed, { step: DEMO_BATCH_SIZE })
    url = killed.url
    await leadJobEnd(jobId)
    console.log(`find e-mails: ${KILLS} kills (${killed.midWork} mid-job), ${ENRICH_LEADS} leads, ${seconds(began)} s`)
    expect(killed.midWork).toBe(KILLS)

    const { job, items, charges, spent } = await jobLedger(setup.db, jobId)
    expect(job).toMatchObject({ status: 'done', total: ENRICH_LEADS, processed: ENRICH_LEADS })
    // No lost lead: one item per lead, each ended (an e-mail found, paid once, or a free miss).
    expect(items).toHaveLength(ENRICH_LEADS)
    expect(items.filter((i) => i.status !== 'done' && i.status !== 'skipped')).toEqual([])
    expect(items.filter((i) => i.charged > 1)).toEqual([])
    expect(spent).toBe(items.filter((i) => i.charged === 1).length)
    expect(charges.length).toBeGreaterThan(0)
    const duplicatedKeys = await rowsOf(await setup.db.execute(sql`select idempotency_key from credit_ledger group by idempotency_key having count(*) > 1`))
    expect(duplicatedKeys).toEqual([])
    const balance = await creditBalance(setup.db, accountId, new Date())
    expect(balance).toBe(startBalance - spent)
    expect(await ledgerSum(setup.db, accountId)).toBe(balance)
    const looking = await one<{ n: number }>(setup.db.execute(sql`select count(*)::int as n from lead_results where campaign_id = ${list.id} and email_state = 'looking_for_email'`))
    expect(Number(looking.n)).toBe(0)
  })

  it(`sending ${WEBHOOK_LEADS} leads to a webhook through ${KILLS} kills: one delivery record per lead and target, every lead delivered under one message id`, { timeout: 1_800_000 }, async () => {
    const list = await peopleList('webhook', WEBHOOK_LEADS, hook)
    const began = Date.now()
    const created = await postJson(url, '/api/lead-jobs', { campaign_id: list.id, kind: 'send-webhook', scope: 'all' }, token)
    expect(created.status, JSON.stringify(created.body)).toBe(202)
    const jobId = created.body.job.id as number
    const ofJob = () => world.received.filter((id) => id.startsWith(`msg_${jobId}_`))
    // Progress as the receiver sees it, message by message: kills land with messages on the wire.
    const killed = await world.killDuring(KILLS, WEBHOOK_LEADS, async () => new Set(ofJob()).size)
    url = killed.url
    await leadJobEnd(jobId)
    const received = ofJob()
    const distinct = new Set(received)
    console.log(`send to webhook: ${KILLS} kills (${killed.midWork} mid-job), ${WEBHOOK_LEADS} leads, ${received.length} POSTs received, ${received.length - distinct.size} repeats, ${seconds(began)} s`)
    expect(killed.midWork).toBe(KILLS)

    const [job] = await setup.db.select().from(leadJobs).where(eq(leadJobs.id, jobId))
    expect(job).toMatchObject({ status: 'done', total: WEBHOOK_LEADS, processed: WEBHOOK_LEADS, charged: 0 })
    const items = await setup.db.select().from(leadJobItems).where(eq(leadJobItems.jobId, jobId))
    expect(items.filter((i) => i.status !== 'done')).toEqual([])
    const leads = (await rowsOf<{ id: number }>(await setup.db.execute(sql`select id from lead_results where campaign_id = ${list.id}`))).map((r) => Number(r.id))
    // One delivery record per lead and target, naming the message id the receiver got.
    const records = await setup.db.select().from(leadDeliveries).where(sql`${leadDeliveries.resultId} = any(${`{${leads.join(',')}}`}::int[])`)
    expect(records).toHaveLength(WEBHOOK_LEADS)
    expect(new Set(records.map((r) => r.target)).size).toBe(1)
    expect(records.map((r) => r.externalId).sort()).toEqual(leads.map((id) => `msg_${jobId}_${id}`).sort())
    // At least once (docs/decisions.md, "Message ids are msg_<jobId>_<resultId>"): every lead reached the receiver, and a
    // message sent again after a kill carries the same webhook-id, so a receiver deduping by it keeps one per lead.
    expect([...distinct].sort()).toEqual(leads.map((id) => `msg_${jobId}_${id}`).sort())
    const sent = await one<{ n: number }>(setup.db.execute(sql`select count(*)::int as n from lead_results where campaign_id = ${list.id} and crm_status <> 'sent'`))
    expect(Number(sent.n)).toBe(0)
  })

  it('the server stops cleanly after the kills', { timeout: 120_000 }, async () => {
    const { code, check } = await world.stopAndOpen()
    await check.close()
    expect(code).toBe(0)
  })
})
