import { stepNumbers } from '../../../../commands/workflows'
import type { WorkflowGraph, WorkflowNode } from '../../../shared/automation/workflow-nodes'
import type { FieldMessages } from '../../../shared/message-format'
import { wordMessage } from '../../../shared/message-wording'
import type { Translate } from '../../i18n'

export const kindTitle = (t: Translate, type: WorkflowNode['type']) => t(`workflows.kinds.${type}`)

/** "Step 2: Enrichment", the name a step has in the canvas, the palette and the log. */
export function stepLabel(t: Translate, graph: WorkflowGraph, id: string, numbers = stepNumbers(graph)): string {
  const node = graph.nodes.find((n) => n.id === id)
  return node ? t('workflows.step', { n: numbers.get(id) ?? 0, kind: kindTitle(t, node.type) }) : id
}

/** One line saying what a step does with its settings as they are ("Find e-mails", "First line, keeps texts"). */
export function stepSummary(t: Translate, node: WorkflowNode): string {
  const data = node.data as Record<string, unknown>
  switch (node.type) {
    case 'trigger':
      return t(`workflows.trigger.${data.event === 'new_leads' ? 'new_leads' : 'manual'}`)
    case 'ai_research':
    case 'content_creation':
      return typeof data.prompt_type === 'string' ? t(`ai.promptTypes.${data.prompt_type}`) : ''
    case 'connection':
      if (data.target === 'crm') return t('workflows.connection.crmTo', { provider: typeof data.provider === 'string' ? data.provider : '—' })
      return t(typeof data.webhook_id === 'number' ? 'workflows.connection.otherWebhook' : 'workflows.connection.webhook')
    case 'filters':
      return t('workflows.filters.count', { count: Array.isArray(data.conditions) ? data.conditions.length : 0 })
    case 'enrichment':
      return typeof data.kind === 'string' ? t(`workflows.enrichmentKinds.${data.kind}`) : ''
    case 'custom_labels':
      return t('workflows.labels.count', { count: Array.isArray(data.label_ids) ? data.label_ids.length : 0 })
  }
}

/** The settings field a message is about, by the label its form gives it. */
const fieldLabels: Record<string, string> = {
  event: 'workflows.form.event', prompt_type: 'workflows.form.promptType', prompt_id: 'workflows.form.prompt', instructions: 'workflows.form.instructions',
  target: 'workflows.form.target', provider: 'workflows.form.provider', webhook_id: 'workflows.form.webhook', match: 'workflows.form.match',
  conditions: 'workflows.filters.conditions', kind: 'workflows.form.enrichmentKind', limit: 'workflows.form.limit', label_ids: 'workflows.form.labels',
}

/** A step's field messages as one line naming each field ("Prompt: The chosen prompt no longer exists…"). */
export function problemFields(t: Translate, locale: string, errors: FieldMessages): string {
  return Object.entries(errors)
    .map(([field, messages]) => {
      const key = fieldLabels[field.split('.')[0]]
      const words = messages.map((m) => wordMessage(m, t, locale)).join(' ')
      return key ? t('workflows.problems.field', { field: t(key), message: words }) : words
    })
    .join(' ')
}
