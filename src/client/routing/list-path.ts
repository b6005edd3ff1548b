import type { SavedList } from '../../shared/leads/types'

/** The list page of a list: saved-lists/{type}-{id}, type and id joined by a hyphen. */
export const listPath = (list: Pick<SavedList, 'type' | 'id'>, child = '') => `/lead-search/saved-lists/${list.type}-${list.id}${child ? `/${child}` : ''}`
