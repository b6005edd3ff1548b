import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { auditPagesSlot } from '../../../../commands/admin-audit'
import { auditQuery, type AuditFilters } from '../../../api/admin-audit'
import { useProvideSlot } from '../../ui/command-shell'

/**
 * The audit entries under `filters`, a page (50) at a time, newest first; while there is an older page the screen
 * provides admin.audit.more (its button, the palette) to read it.
 */
export function useAuditPages(filters: AuditFilters) {
  const query = useInfiniteQuery(auditQuery(filters))
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? null, [query.data])
  const latest = useRef(query)
  latest.current = query
  const canLoadMore = Boolean(query.hasNextPage) && !query.isFetchingNextPage
  const slot = useMemo(() => ({ more: canLoadMore ? async () => void (await latest.current.fetchNextPage()) : undefined }), [canLoadMore])
  useProvideSlot(auditPagesSlot, slot)
  return { entries, failed: query.isError, loadingMore: query.isFetchingNextPage, hasMore: Boolean(query.hasNextPage) }
}
