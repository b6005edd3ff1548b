import { array, integer, object, optional, refine, size, string } from 'superstruct'
import { reject, requiredString } from '../validate'
import { resultScopeFields } from '../leads/filters'

const ids = refine(array(integer()), 'nonEmpty', (v) => v.length > 0 || reject('validation.required'))

export const labelBody = object({ name: size(requiredString(), 1, 60), color: optional(refine(string(), 'color', (v) => /^#[0-9a-f]{6}$/i.test(v) || reject('validation.type'))) })
export const labelAssignBody = object({ label_ids: ids, result_ids: ids })
/** The other form of a label change: the labels, and a list's results by scope (the scope's fields beside them). */
export const labelScopeBody = object({ label_ids: ids, campaign_id: integer() })
/** Both forms of a label change as one object, as the OpenAPI document describes the body. */
export const labelChangeBody = object({
  label_ids: ids,
  result_ids: optional(array(integer())),
  campaign_id: optional(integer()),
  ...resultScopeFields,
  scope: optional(resultScopeFields.scope),
})
