import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { PageQuery } from '../../../api/ai-training'
import { TRAINING_PAGE_SIZE, type TrainingPage } from '../../../shared/ai/training'

/** What a stored-sources list needs to page and search (the API pages and searches each kind). */
export type Paging = { page: number; pages: number; search: string; onPage(page: number): void; onSearch(search: string): void }

/**
 * One page of a kind of training data, with its page and search state. A new search starts at page 1; a page that
 * became empty (its last item deleted) falls back to the last page there is. The previous page stays on screen
 * while the next one loads.
 */
export function useSourcePage<T, K extends QueryKey>(queryFor: (q: PageQuery) => UseQueryOptions<TrainingPage<T>, Error, TrainingPage<T>, K>) {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const query = useQuery({ ...queryFor({ page, pageSize: TRAINING_PAGE_SIZE, search: search.trim() || undefined }), placeholderData: keepPreviousData })
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / TRAINING_PAGE_SIZE))
  useEffect(() => {
    if (query.data && page > pages) setPage(pages)
  }, [query.data, page, pages])
  const paging: Paging = {
    page,
    pages,
    search,
    onPage: setPage,
    onSearch: (next) => {
      setSearch(next)
      setPage(1)
    },
  }
  return { items: query.data?.data ?? [], total, paging }
}
