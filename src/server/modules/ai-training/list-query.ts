import type { Context } from 'hono'
import { readQuery } from '../../http/read-body'
import { TRAINING_MAX_PAGE_SIZE, TRAINING_PAGE_SIZE, trainingListQuery } from '../../../shared/ai/training'
import { queryNumber } from '../../http/query-number'

/** ?page=&pageSize=&search= of a training list: page from 1, pageSize 20 by default and at most 100. */
export function listQuery(c: Context): { page: number; pageSize: number; search?: string } {
  const query = readQuery(c, trainingListQuery)
  return {
    page: queryNumber(query.page, 'page', 1, 10_000_000),
    pageSize: queryNumber(query.pageSize, 'pageSize', TRAINING_PAGE_SIZE, TRAINING_MAX_PAGE_SIZE),
    search: query.search,
  }
}
