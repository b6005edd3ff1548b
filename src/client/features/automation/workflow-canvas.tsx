import { useCallback, useEffect, useMemo, type FocusEvent } from 'react'
import ReactFlow, { Background, type Connection, type Edge, type Node, type NodeChange } from 'reactflow'
import 'reactflow/dist/base.css'
import { stepNumbers } from '../../../../commands/workflows'
import { canConnect, workflowNodeTypes, type WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { useT, type Translate } from '../../i18n'
import { css, theme } from '../../theme'
import { connectNodes, moveNode, type WorkflowElement } from './workflow-graph-edits'
import { StepNode, type StepNodeData } from './workflow-step-node'
import { kindTitle, stepLabel, stepSummary } from './workflow-text'

/** Every kind renders as a step card; declared once, outside render, as reactflow asks. */
const nodeTypes = Object.fromEntries(workflowNodeTypes.map((type) => [type, StepNode]))

const frame = css`
  height: 460px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.page};
  .react-flow__node:focus-visible, .react-flow__edge:focus-visible { outline: none; box-shadow: ${theme.focusRing}; border-radius: ${theme.radius.md}; }
  .react-flow__node:focus > div { border-color: ${theme.color.focus}; }
  .react-flow__edge:focus path { stroke: ${theme.color.focus}; stroke-width: 2px; }
`

export type WorkflowCanvasProps = {
  graph: WorkflowGraph
  /** Each node's problem, worded; absent: none. */
  problems: ReadonlyMap<string, string>
  /** Each node's line of the run log shown; absent: none. */
  log: ReadonlyMap<string, string>
  onChange(next: (graph: WorkflowGraph) => WorkflowGraph): void
  onSelect(element: WorkflowElement): void
  /** Sizes reactflow measured, for the auto-layout. */
  sizes: Map<string, { width: number; height: number }>
  /** A node or edge to move the keyboard focus to once it is on screen (after "add step" or a deletion). */
  focusRequest: { id: string; kind: WorkflowElement['kind']; at: number } | null
}

/** The element the DOM focus is in: a node (its data-id) or an edge (its test id, `rf__edge-<id>`). */
function elementOf(target: Element): WorkflowElement | null {
  const node = target.closest('.react-flow__node')
  if (node?.getAttribute('data-id')) return { kind: 'node', id: node.getAttribute('data-id')! }
  const edge = target.closest('.react-flow__edge')
  const edgeId = edge?.getAttribute('data-testid')?.replace(/^rf__edge-/, '')
  return edgeId ? { kind: 'edge', id: edgeId } : null
}

function focusElement(request: NonNullable<WorkflowCanvasProps['focusRequest']>) {
  // A node is hidden until reactflow has measured it: try for a few frames.
  let frames = 0
  const attempt = () => {
    const selector = request.kind === 'node' ? `.react-flow__node[data-id="${CSS.escape(request.id)}"]` : `[data-testid="rf__edge-${CSS.escape(request.id)}"]`
    const element = document.querySelector<HTMLElement | SVGElement>(selector)
    if (element && getComputedStyle(element).visibility !== 'hidden') return element.focus()
    if (frames++ < 30) requestAnimationFrame(attempt)
  }
  attempt()
}

type Sizes = ReadonlyMap<string, { width: number; height: number }>

/**
 * The steps as reactflow nodes, each carrying the size reactflow last measured for it. Reactflow 11 in controlled
 * mode rebuilds its nodes from these objects on every change and keeps no size of its own: a node without one is
 * hidden until measured again, and when that new measurement lands in the same render as the next change (a save's
 * state, a problem worded), the node never learns it has to be measured and stays hidden for good (an empty canvas).
 */
export function flowNodes(t: Translate, graph: WorkflowGraph, numbers: ReturnType<typeof stepNumbers>, problems: ReadonlyMap<string, string>, log: ReadonlyMap<string, string>, sizes: Sizes): Node<StepNodeData>[] {
  return graph.nodes.map((node) => {
    const label = stepLabel(t, graph, node.id, numbers)
    const problem = problems.get(node.id) ?? null
    const size = sizes.get(node.id)
    return {
      id: node.id,
      type: node.type,
      position: node.position,
      ...(size ? { width: size.width, height: size.height } : {}),
      data: { type: node.type, title: label, summary: stepSummary(t, node), problem, log: log.get(node.id) ?? null },
      deletable: node.type !== 'trigger',
      ariaLabel: [label, stepSummary(t, node), problem, log.get(node.id)].filter(Boolean).join('. '),
    }
  })
}

/**
 * The builder's canvas (reactflow 11): steps and connections, each focusable. Handles are for the mouse only; the
 * keyboard adds, connects, deletes and moves through commands (commands/workflows.ts), so reactflow's own delete key
 * and arrow moves are off and every change goes through the draft.
 */
export function WorkflowCanvas({ graph, problems, log, onChange, onSelect, sizes, focusRequest }: WorkflowCanvasProps) {
  const t = useT()
  const numbers = useMemo(() => stepNumbers(graph), [graph])
  const nodes = useMemo(() => flowNodes(t, graph, numbers, problems, log, sizes), [graph, numbers, problems, log, t, sizes])
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        ariaLabel: t('workflows.edgeLabel', { from: stepLabel(t, graph, edge.source, numbers), to: stepLabel(t, graph, edge.target, numbers) }),
      })),
    [graph, numbers, t],
  )

  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      for (const change of changes) {
        if (change.type === 'dimensions' && change.dimensions) sizes.set(change.id, change.dimensions)
        if (change.type === 'select' && change.selected) onSelect({ kind: 'node', id: change.id })
      }
      const moves = changes.filter((c): c is Extract<NodeChange, { type: 'position' }> => c.type === 'position' && Boolean(c.position))
      if (moves.length) {
        onChange((current) =>
          moves.reduce((g, move) => {
            const node = g.nodes.find((n) => n.id === move.id)
            return node && move.position ? moveNode(g, move.id, move.position.x - node.position.x, move.position.y - node.position.y) : g
          }, current),
        )
      }
    },
    [onChange, onSelect, sizes],
  )
  const onConnect = useCallback((c: Connection) => c.source && c.target && onChange((g) => connectNodes(g, c.source!, c.target!)), [onChange])
  const isValidConnection = useCallback((c: Connection) => Boolean(c.source && c.target && canConnect(graph, c.source, c.target)), [graph])
  const onFocus = useCallback((event: FocusEvent) => {
    const element = elementOf(event.target as Element)
    if (element) onSelect(element)
  }, [onSelect])

  useEffect(() => {
    if (focusRequest) focusElement(focusRequest)
  }, [focusRequest])

  return (
    <div className={frame} onFocus={onFocus} role="group" aria-label={t('workflows.canvas')} aria-describedby="workflow-canvas-help">
      <p id="workflow-canvas-help" hidden>
        {t('workflows.canvasHelp', { kinds: workflowNodeTypes.map((k) => kindTitle(t, k)).join(', ') })}
      </p>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgeClick={(_, edge) => onSelect({ kind: 'edge', id: edge.id })}
        onConnect={onConnect}
        isValidConnection={isValidConnection}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        disableKeyboardA11y
        nodesFocusable
        edgesFocusable
        fitView
        minZoom={0.3}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
      </ReactFlow>
    </div>
  )
}
