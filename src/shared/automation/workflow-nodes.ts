import { array, boolean, defaulted, enums, integer, nullable, number, object, optional, record, refine, size, string, unknown, type Infer, type Struct } from 'superstruct'
import { customSearchItem } from '../leads/filters'
import { promptTypes } from '../ai/prompts'
import { crmProviders } from '../integrations/types'
import { MAX_EMPLOYEES_PER_LEAD, DEFAULT_EMPLOYEES_PER_LEAD } from '../leads/enrichment'
import { reject, validate, type FieldMessages } from '../validate'

/**
 * The node kinds of a workflow and each kind's settings (`data` of a reactflow node). The builder's settings forms
 * and the server's publish check read the same structs, so a form that saves is a node that publishes.
 */
export const workflowNodeTypes = ['trigger', 'ai_research', 'content_creation', 'connection', 'filters', 'enrichment', 'custom_labels'] as const
export type WorkflowNodeType = (typeof workflowNodeTypes)[number]

const nonEmpty = <T>(struct: Struct<T[], Struct<T>>) => refine(struct, 'nonEmpty', (v) => v.length > 0 || reject('validation.required'))
const bounded = (min: number, max: number) =>
  refine(integer(), 'range', (v) => (v < min ? reject('validation.min', { min }) : v > max ? reject('validation.max', { max }) : true))
const text = (max: number) => size(string(), 0, max)

/** Enrichment kinds a node can run: the lead jobs' enrichment providers. */
export const workflowEnrichmentKinds = ['find-emails', 'get-phones', 'get-employees', 'enrich'] as const

/** What starts a run: a run started by hand on the related list (or a selection of it), or each lead new to it. */
export const workflowTriggerEvents = ['manual', 'new_leads'] as const

export const workflowNodeSettings = {
  trigger: object({ event: defaulted(enums(workflowTriggerEvents), 'manual') }),
  /** A research note about the lead, written into the lead's AI texts under `prompt_type` (default `summary`). */
  ai_research: object({
    prompt_type: defaulted(enums(promptTypes), 'summary'),
    prompt_id: optional(nullable(integer())),
    instructions: defaulted(text(2000), ''),
    overwrite: defaulted(boolean(), false),
  }),
  /** A text for outreach (first line, subject, direct message...), by the AI writer or the template writer. */
  content_creation: object({
    prompt_type: defaulted(enums(promptTypes), 'first_line'),
    prompt_id: optional(nullable(integer())),
    overwrite: defaulted(boolean(), false),
  }),
  /** Delivery of the lead: to a connected CRM, or to the list's webhook (or a given one). */
  connection: refine(
    object({
      target: enums(['crm', 'webhook']),
      provider: optional(nullable(enums(crmProviders))),
      /** A webhook of the account; absent: the list's own webhook. */
      webhook_id: optional(nullable(integer())),
    }),
    'provider',
    (v) => v.target !== 'crm' || v.provider != null || reject('validation.required', {}, ['provider']),
  ),
  /** Leads that do not match stop here, free: the rest of the workflow is skipped for them. */
  filters: object({
    match: defaulted(enums(['all', 'any']), 'all'),
    conditions: nonEmpty(array(customSearchItem)),
  }),
  enrichment: object({
    kind: enums(workflowEnrichmentKinds),
    /** Employees wanted per company (get-employees only). */
    limit: defaulted(bounded(1, MAX_EMPLOYEES_PER_LEAD), DEFAULT_EMPLOYEES_PER_LEAD),
  }),
  custom_labels: object({ label_ids: nonEmpty(array(integer())) }),
} satisfies { [K in WorkflowNodeType]: unknown }


/** Settings a new node of each kind starts with (the builder's "add node"); those needing a choice are invalid until made. */
export const defaultNodeSettings: { [K in WorkflowNodeType]: Record<string, unknown> } = {
  trigger: { event: 'manual' },
  ai_research: { prompt_type: 'summary', instructions: '', overwrite: false },
  content_creation: { prompt_type: 'first_line', overwrite: false },
  connection: { target: 'webhook', provider: null, webhook_id: null },
  filters: { match: 'all', conditions: [] },
  enrichment: { kind: 'find-emails', limit: DEFAULT_EMPLOYEES_PER_LEAD },
  custom_labels: { label_ids: [] },
}

const nodeId = size(string(), 1, 100)

/** The graph as reactflow holds it; node ids are the builder's own strings. */
export const workflowGraph = object({
  nodes: size(
    array(
      object({
        id: nodeId,
        type: enums(workflowNodeTypes),
        data: defaulted(record(string(), unknown()), {}),
        position: object({ x: number(), y: number() }),
      }),
    ),
    0,
    200,
  ),
  edges: size(array(object({ id: nodeId, source: nodeId, target: nodeId })), 0, 400),
})
export type WorkflowGraph = Infer<typeof workflowGraph>
export type WorkflowNode = WorkflowGraph['nodes'][number]

export const emptyGraph = (): WorkflowGraph => ({ nodes: [{ id: 'trigger', type: 'trigger', data: { event: 'manual' }, position: { x: 0, y: 0 } }], edges: [] })

/** One node's settings checked: the defaulted value, or field messages for its form. */
export function validateNodeSettings(type: WorkflowNodeType, data: unknown): { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldMessages } {
  const checked = validate(workflowNodeSettings[type] as unknown as Struct<Record<string, unknown>, unknown>, data ?? {})
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, errors: checked.errors }
}

/**
 * The account's prompts and webhooks as the builder knows them; null where it does not (not loaded yet, or the
 * server's check, which reads them when it runs): a node naming an id not in a known set is invalid on that field.
 */
export type WorkflowReferences = { promptIds: readonly number[] | null; webhookIds: readonly number[] | null }
export const unknownReferences: WorkflowReferences = { promptIds: null, webhookIds: null }

/** A node's field messages: its settings, then a prompt or webhook it names that the account no longer has. Null when valid. */
export function nodeErrors(node: Pick<WorkflowNode, 'type' | 'data'>, references: WorkflowReferences = unknownReferences): FieldMessages | null {
  const checked = validateNodeSettings(node.type, node.data)
  const errors: FieldMessages = checked.ok ? {} : { ...checked.errors }
  const data = (node.data ?? {}) as Record<string, unknown>
  const missing = (field: string, known: readonly number[] | null, code: 'automation.workflow_prompt_missing' | 'automation.workflow_webhook_missing') => {
    const id = data[field]
    if (known && typeof id === 'number' && !known.includes(id) && !errors[field]) errors[field] = [{ code }]
  }
  if (node.type === 'ai_research' || node.type === 'content_creation') missing('prompt_id', references.promptIds, 'automation.workflow_prompt_missing')
  if (node.type === 'connection' && data.target !== 'crm') missing('webhook_id', references.webhookIds, 'automation.workflow_webhook_missing')
  return Object.keys(errors).length ? errors : null
}

export type WorkflowProblemCode = 'automation.workflow_not_connected' | 'automation.workflow_trigger_count' | 'automation.workflow_cycle' | 'automation.workflow_node_invalid'
/** A reason the graph cannot be published; `node_id` names the node it is about, when there is one. */
export type WorkflowProblem = { code: WorkflowProblemCode; node_id?: string; errors?: FieldMessages }

/**
 * Whether a graph can be published, every problem at once: exactly one trigger; every edge joins two nodes of the
 * graph and no node twice; every node connected and reachable from the trigger (an orphan or an island is "not
 * connected"); no cycles; every node's settings valid. Empty when it can.
 */
export function validateGraph(graph: WorkflowGraph, references: WorkflowReferences = unknownReferences): WorkflowProblem[] {
  const problems: WorkflowProblem[] = []
  const ids = new Set(graph.nodes.map((n) => n.id))
  const triggers = graph.nodes.filter((n) => n.type === 'trigger')
  if (triggers.length !== 1) problems.push({ code: 'automation.workflow_trigger_count' })
  for (const node of graph.nodes) {
    const errors = nodeErrors(node, references)
    if (errors) problems.push({ code: 'automation.workflow_node_invalid', node_id: node.id, errors })
  }
  const outgoing = adjacency(graph)
  for (const edge of graph.edges) {
    if (!ids.has(edge.source) || !ids.has(edge.target) || edge.source === edge.target) problems.push({ code: 'automation.workflow_not_connected', node_id: ids.has(edge.source) ? edge.target : edge.source })
  }
  if (triggers.length === 1) {
    const reached = reachableFrom(triggers[0].id, outgoing)
    for (const node of graph.nodes) if (!reached.has(node.id)) problems.push({ code: 'automation.workflow_not_connected', node_id: node.id })
  } else if (graph.nodes.length > 1) {
    const touched = new Set(graph.edges.flatMap((e) => [e.source, e.target]))
    for (const node of graph.nodes) if (!touched.has(node.id)) problems.push({ code: 'automation.workflow_not_connected', node_id: node.id })
  }
  for (const trigger of triggers) if (graph.edges.some((e) => e.target === trigger.id)) problems.push({ code: 'automation.workflow_cycle', node_id: trigger.id })
  const order = topologicalOrder(graph)
  if (!order) problems.push({ code: 'automation.workflow_cycle' })
  return dedupe(problems)
}

/** The node ids in an order where every edge goes forward (ties kept in the graph's order), or null on a cycle. */
export function topologicalOrder(graph: WorkflowGraph): string[] | null {
  const ids = graph.nodes.map((n) => n.id)
  const known = new Set(ids)
  const indegree = new Map(ids.map((id) => [id, 0]))
  const outgoing = adjacency(graph)
  for (const edge of graph.edges) if (known.has(edge.source) && known.has(edge.target)) indegree.set(edge.target, (indegree.get(edge.target) ?? 0) + 1)
  const ready = ids.filter((id) => indegree.get(id) === 0)
  const order: string[] = []
  while (ready.length) {
    const id = ready.shift() as string
    order.push(id)
    for (const next of outgoing.get(id) ?? []) {
      const left = (indegree.get(next) ?? 0) - 1
      indegree.set(next, left)
      if (left === 0) ready.push(next)
    }
  }
  return order.length === ids.length ? order : null
}

/** Whether adding `source -> target` keeps the graph a valid DAG (the builder's isValidConnection and "Connect to..."). */
export function canConnect(graph: WorkflowGraph, source: string, target: string): boolean {
  if (source === target) return false
  if (graph.edges.some((e) => e.source === source && e.target === target)) return false
  const targetNode = graph.nodes.find((n) => n.id === target)
  if (!targetNode || targetNode.type === 'trigger') return false
  return !reachableFrom(target, adjacency(graph)).has(source)
}

function adjacency(graph: WorkflowGraph): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const edge of graph.edges) {
    const list = out.get(edge.source) ?? []
    list.push(edge.target)
    out.set(edge.source, list)
  }
  return out
}

function reachableFrom(start: string, outgoing: Map<string, string[]>): Set<string> {
  const seen = new Set([start])
  const stack = [start]
  while (stack.length) {
    for (const next of outgoing.get(stack.pop() as string) ?? []) {
      if (!seen.has(next)) {
        seen.add(next)
        stack.push(next)
      }
    }
  }
  return seen
}

function dedupe(problems: WorkflowProblem[]): WorkflowProblem[] {
  const seen = new Set<string>()
  return problems.filter((p) => {
    const key = `${p.code}:${p.node_id ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
