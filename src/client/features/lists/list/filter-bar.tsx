import { useEffect, useState } from 'react'
import { withEmailChoices } from '../../../../../commands/lists'
import type { TableFilter } from '../../../../api/results'
import { searchModes } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { pageStyles } from '../../../ui/page-styles'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'

/** The search box's id: the search command (/) moves focus there. */
export const resultsSearchId = 'results-search'

type Choice = keyof typeof withEmailChoices
const choiceOf = (value: number): Choice => (Object.entries(withEmailChoices).find(([, v]) => v === value)?.[0] ?? 'all') as Choice

/** Search (contain, exact, start), e-mail found and CRM status filters of the results table. */
export function FilterBar(props: { filter: TableFilter; onChange(patch: Partial<TableFilter>): void; showEmail: boolean }) {
  const t = useT()
  const { filter, onChange } = props
  const [text, setText] = useState(filter.search ?? '')
  useEffect(() => {
    const timer = setTimeout(() => (text !== (filter.search ?? '') ? onChange({ search: text }) : undefined), 300)
    return () => clearTimeout(timer)
  }, [text, filter.search, onChange])
  return (
    <div className={pageStyles.row} role="search" aria-label={t('leads.filters.label')}>
      <TextField id={resultsSearchId} type="search" label={t('leads.filters.search')} name="search" value={text} onValueChange={setText} />
      <SelectField label={t('leads.filters.mode')} name="search_type" value={filter.search_type} onValueChange={(v) => onChange({ search_type: v as TableFilter['search_type'] })} options={searchModes.map((m) => ({ value: m, label: t(`leads.filters.modes.${m}`) }))} />
      {props.showEmail ? (
        <SelectField
          label={t('leads.filters.withEmail.label')}
          name="withEmail"
          value={choiceOf(filter.withEmail)}
          onValueChange={(v) => onChange({ withEmail: withEmailChoices[v as Choice] })}
          options={(Object.keys(withEmailChoices) as Choice[]).map((c) => ({ value: c, label: t(`leads.filters.withEmail.${c}`) }))}
        />
      ) : null}
      <SelectField
        label={t('leads.filters.status.label')}
        name="sent"
        value={typeof filter.sent === 'string' ? filter.sent : 'all'}
        onValueChange={(v) => onChange({ sent: v === 'all' ? null : (v as 'sent' | 'unsent') })}
        options={(['all', 'sent', 'unsent'] as const).map((s) => ({ value: s, label: t(`leads.filters.status.${s}`) }))}
      />
    </div>
  )
}
