/**
 * The workflow engine against the lead jobs it reuses: a published workflow of four steps (a filter, find e-mails with
 * the demo provider, a first line by the template writer, delivery to the list's webhook on a local receiver in a
 * process of its own) over N leads, against the same steps run directly as three lead jobs one after the other over
 * the filter's scope, measured in the same run on PGlite (goal >= 0.7x the jobs' leads per second).
 */
import { eq, sql } from 'drizzle-orm'
import { prepareServer } from '../../src/server/bootstrap'
import { readConfig } from '../../src/server/config'
import { businessProfiles, campaigns, leadJobs, users, workflowRuns, workflowVersions, workflows } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { createOwnAccount } from '../../src/server/modules/accounts/own-account'
import { grantPurchased } from '../../src/server/modules/credits/credit-grants'
import { createLeadJob } from '../../src/server/modules/lead-jobs/lead-job-service'
import { startWorkflowRun } from '../../src/server/modules/workflows/workflow-run-start'
import { createWorkflow } from '../../src/server/modules/workflows/workflow-store'
import { validateGraph, type WorkflowGraph } from '../../src/shared/automation/workflow-nodes'
import { startReceiver } from './webhook-delivery.bench'

const LEADS = Number(process.env.WORKFLOW_BENCH_LEADS ?? 10_000)
const condition = { field: 'website', operator: 'not empty' as const, value: null }
const pos = { x: 0, y: 0 }
const graph: WorkflowGraph = {
  nodes: [
    { id: 't', type: 'trigger', data: { event: 'manual' }, position: pos },
    { id: 'f', type: 'filters', data: { match: 'all', conditions: [condition] }, position: pos },
    { id: 'e', type: 'enrichment', data: { kind: 'find-emails' }, position: pos },
    { id: 'c', type: 'content_creation', data: { prompt_type: 'first_line' }, position: pos },
    { id: 'w', type: 'connection', data: { target: 'webhook' }, position: pos },
  ],
  edges: [
    { id: 't-f', source: 't', target: 'f' },
    { id: 'f-e', source: 'f', target: 'e' },
    { id: 'e-c', source: 'e', target: 'c' },
    { id: 'c-w', source: 'c', target: 'w' },
  ],
}

async function until<T>(read: () => Promise<T>, ended: (row: T) => boolean): Promise<T> {
  for (;;) {
    const row = await read()
    if (ended(row)) return row
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A fresh account and list of N leads (every tenth without a website, so the filter has work). */
async function seed(deps: Awaited<ReturnType<typeof prepareServer>>['deps'], label: string, webhook: string) {
  const [person] = await deps.db.insert(users).values({ email: `wf-bench-${label}@example.com`, firstName: 'Bench', lastName: label }).returning()
  const user = await createOwnAccount(deps.db, person, { planId: null, moduleIds: [], now: new Date() })
  await grantPurchased(deps.db, { accountId: user.id, amount: 1_000_000, key: `bench:workflow:${label}`, now: new Date() })
  await deps.db.insert(businessProfiles).values({
    accountId: user.id, businessName: 'SmileDesk', website: 'https://smiledesk.de', whatItSells: 'Patient reminder software',
    whoItHelps: 'Dental practices', whatItDoes: 'Cuts no-shows in half with automatic reminders.', contactName: 'Mara Schulz', personality: 'Friendly',
  })
  const [list] = await deps.db.insert(campaigns).values({ accountId: user.id, name: `Bench ${label}`, type: 'people', webhook }).returning({ id: campaigns.id })
  await deps.db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, website, country, email_state, fields)
    select ${user.id}, ${list.id}, 'people', g, 'bench-' || g, 'Person' || g || ' Example', case when g % 10 = 0 then null else 'https://company' || (g % 2000) || '.example' end,
      'DE', 'no_email_found', jsonb_build_object('position', 'Dentist', 'company', 'Practice ' || (g % 2000))
    from generate_series(1, ${LEADS}) as g`)
  return { accountId: user.id, listId: list.id, account: forAccount(deps.db, user.id) }
}

export async function benchWorkflowEngine(log: (line: string) => void = console.log) {
  const receiver = await startReceiver()
  const config = { ...readConfig({}), dataDir: 'memory://', outbound: { allow: ['127.0.0.1'], allowedPorts: 'any' as const }, leadJobRetrySeconds: 0, adminEmail: 'bench-admin@example.com', adminPassword: 'bench-admin-1' }
  const prepared = await prepareServer(config)
  const { deps } = prepared
  try {
    // Baseline: the same steps as lead jobs, one after the other, each over the filter's scope.
    const jobs = await seed(deps, 'jobs', receiver.url)
    const scope = { scope: 'filter' as const, filter: { custom_search: [condition], limit: 20, page: 1, search_type: 'contain' as const, withEmail: -1 as const } }
    let started = performance.now()
    for (const [kind, params] of [['find-emails', {}], ['ai-write', { prompt_type: 'first_line' }], ['send-webhook', {}]] as const) {
      const job = await createLeadJob(deps, jobs.account, { campaignId: jobs.listId, kind, scope, params })
      const done = await until(async () => (await deps.db.select().from(leadJobs).where(eq(leadJobs.id, job.id)))[0], (j) => j.status !== 'queued' && j.status !== 'running')
      if (done.status !== 'done') throw new Error(`workflow bench: the ${kind} job ended ${done.status}: ${done.error ?? ''}`)
    }
    const jobsMs = performance.now() - started

    const flow = await seed(deps, 'workflow', receiver.url)
    if (validateGraph(graph).length) throw new Error('workflow bench: the graph does not publish')
    const workflow = await createWorkflow(deps.db, flow.account, { name: 'Bench', description: '', campaignId: flow.listId, graph }, new Date())
    await deps.db.insert(workflowVersions).values({ workflowId: workflow.id, version: 1, published: true, graph, publishedAt: new Date() })
    const [published] = await deps.db.update(workflows).set({ publishedVersion: 1 }).where(eq(workflows.id, workflow.id)).returning()
    started = performance.now()
    const run = await startWorkflowRun(deps, flow.account, published, flow.listId, null)
    const ended = await until(async () => (await deps.db.select().from(workflowRuns).where(eq(workflowRuns.id, run.id)))[0], (r) => r.status !== 'queued' && r.status !== 'running')
    const workflowMs = performance.now() - started
    if (ended.status !== 'done') throw new Error(`workflow bench: the run ended ${ended.status}: ${ended.error ?? ''}`)

    const rate = (ms: number) => LEADS / (ms / 1000)
    log(
      `workflow engine ${LEADS / 1000}k leads, filter + find e-mails (demo) + template writer + webhook (PGlite): workflow ${rate(workflowMs).toFixed(0)} leads/s ` +
        `(${(workflowMs / 1000).toFixed(1)} s, ${ended.credits} credits), lead jobs ${rate(jobsMs).toFixed(0)} leads/s (${(jobsMs / 1000).toFixed(1)} s), ` +
        `ratio ${(jobsMs / workflowMs).toFixed(2)} (goal >= 0.7); receiver got ${await receiver.count()} messages`,
    )
  } finally {
    await prepared.close()
    await receiver.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWorkflowEngine()
