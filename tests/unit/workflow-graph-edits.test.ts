import { describe, expect, it } from 'vitest'
import { stepNumbers } from '../../commands/workflows'
import { addNodeAfter, connectNodes, moveNode, removeElement } from '../../src/client/features/automation/workflow-graph-edits'
import { DEFAULT_NODE_SIZE, layoutGraph } from '../../src/client/features/automation/workflow-layout'
import { validateGraph, type WorkflowGraph, type WorkflowNode } from '../../src/shared/automation/workflow-nodes'

const node = (id: string, type: WorkflowNode['type'], data: Record<string, unknown> = {}): WorkflowNode => ({ id, type, data, position: { x: 0, y: 0 } })
const edge = (source: string, target: string) => ({ id: `${source}->${target}`, source, target })
const chain: WorkflowGraph = {
  nodes: [node('trigger', 'trigger', { event: 'manual' }), node('emails', 'enrichment', { kind: 'find-emails' }), node('send', 'connection', { target: 'webhook' })],
  edges: [edge('trigger', 'emails'), edge('emails', 'send')],
}
const pairs = (g: WorkflowGraph) => g.edges.map((e) => `${e.source}>${e.target}`).sort()

describe('workflow graph edits', () => {
  it('adds a step after another in the middle of a chain, keeping the chain connected and publishable', () => {
    const { graph, id } = addNodeAfter(chain, 'emails', 'content_creation')
    expect(id).toBe('content_creation-1')
    expect(pairs(graph)).toEqual(['content_creation-1>send', 'emails>content_creation-1', 'trigger>emails'])
    expect(graph.nodes.find((n) => n.id === id)?.data).toEqual({ prompt_type: 'first_line', overwrite: false })
    expect(validateGraph(graph)).toEqual([])
    expect(addNodeAfter(graph, 'emails', 'content_creation').id).toBe('content_creation-2')
  })

  it('refuses connections that would loop, repeat or point at the trigger', () => {
    expect(connectNodes(chain, 'send', 'emails')).toBe(chain)
    expect(connectNodes(chain, 'emails', 'emails')).toBe(chain)
    expect(connectNodes(chain, 'trigger', 'emails')).toBe(chain)
    expect(connectNodes(chain, 'send', 'trigger')).toBe(chain)
    expect(pairs(connectNodes(chain, 'trigger', 'send'))).toEqual(['emails>send', 'trigger>emails', 'trigger>send'])
  })

  it('removes a step and bridges its neighbours, never the trigger; an edge goes alone', () => {
    expect(pairs(removeElement(chain, { kind: 'node', id: 'emails' }))).toEqual(['trigger>send'])
    expect(removeElement(chain, { kind: 'node', id: 'trigger' })).toBe(chain)
    const cut = removeElement(chain, { kind: 'edge', id: 'emails->send' })
    expect(pairs(cut)).toEqual(['trigger>emails'])
    expect(validateGraph(cut)).toEqual([{ code: 'automation.workflow_not_connected', node_id: 'send' }])
  })

  it('moves one step by the given offset', () => {
    const moved = moveNode(chain, 'send', 20, -20)
    expect(moved.nodes.map((n) => n.position)).toEqual([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 20, y: -20 }])
  })

  it('numbers the steps reached from the trigger first, so a cut step goes last without renumbering the rest', () => {
    const cut = removeElement(addNodeAfter(chain, 'send', 'custom_labels').graph, { kind: 'edge', id: 'emails->send' })
    expect(Object.fromEntries(stepNumbers(cut))).toEqual({ trigger: 1, emails: 2, send: 3, 'custom_labels-1': 4 })
  })
})

describe('workflow auto-layout', () => {
  it('lays a chain out left to right, corners from dagre centres with the measured sizes, deleted nodes forgotten', () => {
    const sizes = new Map([['emails', { width: 300, height: 100 }]])
    const laid = layoutGraph(chain, sizes)
    const [trigger, emails, send] = laid.nodes
    expect(trigger.position.x).toBeLessThan(emails.position.x)
    expect(emails.position.x + 300).toBeLessThan(send.position.x)
    // Same rank: the centres line up, so a taller node's corner sits higher by half the difference.
    expect(trigger.position.y - emails.position.y).toBe((100 - DEFAULT_NODE_SIZE.height) / 2)
    const smaller = layoutGraph(removeElement(chain, { kind: 'node', id: 'emails' }), sizes)
    expect(smaller.nodes.map((n) => n.id)).toEqual(['trigger', 'send'])
    expect(smaller.nodes[1].position.x - smaller.nodes[0].position.x).toBeLessThan(send.position.x - trigger.position.x)
  })
})
