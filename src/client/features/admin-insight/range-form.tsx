import { useEffect, useState, type FormEvent } from 'react'
import type { ReportParams } from '../../../api/admin-insight'
import { intervals, type Interval } from '../../../shared/admin-insight/schemas'
import { useT } from '../../i18n'
import { Button } from '../../ui/button'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'

/** The report's range as two dates and, where the report has one, its interval; applied on submit. */
export function RangeForm(props: { params: ReportParams; withInterval: boolean; onApply(params: ReportParams): void }) {
  const t = useT()
  const [from, setFrom] = useState(props.params.from)
  const [to, setTo] = useState(props.params.to)
  const [interval, setInterval] = useState<Interval | ''>(props.params.interval ?? '')
  useEffect(() => {
    setFrom(props.params.from)
    setTo(props.params.to)
    setInterval(props.params.interval ?? '')
  }, [props.params])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onApply({ ...props.params, from, to, interval: interval || undefined })
  }
  return (
    <form className={pageStyles.row} aria-label={t('insight.range.label')} onSubmit={submit}>
      <TextField label={t('insight.range.from')} type="date" value={from} max={to} onValueChange={setFrom} required />
      <TextField label={t('insight.range.to')} type="date" value={to} min={from} onValueChange={setTo} required />
      {props.withInterval ? (
        <SelectField
          label={t('insight.range.interval')}
          name="interval"
          value={interval || 'day'}
          options={intervals.map((value) => ({ value, label: t(`insight.intervals.${value}`) }))}
          onValueChange={(value) => setInterval(value as Interval)}
        />
      ) : null}
      <Button type="submit" data-variant="secondary">
        {t('insight.range.apply')}
      </Button>
    </form>
  )
}
