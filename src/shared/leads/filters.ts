import { array, defaulted, enums, integer, max, min, object, optional, nullable, string, union, number, refine, Infer, literal } from 'superstruct'
import { defaultPageSize, filterOperators, searchModes } from './types'
import { reject } from '../validate'

export const customSearchItem = object({
  field: refine(string(), 'field', (v) => v.trim().length > 0 || reject('validation.required')),
  operator: enums(filterOperators),
  value: optional(nullable(union([string(), number()]))),
})

/** The filter object of a list's results, with its defaults, plus `cursor` for infinite scrolling and `sort`. */
export const resultFilter = object({
  custom_search: defaulted(array(customSearchItem), []),
  startDate: optional(nullable(string())),
  endDate: optional(nullable(string())),
  limit: defaulted(max(min(integer(), 1), 500), defaultPageSize),
  page: defaulted(min(integer(), 1), 1),
  search: optional(nullable(string())),
  search_type: defaulted(enums(searchModes), 'contain'),
  sent: optional(nullable(union([enums(['sent', 'unsent']), literal(0), literal(1)]))),
  withEmail: defaulted(union([literal(-1), literal(0), literal(1), literal(2)]), -1),
  label_ids: optional(array(integer())),
  sort: optional(object({ field: string(), direction: enums(['asc', 'desc']) })),
  /** Opaque keyset cursor from a previous page's `next_cursor`; when given, `page` is ignored. */
  cursor: optional(nullable(string())),
})
export type ResultFilter = Infer<typeof resultFilter>

/** Which results an action applies to: the whole list, the ones a filter matches, or a selection. */
export const resultScopes = {
  all: object({ scope: literal('all') }),
  filter: object({ scope: literal('filter'), filter: resultFilter }),
  selection: object({ scope: literal('selection'), ids: refine(array(integer()), 'nonEmpty', (v) => v.length > 0 || reject('validation.required')) }),
}
export const resultScope = union([resultScopes.all, resultScopes.filter, resultScopes.selection])
export type ResultScope = Infer<typeof resultScope>

/**
 * The scope's fields as one object, for describing a body that carries a scope beside other fields (the OpenAPI
 * document). The server reads such bodies in steps (results/result-scope.ts) so a bad filter is reported field by field.
 */
export const resultScopeFields = {
  scope: enums(['all', 'filter', 'selection']),
  filter: optional(resultFilter),
  ids: optional(array(integer())),
}
/** POST /api/results/delete and /api/campaigns/{id}/results/count and export.csv: a scope, a list, an extent. */
export const scopedResultsBody = object({
  ...resultScopeFields,
  campaign_id: optional(integer()),
  within: optional(resultFilter),
})
