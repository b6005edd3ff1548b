import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { subscriptionsInfiniteQuery, type WlSubscription, type WlSubscriptionsQuery } from '../../../../api/wl-subscriptions'
import type { SubscriptionFilter, SubscriptionSort } from '../../../../shared/whitelabel/subscription-schemas'

export type SubscriptionsSort = { field: SubscriptionSort; dir: 'asc' | 'desc' }
const noRows: WlSubscription[] = []

/** The reseller's subscriptions under `filter` and `sort`, keyset page after page as the table scrolls. */
export function useSubscriptions(filter: SubscriptionFilter, sort: SubscriptionsSort) {
  const query: WlSubscriptionsQuery = useMemo(() => ({ ...filter, sort: sort.field, dir: sort.dir }), [filter, sort])
  const answer = useInfiniteQuery({ ...subscriptionsInfiniteQuery(query), placeholderData: (previous) => previous })
  const rows = useMemo(() => answer.data?.pages.flatMap((page) => page.data) ?? noRows, [answer.data])
  const ids = useMemo(() => rows.map((row) => row.id), [rows])
  const total = answer.data?.pages[0]?.total ?? 0
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = answer
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return { rows, ids, total, loadMore, loading: answer.isPending, failed: answer.isError }
}
