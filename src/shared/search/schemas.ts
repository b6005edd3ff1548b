import { enums, object, optional, string } from 'superstruct'
import { leadTypes } from '../leads/types'

/** GET /api/search-estimate?type=&limit=: the list type, and the search's limit (its default when absent). */
export const searchEstimateQuery = object({ type: enums(leadTypes), limit: optional(string()) })
