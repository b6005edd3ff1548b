import type { Locale } from '../i18n/locales'
import type { WorkflowGraph, WorkflowNode } from './workflow-nodes'
import type { WorkflowTemplate } from './workflow-schemas'

type Words = { name: string; description: string }
type TemplateSource = { key: string; words: Record<Locale, Words>; nodes: Omit<WorkflowNode, 'position'>[] }

const trigger: Omit<WorkflowNode, 'position'> = { id: 'trigger', type: 'trigger', data: { event: 'manual' } }

/** Prebuilt workflows: a chain of nodes each (the builder lays them out again with dagre). */
const sources: TemplateSource[] = [
  {
    key: 'enrich-and-deliver',
    words: {
      en: { name: 'Enrich and deliver', description: 'Find e-mails for leads with a website, then send them to the list\'s webhook.' },
      es: { name: 'Enriquecer y entregar', description: 'Busca e-mails de los leads con sitio web y envíalos al webhook de la lista.' },
      fr: { name: 'Enrichir et livrer', description: 'Trouve les e-mails des leads qui ont un site web, puis envoie-les au webhook de la liste.' },
      de: { name: 'Anreichern und zustellen', description: 'Findet E-Mails für Leads mit Website und sendet sie an den Webhook der Liste.' },
    },
    nodes: [
      trigger,
      { id: 'filters', type: 'filters', data: { match: 'all', conditions: [{ field: 'website', operator: 'not empty', value: null }] } },
      { id: 'enrichment', type: 'enrichment', data: { kind: 'find-emails', limit: 5 } },
      { id: 'connection', type: 'connection', data: { target: 'webhook', provider: null, webhook_id: null } },
    ],
  },
  {
    key: 'personalised-outreach',
    words: {
      en: { name: 'Personalised outreach', description: 'Research each lead, write a first line for it, and label it ready.' },
      es: { name: 'Contacto personalizado', description: 'Investiga cada lead, escribe una primera línea para él y márcalo como listo.' },
      fr: { name: 'Prospection personnalisée', description: 'Étudie chaque lead, rédige une première phrase pour lui et marque-le comme prêt.' },
      de: { name: 'Persönliche Ansprache', description: 'Recherchiert jeden Lead, schreibt einen ersten Satz und markiert ihn als bereit.' },
    },
    nodes: [
      trigger,
      { id: 'ai_research', type: 'ai_research', data: { prompt_type: 'summary', instructions: '', overwrite: false } },
      { id: 'content_creation', type: 'content_creation', data: { prompt_type: 'first_line', overwrite: false } },
      { id: 'custom_labels', type: 'custom_labels', data: { label_ids: [] } },
    ],
  },
  {
    key: 'qualify-to-crm',
    words: {
      en: { name: 'Qualify and send to CRM', description: 'Keep leads with an e-mail, write a subject line, and send them to a CRM.' },
      es: { name: 'Calificar y enviar al CRM', description: 'Conserva los leads con e-mail, escribe un asunto y envíalos a un CRM.' },
      fr: { name: 'Qualifier et envoyer au CRM', description: 'Garde les leads avec un e-mail, rédige un objet et envoie-les à un CRM.' },
      de: { name: 'Qualifizieren und ans CRM senden', description: 'Behält Leads mit E-Mail, schreibt eine Betreffzeile und sendet sie an ein CRM.' },
    },
    nodes: [
      trigger,
      { id: 'filters', type: 'filters', data: { match: 'all', conditions: [{ field: 'email', operator: 'not empty', value: null }] } },
      { id: 'content_creation', type: 'content_creation', data: { prompt_type: 'subject', overwrite: false } },
      { id: 'connection', type: 'connection', data: { target: 'crm', provider: null, webhook_id: null } },
    ],
  },
]

const COLUMN = 260

function chain(nodes: Omit<WorkflowNode, 'position'>[]): WorkflowGraph {
  return {
    nodes: nodes.map((n, i) => ({ ...n, data: structuredClone(n.data), position: { x: i * COLUMN, y: 0 } })),
    edges: nodes.slice(1).map((n, i) => ({ id: `e-${nodes[i].id}-${n.id}`, source: nodes[i].id, target: n.id })),
  }
}

/** The templates, worded in `locale`. Some leave a choice to make (a label, a CRM): publishing asks for it. */
export function workflowTemplates(locale: Locale): WorkflowTemplate[] {
  return sources.map((s) => ({ key: s.key, ...s.words[locale], graph: chain(s.nodes) }))
}

export function workflowTemplate(key: string, locale: Locale): WorkflowTemplate | undefined {
  return workflowTemplates(locale).find((t) => t.key === key)
}
