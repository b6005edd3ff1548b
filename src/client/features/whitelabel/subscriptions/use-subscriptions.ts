import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { subscriptionsInfiniteQuery, type WlSubscriptionsQuery } from '../../../../api/wl-subscriptions'
import type { SubscriptionFilter, SubscriptionSort } from '../../../../shared/whitelabel/subscription-schemas'
import { useKeysetRows } from '../../../ui/table/use-keyset-rows'

export type SubscriptionsSort = { field: SubscriptionSort; dir: 'asc' | 'desc' }

/** The reseller's subscriptions under `filter` and `sort`, keyset page after page as the table scrolls. */
export function useSubscriptions(filter: SubscriptionFilter, sort: SubscriptionsSort) {
  const query: WlSubscriptionsQuery = useMemo(() => ({ ...filter, sort: sort.field, dir: sort.dir }), [filter, sort])
  const answer = useInfiniteQuery({ ...subscriptionsInfiniteQuery(query), placeholderData: (previous) => previous })
  return useKeysetRows(answer)
}
