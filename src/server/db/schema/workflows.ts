import { pgTable, serial, integer, text, timestamp, jsonb, index, uniqueIndex, boolean } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts } from './accounts'
import { campaigns } from './leads'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'

export const workflowRunStatuses = ['queued', 'running', 'done', 'stopped_credits', 'failed'] as const
export const workflowLeadRunStatuses = ['pending', 'done', 'skipped', 'failed'] as const
export const workflowNodeRunStatuses = ['pending', 'done', 'skipped', 'failed'] as const

/** A workflow: its name and list; its graphs are its versions (one draft, published ones frozen). */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** The draft's revision: a PUT or publish naming an older one is refused (optimistic concurrency). */
    draftRevision: integer('draft_revision').notNull().default(1),
    /** The newest published version's number, null before the first publish. */
    publishedVersion: integer('published_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflows_account_idx').on(t.accountId, t.id)],
)

/**
 * A graph of a workflow: version 0 is the draft (edited in place), 1.. are published and frozen (a trigger refuses
 * any UPDATE of a published row's graph, migration 0025).
 */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: serial('id').primaryKey(),
    workflowId: integer('workflow_id').notNull().references(() => workflows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    published: boolean('published').notNull().default(false),
    graph: jsonb('graph').$type<WorkflowGraph>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workflow_versions_version_uq').on(t.workflowId, t.version)],
)

/** A run of a published version over a list's leads; it keeps the version it started on. */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    workflowId: integer('workflow_id').notNull().references(() => workflows.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').notNull().references(() => workflowVersions.id),
    version: integer('version').notNull(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: workflowRunStatuses }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('workflow_runs_workflow_idx').on(t.workflowId, t.id), index('workflow_runs_account_idx').on(t.accountId)],
)

/** One lead of a run (no foreign key to the result: a lead deleted mid-run is skipped, the run's counts stay whole). */
export const workflowLeadRuns = pgTable(
  'workflow_lead_runs',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id').notNull().references(() => workflowRuns.id, { onDelete: 'cascade' }),
    resultId: integer('result_id').notNull(),
    status: text('status', { enum: workflowLeadRunStatuses }).notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the new_leads trigger of this published version started the lead: each lead starts once per version. */
    triggerVersionId: integer('trigger_version_id').references(() => workflowVersions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('workflow_lead_runs_uq').on(t.runId, t.resultId),
    index('workflow_lead_runs_status_idx').on(t.runId, t.status, t.id),
    uniqueIndex('workflow_lead_runs_trigger_uq').on(t.triggerVersionId, t.resultId).where(sql`${t.triggerVersionId} is not null`),
  ],
)

/** One node for one lead: the checkpoint (UNIQUE(lead_run, node)); a resume reuses the finished ones. */
export const workflowNodeRuns = pgTable(
  'workflow_node_runs',
  {
    id: serial('id').primaryKey(),
    leadRunId: integer('lead_run_id').notNull().references(() => workflowLeadRuns.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    status: text('status', { enum: workflowNodeRunStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    /** Why a node skipped or failed, in the user's words. */
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The ledger key of the debit this pending node run was last covered by, written in the debit's transaction: a
     * resume that groups the leads differently refunds it before debiting under its own key (workflow-debit.ts).
     */
    debitKey: text('debit_key'),
  },
  (t) => [uniqueIndex('workflow_node_runs_uq').on(t.leadRunId, t.nodeId)],
)
