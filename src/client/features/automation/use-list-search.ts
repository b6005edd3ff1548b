import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { fetchLists, listKeys, listQuery } from '../../../api/lists'
import type { LeadType, SavedList } from '../../../shared/leads/types'

/** Lists asked for at a time; the search narrows them by name on the server. */
export const LIST_SEARCH_PAGE = 50
/** The search is sent once typing pauses this long. */
const SEARCH_PAUSE_MS = 250

export type FoundList = { id: number; name: string; type: LeadType; has_webhook: boolean }
const asFound = (l: SavedList): FoundList => ({ id: l.id, name: l.name, type: l.type, has_webhook: Boolean(l.webhook?.trim()) })

export type ListSearch = ReturnType<typeof useListSearch>

/**
 * Lists to choose from, asked of the server (GET /api/campaigns with `search`, `type`, `page`): those whose name holds
 * the search (of one type when given), a page at a time, so any of thousands can be found; the chosen one is read by
 * id, so it can be named while a search leaves it out. The autopilot wizard's list step, "run on a list" and the
 * workflow's related list all pick through it (ListPicker).
 */
export function useListSearch(options: { type?: LeadType; enabled: boolean; chosenId: number | null }) {
  const { type, enabled, chosenId } = options
  const [search, setSearch] = useState('')
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [search])
  const query = { search: settled || undefined, type, limit: LIST_SEARCH_PAGE }
  const pages = useInfiniteQuery({
    queryKey: [...listKeys.all, 'picker', query] as const,
    queryFn: ({ pageParam }) => fetchLists({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
  })
  const chosenQuery = useQuery({ ...listQuery(chosenId ?? 0), enabled: chosenId !== null })
  const found = useMemo(() => (pages.data?.pages.flatMap((p) => p.data) ?? []).filter((l) => !l.is_archived).map(asFound), [pages.data])
  const chosen = useMemo(() => (chosenQuery.data && chosenQuery.data.id === chosenId ? asFound(chosenQuery.data) : null), [chosenQuery.data, chosenId])

  return {
    search,
    setSearch,
    /** The lists matching the search, in the server's order (newest first). */
    found,
    /** The chosen list as read by id, once it is. */
    chosen,
    total: pages.data?.pages[0]?.total ?? 0,
    loading: enabled && pages.isPending,
    searching: search.trim() !== settled,
    hasMore: Boolean(pages.hasNextPage),
    loadMore: () => void (pages.hasNextPage && !pages.isFetchingNextPage && pages.fetchNextPage()),
  }
}
