import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { WizardList } from '../../../../machines/autopilot-wizard.draft'
import { fetchLists, listKeys, listQuery } from '../../../api/lists'
import type { LeadType, SavedList } from '../../../shared/leads/types'

/** Lists asked for at a time; the search narrows them by name on the server. */
export const WIZARD_LIST_PAGE = 50
/** The search is sent once typing pauses this long. */
const SEARCH_PAUSE_MS = 250

const asWizardList = (l: SavedList): WizardList => ({ id: l.id, name: l.name, type: l.type, has_webhook: Boolean(l.webhook?.trim()) })

/**
 * The list step's choices, asked of the server (GET /api/campaigns with `search`, `type`, `page`): the lists of the
 * autopilot's type whose name holds the search, a page at a time, so any of thousands can be found. Every list seen
 * (and the chosen one, read by id when the wizard opens on it) goes to the wizard machine, which checks the choice.
 */
export function useWizardLists(listType: LeadType | null, chosenId: number | null, send: (event: { type: 'LISTS'; lists: WizardList[] }) => void) {
  const [search, setSearch] = useState('')
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [search])
  const query = { search: settled || undefined, type: listType ?? undefined, limit: WIZARD_LIST_PAGE }
  const pages = useInfiniteQuery({
    queryKey: [...listKeys.all, 'picker', query] as const,
    queryFn: ({ pageParam }) => fetchLists({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: listType !== null,
  })
  const chosen = useQuery({ ...listQuery(chosenId ?? 0), enabled: chosenId !== null })
  const found = useMemo(() => (pages.data?.pages.flatMap((p) => p.data) ?? []).filter((l) => !l.is_archived).map(asWizardList), [pages.data])

  const seen = useRef(new Map<number, WizardList>())
  useEffect(() => {
    const before = seen.current.size
    const all = [...found, ...(chosen.data ? [asWizardList(chosen.data)] : [])]
    let changed = false
    for (const list of all) {
      const known = seen.current.get(list.id)
      if (!known || known.has_webhook !== list.has_webhook || known.name !== list.name) {
        seen.current.set(list.id, list)
        changed = true
      }
    }
    if (changed || seen.current.size !== before) send({ type: 'LISTS', lists: [...seen.current.values()] })
  }, [found, chosen.data, send])

  return {
    search,
    setSearch,
    /** The lists matching the search, in the server's order (newest first). */
    found,
    total: pages.data?.pages[0]?.total ?? 0,
    loading: listType !== null && pages.isPending,
    searching: search.trim() !== settled,
    hasMore: Boolean(pages.hasNextPage),
    loadMore: () => void (pages.hasNextPage && !pages.isFetchingNextPage && pages.fetchNextPage()),
  }
}
