import { useId } from 'react'
import { useT } from '../../i18n'
import { styled, theme } from '../../theme'
import { parseJson } from './use-lab-actor'

/** A labelled JSON text area that shows its parse error. */
export function JsonField(props: { label: string; value: string; onChange(value: string): void; rows?: number }) {
  const t = useT()
  const id = useId()
  const parsed = parseJson(props.value)
  return (
    <Field>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={props.rows ?? 4}
        spellCheck={false}
        value={props.value}
        aria-invalid={parsed.ok ? undefined : 'true'}
        aria-describedby={parsed.ok ? undefined : `${id}-error`}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {parsed.ok ? null : (
        <span id={`${id}-error`} role="alert">
          {t('commands.lab.invalidJson', { error: parsed.error })}
        </span>
      )}
    </Field>
  )
}

const Field = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & label { font-size: 13px; font-weight: 600; }
  & textarea {
    font-family: ${theme.font.mono};
    font-size: 12px;
    padding: 8px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    background: ${theme.color.surface};
  }
  & textarea:focus-visible { outline: none; box-shadow: ${theme.focusRing}; }
  & [role='alert'] { color: ${theme.color.danger}; font-size: 12px; }
`
