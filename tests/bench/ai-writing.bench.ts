/**
 * AI writing: first lines for 10,000 leads with the template writer, as the list action runs them (an ai-write lead
 * job: batches in the job queue, one transaction per lead for the text, the item and the counters), in leads per second,
 * against the bare template fill of the same leads in the same run (no job machinery, no database writes). PGlite in
 * memory, the embedded default.
 */
import { eq, sql } from 'drizzle-orm'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { businessProfiles, campaigns, leadJobs, leadResults, trainingChunks, trainingSources, users } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { prepareWriting, taskFor } from '../../src/server/modules/ai/lead-writing'
import { createLeadJob } from '../../src/server/modules/lead-jobs/lead-job-service'
import { rowsOf } from '../../src/server/modules/results/result-page'
import { writeFromTemplates } from '../../src/server/providers/ai/template-writer'

const LEADS = 10_000

export async function benchAiWriting(log: (line: string) => void = console.log) {
  const prepared = await prepareServer({ ...readConfig({}), dataDir: 'memory://', adminEmail: 'bench-admin@example.com', adminPassword: 'bench-admin-1' })
  const { deps } = prepared
  try {
    const [user] = await deps.db.insert(users).values({ email: 'ai-bench@example.com' }).returning({ id: users.id })
    await deps.db.insert(businessProfiles).values({
      accountId: user.id, businessName: 'SmileDesk', website: 'https://smiledesk.de', whatItSells: 'Patient reminder software',
      whoItHelps: 'Dental practices', whatItDoes: 'Cuts no-shows in half with automatic reminders.', contactName: 'Mara Schulz', personality: 'Friendly',
    })
    for (let i = 0; i < 20; i++) {
      const text = `Practice managers in city ${i} cut no-shows by ${20 + i} percent with SmileDesk reminders. Dentists and orthodontists use the SMS reminders every day.`
      const [source] = await deps.db.insert(trainingSources).values({ accountId: user.id, kind: 'text', title: `Case ${i}`, content: text }).returning({ id: trainingSources.id })
      await deps.db.insert(trainingChunks).values({ accountId: user.id, sourceId: source.id, position: 0, title: `Case ${i}`, text })
    }
    const [list] = await deps.db.insert(campaigns).values({ accountId: user.id, name: 'Bench people', type: 'people' }).returning({ id: campaigns.id })
    await deps.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, city, country, fields)
      select ${user.id}, ${list.id}, 'people', g, 'gen-' || g, 'Person ' || g || ' Example', 'p' || g || '@example.com', 'email_found',
        case when g % 2 = 0 then 'Berlin' else 'Hamburg' end, 'DE',
        jsonb_build_object('first_name', 'Person' || g, 'position', case when g % 3 = 0 then 'Practice Manager' else 'Dentist' end, 'company', 'Practice ' || g)
      from generate_series(1, ${LEADS}) as g`)
    const account = forAccount(deps.db, user.id)

    // Baseline: the same writer on the same leads, straight from memory.
    const rows = await deps.db.select().from(leadResults).where(eq(leadResults.campaignId, list.id))
    let t = performance.now()
    const setup = await prepareWriting(deps, account, 'people', 'first_line')
    let chars = 0
    for (const row of rows) chars += writeFromTemplates(taskFor(setup, row)).length
    const bareMs = performance.now() - t

    t = performance.now()
    const job = await createLeadJob(deps, account, { campaignId: list.id, kind: 'ai-write', scope: { scope: 'all' }, params: { prompt_type: 'first_line' } })
    for (;;) {
      const [row] = await deps.db.select().from(leadJobs).where(eq(leadJobs.id, job.id))
      if (row.status !== 'queued' && row.status !== 'running') {
        if (row.status !== 'done' || row.succeeded !== LEADS) throw new Error(`ai-write bench job ended ${row.status} with ${row.succeeded} written: ${row.error ?? ''}`)
        break
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    const jobMs = performance.now() - t
    const [{ written }] = await rowsOf<{ written: number }>(deps.db, sql`select count(*)::int as written from lead_results where campaign_id = ${list.id} and fields ? 'ai_first_line'`)
    const bareRate = LEADS / (bareMs / 1000)
    const jobRate = LEADS / (jobMs / 1000)
    log(`ai writing ${LEADS / 1000}k first lines (template writer, PGlite): job ${jobRate.toFixed(0)} leads/s (${(jobMs / 1000).toFixed(1)} s), bare template fill ${bareRate.toFixed(0)} leads/s (${bareMs.toFixed(0)} ms, avg ${(chars / LEADS).toFixed(0)} chars), ratio ${(jobRate / bareRate).toFixed(4)}; ${written} texts stored`)
  } finally {
    await prepared.close()
  }
}
