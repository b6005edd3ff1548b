import { css, theme } from '../../theme'

const chooser = css`
  position: relative;
  summary {
    cursor: pointer; min-height: 40px; display: inline-flex; align-items: center; padding: 8px 16px; font-weight: 600;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; background: ${theme.color.surface};
  }
  fieldset {
    position: absolute; z-index: 5; right: 0; margin-top: 4px; max-height: 50vh; overflow: auto; min-width: 220px;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; box-shadow: ${theme.shadow.card};
    padding: 8px 12px; display: flex; flex-direction: column; gap: 6px;
  }
  label { display: flex; gap: 8px; align-items: center; }
`

/** Which columns show: a disclosure (Enter opens it) holding one checkbox per column. */
export function ColumnChooser(props: { label: string; columns: readonly { id: string; label: string }[]; visibility: Record<string, boolean>; onChange(visibility: Record<string, boolean>): void }) {
  return (
    <details className={chooser}>
      <summary>{props.label}</summary>
      <fieldset aria-label={props.label}>
        {props.columns.map((column) => (
          <label key={column.id}>
            <input
              type="checkbox"
              checked={props.visibility[column.id] !== false}
              onChange={(e) => props.onChange({ ...props.visibility, [column.id]: e.target.checked })}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  )
}
