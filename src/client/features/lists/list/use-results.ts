import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useMemo, useRef } from 'react'
import { listKeys } from '../../../../api/lists'
import { resultKeys, resultsInfiniteQuery, resultsPage, resultsTablePage, type ResultRow, type TableFilter } from '../../../../api/results'
import type { SavedList, ResultPage } from '../../../../shared/leads/types'
import type { ListChange } from './use-list-progress'

const noRows: ResultRow[] = []
type Pages = InfiniteData<ResultPage<ResultRow>, string | null>

/** A search stores results with ascending ids, so in the default order (id ascending) they come after every loaded row. */
const appendsAtEnd = (filter: TableFilter) => !filter.sort || (filter.sort.field === 'id' && filter.sort.direction === 'asc')

/**
 * The list's results under `filter`, page after page (cursor form). `follow` takes the list's progress: while a
 * search adds results, only the last loaded page is read again when the new rows belong after it (default order, the
 * end of the list in view), else only the count; when the search ends, the history too, and in another order the
 * loaded pages once.
 */
export function useResults(list: SavedList | null, filter: TableFilter) {
  const queryClient = useQueryClient()
  const options = useMemo(() => resultsInfiniteQuery(list?.type ?? 'industry', list?.id ?? 0, filter), [list?.type, list?.id, filter])
  const query = useInfiniteQuery({ ...options, enabled: list !== null })
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? noRows, [query.data])
  const total = query.data?.pages[0]?.total ?? 0
  const ids = useMemo(() => rows.map((r) => r.id), [rows])

  const refreshing = useRef<Promise<void> | null>(null)
  const again = useRef(false)
  const { queryKey } = options
  const refreshTail = useCallback(async () => {
    if (!list) return
    const data = queryClient.getQueryData<Pages>(queryKey)
    if (!data?.pages.length) return
    const last = data.pages.length - 1
    if (appendsAtEnd(filter) && !data.pages[last].next_cursor) {
      const page = await resultsTablePage(list.type, list.id, filter, data.pageParams[last])
      queryClient.setQueryData<Pages>(queryKey, (current) =>
        current && current.pages.length === data.pages.length ? { ...current, pages: [...current.pages.slice(0, last).map((p) => ({ ...p, total: page.total })), page] } : current,
      )
    } else {
      const { total: count } = await resultsPage(list.type, list.id, { ...filter, page: 1, limit: 1 })
      queryClient.setQueryData<Pages>(queryKey, (current) => current && { ...current, pages: current.pages.map((p) => ({ ...p, total: count })) })
    }
  }, [list, filter, queryKey, queryClient])

  /** One refresh at a time; changes that come meanwhile make one more after it. */
  const refresh = useCallback(() => {
    if (refreshing.current) return void (again.current = true)
    refreshing.current = (async () => {
      do {
        again.current = false
        await refreshTail().catch(() => undefined)
      } while (again.current)
    })().finally(() => (refreshing.current = null))
  }, [refreshTail])

  const follow = useCallback(
    (change: ListChange) => {
      if (!list) return
      if (change.ended) {
        void queryClient.invalidateQueries({ queryKey: listKeys.history(list.id) })
        void queryClient.invalidateQueries({ queryKey: listKeys.lists })
        if (!appendsAtEnd(filter)) return void queryClient.invalidateQueries({ queryKey: resultKeys.list(list.id) })
      }
      refresh()
    },
    [list, filter, queryClient, refresh],
  )

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return { rows, ids, total, loadMore, loading: query.isLoading, follow }
}
