import { css, theme } from '../../theme'

const chooser = css`
  position: relative;
  summary {
    cursor: pointer; min-height: 36px; display: inline-flex; align-items: center; padding: 6px 14px; font-weight: 600;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; background: ${theme.color.surface};
  }
  fieldset {
    position: absolute; z-index: 5; right: 0; margin-top: 4px; max-height: 60vh; overflow: auto; min-width: 280px;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; box-shadow: ${theme.shadow.card};
    padding: 8px 12px; display: flex; flex-direction: column; gap: 4px;
  }
  fieldset > div { display: flex; align-items: center; gap: 4px; }
  label { display: flex; gap: 8px; align-items: center; flex: 1; }
  fieldset button {
    min-width: 32px; min-height: 32px; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm};
    background: ${theme.color.surface}; color: ${theme.color.text}; cursor: pointer;
  }
  fieldset button:disabled { opacity: 0.4; cursor: default; }
  fieldset > button { align-self: flex-start; margin-top: 4px; padding: 4px 12px; }
`

export type ColumnChooserLabels = { title: string; earlier(column: string): string; later(column: string): string; reset: string }

/**
 * Which columns show and in which order: a disclosure (Enter opens it) with one checkbox per column and buttons that
 * move a column one place earlier or later, and one that brings the table's defaults back.
 */
export function ColumnChooser(props: {
  labels: ColumnChooserLabels
  /** Every column in its current order. */
  columns: readonly { id: string; label: string }[]
  visibility: Record<string, boolean>
  onVisibilityChange(visibility: Record<string, boolean>): void
  onMove(id: string, by: -1 | 1): void
  onReset(): void
}) {
  const { labels, columns } = props
  return (
    <details className={chooser}>
      <summary>{labels.title}</summary>
      <fieldset aria-label={labels.title}>
        {columns.map((column, index) => (
          <div key={column.id}>
            <label>
              <input
                type="checkbox"
                checked={props.visibility[column.id] !== false}
                onChange={(e) => props.onVisibilityChange({ ...props.visibility, [column.id]: e.target.checked })}
              />
              {column.label}
            </label>
            <button type="button" aria-label={labels.earlier(column.label)} disabled={index === 0} onClick={() => props.onMove(column.id, -1)}>
              <span aria-hidden="true">↑</span>
            </button>
            <button type="button" aria-label={labels.later(column.label)} disabled={index === columns.length - 1} onClick={() => props.onMove(column.id, 1)}>
              <span aria-hidden="true">↓</span>
            </button>
          </div>
        ))}
        <button type="button" onClick={props.onReset}>
          {labels.reset}
        </button>
      </fieldset>
    </details>
  )
}
