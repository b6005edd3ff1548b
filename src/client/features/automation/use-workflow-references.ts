import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { promptsQuery } from '../../../api/ai'
import { webhooksQuery } from '../../../api/integrations'
import type { WorkflowReferences } from '../../../shared/automation/workflow-nodes'
import type { Prompt } from '../../../shared/ai/prompts'
import type { WebhookConnection } from '../../../shared/integrations/types'

export type WorkflowReferenceData = { prompts: readonly Prompt[] | null; webhooks: readonly WebhookConnection[] | null; references: WorkflowReferences }

/**
 * The account's prompts (its own and the platform's) and webhook connections, for the steps' pickers; once both are
 * loaded the publish machine gets their ids (REFERENCES), so a step naming one that was deleted cannot be published.
 */
export function useWorkflowReferences(send: (event: { type: 'REFERENCES'; references: WorkflowReferences }) => void): WorkflowReferenceData {
  const prompts = useQuery(promptsQuery({ show_default: true }))
  const webhooks = useQuery(webhooksQuery())
  const references = useMemo<WorkflowReferences>(
    () => ({ promptIds: prompts.data ? prompts.data.map((p) => p.id) : null, webhookIds: webhooks.data ? webhooks.data.map((w) => w.id) : null }),
    [prompts.data, webhooks.data],
  )
  useEffect(() => send({ type: 'REFERENCES', references }), [references, send])
  return { prompts: prompts.data ?? null, webhooks: webhooks.data ?? null, references }
}
