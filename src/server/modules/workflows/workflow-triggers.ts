import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps'
import { workflowRuns, workflows } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { queryRows } from '../credits/credit-rows'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { workflowBatchJob } from './workflow-run-job'
import { workflowNewLeadsJob } from './workflow-trigger-job'

/** Pages of a search landing within this long start one run, not one each. */
const GATHER_MS = 1_000

class NothingNew extends Error {}

/**
 * The hook of everything that lands leads in a list (a search page saved, an import, an autopilot's search): when a
 * published workflow of the account is on that list, the new-leads job is queued. Safe to call too often: the job
 * starts only leads no run of that version has started.
 */
export async function newLeadsLanded(deps: Pick<AppDeps, 'db' | 'jobs'>, list: { accountId: number; campaignId: number }): Promise<void> {
  const [found] = await deps.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.accountId, list.accountId), eq(workflows.campaignId, list.campaignId), isNotNull(workflows.publishedVersion)))
    .limit(1)
  if (found) await deps.jobs.send(workflowNewLeadsJob, { campaignId: list.campaignId }, { accountId: list.accountId, delayMs: GATHER_MS })
}

const firesOnNewLeads = (graph: WorkflowGraph) => graph.nodes.some((n) => n.type === 'trigger' && (n.data as { event?: string }).event === 'new_leads')

/**
 * The `new_leads` trigger: for each published version on the list whose trigger is new_leads, one run of exactly the
 * leads that landed since that version was published and that no run of it has started, each lead once per version
 * (UNIQUE(trigger_version_id, result_id), so two of these at once split the leads, never share one). A version with
 * nothing new starts no run. Answers the runs started.
 */
export async function fireNewLeads(deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>, campaignId: number): Promise<number[]> {
  const published = await queryRows<{ workflow_id: number; account_id: number; version_id: number; version: number; published_at: string | Date; graph: WorkflowGraph }>(
    deps.db,
    sql`select w.id as workflow_id, w.account_id, v.id as version_id, v.version, v.published_at, v.graph
        from workflows w join workflow_versions v on v.workflow_id = w.id and v.version = w.published_version
        where w.campaign_id = ${campaignId} and v.published_at is not null
        order by w.id`,
  )
  const started: number[] = []
  for (const p of published.filter((row) => firesOnNewLeads(row.graph))) {
    const run = await inTransaction(deps.db, async (t) => {
      const [created] = await t
        .insert(workflowRuns)
        .values({ accountId: p.account_id, workflowId: p.workflow_id, versionId: p.version_id, version: p.version, campaignId, createdAt: deps.now() })
        .returning({ id: workflowRuns.id, accountId: workflowRuns.accountId })
      const [{ n }] = await queryRows<{ n: number | string }>(
        t,
        sql`with added as (
            insert into workflow_lead_runs (run_id, result_id, trigger_version_id)
            select ${created.id}, r.id, ${p.version_id}::int from lead_results r
            where r.account_id = ${p.account_id} and r.campaign_id = ${campaignId}
              and r.created_at >= ${new Date(p.published_at).toISOString()}::timestamptz
              and not exists (select 1 from workflow_lead_runs l where l.trigger_version_id = ${p.version_id}::int and l.result_id = r.id)
            order by r.id
            on conflict (trigger_version_id, result_id) where trigger_version_id is not null do nothing
            returning 1)
          select count(*) as n from added`,
      )
      // Nothing new for this version (another saver's job took the leads): no empty run is left behind.
      if (Number(n) === 0) throw new NothingNew()
      await t.update(workflowRuns).set({ total: Number(n) }).where(eq(workflowRuns.id, created.id))
      return created
    }).catch((err) => {
      if (err instanceof NothingNew) return null
      throw err
    })
    if (!run) continue
    await deps.jobs.send(workflowBatchJob, { runId: run.id }, { accountId: run.accountId })
    started.push(run.id)
  }
  return started
}
