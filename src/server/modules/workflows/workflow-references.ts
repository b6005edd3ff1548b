import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { aiPrompts, webhookConnections } from '../../db/schema'
import type { WorkflowGraph, WorkflowReferences } from '../../../shared/automation/workflow-nodes'

const namedIds = (graph: WorkflowGraph, field: string) => [
  ...new Set(graph.nodes.flatMap((n) => {
    const id = (n.data as Record<string, unknown> | undefined)?.[field]
    return typeof id === 'number' && Number.isSafeInteger(id) ? [id] : []
  })),
]

/**
 * Which of the prompts and webhooks the graph's steps name the account can still use: its own prompts and the
 * platform's, its own webhook connections. The publish check reads them, so a step naming one that was deleted, or
 * another account's, is refused on its field as the builder refuses it (nodeErrors).
 */
export async function graphReferences(db: Database, accountId: number, graph: WorkflowGraph): Promise<WorkflowReferences> {
  const promptIds = namedIds(graph, 'prompt_id')
  const webhookIds = namedIds(graph, 'webhook_id')
  const prompts = promptIds.length
    ? await db.select({ id: aiPrompts.id }).from(aiPrompts).where(and(inArray(aiPrompts.id, promptIds), or(eq(aiPrompts.accountId, accountId), isNull(aiPrompts.accountId))))
    : []
  const webhooks = webhookIds.length
    ? await db.select({ id: webhookConnections.id }).from(webhookConnections).where(and(inArray(webhookConnections.id, webhookIds), eq(webhookConnections.accountId, accountId)))
    : []
  return { promptIds: prompts.map((p) => p.id), webhookIds: webhooks.map((w) => w.id) }
}
