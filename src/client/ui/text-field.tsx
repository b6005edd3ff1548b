import type { Message } from '../../shared/message-format'
import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { FieldMessages } from './field-messages'
import { fieldControl, fieldHint, fieldLabel, fieldWrap } from './field-styles'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string
  value: string
  onValueChange(value: string): void
  errors?: readonly Message[]
  hint?: string
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, value, onValueChange, errors, hint, id, ref, ...input }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-errors`
  const hintId = `${inputId}-hint`
  const invalid = Boolean(errors?.length)
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldWrap}>
      <label className={fieldLabel} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={fieldHint}>
          {hint}
        </span>
      ) : null}
      <input
        {...input}
        ref={ref}
        id={inputId}
        className={fieldControl}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <FieldMessages id={errorId} messages={errors} />
    </div>
  )
}
