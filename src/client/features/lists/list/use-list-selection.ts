import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import type { MatchingSelection } from '../../../../../commands/list-slot'
import { countSelection, resultKeys, type TableFilter } from '../../../../api/results'
import type { ResultFilter, ResultScope } from '../../../../shared/leads/filters'
import { defaultPageSize, type SavedList } from '../../../../shared/leads/types'
import type { RowKeyboardAction } from '../../../ui/table/row-keyboard'
import type { RowKeyboard } from '../../../ui/table/use-row-keyboard'

export const asResultFilter = (filter: TableFilter): ResultFilter => ({ ...filter, page: 1, limit: defaultPageSize })
const sameFilter = (a: TableFilter, b: TableFilter) => JSON.stringify(a) === JSON.stringify(b)
const pickActions = new Set<RowKeyboardAction['type']>(['toggle', 'toggleAt', 'range', 'rangeTo', 'selectAll'])

/**
 * The list's selection across filter changes: rows picked by hand (the table's keyboard model), or every result a
 * filter matched ("select all N matching": a filter scope, loaded or not). A filter change keeps it; the server
 * counts how many selected results the new filter hides. While "all matching" was chosen under another filter, its
 * rows are not shown as selected (which of them are is unknown here) and picking a row starts a new selection.
 */
export function useListSelection(list: SavedList | null, filter: TableFilter, total: number, keyboard: RowKeyboard<number>) {
  const [matchedWith, setMatchedWith] = useState<{ filter: TableFilter; count: number } | null>(null)
  const matching: MatchingSelection | null = keyboard.state.matching && matchedWith ? { filter: asResultFilter(matchedWith.filter), count: matchedWith.count } : null
  const matchingHere = matching !== null && sameFilter(matchedWith!.filter, filter)
  const { dispatch: send } = keyboard

  const selectMatching = useCallback(() => {
    setMatchedWith({ filter, count: total })
    send({ type: 'selectMatching' })
  }, [filter, total, send])
  const clearSelection = useCallback(() => send({ type: 'clear' }), [send])

  const stale = matching !== null && !matchingHere
  const dispatch = useCallback(
    (action: RowKeyboardAction) => {
      if (stale && pickActions.has(action.type)) send({ type: 'clear' })
      send(action)
    },
    [stale, send],
  )
  const shown = useMemo<RowKeyboard<number>>(
    () => (stale ? { ...keyboard, dispatch, isSelected: (id: number) => keyboard.state.selected.has(id) } : { ...keyboard, dispatch }),
    [keyboard, dispatch, stale],
  )

  const scope: ResultScope | null = matching
    ? { scope: 'filter', filter: matching.filter }
    : keyboard.selectedIds.length
      ? { scope: 'selection', ids: keyboard.selectedIds }
      : null
  const count = matching ? matching.count : keyboard.selectedIds.length
  const counted = useQuery({
    queryKey: [...resultKeys.list(list?.id ?? 0), 'selection', scope, filter],
    queryFn: () => countSelection(list!.id, scope!, asResultFilter(filter)),
    enabled: list !== null && scope !== null,
    placeholderData: keepPreviousData,
  })
  const hidden = scope && counted.data ? Math.max(0, counted.data.count - counted.data.visible) : 0
  return { keyboard: shown, matching, matchingHere, scope, count, hidden, selectMatching, clearSelection }
}

export type ListSelection = ReturnType<typeof useListSelection>
