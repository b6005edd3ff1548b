import type { FieldMessages } from '../../../shared/message-format'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/button'
import { formatNumber } from '../../ui/intl-format'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import type { ListSearch } from './use-list-search'

type Props = {
  picker: ListSearch
  label: string
  name: string
  value: number | null
  onChange(id: number | null): void
  /** The empty choice's words ("Choose…", "No related list"). */
  emptyLabel: string
  /** The chosen list, when the page knows it better than the picker (the wizard's checked list). */
  chosen?: { id: number; name: string } | null
  errors?: FieldMessages[string]
  /** Under the search field: what is searched (the wizard: the lists of its type). */
  hint?: string
  /** Focus the search when a dialog opens on it. */
  autoFocusSearch?: boolean
}

/**
 * A list found by name on the server (any of thousands), a page at a time: a search field, the matching lists as a
 * select (the chosen one stays a choice while a search leaves it out), how many match, and "more".
 */
export function ListPicker({ picker, label, name, value, onChange, emptyLabel, chosen = picker.chosen, errors, hint, autoFocusSearch }: Props) {
  const t = useT()
  const { locale } = useLocale()
  const shown = picker.found
  const options = chosen && chosen.id === value && !shown.some((l) => l.id === chosen.id) ? [chosen, ...shown] : shown
  return (
    <>
      <TextField data-autofocus={autoFocusSearch ? '' : undefined} label={t('autopilots.list.search')} name="list_search" type="search" value={picker.search} onValueChange={picker.setSearch} hint={hint ?? t('autopilots.list.searchHint')} />
      <SelectField
        label={label}
        name={name}
        value={value === null ? '' : String(value)}
        options={[{ value: '', label: picker.loading ? t('autopilots.fields.loading') : emptyLabel }, ...options.map((l) => ({ value: String(l.id), label: l.name }))]}
        onValueChange={(v) => onChange(v ? Number(v) : null)}
        errors={errors}
      />
      <p className={pageStyles.muted} role="status">
        {picker.loading || picker.searching ? t('autopilots.fields.loading') : t('autopilots.list.found', { count: picker.total, shown: formatNumber(shown.length, locale) })}
      </p>
      {picker.hasMore ? (
        <Button type="button" data-variant="secondary" onClick={picker.loadMore}>
          {t('autopilots.list.more')}
        </Button>
      ) : null}
    </>
  )
}
