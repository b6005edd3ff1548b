import { Hono } from 'hono'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDeps, AppEnv } from '../../app-deps'
import { workflows, workflowVersions } from '../../db/schema'
import { accountIdOf, forAccount, type AccountScope } from '../../db/tenant-scope'
import { readBody, readQuery } from '../../http/read-body'
import { fieldError, notFound, refusal, validationFailed } from '../../http/api-error'
import { pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { inTransaction } from '../../db/transaction'
import { emptyGraph, validateGraph, type WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { workflowCreateBody, workflowPublishBody, workflowTemplatesQuery, workflowUpdateBody } from '../../../shared/automation/workflow-schemas'
import { workflowTemplate, workflowTemplates } from '../../../shared/automation/workflow-templates'
import { contentLocale } from '../courses/localize'
import { say } from '../../../shared/english-message'
import { graphReferences } from './workflow-references'
import { createWorkflow, draftOf, DRAFT_VERSION, listWorkflows, presentWorkflow, type WorkflowRow } from './workflow-store'

const conflict = () => refusal(409, { code: 'automation.workflow_conflict' })

/** The list must be the account's: another account's id reads like a missing one (404). */
async function ownList(account: AccountScope, campaignId: number | null | undefined) {
  if (campaignId === undefined || campaignId === null) return
  if (!(await account.one('campaigns', campaignId))) throw notFound()
}

/** Workflows: the dashboard, the draft (optimistic revisions), publishing (checked again here) and templates. */
export function workflowRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))
  const load = async (account: AccountScope, id: number): Promise<WorkflowRow> => {
    const row = await account.one('workflows', id)
    if (!row) throw notFound()
    return row
  }

  app.get('/workflow-templates', allow.module('leads'), reads({ query: workflowTemplatesQuery }), (c) => {
    const q = readQuery(c, workflowTemplatesQuery)
    return c.json({ data: workflowTemplates(contentLocale(q.lang, c.var.user.language)) })
  })

  app.get('/workflows', allow.module('leads'), async (c) => c.json({ data: await listWorkflows(db, scopeOf(c.var)) }))

  app.post('/workflows', allow.module('leads'), reads({ body: workflowCreateBody }), async (c) => {
    const account = scopeOf(c.var)
    const body = await readBody(c, workflowCreateBody)
    let graph: WorkflowGraph = emptyGraph()
    if (body.template !== undefined) {
      const template = workflowTemplate(body.template, 'en')
      if (!template) throw fieldError('template', 'automation.workflow_template_unknown')
      graph = template.graph
    }
    await ownList(account, body.campaign_id)
    const row = await createWorkflow(db, account, { name: body.name.trim(), description: body.description ?? '', campaignId: body.campaign_id ?? null, graph }, deps.now())
    return c.json({ data: await presentWorkflow(db, row) }, 201)
  })

  app.get('/workflows/:id', allow.module('leads'), async (c) => {
    const account = scopeOf(c.var)
    return c.json({ data: await presentWorkflow(db, await load(account, pathId(c))) })
  })

  app.put('/workflows/:id', allow.module('leads'), reads({ body: workflowUpdateBody }), async (c) => {
    const account = scopeOf(c.var)
    const id = pathId(c)
    const body = await readBody(c, workflowUpdateBody)
    await load(account, id)
    await ownList(account, body.campaign_id)
    const now = deps.now()
    const row = await inTransaction(db, async (t) => {
      // The revision moves only from the one the client edited: a stale editor gets a 409, never a silent overwrite.
      const [updated] = await t
        .update(workflows)
        .set({
          draftRevision: sql`${workflows.draftRevision} + 1`,
          updatedAt: now,
          ...(body.name !== undefined && { name: body.name.trim() }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.campaign_id !== undefined && { campaignId: body.campaign_id }),
        })
        .where(account.where('workflows', and(eq(workflows.id, id), eq(workflows.draftRevision, body.draft_revision))))
        .returning()
      if (!updated) return null
      if (body.draft) await t.update(workflowVersions).set({ graph: body.draft }).where(and(eq(workflowVersions.workflowId, id), eq(workflowVersions.version, DRAFT_VERSION)))
      return updated
    })
    if (!row) throw conflict()
    return c.json({ data: await presentWorkflow(db, row) })
  })

  app.delete('/workflows/:id', allow.module('leads'), async (c) => {
    const account = scopeOf(c.var)
    const [gone] = await account.delete('workflows', eq(workflows.id, pathId(c))).returning({ id: workflows.id })
    if (!gone) throw notFound()
    return c.json({ message: say('automation.workflow_deleted'), id: gone.id })
  })

  app.post('/workflows/:id/publish', allow.module('leads'), reads({ body: workflowPublishBody }), async (c) => {
    const account = scopeOf(c.var)
    const id = pathId(c)
    const body = await readBody(c, workflowPublishBody)
    const current = await load(account, id)
    if (current.draftRevision !== body.draft_revision) throw conflict()
    const now = deps.now()
    const row = await inTransaction(db, async (t) => {
      // Locks the workflow so two publishes of one revision make one version, and the draft cannot move meanwhile.
      const [locked] = await t.select().from(workflows).where(and(eq(workflows.id, id), eq(workflows.draftRevision, body.draft_revision))).for('update')
      if (!locked) throw conflict()
      const draft = await draftOf(t, id)
      const problems = validateGraph(draft.graph, await graphReferences(t, locked.accountId, draft.graph))
      if (problems.length) {
        const top = problems.some((p) => p.code === 'automation.workflow_not_connected') ? 'automation.workflow_not_connected' : problems[0].code
        throw validationFailed({}, { problems: problems.map(({ code, node_id, errors }) => ({ code, ...(node_id !== undefined && { node_id }), ...(errors && { field_codes: errors }) })) }, { code: top })
      }
      const version = (locked.publishedVersion ?? 0) + 1
      await t.insert(workflowVersions).values({ workflowId: id, version, published: true, graph: draft.graph, publishedAt: now, createdAt: now })
      const [published] = await t.update(workflows).set({ publishedVersion: version, updatedAt: now }).where(eq(workflows.id, id)).returning()
      return published
    })
    return c.json({ data: await presentWorkflow(db, row) })
  })

  return app
}
