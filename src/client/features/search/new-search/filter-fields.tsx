import { placeCategories } from '../../../../shared/leads/categories'
import type { LeadType } from '../../../../shared/leads/types'
import type { FieldMessages } from '../../../../shared/validate'
import { useT } from '../../../i18n'
import { css } from '../../../theme'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { leadStyles } from '../../../ui/lead-styles'
import { filterFields } from './filter-field-defs'
import { MultiSelectField } from './multi-select-field'

const columns = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
`

/** The filters of one search type, drawn from the filterFields table; errors come from the type's shared struct. */
export function FilterFields(props: { type: LeadType; values: Record<string, string | string[]>; errors: FieldMessages; onChange(name: string, value: string | string[]): void }) {
  const t = useT()
  const label = (name: string) => t(`leads.fields.${name}`)
  return (
    <fieldset className={leadStyles.fieldset}>
      <legend>{t('leads.newSearch.filters')}</legend>
      <div className={columns}>
        {filterFields[props.type].map((field) => {
          const errors = props.errors[field.name]
          const value = props.values[field.name] ?? (field.kind === 'multi' ? [] : '')
          if (field.kind === 'multi') {
            return <MultiSelectField key={field.name} label={label(field.name)} name={field.name} value={value as string[]} errors={errors} onValueChange={(v) => props.onChange(field.name, v)} options={(field.options ?? []).map((o) => ({ value: o, label: o }))} />
          }
          if (field.kind === 'select' || field.kind === 'category') {
            const options = field.kind === 'category' ? placeCategories.map((c) => ({ value: c.id, label: t(`placeCategories.${c.id}`) })) : (field.options ?? []).map((o) => ({ value: o, label: t(`leads.options.${o}`) }))
            return <SelectField key={field.name} label={label(field.name)} name={field.name} value={value as string} errors={errors} onValueChange={(v) => props.onChange(field.name, v)} options={[{ value: '', label: t('leads.newSearch.choose') }, ...options]} />
          }
          return (
            <TextField
              key={field.name}
              label={label(field.name)}
              name={field.name}
              value={value as string}
              errors={errors}
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              hint={field.list ? t('leads.newSearch.commaSeparated') : undefined}
              onValueChange={(v) => props.onChange(field.name, v)}
            />
          )
        })}
      </div>
    </fieldset>
  )
}
