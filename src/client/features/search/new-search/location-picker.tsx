import type { Message } from '../../../../shared/message-format'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { citiesQuery, countriesQuery, statesQuery } from '../../../../api/locations'
import { useLocale, useT } from '../../../i18n'
import { CheckboxField } from '../../../ui/checkbox-field'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import { leadStyles } from '../../../ui/lead-styles'
import type { SearchDraft } from './search-draft'

type Location = SearchDraft['location']

/** Waits until typing pauses before asking the server for cities. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * A country's name in the user's language (Intl.DisplayNames), in that language's order; the server's English name
 * where the code is not an ISO region the runtime knows.
 */
export function countryOptions(countries: readonly { code: string; name: string }[], locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  const named = countries.map((c) => {
    let label: string | undefined
    try {
      label = names.of(c.code.toUpperCase())
    } catch {
      label = undefined
    }
    return { value: c.code, label: label ?? c.name }
  })
  const collator = new Intl.Collator(locale)
  return named.sort((a, b) => collator.compare(a.label, b.label))
}

/** Country, state and city (type-ahead from the locations API), and whether nearby districts widen a city search. */
export function LocationPicker(props: { value: Location; onChange(value: Location): void; required: boolean; errors?: readonly Message[] }) {
  const t = useT()
  const listId = useId()
  const { value, onChange } = props
  const countries = useQuery(countriesQuery())
  const states = useQuery(statesQuery(value.country))
  const typed = useDebounced(value.city, 250)
  const cities = useQuery(citiesQuery(value.country, value.state, typed))
  const choose = t('leads.newSearch.choose')
  const { locale } = useLocale()
  const countryChoices = useMemo(() => countryOptions(countries.data ?? [], locale), [countries.data, locale])

  return (
    <fieldset className={leadStyles.fieldset}>
      <legend>{props.required ? t('leads.location.titleRequired') : t('leads.location.title')}</legend>
      <SelectField
        label={t('leads.location.country')}
        name="country"
        value={value.country}
        errors={props.errors}
        onValueChange={(country) => onChange({ ...value, country, state: '', city: '' })}
        options={[{ value: '', label: choose }, ...countryChoices]}
      />
      <SelectField
        label={t('leads.location.state')}
        name="state"
        value={value.state}
        onValueChange={(state) => onChange({ ...value, state, city: '' })}
        options={[{ value: '', label: t('leads.location.anyState') }, ...(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))]}
      />
      <TextField
        label={t('leads.location.city')}
        name="city"
        list={listId}
        autoComplete="off"
        disabled={!value.country}
        hint={t(value.country ? 'leads.location.cityHint' : 'leads.location.cityNeedsCountry')}
        value={value.city}
        onValueChange={(city) => onChange({ ...value, city })}
      />
      <datalist id={listId}>
        {(cities.data ?? []).slice(0, 50).map((c) => (
          <option key={`${c.name}-${c.state ?? ''}`} value={c.name} />
        ))}
      </datalist>
      <CheckboxField label={t('leads.location.nearby')} name="nearby" checked={value.nearby} onCheckedChange={(nearby) => onChange({ ...value, nearby })} />
    </fieldset>
  )
}
