import { Hono } from 'hono'
import { and, eq, sql } from 'drizzle-orm'
import type { AppEnv } from '../../app-deps'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { workflowLeadRuns, workflowRuns, workflowVersions } from '../../db/schema'
import { accountIdOf, forAccount, type AccountScope } from '../../db/tenant-scope'
import { readBody, readQuery } from '../../http/read-body'
import { fieldError, notFound, refusal } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { queryRows } from '../credits/credit-rows'
import { topologicalOrder } from '../../../shared/automation/workflow-nodes'
import { workflowRunBody, workflowRunsQuery, type WorkflowLogEntry } from '../../../shared/automation/workflow-schemas'
import { presentRuns, runsPage } from './workflow-store'
import { startWorkflowRun } from './workflow-run-start'
import { resumeWorkflowRun } from './workflow-credits'

/** The log answers at most this many rows (the first leads of the run, every node of each). */
export const LOG_LIMIT = 2_000

/** Runs of a workflow: start one on a list (pinned to the published version), page them, read a run's log. */
export function workflowRunRoutes(deps: LeadJobDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))
  const load = async (account: AccountScope, id: number) => {
    const row = await account.one('workflows', id)
    if (!row) throw notFound()
    return row
  }

  app.post('/workflows/:id/runs', allow.module('leads'), reads({ body: workflowRunBody }), async (c) => {
    const account = scopeOf(c.var)
    const workflow = await load(account, pathId(c))
    const body = await readBody(c, workflowRunBody)
    if (workflow.publishedVersion === null) throw refusal(422, { code: 'automation.workflow_not_published' })
    const campaignId = body.campaign_id ?? workflow.campaignId
    if (campaignId === null) throw fieldError('campaign_id', 'automation.workflow_no_list')
    if (!(await account.one('campaigns', campaignId))) throw notFound()
    const run = await startWorkflowRun(deps, account, workflow, campaignId, body.result_ids ?? null)
    const [presented] = await presentRuns(db, [run])
    return c.json({ data: presented }, 201)
  })

  app.get('/workflows/:id/runs', allow.module('leads'), reads({ query: workflowRunsQuery }), async (c) => {
    const account = scopeOf(c.var)
    const workflow = await load(account, pathId(c))
    const { cursor } = readQuery(c, workflowRunsQuery)
    const after = cursor && /^\d{1,10}$/.test(cursor) ? Number(cursor) : null
    return c.json(await runsPage(db, account, workflow.id, after))
  })

  app.post('/workflows/:id/runs/:runId/resume', allow.module('leads'), async (c) => {
    const account = scopeOf(c.var)
    const workflow = await load(account, pathId(c))
    const run = await account.one('workflowRuns', pathId(c, 'runId'))
    if (!run || run.workflowId !== workflow.id) throw notFound()
    const [presented] = await presentRuns(db, [await resumeWorkflowRun(deps, run)])
    return c.json({ data: presented })
  })

  app.get('/workflows/:id/runs/:runId/log', allow.module('leads'), async (c) => {
    const account = scopeOf(c.var)
    const workflow = await load(account, pathId(c))
    const run = await account.one('workflowRuns', pathId(c, 'runId'))
    if (!run || run.workflowId !== workflow.id) throw notFound()
    const [version] = await db.select({ graph: workflowVersions.graph }).from(workflowVersions).where(eq(workflowVersions.id, run.versionId))
    const order = new Map((topologicalOrder(version.graph) ?? []).map((id, i) => [id, i]))
    const rows = await queryRows<{ lead_run: number; lead_id: number; lead_name: string | null; node_id: string; status: WorkflowLogEntry['status']; attempts: number; cost: number; message: string | null; finished_at: string | Date | null }>(
      db,
      sql`select lr.id as lead_run, lr.result_id as lead_id, r.name as lead_name, n.node_id, n.status, n.attempts, n.cost, n.message, n.finished_at
          from ${workflowLeadRuns} lr
          join workflow_node_runs n on n.lead_run_id = lr.id
          left join lead_results r on r.id = lr.result_id and r.account_id = ${account.accountId}
          where lr.run_id = ${run.id}
          order by lr.id
          limit ${LOG_LIMIT}`,
    )
    const data: WorkflowLogEntry[] = rows
      .sort((a, b) => Number(a.lead_run) - Number(b.lead_run) || (order.get(a.node_id) ?? 0) - (order.get(b.node_id) ?? 0))
      .map((r) => ({
        lead_id: Number(r.lead_id), lead_name: r.lead_name, node_id: r.node_id, status: r.status, attempts: Number(r.attempts), cost: Number(r.cost),
        message: r.message, finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
      }))
    return c.json({ data })
  })

  return app
}
