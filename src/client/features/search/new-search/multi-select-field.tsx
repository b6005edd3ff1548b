import type { Message } from '../../../../shared/message-format'
import { useId } from 'react'
import { FieldMessages } from '../../../ui/field-messages'
import { fieldControl, fieldLabel, fieldWrap } from '../../../ui/field-styles'

/** A native multiple select: arrow keys move, Space or Ctrl+click add to the choice. */
export function MultiSelectField(props: { label: string; name: string; value: string[]; options: readonly { value: string; label: string }[]; onValueChange(value: string[]): void; errors?: readonly Message[] }) {
  const id = useId()
  const invalid = Boolean(props.errors?.length)
  return (
    <div className={fieldWrap}>
      <label className={fieldLabel} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        multiple
        size={Math.min(5, props.options.length)}
        name={props.name}
        className={fieldControl}
        value={props.value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-errors` : undefined}
        onChange={(e) => props.onValueChange([...e.target.selectedOptions].map((o) => o.value))}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={`${id}-errors`} messages={props.errors} />
    </div>
  )
}
