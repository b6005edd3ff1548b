import type { Message } from '../../shared/message-format'
import { useId } from 'react'
import { FieldMessages } from './field-messages'
import { css } from '../theme'

const row = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  font-size: 14px;
  input { width: 18px; height: 18px; margin: 2px 0 0; flex: none; }
`

export function CheckboxField({ label, name, checked, onCheckedChange, errors }: { label: string; name: string; checked: boolean; onCheckedChange(v: boolean): void; errors?: readonly Message[] }) {
  const id = useId()
  const errorId = `${id}-errors`
  const invalid = Boolean(errors?.length)
  return (
    <div>
      <div className={row}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={errorId} messages={errors} />
    </div>
  )
}
