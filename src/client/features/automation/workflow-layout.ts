import dagre from 'dagre'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'

/** A node's size before reactflow has measured it (the node card's CSS width and usual height). */
export const DEFAULT_NODE_SIZE = { width: 220, height: 72 }

/**
 * Positions from dagre, left to right. A new graphlib Graph each time: one kept between layouts would keep the
 * nodes deleted since. Sizes are the measured ones where reactflow has them; dagre answers centres, reactflow wants
 * top-left corners (centre - size / 2).
 */
export function layoutGraph(graph: WorkflowGraph, sizes: ReadonlyMap<string, { width: number; height: number }>): WorkflowGraph {
  const layout = new dagre.graphlib.Graph()
  layout.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 80, marginx: 20, marginy: 20 })
  layout.setDefaultEdgeLabel(() => ({}))
  const sizeOf = (id: string) => sizes.get(id) ?? DEFAULT_NODE_SIZE
  for (const node of graph.nodes) layout.setNode(node.id, { ...sizeOf(node.id) })
  for (const edge of graph.edges) if (layout.hasNode(edge.source) && layout.hasNode(edge.target)) layout.setEdge(edge.source, edge.target)
  dagre.layout(layout)
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const placed = layout.node(node.id)
      const size = sizeOf(node.id)
      return { ...node, position: { x: Math.round(placed.x - size.width / 2), y: Math.round(placed.y - size.height / 2) } }
    }),
  }
}
