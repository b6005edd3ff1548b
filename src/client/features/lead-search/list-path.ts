import type { Campaign } from '../../../shared/leads/types'

/** The list page of a list: saved-lists/{type}-{id} (SPEC.md section 2). */
export const listPath = (list: Pick<Campaign, 'type' | 'id'>, child = '') => `/lead-search/saved-lists/${list.type}-${list.id}${child ? `/${child}` : ''}`
