import type { SavedList } from '../../shared/leads/types'

/** The list page of a list: saved-lists/{type}-{id} (SPEC.md section 2). */
export const listPath = (list: Pick<SavedList, 'type' | 'id'>, child = '') => `/lead-search/saved-lists/${list.type}-${list.id}${child ? `/${child}` : ''}`
