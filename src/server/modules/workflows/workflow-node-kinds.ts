import type { LeadJobKind } from '../../../shared/lead-jobs/schemas'
import type { WorkflowNode } from '../../../shared/automation/workflow-nodes'

/** The lead-job kind a node runs, with its params: enrichment, AI writing and delivery reuse the lead jobs' processors. */
export function processorCall(node: WorkflowNode): { kind: LeadJobKind; params: Record<string, unknown> } | null {
  const data = node.data as Record<string, unknown>
  switch (node.type) {
    case 'enrichment':
      return { kind: data.kind as LeadJobKind, params: data.kind === 'get-employees' ? { limit: data.limit } : {} }
    case 'ai_research':
    case 'content_creation':
      return {
        kind: 'ai-write',
        params: {
          prompt_type: data.prompt_type,
          ...(data.prompt_id != null && { prompt_id: data.prompt_id }),
          overwrite: data.overwrite === true,
          ...(typeof data.instructions === 'string' && data.instructions.trim() !== '' && { instructions: data.instructions }),
        },
      }
    case 'connection':
      return data.target === 'crm'
        ? { kind: 'send-crm', params: { provider: data.provider } }
        : { kind: 'send-webhook', params: data.webhook_id != null ? { webhook_id: data.webhook_id } : {} }
    default:
      return null
  }
}
