import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workflowLeadRuns, workflowRuns, workflows, workflowVersions } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { queryRows } from '../credits/credit-rows'
import { inTransaction } from '../../db/transaction'
import { emptyGraph, topologicalOrder, type WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import type { Workflow, WorkflowLogEntry, WorkflowLogPage, WorkflowRun, WorkflowRunsPage, WorkflowSummary } from '../../../shared/automation/workflow-schemas'

export type WorkflowRow = typeof workflows.$inferSelect
type VersionRow = typeof workflowVersions.$inferSelect
export type WorkflowRunRow = typeof workflowRuns.$inferSelect

/** Version 0 is the draft; published versions count from 1. */
export const DRAFT_VERSION = 0

export async function draftOf(db: Database, workflowId: number): Promise<VersionRow> {
  const [row] = await db.select().from(workflowVersions).where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.version, DRAFT_VERSION)))
  if (!row) throw new Error(`Workflow ${workflowId} has no draft.`)
  return row
}

export async function publishedOf(db: Database, workflow: WorkflowRow): Promise<VersionRow | null> {
  if (workflow.publishedVersion === null) return null
  const [row] = await db.select().from(workflowVersions).where(and(eq(workflowVersions.workflowId, workflow.id), eq(workflowVersions.version, workflow.publishedVersion)))
  return row ?? null
}

export async function presentWorkflow(db: Database, workflow: WorkflowRow): Promise<Workflow> {
  const draft = await draftOf(db, workflow.id)
  const published = await publishedOf(db, workflow)
  const graph = draft.graph ?? emptyGraph()
  return {
    id: workflow.id,
    name: workflow.name,
    description: workflow.description,
    campaign_id: workflow.campaignId,
    trigger: graph.nodes.find((n) => n.type === 'trigger')?.data ?? {},
    draft: graph,
    draft_revision: workflow.draftRevision,
    published: published ? { version: published.version, graph: published.graph, published_at: (published.publishedAt ?? published.createdAt).toISOString() } : null,
  }
}

/** The dashboard's rows: status, whether the draft moved on since the last publish, and the runs. */
export async function listWorkflows(db: Database, account: AccountScope): Promise<WorkflowSummary[]> {
  const rows = await queryRows<{
    id: number; name: string; description: string; campaign_id: number | null; published_version: number | null
    draft_changed: boolean | null; runs: number | string; last_at: string | Date | null; updated_at: string | Date
  }>(
    db,
    sql`select w.id, w.name, w.description, w.campaign_id, w.published_version, w.updated_at,
          (p.graph is distinct from d.graph) as draft_changed,
          (select count(*) from workflow_runs r where r.workflow_id = w.id) as runs,
          (select max(r.created_at) from workflow_runs r where r.workflow_id = w.id) as last_at
        from workflows w
        join workflow_versions d on d.workflow_id = w.id and d.version = ${DRAFT_VERSION}
        left join workflow_versions p on p.workflow_id = w.id and p.version = w.published_version
        where w.account_id = ${account.accountId}
        order by w.updated_at desc, w.id desc`,
  )
  const iso = (v: string | Date) => new Date(v).toISOString()
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    campaign_id: r.campaign_id === null ? null : Number(r.campaign_id),
    status: r.published_version === null ? 'draft' : 'published',
    published_version: r.published_version === null ? null : Number(r.published_version),
    draft_changed: r.published_version === null ? true : Boolean(r.draft_changed),
    runs: { total: Number(r.runs), last_at: r.last_at ? iso(r.last_at) : null },
    updated_at: iso(r.updated_at),
  }))
}

export async function createWorkflow(db: Database, account: AccountScope, fields: { name: string; description: string; campaignId: number | null; graph: WorkflowGraph }, now: Date): Promise<WorkflowRow> {
  return inTransaction(db, async (t) => {
    const [row] = await t
      .insert(workflows)
      .values({ accountId: account.accountId, name: fields.name, description: fields.description, campaignId: fields.campaignId, createdAt: now, updatedAt: now })
      .returning()
    await t.insert(workflowVersions).values({ workflowId: row.id, version: DRAFT_VERSION, graph: fields.graph, createdAt: now })
    return row
  })
}

/** The run's counts by lead status, as the API answers a run. */
export async function presentRuns(db: Database, runs: WorkflowRunRow[]): Promise<WorkflowRun[]> {
  if (!runs.length) return []
  const counts = await queryRows<{ run_id: number; status: string; n: number | string }>(
    db,
    sql`select run_id, status, count(*) as n from workflow_lead_runs where run_id in (${sql.join(runs.map((r) => sql`${r.id}`), sql`, `)}) group by run_id, status`,
  )
  return runs.map((run) => {
    const of = (status: string) => Number(counts.find((c) => Number(c.run_id) === run.id && c.status === status)?.n ?? 0)
    return {
      id: run.id,
      version: run.version,
      status: run.status,
      leads: { total: run.total, done: of('done'), failed: of('failed'), skipped: of('skipped') },
      credits: run.credits,
      started_at: run.startedAt?.toISOString() ?? null,
      finished_at: run.finishedAt?.toISOString() ?? null,
    }
  })
}

export const RUNS_PAGE = 25

export async function runsPage(db: Database, account: AccountScope, workflowId: number, cursor: number | null): Promise<WorkflowRunsPage> {
  const rows = await db
    .select()
    .from(workflowRuns)
    .where(account.where('workflowRuns', and(eq(workflowRuns.workflowId, workflowId), cursor ? sql`${workflowRuns.id} < ${cursor}` : undefined)))
    .orderBy(desc(workflowRuns.id))
    .limit(RUNS_PAGE + 1)
  const page = rows.slice(0, RUNS_PAGE)
  return { data: await presentRuns(db, page), next_cursor: rows.length > RUNS_PAGE ? String(page[page.length - 1].id) : null }
}

/** A page of a run's log holds at most this many rows: whole leads, every node of each. */
export const LOG_LIMIT = 2_000

/**
 * The log of a run per lead (in run order) and node (in graph order), keyset by lead run id: a page takes the leads after
 * `cursor` that have node rows, as many as fit in LOG_LIMIT rows, so a lead is never split across pages.
 */
export async function logPage(db: Database, account: AccountScope, run: WorkflowRunRow, cursor: number | null): Promise<WorkflowLogPage> {
  const [version] = await db.select({ graph: workflowVersions.graph }).from(workflowVersions).where(eq(workflowVersions.id, run.versionId))
  const order = new Map((topologicalOrder(version.graph) ?? []).map((id, i) => [id, i]))
  const leads = Math.max(1, Math.floor(LOG_LIMIT / Math.max(1, version.graph.nodes.length)))
  const rows = await queryRows<{ lead_run: number; lead_id: number; lead_name: string | null; node_id: string; status: WorkflowLogEntry['status']; attempts: number; cost: number; message: string | null; finished_at: string | Date | null }>(
    db,
    sql`with page as (
          select lr.id, lr.result_id from ${workflowLeadRuns} lr
          where lr.run_id = ${run.id} and lr.id > ${cursor ?? 0}
            and exists (select 1 from workflow_node_runs n where n.lead_run_id = lr.id)
          order by lr.id
          limit ${leads + 1}
        )
        select p.id as lead_run, p.result_id as lead_id, r.name as lead_name, n.node_id, n.status, n.attempts, n.cost, n.message, n.finished_at
          from page p
          join workflow_node_runs n on n.lead_run_id = p.id
          left join lead_results r on r.id = p.result_id and r.account_id = ${account.accountId}`,
  )
  const leadRuns = [...new Set(rows.map((r) => Number(r.lead_run)))].sort((a, b) => a - b)
  const kept = new Set(leadRuns.slice(0, leads))
  const data: WorkflowLogEntry[] = rows
    .filter((r) => kept.has(Number(r.lead_run)))
    .sort((a, b) => Number(a.lead_run) - Number(b.lead_run) || (order.get(a.node_id) ?? 0) - (order.get(b.node_id) ?? 0))
    .map((r) => ({
      lead_id: Number(r.lead_id), lead_name: r.lead_name, node_id: r.node_id, status: r.status, attempts: Number(r.attempts), cost: Number(r.cost),
      message: r.message, finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    }))
  return { data, next_cursor: leadRuns.length > leads ? String(leadRuns[leads - 1]) : null }
}
