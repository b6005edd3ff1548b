import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { adminUsersInfiniteQuery } from '../../../api/admin-users'
import type { AdminUsersFilter } from '../../../shared/admin-users/schemas'
import type { AdminUsersListQuery } from '../../../shared/admin-users/selection'
import { useKeysetRows } from '../../ui/table/use-keyset-rows'
import type { UsersSort } from './users-table'

/** Typing pauses this long before the table asks the server: one request per word, not one per key. */
export const searchDelay = 250

/** The search box's text, given to the server once typing pauses. */
export function useDebounced(value: string, delay = searchDelay): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/** The users under `filter` and `sort`, keyset page after page as the table scrolls. */
export function useUsers(filter: AdminUsersFilter, sort: UsersSort) {
  const query: AdminUsersListQuery = useMemo(() => ({ ...filter, sort: sort.field, dir: sort.dir }), [filter, sort])
  const answer = useInfiniteQuery({ ...adminUsersInfiniteQuery(query), placeholderData: (previous) => previous })
  return useKeysetRows(answer)
}
