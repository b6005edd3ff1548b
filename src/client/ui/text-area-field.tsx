import type { Message } from '../../shared/message-format'
import { useId, type TextareaHTMLAttributes } from 'react'
import { css } from '../theme'
import { FieldMessages } from './field-messages'
import { fieldControl, fieldHint, fieldLabel, fieldWrap } from './field-styles'

const area = css`
  min-height: 96px;
  resize: vertical;
  line-height: 1.4;
`

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string
  value: string
  onValueChange(value: string): void
  errors?: readonly Message[]
  hint?: string
}

/** A labelled multi-line field with its hint and messages, the textarea twin of TextField. */
export function TextAreaField({ label, value, onValueChange, errors, hint, id, ...rest }: TextAreaFieldProps) {
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
