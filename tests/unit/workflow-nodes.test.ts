import { describe, expect, it } from 'vitest'
import { canConnect, defaultNodeSettings, topologicalOrder, validateGraph, validateNodeSettings, workflowNodeTypes, type WorkflowGraph } from '../../src/shared/automation/workflow-nodes'
import { workflowTemplates } from '../../src/shared/automation/workflow-templates'
import { locales } from '../../src/shared/i18n/locales'

const pos = { x: 0, y: 0 }
const node = (id: string, type: WorkflowGraph['nodes'][number]['type'] = 'custom_labels', data: Record<string, unknown> = { label_ids: [1] }) => ({ id, type, data, position: pos })
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target })
const codes = (graph: WorkflowGraph) => validateGraph(graph).map((p) => `${p.code}${p.node_id ? `@${p.node_id}` : ''}`)

describe('validateGraph', () => {
  it('accepts a chain and a diamond from one trigger', () => {
    expect(codes({ nodes: [node('t', 'trigger', {}), node('a')], edges: [edge('t', 'a')] })).toEqual([])
    expect(codes({ nodes: [node('t', 'trigger', {}), node('a'), node('b'), node('c')], edges: [edge('t', 'a'), edge('t', 'b'), edge('a', 'c'), edge('b', 'c')] })).toEqual([])
  })

  it('names every problem at once', () => {
    const graph = { nodes: [node('t', 'trigger', {}), node('a'), node('lonely'), node('bad', 'enrichment', { kind: 'x' })], edges: [edge('t', 'a'), edge('a', 'bad'), edge('bad', 'a')] }
    expect(codes(graph).sort()).toEqual(['automation.workflow_cycle', 'automation.workflow_node_invalid@bad', 'automation.workflow_not_connected@lonely'])
  })

  it('counts triggers, and refuses an edge into the trigger or to a missing node', () => {
    expect(codes({ nodes: [node('a')], edges: [] })).toContain('automation.workflow_trigger_count')
    expect(codes({ nodes: [node('t', 'trigger', {}), node('t2', 'trigger', {}), node('a')], edges: [edge('t', 'a'), edge('t2', 'a')] })).toContain('automation.workflow_trigger_count')
    expect(codes({ nodes: [node('t', 'trigger', {}), node('a')], edges: [edge('t', 'a'), edge('a', 't')] })).toContain('automation.workflow_cycle@t')
    expect(codes({ nodes: [node('t', 'trigger', {}), node('a')], edges: [edge('t', 'a'), edge('a', 'ghost')] })).toContain('automation.workflow_not_connected@ghost')
  })

  it('checks settings per kind: a CRM connection needs its provider', () => {
    expect(validateNodeSettings('connection', { target: 'crm' })).toMatchObject({ ok: false, errors: { provider: [{ code: 'validation.required' }] } })
    expect(validateNodeSettings('connection', { target: 'crm', provider: 'ghl' }).ok).toBe(true)
    expect(validateNodeSettings('enrichment', { kind: 'get-employees', limit: 99 })).toMatchObject({ ok: false, errors: { limit: [{ code: 'validation.max' }] } })
    expect(validateNodeSettings('filters', { conditions: [] })).toMatchObject({ ok: false, errors: { conditions: [{ code: 'validation.required' }] } })
  })

  it('starts new nodes with defaults: ready ones pass, those that need a choice say which field', () => {
    const ready = workflowNodeTypes.filter((type) => validateNodeSettings(type, defaultNodeSettings[type]).ok)
    expect(ready.sort()).toEqual(['ai_research', 'connection', 'content_creation', 'enrichment', 'trigger'])
  })
})

describe('order and connections', () => {
  const graph = { nodes: [node('t', 'trigger', {}), node('b'), node('a')], edges: [edge('t', 'a'), edge('a', 'b')] }
  it('orders nodes so every edge goes forward, or null on a cycle', () => {
    expect(topologicalOrder(graph)).toEqual(['t', 'a', 'b'])
    expect(topologicalOrder({ ...graph, edges: [...graph.edges, edge('b', 'a')] })).toBeNull()
  })
  it('refuses self-loops, duplicates, edges into the trigger and edges that close a cycle', () => {
    expect(canConnect(graph, 't', 'b')).toBe(true)
    expect(canConnect(graph, 'a', 'a')).toBe(false)
    expect(canConnect(graph, 't', 'a')).toBe(false)
    expect(canConnect(graph, 'a', 't')).toBe(false)
    expect(canConnect(graph, 'b', 'a')).toBe(false)
  })
})

describe('templates', () => {
  it.each(locales)('are worded in %s, and each is a connected graph without a cycle', (locale) => {
    for (const template of workflowTemplates(locale)) {
      expect(template.name.length).toBeGreaterThan(0)
      expect(codes(template.graph).filter((c) => !c.startsWith('automation.workflow_node_invalid'))).toEqual([])
    }
  })
})
