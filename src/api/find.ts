import type { FindAnswer } from '../shared/find/schemas'
import { http } from './http'

/** GET /api/find?q=: the account's lists, searches and leads matching what the user typed in the palette. */
export const fetchFind = (q: string, signal?: AbortSignal) => http<FindAnswer>('/api/find', { query: { q }, signal })
