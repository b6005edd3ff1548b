import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { addSearch, listKeys, createList } from '../../../../api/lists'
import { limitsQuery, walletKeys } from '../../../../api/wallet'
import { searchLimit } from '../../../../shared/leads/search'
import { searchEstimate } from '../../../../shared/search/estimate'
import { isApiFailure } from '../../../../shared/api-failure'
import type { SavedList, LeadType } from '../../../../shared/leads/types'
import type { FieldMessages } from '../../../../shared/validate'
import { useSubmit } from '../../../forms/use-submit'
import { useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { newSearchSlot } from '../../../../../commands/search'
import { useProvideSlot } from '../../../ui/command-shell'
import { notifyFailure } from '../../../ui/notify'
import { pageStyles } from '../../../ui/page-styles'
import { TextField } from '../../../ui/text-field'
import { listPath } from '../../../routing/list-path'
import { locationUse } from './filter-field-defs'
import { FilterFields } from './filter-fields'
import { ListPicker, type ListChoice } from './list-picker'
import { LocationPicker } from './location-picker'
import { SearchCost } from './search-cost'
import { checkDraft, emptyLocation, type SearchDraft } from './search-draft'
import { TypePicker } from './type-picker'

/**
 * The new-search form: type, filters, location and list, then run. With `list`, results go into that list;
 * `initialDraft` pre-fills the filters and the location (an ICP suggestion opens a search this way).
 */
export function SearchForm(props: { initialType: LeadType; list?: SavedList; initialDraft?: Pick<SearchDraft, 'values' | 'location'> }) {
  const t = useT()
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<SearchDraft>({ type: props.list?.type ?? props.initialType, values: props.initialDraft?.values ?? {}, location: props.initialDraft?.location ?? emptyLocation, limit: '100' })
  const [list, setList] = useState<ListChoice>({ mode: 'new', name: '', id: '' })
  const [errors, setErrors] = useState<FieldMessages>({})
  const [formError, setFormError] = useState<string | null>(null)
  const running = useSubmit({
    mutationFn: async ({ search, target }: { search: unknown; target: number | { name: string; type: LeadType } }) => {
      const campaign = typeof target === 'number' ? await addSearch(target, search) : await createList({ ...target, search })
      await queryClient.invalidateQueries({ queryKey: listKeys.all })
      // The search counts against the period's searches the form shows.
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance })
      return campaign
    },
    onSuccess: (campaign) => navigate(listPath(campaign)),
    onError: (error) => {
      notifyFailure(error)
      if (isApiFailure(error)) setErrors(error.fields)
    },
  })

  const limits = useQuery(limitsQuery())
  const credits = limits.data?.credits
  const limit = /^\d{1,4}$/.test(draft.limit.trim()) ? Number(draft.limit) : NaN
  const limitValid = limit >= searchLimit.min && limit <= searchLimit.max
  const estimate = useMemo(
    () => (credits !== undefined && limitValid ? searchEstimate(draft.type, limit, credits) : null),
    [credits, limitValid, draft.type, limit],
  )

  const listMissing = !props.list && (list.mode === 'new' ? list.name.trim() === '' : list.id === '')
  /** Runs the search; `fewer` (the results the balance covers, once the user agreed) replaces the limit. */
  const submit = async (fewer?: number) => {
    if (running.inFlight()) return
    const checked = checkDraft(draft)
    const fieldErrors = checked.ok ? {} : checked.errors
    setErrors({ ...fieldErrors, ...(listMissing ? { list: [{ code: 'validation.required', params: { field: 'list' } }] } : {}) })
    const missingLocation = !checked.ok && checked.missingLocation
    setFormError(missingLocation || listMissing ? t('leads.newSearch.locationAndList') : null)
    if (!checked.ok || listMissing) return
    const target = props.list ? props.list.id : list.mode === 'existing' ? Number(list.id) : { name: list.name.trim(), type: draft.type }
    const search = fewer ? { ...(checked.search as Record<string, unknown>), limit: fewer } : checked.search
    await running.submit({ search, target })
  }
  const submitRef = useRef(submit)
  submitRef.current = submit
  useProvideSlot(newSearchSlot, useMemo(() => ({ submit: (fewer?: number) => void submitRef.current(fewer), estimate }), [estimate]))

  const clearErrors = (...keys: string[]) => setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !keys.some((k) => key === k || key.startsWith(`${k}.`)))))
  const setType = (type: LeadType) => {
    setDraft({ ...draft, type, values: {} })
    setErrors({})
  }
  const use = locationUse[draft.type]
  return (
    <div className={pageStyles.page}>
      <TypePicker value={draft.type} onChange={setType} disabled={Boolean(props.list)} />
      <FilterFields type={draft.type} values={draft.values} errors={errors} onChange={(name, value) => (setDraft({ ...draft, values: { ...draft.values, [name]: value } }), clearErrors(name))} />
      {use === 'none' ? null : (
        <LocationPicker value={draft.location} required={use === 'required'} errors={errors['location.country'] ?? errors.location} onChange={(location) => (setDraft({ ...draft, location }), clearErrors('location'), setFormError(null))} />
      )}
      <TextField label={t('leads.newSearch.limit')} name="limit" inputMode="numeric" value={draft.limit} errors={errors.limit} onValueChange={(limit) => (setDraft({ ...draft, limit }), clearErrors('limit'))} />
      {props.list ? null : <ListPicker type={draft.type} value={list} errors={errors.list} onChange={(next) => (setList(next), clearErrors('list'), setFormError(null))} />}
      {formError ? (
        <p role="alert" className={pageStyles.notice} data-tone="danger">
          {formError}
        </p>
      ) : null}
      <SearchCost estimate={estimate} loading={limits.isPending} limits={limits.data} />
      <div className={pageStyles.row}>
        <CommandButton id="search.run" variant="primary">
          {running.pending ? t('leads.newSearch.running') : t('leads.commands.runSearch')}
        </CommandButton>
      </div>
    </div>
  )
}
