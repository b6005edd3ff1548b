/**
 * Enrichment of 10,000 leads with the demo provider, as the list action runs it (a find-emails lead job: queue
 * batches, each lead's effect, charge and counters in the database), against the provider's own time for the same
 * leads measured in the same run (the demo finder called on every lead, no job and no writes). Prints leads/s and the
 * share of the job's time spent outside the provider. PGlite in memory (the embedded default), or PostgreSQL with
 * `--postgres` (a throwaway server, as throwaway-postgres.ts starts it).
 */
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { campaigns, leadJobs, leadResults, users } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { createLeadJob } from '../../src/server/modules/lead-jobs/lead-job-service'
import { benchPostgres } from './throwaway-postgres'

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000)

async function databaseUrl(usePostgres: boolean): Promise<{ url?: string; done(): Promise<void> }> {
  if (!usePostgres) return { done: async () => {} }
  const server = await benchPostgres()
  if ('skip' in server) throw new Error(`enrichment bench on PostgreSQL: ${server.skip}`)
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  const name = `bench_enrich_${process.pid}`
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(server.url)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async done() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
      await admin.end()
      server.stop()
    },
  }
}

export async function benchEnrichment(options: { postgres?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log
  const db = await databaseUrl(options.postgres ?? false)
  const prepared = await prepareServer({ ...readConfig({}), dataDir: 'memory://', databaseUrl: db.url, adminEmail: 'bench-admin@example.com', adminPassword: 'bench-admin-1' })
  const { deps } = prepared
  try {
    const [user] = await deps.db.insert(users).values({ email: 'enrich-bench@example.com' }).returning({ id: users.id })
    await grantPurchased(deps.db, { accountId: user.id, amount: 1_000_000, key: 'bench:enrichment', now: new Date() })
    const [list] = await deps.db.insert(campaigns).values({ accountId: user.id, name: 'Bench people', type: 'people' }).returning({ id: campaigns.id })
    await deps.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state, fields)
      select ${user.id}, ${list.id}, 'people', g, 'bench-' || g, 'Person' || g || ' Example', 'https://company' || (g % 2000) || '.example', 'DE', 'no_email_found',
        jsonb_build_object('position', 'Dentist', 'company', 'Practice ' || (g % 2000))
      from generate_series(1, ${LEADS}) as g`)

    // Baseline: the provider alone on the same leads.
    const rows = await deps.db.select().from(leadResults).where(eq(leadResults.campaignId, list.id))
    const ctx = { db: deps.db, accountId: user.id, now: () => new Date() }
    let t = performance.now()
    let found = 0
    for (const row of rows) if ((await deps.enrichment.emails.find(row, ctx)).checks.some((c) => c.verdict === 'valid')) found++
    const providerMs = performance.now() - t

    t = performance.now()
    const job = await createLeadJob(deps, forAccount(deps.db, user.id), { campaignId: list.id, kind: 'find-emails', scope: { scope: 'all' }, params: {} })
    let done: typeof leadJobs.$inferSelect
    for (;;) {
      ;[done] = await deps.db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
      if (done.status !== 'queued' && done.status !== 'running') break
      await new Promise((r) => setTimeout(r, 50))
    }
    const jobMs = performance.now() - t
    if (done.status !== 'done' || done.processed !== LEADS) throw new Error(`enrichment bench job ended ${done.status} after ${done.processed} leads: ${done.error ?? ''}`)
    const where = db.url ? 'PostgreSQL' : 'PGlite'
    log(
      `enrichment ${LEADS / 1000}k leads, find e-mails, demo provider (${where}): job ${(LEADS / (jobMs / 1000)).toFixed(0)} leads/s (${(jobMs / 1000).toFixed(1)} s, ` +
        `${done.succeeded} found, ${done.charged} credits), provider alone ${(LEADS / (providerMs / 1000)).toFixed(0)} leads/s (${providerMs.toFixed(0)} ms, ${found} valid); ` +
        `time outside the provider ${(((jobMs - providerMs) / jobMs) * 100).toFixed(1)}% of the job, machinery over provider ${(((jobMs - providerMs) / providerMs) * 100).toFixed(0)}% (goal < 20%)`,
    )

    // The same machinery in front of a source with a network round trip (a verification API answers in 100-500 ms;
    // 20 ms is a fast one): the per-lead cost of the machinery, measured above, against a provider that is not free.
    const SLOW = 500
    const ROUND_TRIP_MS = 20
    const demo = deps.enrichment.emails
    const slow = { id: demo.id, find: async (lead: (typeof rows)[number], c: typeof ctx) => (await new Promise((r) => setTimeout(r, ROUND_TRIP_MS)), demo.find(lead, c)) }
    const [slowList] = await deps.db.insert(campaigns).values({ accountId: user.id, name: 'Bench slow', type: 'people' }).returning({ id: campaigns.id })
    await deps.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state)
      select ${user.id}, ${slowList.id}, 'people', g, 'slow-' || g, 'Slow' || g || ' Example', 'https://slow' || g || '.example', 'DE', 'no_email_found'
      from generate_series(1, ${SLOW}) as g`)
    const slowRows = await deps.db.select().from(leadResults).where(eq(leadResults.campaignId, slowList.id))
    t = performance.now()
    for (const row of slowRows) await slow.find(row, ctx)
    const slowProviderMs = performance.now() - t
    deps.enrichment.emails = slow
    t = performance.now()
    const slowJob = await createLeadJob(deps, forAccount(deps.db, user.id), { campaignId: slowList.id, kind: 'find-emails', scope: { scope: 'all' }, params: {} })
    for (;;) {
      ;[done] = await deps.db.select().from(leadJobs).where(eq(leadJobs.id, slowJob.id))
      if (done.status !== 'queued' && done.status !== 'running') break
      await new Promise((r) => setTimeout(r, 50))
    }
    const slowJobMs = performance.now() - t
    deps.enrichment.emails = demo
    log(
      `enrichment ${SLOW} leads behind a ${ROUND_TRIP_MS} ms round trip (${where}): job ${(slowJobMs / 1000).toFixed(1)} s, provider alone ${(slowProviderMs / 1000).toFixed(1)} s; ` +
        `machinery over provider ${(((slowJobMs - slowProviderMs) / slowProviderMs) * 100).toFixed(1)}% (goal < 20%)`,
    )
  } finally {
    await prepared.close()
    await db.done()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEnrichment({ postgres: process.argv.includes('--postgres') })
