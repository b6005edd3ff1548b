import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { SubscriptionBulkBody, SubscriptionFilter, SubscriptionSort } from '../shared/whitelabel/subscription-schemas'
import type { SubscriptionStatus } from '../shared/whitelabel/subscriptions'
import { http } from './http'

/** A row of the reseller's subscriptions (docs/api.md, "Reseller subscriptions"). */
export type WlSubscription = {
  id: number
  customer_account_id: number
  customer: string
  email: string
  username: string
  package_id: number | null
  package: string
  status: SubscriptionStatus
  provider: 'local' | 'stripe' | 'paykickstart' | 'manual'
  fee_cents: number
  currency: string
  started_at: string
  ends_at: string
  trial_ends_at: string | null
  canceled_at: string | null
  managed_manually: boolean
}
export type WlSubscriptionsPage = { data: WlSubscription[]; next_cursor: string | null; total: number }
export type WlSubscriptionsQuery = SubscriptionFilter & { sort: SubscriptionSort; dir: 'asc' | 'desc' }

/** A bulk job: its rows are fixed when it is made; `done` (applied + skipped + failed) of `total` is the progress bar. */
export type WlBulkJob = {
  id: number
  action: string
  params: Record<string, unknown>
  status: 'queued' | 'running' | 'done'
  total: number
  applied: number
  skipped: number
  failed: number
  done: number
  created_at: string
  finished_at: string | null
}
export type WlDryRun = { matched: number; applicable: number; skipped: number }
export type WlUsageEvent = {
  id: number
  subscription_id: number
  customer: string
  email: string
  package: string
  action: string
  from_status: string | null
  to_status: string | null
  details: Record<string, unknown> | null
  source: string
  actor: string | null
  created_at: string
}

export const singleSubscriptionActions = ['cancel', 'undo-cancel', 'refund', 'restore', 'pause', 'resume'] as const
export type SingleSubscriptionAction = (typeof singleSubscriptionActions)[number]

/** Rows per request as the table scrolls: a screenful several times over, few enough to answer quickly. */
export const subscriptionsPageSize = 100

export const listSubscriptions = (query: WlSubscriptionsQuery, cursor: string | null, limit = subscriptionsPageSize, signal?: AbortSignal) =>
  http<WlSubscriptionsPage>('/api/wl/subscriptions', { query: { ...query, ...(cursor ? { cursor } : {}), limit: String(limit) }, signal })
export const fetchSubscription = (id: number) => http<{ data: WlSubscription }>(`/api/wl/subscriptions/${id}`).then((r) => r.data)
export const createSubscription = (body: { package_id: number; email: string; first_name?: string; last_name?: string; expiry_days?: number | null }) =>
  http<{ data: WlSubscription }>('/api/wl/subscriptions', { method: 'POST', body }).then((r) => r.data)
export const updateSubscription = (id: number, body: { ends_at?: string; package_id?: number }) =>
  http<{ data: WlSubscription }>(`/api/wl/subscriptions/${id}`, { method: 'PUT', body }).then((r) => r.data)
export const runSubscriptionAction = (id: number, action: SingleSubscriptionAction) =>
  http<{ data: WlSubscription }>(`/api/wl/subscriptions/${id}/${action}`, { method: 'POST' }).then((r) => r.data)

type BulkRequest = Omit<SubscriptionBulkBody, 'dryRun'>
export const dryRunBulk = (body: BulkRequest) => http<{ dry_run: WlDryRun }>('/api/wl/subscriptions/bulk', { method: 'POST', body: { ...body, dryRun: true } }).then((r) => r.dry_run)
export const startBulk = (body: BulkRequest) => http<{ data: WlBulkJob; repeated: boolean }>('/api/wl/subscriptions/bulk', { method: 'POST', body })
export const fetchBulkJob = (id: number) => http<{ data: WlBulkJob }>(`/api/wl/subscriptions/bulk/${id}`).then((r) => r.data)

async function csvOf(request: string, options: Parameters<typeof http.raw>[1]): Promise<Blob> {
  const response = await http.raw<Blob, 'blob'>(request, { ...options, responseType: 'blob' } as Parameters<typeof http.raw<Blob, 'blob'>>[1])
  return response._data ?? new Blob([])
}
export const exportSubscriptions = (body: Omit<BulkRequest, 'action'>) => csvOf('/api/wl/subscriptions/bulk', { method: 'POST', body: { ...body, action: 'export' } })
export const bulkErrorsCsv = (jobId: number) => csvOf(`/api/wl/subscriptions/bulk/${jobId}/errors`, {})

export const usageHistory = (params: { subscription_id?: number; cursor?: number | null }) =>
  http<{ data: WlUsageEvent[]; next_cursor: number | string | null }>('/api/wl/subscriptions/usage-history', {
    query: { ...(params.subscription_id ? { subscription_id: String(params.subscription_id) } : {}), ...(params.cursor ? { cursor: String(params.cursor) } : {}) },
  })

export const subscriptionKeys = {
  all: ['wl', 'subscriptions'] as const,
  list: (query: WlSubscriptionsQuery) => ['wl', 'subscriptions', 'list', query] as const,
  one: (id: number) => ['wl', 'subscriptions', 'one', id] as const,
  history: (id: number | undefined) => ['wl', 'subscriptions', 'history', id ?? 'all'] as const,
  job: (id: number) => ['wl', 'subscriptions', 'bulk', id] as const,
}

export const subscriptionsInfiniteQuery = (query: WlSubscriptionsQuery) =>
  infiniteQueryOptions({
    queryKey: subscriptionKeys.list(query),
    queryFn: ({ pageParam, signal }) => listSubscriptions(query, pageParam, subscriptionsPageSize, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
export const subscriptionQuery = (id: number) => queryOptions({ queryKey: subscriptionKeys.one(id), queryFn: () => fetchSubscription(id) })
export const usageHistoryQuery = (subscriptionId?: number) =>
  infiniteQueryOptions({
    queryKey: subscriptionKeys.history(subscriptionId),
    queryFn: ({ pageParam }) => usageHistory({ subscription_id: subscriptionId, cursor: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.next_cursor == null ? undefined : Number(last.next_cursor)),
  })
