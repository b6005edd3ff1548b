import { filterOperators } from '../../../shared/leads/types'
import { resultFields } from '../../../shared/leads/fields'
import type { FieldMessages } from '../../../shared/message-format'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { FieldMessages as Messages } from '../../ui/field-messages'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'

export type Condition = { field: string; operator: (typeof filterOperators)[number]; value?: string | number | null }

/** Every field a filter may name in some list type; the server refuses one the run's list does not have. */
const filterFields = [...new Set(Object.values(resultFields).flatMap((fields) => Object.keys(fields)))].sort()
const valueless = new Set(['empty', 'not empty', 'is_verified'])

/** The conditions of a filter step: field, operator and value per row; a lead that does not match stops there. */
export function FilterConditions({ conditions, errors, onChange }: { conditions: Condition[]; errors: FieldMessages; onChange(next: Condition[]): void }) {
  const t = useT()
  const set = (i: number, change: Partial<Condition>) => onChange(conditions.map((c, j) => (j === i ? { ...c, ...change } : c)))
  return (
    <fieldset>
      <legend>{t('workflows.filters.conditions')}</legend>
      {conditions.map((condition, i) => (
        <div key={i} className={pageStyles.fieldRow} role="group" aria-label={t('workflows.filters.condition', { n: i + 1 })}>
          <SelectField label={t('workflows.filters.field')} name={`field-${i}`} value={condition.field} options={filterFields.map((f) => ({ value: f, label: t(`leads.fields.${f}`) }))} onValueChange={(field) => set(i, { field })} errors={errors[`conditions.${i}.field`]} />
          <SelectField label={t('workflows.filters.operator')} name={`operator-${i}`} value={condition.operator} options={filterOperators.map((o) => ({ value: o, label: t(`leads.operators.${o.replace(' ', '_')}`) }))} onValueChange={(operator) => set(i, { operator: operator as Condition['operator'] })} errors={errors[`conditions.${i}.operator`]} />
          {valueless.has(condition.operator) ? null : <TextField label={t('workflows.filters.value')} value={condition.value == null ? '' : String(condition.value)} onValueChange={(value) => set(i, { value })} />}
          <Button type="button" data-variant="ghost" onClick={() => onChange(conditions.filter((_, j) => j !== i))}>
            {t('workflows.filters.remove', { n: i + 1 })}
          </Button>
        </div>
      ))}
      <Messages id="workflow-conditions-errors" messages={errors.conditions} />
      <Button type="button" onClick={() => onChange([...conditions, { field: 'email', operator: 'not empty', value: null }])}>
        {t('workflows.filters.add')}
      </Button>
    </fieldset>
  )
}
