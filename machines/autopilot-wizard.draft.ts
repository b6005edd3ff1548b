import type { Struct } from 'superstruct'
import { autopilotRepeats, autopilotTypes, type Autopilot, type AutopilotAi, type AutopilotDelivery, type AutopilotEnrichment, type AutopilotRepeat, type AutopilotType, type AutopilotUpdateBody } from '../src/shared/automation/autopilot'
import { isTimeZone } from '../src/shared/automation/autopilot-schedule'
import { searchParams } from '../src/shared/leads/search'
import { isLeadType, type LeadType } from '../src/shared/leads/types'
import type { FieldMessages } from '../src/shared/message-format'
import { nestFieldErrors, validate } from '../src/shared/validate'

/** The wizard's steps in order; `districts` and `localFilters` apply to local lists only, `crm` to basic autopilots only. */
export const wizardSteps = ['setup', 'details', 'districts', 'localFilters', 'list', 'enrichment', 'ai', 'crm', 'save'] as const
export type WizardStep = (typeof wizardSteps)[number]

/** The list (campaign) type whose search finds places: nearby districts and local filters exist for it alone. */
export const LOCAL_LIST_TYPE: LeadType = 'industry'

/**
 * What the wizard edits: the autopilot's fields as the API takes them, plus the list type chosen before the list
 * itself (the list, once chosen, fixes it).
 */
export type WizardDraft = {
  name: string
  type: AutopilotType
  list_type: LeadType | null
  campaign_id: number | null
  search: Record<string, unknown>
  repeat: AutopilotRepeat
  time: string
  timezone: string
  start_date: string | null
  max_results_per_period: number | null
  enrichment: AutopilotEnrichment
  ai: AutopilotAi
  delivery: AutopilotDelivery
  nearby_districts: string[]
  local_filters: Record<string, unknown>
}

/** A list the autopilot may fill, as far as the wizard needs to know it. */
export type WizardList = { id: number; name: string; type: LeadType; has_webhook: boolean }

export function emptyDraft(timezone: string): WizardDraft {
  return {
    name: '',
    type: 'basic',
    list_type: null,
    campaign_id: null,
    search: {},
    repeat: 'daily',
    time: '09:00',
    timezone,
    start_date: null,
    max_results_per_period: null,
    enrichment: { enabled: false, kinds: [] },
    ai: { enabled: false, prompt_ids: [] },
    delivery: { crm: null, webhook: false, phones: false },
    nearby_districts: [],
    local_filters: {},
  }
}

/**
 * The list type of a saved autopilot: its list's, else read from its search's own fields (a draft saved before its
 * list was chosen keeps no list type on the server).
 */
export function listTypeOf(autopilot: Pick<Autopilot, 'campaign' | 'search'>): LeadType | null {
  if (autopilot.campaign && isLeadType(autopilot.campaign.type)) return autopilot.campaign.type
  const s = autopilot.search
  if ('category' in s) return 'industry'
  if ('domain' in s) return 'single'
  if ('topics' in s) return 'intent'
  if ('platform' in s) return 'influencer'
  if ('titles' in s || 'seniority' in s || 'departments' in s) return 'people'
  if ('sizes' in s || 'technologies' in s || 'industry' in s) return 'company'
  return null
}

export function draftOf(autopilot: Autopilot): WizardDraft {
  return {
    name: autopilot.name,
    type: autopilot.type,
    list_type: listTypeOf(autopilot),
    campaign_id: autopilot.campaign_id,
    search: autopilot.search,
    repeat: autopilot.repeat,
    time: autopilot.time,
    timezone: autopilot.timezone,
    start_date: autopilot.start_date,
    max_results_per_period: autopilot.max_results_per_period,
    enrichment: autopilot.enrichment,
    ai: autopilot.ai,
    delivery: autopilot.delivery,
    nearby_districts: autopilot.nearby_districts,
    local_filters: autopilot.local_filters,
  }
}

/** The body the server takes: everything but the list type; a webhook autopilot delivers to its list's webhook. */
export function bodyOf(draft: WizardDraft): AutopilotUpdateBody {
  const { list_type: _listType, ...body } = draft
  const delivery = draft.type === 'webhook' ? { crm: null, webhook: true, phones: false } : { ...draft.delivery, webhook: false }
  return { ...body, name: draft.name.trim(), delivery }
}

export function isLocal(draft: WizardDraft): boolean {
  return draft.list_type === LOCAL_LIST_TYPE
}

/** Whether a step is part of this autopilot's wizard at all. */
export function applies(step: WizardStep, draft: WizardDraft): boolean {
  if (step === 'districts' || step === 'localFilters') return isLocal(draft)
  if (step === 'crm') return draft.type === 'basic'
  return true
}

const required = (field: string): FieldMessages => ({ [field]: [{ code: 'validation.required', params: { field } }] })
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** What keeps a step from being done, by field (empty when the step is valid). */
export function stepProblems(step: WizardStep, draft: WizardDraft, lists: readonly WizardList[]): FieldMessages {
  switch (step) {
    case 'setup': {
      const out: FieldMessages = {}
      if (!autopilotTypes.includes(draft.type)) Object.assign(out, required('type'))
      if (!draft.list_type) Object.assign(out, required('list_type'))
      return out
    }
    case 'details': {
      const out: FieldMessages = {}
      if (!draft.name.trim()) Object.assign(out, required('name'))
      if (!autopilotRepeats.includes(draft.repeat)) Object.assign(out, required('repeat'))
      if (!TIME.test(draft.time)) out.time = [{ code: 'autopilots.time_invalid', params: { field: 'time' } }]
      if (!isTimeZone(draft.timezone)) out.timezone = [{ code: 'autopilots.timezone_invalid', params: { field: 'timezone' } }]
      if (draft.max_results_per_period !== null && !(Number.isInteger(draft.max_results_per_period) && draft.max_results_per_period >= 1)) {
        out.max_results_per_period = [{ code: 'validation.min', params: { min: 1, field: 'max_results_per_period' } }]
      }
      if (draft.list_type) {
        const checked = validate(searchParams[draft.list_type] as Struct<unknown, unknown>, draft.search)
        if (!checked.ok) Object.assign(out, nestFieldErrors('search', checked.errors))
      }
      return out
    }
    case 'districts':
      return draft.nearby_districts.some((d) => !d.trim()) ? required('nearby_districts') : {}
    case 'localFilters': {
      const rating = draft.local_filters.min_rating
      if (rating === undefined || rating === null) return {}
      return typeof rating === 'number' && rating >= 0 && rating <= 5 ? {} : { 'local_filters.min_rating': [{ code: 'validation.max', params: { max: 5, field: 'local_filters.min_rating' } }] }
    }
    case 'list': {
      const list = lists.find((l) => l.id === draft.campaign_id)
      if (!list || list.type !== draft.list_type) return required('campaign_id')
      if (draft.type === 'webhook' && !list.has_webhook) return { campaign_id: [{ code: 'integrations.no_list_webhook', params: { field: 'campaign_id' } }] }
      return {}
    }
    case 'enrichment':
      return draft.enrichment.enabled && draft.enrichment.kinds.length === 0 ? required('enrichment.kinds') : {}
    case 'ai':
      return draft.ai.enabled && draft.ai.prompt_ids.length === 0 ? required('ai.prompt_ids') : {}
    case 'crm':
      return {}
    case 'save':
      return {}
  }
}

export function stepValid(step: WizardStep, draft: WizardDraft, lists: readonly WizardList[]): boolean {
  return !applies(step, draft) || Object.keys(stepProblems(step, draft, lists)).length === 0
}

/** Every step before `step` is valid (the wizard may jump there). */
export function reachable(step: WizardStep, draft: WizardDraft, lists: readonly WizardList[]): boolean {
  return applies(step, draft) && wizardSteps.slice(0, wizardSteps.indexOf(step)).every((s) => stepValid(s, draft, lists))
}
