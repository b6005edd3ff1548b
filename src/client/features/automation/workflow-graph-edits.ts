import { canConnect, defaultNodeSettings, type WorkflowGraph, type WorkflowNodeType } from '../../../shared/automation/workflow-nodes'

/** What the builder's commands act on: the node or the edge focused last. */
export type WorkflowElement = { kind: 'node' | 'edge'; id: string }

/** A node id the graph does not use yet: the kind and the first free number (`enrichment-2`). */
export function freeNodeId(graph: WorkflowGraph, type: WorkflowNodeType): string {
  const taken = new Set(graph.nodes.map((n) => n.id))
  let n = 1
  while (taken.has(`${type}-${n}`)) n++
  return `${type}-${n}`
}

const edgeId = (source: string, target: string) => `${source}->${target}`

/**
 * A new step of `type` right after `after`: it takes over the edges that left `after` (a -> b becomes a -> new -> b),
 * so a step added in the middle of a chain keeps the chain connected. Placed to the right until the next auto-layout.
 */
export function addNodeAfter(graph: WorkflowGraph, after: string, type: WorkflowNodeType): { graph: WorkflowGraph; id: string } {
  const anchor = graph.nodes.find((n) => n.id === after)
  if (!anchor) return { graph, id: after }
  const id = freeNodeId(graph, type)
  const outgoing = graph.edges.filter((e) => e.source === after)
  const node = { id, type, data: { ...defaultNodeSettings[type] }, position: { x: anchor.position.x + 260, y: anchor.position.y } }
  const edges = [
    ...graph.edges.filter((e) => e.source !== after),
    { id: edgeId(after, id), source: after, target: id },
    ...outgoing.map((e) => ({ id: edgeId(id, e.target), source: id, target: e.target })),
  ]
  return { graph: { nodes: [...graph.nodes, node], edges }, id }
}

/** The graph with `source -> target` added, or unchanged when that edge would be a self-loop, a duplicate or a cycle. */
export function connectNodes(graph: WorkflowGraph, source: string, target: string): WorkflowGraph {
  if (!canConnect(graph, source, target)) return graph
  return { ...graph, edges: [...graph.edges, { id: edgeId(source, target), source, target }] }
}

/**
 * The graph without a node (and its edges) or an edge. A removed step in a chain is bridged (a -> x -> b becomes
 * a -> b) so deleting one step does not orphan the rest. The trigger is never removed.
 */
export function removeElement(graph: WorkflowGraph, element: WorkflowElement): WorkflowGraph {
  if (element.kind === 'edge') return { ...graph, edges: graph.edges.filter((e) => e.id !== element.id) }
  const node = graph.nodes.find((n) => n.id === element.id)
  if (!node || node.type === 'trigger') return graph
  const incoming = graph.edges.filter((e) => e.target === node.id).map((e) => e.source)
  const outgoing = graph.edges.filter((e) => e.source === node.id).map((e) => e.target)
  let next: WorkflowGraph = { nodes: graph.nodes.filter((n) => n.id !== node.id), edges: graph.edges.filter((e) => e.source !== node.id && e.target !== node.id) }
  for (const source of incoming) for (const target of outgoing) next = connectNodes(next, source, target)
  return next
}

/** A node moved by (dx, dy) pixels. */
export function moveNode(graph: WorkflowGraph, id: string, dx: number, dy: number): WorkflowGraph {
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === id ? { ...n, position: { x: n.position.x + dx, y: n.position.y + dy } } : n)) }
}

/** A node's settings replaced. */
export function setNodeData(graph: WorkflowGraph, id: string, data: Record<string, unknown>): WorkflowGraph {
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === id ? { ...n, data } : n)) }
}
