import type { Message } from '../../shared/message-format'
import { useId } from 'react'
import { FieldMessages } from './field-messages'
import { fieldControl, fieldLabel, fieldWrap } from './field-styles'

export type SelectFieldProps = {
  label: string
  name: string
  value: string
  options: readonly { value: string; label: string }[]
  onValueChange(value: string): void
  errors?: readonly Message[]
}

export function SelectField({ label, name, value, options, onValueChange, errors }: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-errors`
  const invalid = Boolean(errors?.length)
  return (
    <div className={fieldWrap}>
      <label className={fieldLabel} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={fieldControl}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={errorId} messages={errors} />
    </div>
  )
}
