import { useId, type TextareaHTMLAttributes } from 'react'
import { css } from '../../theme'
import { FieldMessages } from '../../ui/FieldMessages'
import { fieldControl, fieldHint, fieldLabel, fieldWrap } from '../../ui/fieldStyles'

const area = css`
  min-height: 96px;
  resize: vertical;
  line-height: 1.4;
`

/** A labelled multi-line field with its messages, like TextField. */
export function TextAreaField(props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & { label: string; value: string; onValueChange(v: string): void; errors?: readonly string[]; hint?: string }) {
  const { label, value, onValueChange, errors, hint, id, ...rest } = props
  const autoId = useId()
  const fieldId = id ?? autoId
  const invalid = Boolean(errors?.length)
  const describedBy = [hint ? `${fieldId}-hint` : null, invalid ? `${fieldId}-errors` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldWrap}>
      <label className={fieldLabel} htmlFor={fieldId}>
        {label}
      </label>
      {hint ? (
        <span id={`${fieldId}-hint`} className={fieldHint}>
          {hint}
        </span>
      ) : null}
      <textarea {...rest} id={fieldId} className={`${fieldControl} ${area}`} value={value} onChange={(e) => onValueChange(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} />
      <FieldMessages id={`${fieldId}-errors`} messages={errors} />
    </div>
  )
}
