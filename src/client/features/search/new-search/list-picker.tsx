import type { Message } from '../../../../shared/message-format'
import { useQuery } from '@tanstack/react-query'
import { listsQuery } from '../../../../api/lists'
import type { LeadType } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { css } from '../../../theme'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { leadStyles } from '../../../ui/lead-styles'

export type ListChoice = { mode: 'new' | 'existing'; name: string; id: string }

const modes = css`
  display: flex;
  gap: 16px;
  label { display: flex; gap: 6px; align-items: center; }
`

/** Where the results go: a new list by name, or an existing list of the same type. */
export function ListPicker(props: { type: LeadType; value: ListChoice; onChange(value: ListChoice): void; errors?: readonly Message[] }) {
  const t = useT()
  const { value, onChange } = props
  const lists = useQuery({ ...listsQuery({ type: props.type, state: 'Active', limit: 100 }), enabled: value.mode === 'existing' })
  return (
    <fieldset className={leadStyles.fieldset}>
      <legend>{t('leads.listPicker.title')}</legend>
      <div className={modes}>
        {(['new', 'existing'] as const).map((mode) => (
          <label key={mode}>
            <input type="radio" name="list-mode" value={mode} checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} />
            {t(`leads.listPicker.${mode}`)}
          </label>
        ))}
      </div>
      {value.mode === 'new' ? (
        <TextField label={t('leads.listPicker.name')} name="list-name" value={value.name} errors={props.errors} onValueChange={(name) => onChange({ ...value, name })} />
      ) : (
        <SelectField
          label={t('leads.listPicker.existing')}
          name="list-id"
          value={value.id}
          errors={props.errors}
          onValueChange={(id) => onChange({ ...value, id })}
          options={[{ value: '', label: t('leads.newSearch.choose') }, ...(lists.data?.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
        />
      )}
    </fieldset>
  )
}
