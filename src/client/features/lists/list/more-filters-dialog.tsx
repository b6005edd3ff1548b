import { useEffect, useState } from 'react'
import { resultFields } from '../../../../shared/leads/fields'
import { filterOperators, type FilterOperator, type LeadType } from '../../../../shared/leads/types'
import type { FieldMessages } from '../../../../shared/validate'
import { useT } from '../../../i18n'
import { css } from '../../../theme'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { checkConditions, valuelessOperators, type ConditionDraft, type CustomSearchItem } from './custom-search-draft'

const row = css`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr auto;
  gap: 8px;
  align-items: end;
`

const blank = (type: LeadType): ConditionDraft => ({ field: Object.keys(resultFields[type])[0], operator: 'like', value: '' })

/** The custom_search builder: conditions on whitelisted fields with the seven operators, all of which must match. */
export function MoreFiltersDialog(props: { open: boolean; type: LeadType; value: readonly CustomSearchItem[]; onApply(items: CustomSearchItem[]): void; onClose(): void }) {
  const t = useT()
  const [rows, setRows] = useState<ConditionDraft[]>([])
  const [errors, setErrors] = useState<FieldMessages>({})
  useEffect(() => {
    if (!props.open) return
    setRows(props.value.length ? props.value.map((c) => ({ field: c.field, operator: c.operator, value: c.value == null ? '' : String(c.value) })) : [blank(props.type)])
    setErrors({})
  }, [props.open, props.value, props.type])

  const update = (index: number, patch: Partial<ConditionDraft>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)))
  const apply = () => {
    const checked = checkConditions(props.type, rows)
    if (!checked.ok) return setErrors(checked.errors)
    props.onApply(checked.items)
    props.onClose()
  }
  const fields = Object.keys(resultFields[props.type]).map((f) => ({ value: f, label: t(`leads.fields.${f}`) }))
  const operators = filterOperators.map((o) => ({ value: o, label: t(`leads.operators.${o.replace(' ', '_')}`) }))
  return (
    <Dialog open={props.open} title={t('leads.moreFilters.title')} onClose={props.onClose}>
      <p className={pageStyles.muted}>{t('leads.moreFilters.lead')}</p>
      {rows.map((condition, index) => (
        <div key={index} className={row} role="group" aria-label={t('leads.moreFilters.condition', { n: index + 1 })}>
          <SelectField label={t('leads.moreFilters.field')} name={`field-${index}`} value={condition.field} options={fields} errors={errors[`${index}.field`]} onValueChange={(field) => update(index, { field })} />
          <SelectField label={t('leads.moreFilters.operator')} name={`operator-${index}`} value={condition.operator} options={operators} errors={errors[`${index}.operator`]} onValueChange={(operator) => update(index, { operator: operator as FilterOperator })} />
          <TextField label={t('leads.moreFilters.value')} name={`value-${index}`} value={condition.value} disabled={valuelessOperators.has(condition.operator)} errors={errors[`${index}.value`]} onValueChange={(value) => update(index, { value })} />
          <Button type="button" data-variant="ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            {t('leads.moreFilters.remove')}
          </Button>
        </div>
      ))}
      <div className={pageStyles.row}>
        <Button type="button" data-variant="secondary" onClick={() => setRows([...rows, blank(props.type)])}>
          {t('leads.moreFilters.add')}
        </Button>
        <Button type="button" data-variant="secondary" onClick={() => (props.onApply([]), props.onClose())}>
          {t('leads.moreFilters.clear')}
        </Button>
        <Button type="button" onClick={apply}>
          {t('leads.moreFilters.apply')}
        </Button>
      </div>
    </Dialog>
  )
}
