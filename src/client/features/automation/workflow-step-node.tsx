import { memo } from 'react'
import { Handle, Position, type NodeProps } from 'reactflow'
import { css, theme } from '../../theme'
import type { WorkflowNodeType } from '../../../shared/automation/workflow-nodes'

/** What a step card shows: its name, what it does, whether its settings need work, how it went for the log's run. */
export type StepNodeData = { type: WorkflowNodeType; title: string; summary: string; problem: string | null; log: string | null }

const card = css`
  width: 220px;
  min-height: 72px;
  box-sizing: border-box;
  padding: 10px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 13px;
  strong { font-size: 14px; }
  &[data-kind='trigger'] { border-color: ${theme.color.primary}; }
  &[data-problem] { border-color: ${theme.color.danger}; }
  .problem { color: ${theme.color.danger}; }
  .muted { color: ${theme.color.muted}; }
`

/** One step on the canvas. Its name for assistive technology is the node's aria-label (set by the canvas). */
export const StepNode = memo(function StepNode({ data }: NodeProps<StepNodeData>) {
  return (
    <div className={card} data-kind={data.type} data-problem={data.problem ? '' : undefined}>
      {data.type === 'trigger' ? null : <Handle type="target" position={Position.Left} />}
      <strong>{data.title}</strong>
      <span className="muted">{data.summary}</span>
      {data.problem ? <span className="problem">{data.problem}</span> : null}
      {data.log ? <span data-testid="step-log">{data.log}</span> : null}
      <Handle type="source" position={Position.Right} />
    </div>
  )
})
