import type { Struct } from 'superstruct'
import { searchParams } from '../../../../shared/leads/search'
import type { LeadType } from '../../../../shared/leads/types'
import { validate, type FieldMessages } from '../../../../shared/validate'
import { filterFields, locationUse } from './filter-field-defs'

/** The form's values: every filter as a string (or strings for a multiple choice), as the fields hold them. */
export type SearchDraft = {
  type: LeadType
  values: Record<string, string | string[]>
  location: { country: string; state: string; city: string; nearby: boolean }
  limit: string
}

export const emptyLocation = { country: '', state: '', city: '', nearby: false }

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  // 'audience.credibility' is one flat parameter name; growth-rate fields are nested objects.
  if (path === 'audience.credibility' || !path.includes('.')) {
    target[path] = value
    return
  }
  const [head, tail] = path.split('.')
  const inner = (target[head] ??= {}) as Record<string, unknown>
  inner[tail] = value
}

const asNumber = (raw: string): number | string => (raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw)

/** The search parameters the draft stands for, in the shape of the type's shared struct (empty fields left out). */
export function draftToParams(draft: SearchDraft): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const field of filterFields[draft.type]) {
    const raw = draft.values[field.name]
    if (raw === undefined) continue
    if (Array.isArray(raw)) {
      if (raw.length) setPath(params, field.name, raw)
      continue
    }
    if (raw.trim() === '') continue
    if (field.list) setPath(params, field.name, raw.split(',').map((s) => s.trim()).filter(Boolean))
    else if (field.kind === 'number') setPath(params, field.name, asNumber(raw))
    else setPath(params, field.name, raw.trim())
  }
  const { country, state, city, nearby } = draft.location
  if (locationUse[draft.type] === 'required' || (locationUse[draft.type] === 'optional' && country)) {
    params.location = { country, ...(state ? { state } : {}), ...(city ? { city } : {}), nearby }
  }
  if (draft.limit.trim() !== '') params.limit = asNumber(draft.limit)
  return params
}

export type DraftCheck = { ok: true; search: unknown } | { ok: false; errors: FieldMessages; missingLocation: boolean }

/** Validates the draft with the type's shared struct, the same one the server applies. */
export function checkDraft(draft: SearchDraft): DraftCheck {
  const struct: Struct<unknown, unknown> = searchParams[draft.type] as Struct<any, any>
  const params = draftToParams(draft)
  const result = validate(struct, params)
  if (result.ok) return { ok: true, search: result.value }
  const errors = placeGrowthErrors(result.errors, params)
  const missingLocation = Object.keys(errors).some((key) => key === 'location' || key.startsWith('location.'))
  return { ok: false, errors, missingLocation }
}

const growthNames = ['followersGrowthRate', 'likesGrowthRate', 'viewsGrowthRate'] as const
const tripleParts = ['interval', 'operator', 'value'] as const

/**
 * The shared growth-rate refinement reports a missing part under its bare name ('operator'), without the filter it
 * belongs to; put each message under the field of the partly filled triple ('likesGrowthRate.operator').
 */
function placeGrowthErrors(errors: FieldMessages, params: Record<string, unknown>): FieldMessages {
  if (!tripleParts.some((part) => errors[part])) return errors
  const placed: FieldMessages = Object.fromEntries(Object.entries(errors).filter(([key]) => !(tripleParts as readonly string[]).includes(key)))
  for (const name of growthNames) {
    const triple = (params[name] ?? {}) as Record<string, unknown>
    const given = tripleParts.filter((part) => triple[part] !== undefined)
    if (given.length === 0 || given.length === 3) continue
    for (const part of tripleParts) if (triple[part] === undefined) placed[`${name}.${part}`] = errors[part] ?? []
  }
  return placed
}
