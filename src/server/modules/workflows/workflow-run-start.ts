import { and, eq, sql } from 'drizzle-orm'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { workflowRuns, workflowVersions } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { notFound } from '../../http/api-error'
import { inTransaction } from '../../db/transaction'
import { queryRows } from '../credits/credit-rows'
import { workflowBatchJob } from './workflow-run-job'
import type { WorkflowRow, WorkflowRunRow } from './workflow-store'

/**
 * Starts a run of the workflow's newest published version (the caller checked there is one) over the list, or the
 * given results of it (one that is not in the list: 404), and queues its first batch. The set of leads is fixed now:
 * leads added to the list later are not part of this run.
 */
export async function startWorkflowRun(deps: LeadJobDeps, account: AccountScope, workflow: WorkflowRow, campaignId: number, resultIds: number[] | null): Promise<WorkflowRunRow> {
  const ids = resultIds ? [...new Set(resultIds)] : null
  const now = deps.now()
  const run = await inTransaction(deps.db, async (t) => {
    const [version] = await t
      .select({ id: workflowVersions.id, version: workflowVersions.version })
      .from(workflowVersions)
      .where(and(eq(workflowVersions.workflowId, workflow.id), eq(workflowVersions.version, workflow.publishedVersion ?? -1)))
    if (!version) throw new Error(`Workflow ${workflow.id} has no published version.`)
    const [created] = await t
      .insert(workflowRuns)
      .values({ accountId: account.accountId, workflowId: workflow.id, versionId: version.id, version: version.version, campaignId, createdAt: now })
      .returning()
    const added = await queryRows<{ n: number | string }>(
      t,
      sql`with added as (
          insert into workflow_lead_runs (run_id, result_id)
          select ${created.id}, r.id from lead_results r
          where r.account_id = ${account.accountId} and r.campaign_id = ${campaignId}
            ${ids ? sql`and r.id = any(${`{${ids.join(',')}}`}::int[])` : sql``}
          order by r.id
          returning 1)
        select count(*) as n from added`,
    )
    const total = Number(added[0]?.n ?? 0)
    if (ids && total !== ids.length) throw notFound()
    const [counted] = await t.update(workflowRuns).set({ total }).where(eq(workflowRuns.id, created.id)).returning()
    return counted
  })
  await deps.jobs.send(workflowBatchJob, { runId: run.id }, { accountId: run.accountId })
  return run
}
