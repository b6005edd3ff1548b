import { useCallback, useMemo } from 'react'
import type { SavedList } from '../../../../shared/leads/types'
import { useT } from '../../../i18n'
import { useSession } from '../../../session/use-session'
import { moveColumn, useColumnLayout, type ColumnLayout } from '../../../ui/table/use-column-layout'
import { initialVisibility, resultColumns } from './result-columns'

/**
 * The layout of one list's table (shown columns, their order and widths), kept per user and list in this browser:
 * `lc:table:<user>:list:<list>`. A list never arranged starts from its type's default columns.
 */
export const resultLayoutKey = (userId: number, listId: number) => `lc:table:${userId}:list:${listId}`

/** `list` may still be loading (null): the hook runs on every render of the page. */
export function useResultLayout(list: SavedList | null) {
  const type = list?.type ?? 'industry'
  const t = useT()
  const { user } = useSession()
  const columns = useMemo(() => resultColumns(type, t), [type, t])
  const defaults = useCallback((): ColumnLayout => ({ visibility: initialVisibility(type), order: [], sizing: {} }), [type])
  const { layout, update } = useColumnLayout(resultLayoutKey(user?.id ?? 0, list?.id ?? 0), defaults)
  const ordered = useMemo(() => {
    const ids = columns.map((c) => c.id!)
    const known = layout.order.filter((id) => ids.includes(id))
    return [...known, ...ids.filter((id) => !known.includes(id))]
  }, [columns, layout.order])
  const chooserColumns = useMemo(() => {
    const labelOf = new Map(columns.map((c) => [c.id!, String(c.meta)]))
    return ordered.map((id) => ({ id, label: labelOf.get(id) ?? id }))
  }, [columns, ordered])
  const move = useCallback((id: string, by: -1 | 1) => update('order', moveColumn(ordered, id, by)), [ordered, update])
  const reset = useCallback(() => {
    const fresh = defaults()
    update('visibility', fresh.visibility)
    update('order', fresh.order)
    update('sizing', fresh.sizing)
  }, [defaults, update])
  return { columns, layout, update, ordered, chooserColumns, move, reset }
}

export type ResultLayout = ReturnType<typeof useResultLayout>
