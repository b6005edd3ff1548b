import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'

/** One keyset page of a server-paged table: its rows and the total matching the filter. */
type KeysetPage<Row> = { data: Row[]; total: number }

/**
 * The rows of a server-paged table, pages flattened in order, with the total and `loadMore` for the table to call as it
 * scrolls near the end (it asks for the next page once, never while one is on its way).
 */
export function useKeysetRows<Row extends { id: number }>(answer: UseInfiniteQueryResult<InfiniteData<KeysetPage<Row>>>) {
  const rows = useMemo(() => answer.data?.pages.flatMap((page) => page.data) ?? [], [answer.data])
  const ids = useMemo(() => rows.map((row) => row.id), [rows])
  const total = answer.data?.pages[0]?.total ?? 0
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = answer
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return { rows, ids, total, loadMore, loading: answer.isPending, failed: answer.isError }
}
