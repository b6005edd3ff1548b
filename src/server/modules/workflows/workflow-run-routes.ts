import { Hono } from 'hono'
import type { AppEnv } from '../../app-deps'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { accountIdOf, forAccount, type AccountScope } from '../../db/tenant-scope'
import { readBody, readQuery } from '../../http/read-body'
import { fieldError, notFound, refusal } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { workflowLogQuery, workflowRunBody, workflowRunsQuery } from '../../../shared/automation/workflow-schemas'
import { logPage, presentRuns, runsPage } from './workflow-store'
import { startWorkflowRun } from './workflow-run-start'
import { resumeWorkflowRun } from './workflow-credits'

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
    return c.json(await runsPage(db, account, workflow.id, cursor ? Number(cursor) : null))
  })

  app.post('/workflows/:id/runs/:runId/resume', allow.module('leads'), async (c) => {
    const account = scopeOf(c.var)
    const workflow = await load(account, pathId(c))
    const run = await account.one('workflowRuns', pathId(c, 'runId'))
    if (!run || run.workflowId !== workflow.id) throw notFound()
    const [presented] = await presentRuns(db, [await resumeWorkflowRun(deps, run)])
    return c.json({ data: presented })
  })

  app.get('/workflows/:id/runs/:runId/log', allow.module('leads'), reads({ query: workflowLogQuery }), async (c) => {
    const account = scopeOf(c.var)
    const workflow = await load(account, pathId(c))
    const run = await account.one('workflowRuns', pathId(c, 'runId'))
    if (!run || run.workflowId !== workflow.id) throw notFound()
    const { cursor } = readQuery(c, workflowLogQuery)
    return c.json(await logPage(db, account, run, cursor ? Number(cursor) : null))
  })

  return app
}
