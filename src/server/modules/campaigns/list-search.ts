import { searchParams } from '../../../shared/leads/search'
import type { LeadType } from '../../../shared/leads/types'
import { nestFieldErrors, validate } from '../../../shared/validate'
import type { AppDeps } from '../../app-deps'
import { validationFailed } from '../../http/api-error'
import { startSearch, type StartSearchRequest } from '../search/search-runner'

/** The search parameters of a list type, validated; errors are keyed under `search.` like the body they came in. */
export function validSearch(type: LeadType, search: unknown): Record<string, unknown> {
  const result = validate(searchParams[type] as never, search ?? {})
  if (!result.ok) {
    throw validationFailed(nestFieldErrors('search', result.errors))
  }
  return result.value as Record<string, unknown>
}

/** Hands a search to the search module's runner, which records the run in campaign_searches (queued) and queues its first page. */
export async function startListSearch(deps: AppDeps, request: StartSearchRequest): Promise<void> {
  await startSearch(deps, request)
}
