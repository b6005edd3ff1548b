import { useState } from 'react'
import { autopilotRepeats, autopilotTypes } from '../../../shared/automation/autopilot'
import { influencerPlatforms } from '../../../shared/leads/search'
import { leadTypes, type LeadType } from '../../../shared/leads/types'
import type { Message } from '../../../shared/message-format'
import { useT } from '../../i18n'
import { CheckboxField } from '../../ui/checkbox-field'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { TextAreaField } from '../../ui/text-area-field'
import { TextField } from '../../ui/text-field'
import { SchedulePreview } from './schedule-preview'
import type { AutopilotWizard } from './use-autopilot-wizard'

type StepProps = { wizard: AutopilotWizard }
type Search = Record<string, unknown>
type Location = { country?: string; state?: string; city?: string; nearby?: boolean }

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const listText = (v: unknown, separator = ', ') => (Array.isArray(v) ? v.join(separator) : '')
const splitList = (v: string, separator: RegExp = /,/) => v.split(separator).map((s) => s.trim()).filter(Boolean)

/** A list typed as text: the text is kept as typed (a trailing comma or line stays), the list goes to the draft. */
function useListText(initial: unknown, separator: string) {
  const [value, setValue] = useState(listText(initial, separator))
  return [value, setValue] as const
}
const timeZones = (() => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf ? ['UTC', ...intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')] : ['UTC']
})()

/** Type and setup: basic or webhook, and the kind of search (the list type). */
export function SetupStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  return (
    <div className={pageStyles.fieldRow}>
      <SelectField
        label={t('autopilots.fields.type')}
        name="type"
        value={draft.type}
        options={autopilotTypes.map((v) => ({ value: v, label: t(`autopilots.types.${v}`) }))}
        onValueChange={(v) => edit({ type: v as (typeof autopilotTypes)[number] })}
        errors={problems.type}
      />
      <SelectField
        label={t('autopilots.fields.listType')}
        name="list_type"
        value={draft.list_type ?? ''}
        options={[{ value: '', label: t('autopilots.fields.choose') }, ...leadTypes.map((v) => ({ value: v, label: t(`autopilots.listTypes.${v}`) }))]}
        onValueChange={(v) => edit({ list_type: v ? (v as LeadType) : null })}
        errors={problems.list_type}
      />
    </div>
  )
}

/** Details: the name, the search of the list type, the schedule with its next runs, and the cap per period. */
export function DetailsStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  return (
    <>
      <TextField label={t('autopilots.fields.name')} name="name" value={draft.name} onValueChange={(v) => edit({ name: v })} errors={problems.name} autoComplete="off" />
      <fieldset>
        <legend>{t('autopilots.fields.search')}</legend>
        <SearchFields wizard={wizard} />
      </fieldset>
      <fieldset>
        <legend>{t('autopilots.fields.schedule')}</legend>
        <div className={pageStyles.fieldRow}>
          <SelectField
            label={t('autopilots.fields.repeat')}
            name="repeat"
            value={draft.repeat}
            options={autopilotRepeats.map((v) => ({ value: v, label: t(`autopilots.repeat.${v}`) }))}
            onValueChange={(v) => edit({ repeat: v as (typeof autopilotRepeats)[number] })}
            errors={problems.repeat}
          />
          <TextField label={t('autopilots.fields.time')} name="time" type="time" value={draft.time} onValueChange={(v) => edit({ time: v })} errors={problems.time} />
          <SelectField label={t('autopilots.fields.timezone')} name="timezone" value={draft.timezone} options={timeZones.map((z) => ({ value: z, label: z }))} onValueChange={(v) => edit({ timezone: v })} errors={problems.timezone} />
          <TextField label={t('autopilots.fields.startDate')} name="start_date" type="date" value={draft.start_date ?? ''} onValueChange={(v) => edit({ start_date: v || null })} errors={problems.start_date} />
          <TextField
            label={t('autopilots.fields.cap')}
            hint={t('autopilots.fields.capHint')}
            name="max_results_per_period"
            type="number"
            min={1}
            value={draft.max_results_per_period === null ? '' : String(draft.max_results_per_period)}
            onValueChange={(v) => edit({ max_results_per_period: v === '' ? null : Number(v) })}
            errors={problems.max_results_per_period}
          />
        </div>
      </fieldset>
      <SchedulePreview draft={draft} />
    </>
  )
}

/** The search fields of the chosen list type (the list type's search schema checks them). */
function SearchFields({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  const search = draft.search as Search
  const location = (search.location ?? {}) as Location
  const set = (patch: Search) => edit({ search: { ...search, ...patch } })
  const setLocation = (patch: Location) => {
    const next = { ...location, ...patch }
    set({ location: next.country || next.state || next.city ? next : undefined })
  }
  const [titles, setTitles] = useListText(search.titles, ', ')
  const [topics, setTopics] = useListText(search.topics, ', ')
  const errors = (field: string): Message[] | undefined => problems[`search.${field}`]
  const field = (name: string, value: string, onChange: (v: string) => void, extra: { hint?: string; type?: string } = {}) => (
    <TextField key={name} label={t(`autopilots.search.${name}`)} name={`search.${name}`} value={value} onValueChange={onChange} errors={errors(name)} {...extra} />
  )
  const locationFields = [
    field('location.country', location.country ?? '', (v) => setLocation({ country: v.toUpperCase() }), { hint: t('autopilots.search.countryHint') }),
    field('location.state', location.state ?? '', (v) => setLocation({ state: v || undefined })),
    field('location.city', location.city ?? '', (v) => setLocation({ city: v || undefined })),
  ]
  const limit = field('limit', search.limit === undefined ? '' : String(search.limit), (v) => set({ limit: v === '' ? undefined : Number(v) }), { type: 'number' })

  switch (draft.list_type) {
    case null:
      return <p className={pageStyles.muted}>{t('autopilots.search.chooseType')}</p>
    case 'industry':
      return <div className={pageStyles.fieldRow}>{[field('category', text(search.category), (v) => set({ category: v })), ...locationFields, limit]}</div>
    case 'company':
      return <div className={pageStyles.fieldRow}>{[field('keywords', text(search.keywords), (v) => set({ keywords: v || undefined })), field('industry', text(search.industry), (v) => set({ industry: v || undefined })), ...locationFields, limit]}</div>
    case 'people':
      return (
        <div className={pageStyles.fieldRow}>
          {[
            field('titles', titles, (v) => (setTitles(v), set({ titles: splitList(v) })), { hint: t('autopilots.search.commaHint') }),
            field('company', text(search.company), (v) => set({ company: v || undefined })),
            field('keywords', text(search.keywords), (v) => set({ keywords: v || undefined })),
            ...locationFields,
            limit,
          ]}
        </div>
      )
    case 'single':
      return <div className={pageStyles.fieldRow}>{[field('domain', text(search.domain), (v) => set({ domain: v })), limit]}</div>
    case 'intent':
      return <div className={pageStyles.fieldRow}>{[field('topics', topics, (v) => (setTopics(v), set({ topics: splitList(v) })), { hint: t('autopilots.search.commaHint') }), ...locationFields, limit]}</div>
    case 'influencer':
      return (
        <div className={pageStyles.fieldRow}>
          <SelectField
            label={t('autopilots.search.platform')}
            name="search.platform"
            value={text(search.platform)}
            options={[{ value: '', label: t('autopilots.fields.choose') }, ...influencerPlatforms.map((p) => ({ value: p, label: p }))]}
            onValueChange={(v) => set({ platform: v || undefined })}
            errors={errors('platform')}
          />
          {[field('keywords', text(search.keywords), (v) => set({ keywords: v || undefined })), ...locationFields, limit]}
        </div>
      )
  }
}

/** Nearby districts (local lists): widen the city to its neighbours, and name more districts to search. */
export function DistrictsStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  const location = ((draft.search as Search).location ?? {}) as Location
  const [districts, setDistricts] = useListText(draft.nearby_districts, '\n')
  return (
    <>
      <CheckboxField
        label={t('autopilots.districts.nearby')}
        name="nearby"
        checked={Boolean(location.nearby)}
        onCheckedChange={(v) => edit({ search: { ...draft.search, location: { ...location, nearby: v } } })}
      />
      <TextAreaField
        label={t('autopilots.districts.list')}
        hint={t('autopilots.districts.hint')}
        name="nearby_districts"
        value={districts}
        onValueChange={(v) => {
          setDistricts(v)
          edit({ nearby_districts: splitList(v, /\n/) })
        }}
        errors={problems.nearby_districts}
      />
    </>
  )
}

/** Local filters (local lists): a lowest rating, and places with a website or a phone only. */
export function LocalFiltersStep({ wizard }: StepProps) {
  const t = useT()
  const { draft, problems, edit } = wizard
  const filters = draft.local_filters
  const set = (patch: Record<string, unknown>) => edit({ local_filters: { ...filters, ...patch } })
  return (
    <>
      <TextField
        label={t('autopilots.localFilters.minRating')}
        name="local_filters.min_rating"
        type="number"
        min={0}
        max={5}
        step={0.1}
        value={typeof filters.min_rating === 'number' ? String(filters.min_rating) : ''}
        onValueChange={(v) => set({ min_rating: v === '' ? undefined : Number(v) })}
        errors={problems['local_filters.min_rating']}
      />
      <CheckboxField label={t('autopilots.localFilters.hasWebsite')} name="has_website" checked={filters.has_website === true} onCheckedChange={(v) => set({ has_website: v || undefined })} />
      <CheckboxField label={t('autopilots.localFilters.hasPhone')} name="has_phone" checked={filters.has_phone === true} onCheckedChange={(v) => set({ has_phone: v || undefined })} />
    </>
  )
}
