import type { Context } from 'hono'
import { TRAINING_MAX_PAGE_SIZE, TRAINING_PAGE_SIZE, trainingListQuery } from '../../../shared/ai/training'
import { messages } from '../../../shared/messages'
import { validate } from '../../../shared/validate'
import { fieldError, validationFailed } from '../../http/api-error'
import { rejectNul } from '../../http/route-params'

function whole(raw: string | undefined, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  if (!/^\d{1,9}$/.test(raw)) throw fieldError(field, messages.integer)
  const n = Number(raw)
  if (n < 1) throw fieldError(field, messages.min(1))
  if (n > max) throw fieldError(field, messages.max(max))
  return n
}

/** ?page=&pageSize=&search= of a training list: page from 1, pageSize 20 by default and at most 100. */
export function listQuery(c: Context): { page: number; pageSize: number; search?: string } {
  const query = validate(trainingListQuery, c.req.query())
  if (!query.ok) throw validationFailed(query.errors)
  rejectNul(query.value)
  return {
    page: whole(query.value.page, 'page', 1, 10_000_000),
    pageSize: whole(query.value.pageSize, 'pageSize', TRAINING_PAGE_SIZE, TRAINING_MAX_PAGE_SIZE),
    search: query.value.search,
  }
}
