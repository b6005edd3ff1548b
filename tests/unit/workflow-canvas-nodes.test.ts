import { describe, expect, it } from 'vitest'
import { stepNumbers } from '../../commands/workflows'
import { flowNodes } from '../../src/client/features/automation/workflow-canvas'
import type { WorkflowGraph, WorkflowNode } from '../../src/shared/automation/workflow-nodes'

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)
const node = (id: string, type: WorkflowNode['type'], data: Record<string, unknown> = {}): WorkflowNode => ({ id, type, data, position: { x: 10, y: 20 } })
const graph: WorkflowGraph = {
  nodes: [node('trigger', 'trigger', { event: 'manual' }), node('emails', 'enrichment', { kind: 'find-emails' })],
  edges: [{ id: 'trigger->emails', source: 'trigger', target: 'emails' }],
}

describe('the canvas nodes handed to reactflow', () => {
  it('carry the size reactflow measured, so a later change does not hide them until measured again', () => {
    // Reactflow 11 rebuilds its nodes from these objects; one without a size is drawn hidden. Before this, every
    // change dropped the sizes and a measurement landing in the same render as the next change left the canvas empty.
    const sizes = new Map([['trigger', { width: 180, height: 64 }]])
    const nodes = flowNodes(t, graph, stepNumbers(graph), new Map(), new Map(), sizes)
    expect(nodes.map((n) => [n.id, n.width, n.height])).toEqual([
      ['trigger', 180, 64],
      ['emails', undefined, undefined],
    ])
    expect(nodes[0]).toMatchObject({ position: { x: 10, y: 20 }, deletable: false })
    expect(nodes[1]).toMatchObject({ deletable: true })
  })

  it('name each node with its step, summary, problem and log line', () => {
    const nodes = flowNodes(t, graph, stepNumbers(graph), new Map([['emails', 'No list chosen']]), new Map([['emails', '3 leads done']]), new Map())
    expect(nodes[1].ariaLabel).toContain('No list chosen')
    expect(nodes[1].ariaLabel).toContain('3 leads done')
    expect(nodes[1].data).toMatchObject({ problem: 'No list chosen', log: '3 leads done', type: 'enrichment' })
  })
})
