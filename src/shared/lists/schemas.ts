import { array, boolean, enums, integer, object, optional, nullable, string, size, refine, Infer, unknown } from 'superstruct'
import { reject, requiredString, url } from '../validate'
import { leadTypes } from '../leads/types'

const ids = refine(array(integer()), 'nonEmpty', (v) => v.length > 0 || reject('validation.required'))

/** POST /api/campaigns. `search` (validated against the type's search schema on the server) starts a search job. */
export const createListBody = object({
  name: size(requiredString(), 1, 191),
  type: enums(leadTypes),
  search: optional(unknown()),
  tags: optional(nullable(string())),
  source: optional(nullable(string())),
})
type CreateListBody = Infer<typeof createListBody>

export const updateListBody = object({
  name: optional(size(requiredString(), 1, 191)),
  tags: optional(nullable(string())),
  source: optional(nullable(string())),
})
/** POST /api/campaigns/{id}/search: run one more search into an existing list. */
export const addSearchBody = object({ search: unknown() })
export const bulkDeleteBody = object({ resultIds: ids })
export const bulkArchiveBody = object({ resultIds: ids, is_archived: boolean() })
export const listDetailsBody = object({ tags: optional(nullable(string())), source: optional(nullable(string())), ids: optional(array(integer())) })
export const listWebhookBody = object({ webhook: url() })
export const listsQuery = object({
  search: optional(string()),
  type: optional(enums(leadTypes)),
  state: optional(enums(['Active', 'Incomplete', 'Archived'])),
  page: optional(string()),
  limit: optional(string()),
})
