import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { resultKeys, resultsInfiniteQuery, type ResultRow, type TableFilter } from '../../../../api/results'
import { campaignKeys } from '../../../../api/campaigns'
import type { Campaign } from '../../../../shared/leads/types'

const noRows: ResultRow[] = []

/** The list's results under `filter`, page after page (cursor form); refreshed as a running search finds more. */
export function useResults(list: Campaign | null, filter: TableFilter) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery({ ...resultsInfiniteQuery(list?.type ?? 'industry', list?.id ?? 0, filter), enabled: list !== null })
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? noRows, [query.data])
  const total = query.data?.pages[0]?.total ?? 0
  const ids = useMemo(() => rows.map((r) => r.id), [rows])

  const found = list?.progress?.found ?? list?.total
  useEffect(() => {
    if (!list || found === undefined) return
    void queryClient.invalidateQueries({ queryKey: resultKeys.list(list.id) })
    void queryClient.invalidateQueries({ queryKey: campaignKeys.history(list.id) })
  }, [found, list?.id, list?.state, queryClient]) // eslint-disable-line react-hooks/exhaustive-deps

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return { rows, ids, total, loadMore, loading: query.isLoading }
}
