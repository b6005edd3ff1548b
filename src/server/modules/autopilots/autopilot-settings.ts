import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { AutopilotBody, AutopilotUpdateBody } from '../../../shared/automation/autopilot'
import type { LeadType } from '../../../shared/leads/types'
import type { FieldMessages } from '../../../shared/validate'
import { aiPrompts, type autopilots } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { fieldError, fieldMessage, validationFailed } from '../../http/api-error'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { listRow, type ListRow } from '../lists/list-repository'
import { validSearch } from '../search/search-runner'
import type { AutopilotRow } from './autopilot-repository'
import { isRowId } from '../../../shared/validate'

type Saved = Omit<typeof autopilots.$inferInsert, 'accountId'>

export const defaultSettings = {
  enrichment: { enabled: false, kinds: [] },
  ai: { enabled: false, prompt_ids: [] },
  delivery: { crm: null, webhook: false, phones: false },
} as const

/**
 * An autopilot's fields after a POST or a PUT, checked as a whole: the list is the account's (404), a webhook
 * autopilot's list has a webhook ("Selected list doesn't have webhook, please setup before continue.", 422 on
 * campaign_id), the enrichment kinds apply to the list's type, the prompts are the account's; and an active one has
 * its list and a search valid for the list's type. A draft may be unfinished: it is what the wizard autosaves.
 */
export async function checkedSettings(deps: LeadJobDeps, scope: AccountScope, body: AutopilotBody | AutopilotUpdateBody, existing: AutopilotRow | null, active: boolean): Promise<Saved> {
  const merged = {
    name: body.name?.trim() ?? existing?.name ?? '',
    type: body.type ?? existing?.type ?? 'basic',
    campaignId: body.campaign_id !== undefined ? body.campaign_id : (existing?.campaignId ?? null),
    search: body.search ?? existing?.search ?? {},
    repeat: body.repeat ?? existing?.repeat ?? 'daily',
    time: body.time ?? existing?.time ?? '09:00',
    timezone: body.timezone ?? existing?.timezone ?? 'UTC',
    startDate: body.start_date !== undefined ? body.start_date : (existing?.startDate ?? null),
    maxResultsPerPeriod: body.max_results_per_period !== undefined ? body.max_results_per_period : (existing?.maxResultsPerPeriod ?? null),
    enrichment: body.enrichment ?? existing?.enrichment ?? { ...defaultSettings.enrichment, kinds: [] },
    ai: body.ai ?? existing?.ai ?? { ...defaultSettings.ai, prompt_ids: [] },
    delivery: body.delivery ?? existing?.delivery ?? { ...defaultSettings.delivery },
    nearbyDistricts: body.nearby_districts ?? existing?.nearbyDistricts ?? [],
    localFilters: body.local_filters ?? existing?.localFilters ?? {},
  }
  let list: ListRow | null = null
  if (merged.campaignId !== null) list = await listRow(scope, merged.campaignId)
  if (list && merged.type === 'webhook' && !list.webhook?.trim()) throw fieldError('campaign_id', 'integrations.no_list_webhook')

  const errors: FieldMessages = {}
  if (active) {
    if (!list) errors.campaign_id = [fieldMessage('campaign_id', 'validation.required')]
    for (const field of ['repeat', 'time', 'timezone'] as const) {
      if (!existing && body[field] === undefined) errors[field] = [fieldMessage(field, 'validation.required')]
    }
  }
  if (list) {
    const type = list.type as LeadType
    const wrong = merged.enrichment.kinds.filter((kind) => !deps.leadJobProcessors[kind]?.listTypes.includes(type))
    if (wrong.length) errors['enrichment.kinds'] = [fieldMessage('enrichment.kinds', 'autopilots.not_for_list_type')]
  }
  if (merged.ai.prompt_ids.length) {
    const ids = [...new Set(merged.ai.prompt_ids)]
    const known = await deps.db
      .select({ id: aiPrompts.id })
      .from(aiPrompts)
      .where(and(inArray(aiPrompts.id, ids.filter(isRowId)), or(isNull(aiPrompts.accountId), eq(aiPrompts.accountId, scope.accountId))))
    if (known.length !== ids.length) errors['ai.prompt_ids'] = [fieldMessage('ai.prompt_ids', 'error.not_found')]
  }
  if (Object.keys(errors).length) throw validationFailed(errors)
  // A draft keeps an unfinished search as it is; an active autopilot's search is the list type's, with its defaults.
  if (active && list) merged.search = validSearch(list.type as LeadType, merged.search)
  return merged
}

